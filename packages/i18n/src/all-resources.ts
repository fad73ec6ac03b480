/**
 * Every catalogue of every language, bundled: for the server (errors, e-mails, page titles) and the tests. The web
 * client never imports this file: it loads one language's namespaces as it needs them (apps/web/src/lib/i18n.ts).
 *
 * A namespace is one JSON file per language under locales/<language>/; add its four imports here (the catalogue
 * check in catalogues.test.ts fails while a file on disk is missing from this map, or the other way round).
 */
import afCatalogue from '../locales/af/catalogue.json';
import afCommon from '../locales/af/common.json';
import afMessages from '../locales/af/messages.json';
import enCatalogue from '../locales/en/catalogue.json';
import enCommon from '../locales/en/common.json';
import enMessages from '../locales/en/messages.json';
import xhCatalogue from '../locales/xh/catalogue.json';
import xhCommon from '../locales/xh/common.json';
import xhMessages from '../locales/xh/messages.json';
import zuCatalogue from '../locales/zu/catalogue.json';
import zuCommon from '../locales/zu/common.json';
import zuMessages from '../locales/zu/messages.json';
import type { Language } from './languages';

/** English: the source language, whose keys every other language has (and the type of `t`'s keys). */
export const ENGLISH = {
  catalogue: enCatalogue,
  common: enCommon,
  messages: enMessages,
};

export type Namespace = keyof typeof ENGLISH;
export type Catalogue = Record<Namespace, Record<string, unknown>>;

export const ALL_RESOURCES: Record<Language, Catalogue> = {
  en: ENGLISH,
  zu: { catalogue: zuCatalogue, common: zuCommon, messages: zuMessages },
  xh: { catalogue: xhCatalogue, common: xhCommon, messages: xhMessages },
  af: { catalogue: afCatalogue, common: afCommon, messages: afMessages },
};

export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
