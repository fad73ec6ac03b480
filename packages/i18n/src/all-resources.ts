/**
 * Every catalogue of every language, bundled: for the server (errors, e-mails, page titles) and the tests. The web
 * client never imports this file: it loads one language's namespaces as it needs them (apps/web/src/lib/i18n.ts).
 *
 * A namespace is one JSON file per language under locales/<language>/; add its four imports here (the catalogue
 * check in catalogues.test.ts fails while a file on disk is missing from this map, or the other way round).
 */
import afCommon from '../locales/af/common.json';
import afMessages from '../locales/af/messages.json';
import afSeo from '../locales/af/seo.json';
import enCommon from '../locales/en/common.json';
import enMessages from '../locales/en/messages.json';
import enSeo from '../locales/en/seo.json';
import xhCommon from '../locales/xh/common.json';
import xhMessages from '../locales/xh/messages.json';
import xhSeo from '../locales/xh/seo.json';
import zuCommon from '../locales/zu/common.json';
import zuMessages from '../locales/zu/messages.json';
import zuSeo from '../locales/zu/seo.json';
import type { Language } from './languages';

/** English: the source language, whose keys every other language has (and the type of `t`'s keys). */
export const ENGLISH = {
  common: enCommon,
  messages: enMessages,
  seo: enSeo,
};

export type Namespace = keyof typeof ENGLISH;
export type Catalogue = Record<Namespace, Record<string, unknown>>;

export const ALL_RESOURCES: Record<Language, Catalogue> = {
  en: ENGLISH,
  zu: { common: zuCommon, messages: zuMessages, seo: zuSeo },
  xh: { common: xhCommon, messages: xhMessages, seo: xhSeo },
  af: { common: afCommon, messages: afMessages, seo: afSeo },
};

export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
