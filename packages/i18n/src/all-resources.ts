/**
 * Every catalogue of every language, bundled: for the server (errors, e-mails, page titles) and the tests. The web
 * client never imports this file: it loads one language's namespaces as it needs them (apps/web/src/lib/i18n.ts).
 *
 * A namespace is one JSON file per language under locales/<language>/; add its four imports here (the catalogue
 * check in catalogues.test.ts fails while a file on disk is missing from this map, or the other way round).
 */
import afAdmin from '../locales/af/admin.json';
import afCommon from '../locales/af/common.json';
import afMessages from '../locales/af/messages.json';
import afStudio from '../locales/af/studio.json';
import enAdmin from '../locales/en/admin.json';
import enCommon from '../locales/en/common.json';
import enMessages from '../locales/en/messages.json';
import enStudio from '../locales/en/studio.json';
import xhAdmin from '../locales/xh/admin.json';
import xhCommon from '../locales/xh/common.json';
import xhMessages from '../locales/xh/messages.json';
import xhStudio from '../locales/xh/studio.json';
import zuAdmin from '../locales/zu/admin.json';
import zuCommon from '../locales/zu/common.json';
import zuMessages from '../locales/zu/messages.json';
import zuStudio from '../locales/zu/studio.json';
import type { Language } from './languages';

/** English: the source language, whose keys every other language has (and the type of `t`'s keys). */
export const ENGLISH = {
  admin: enAdmin,
  common: enCommon,
  messages: enMessages,
  studio: enStudio,
};

export type Namespace = keyof typeof ENGLISH;
export type Catalogue = Record<Namespace, Record<string, unknown>>;

export const ALL_RESOURCES: Record<Language, Catalogue> = {
  en: ENGLISH,
  zu: { admin: zuAdmin, common: zuCommon, messages: zuMessages, studio: zuStudio },
  xh: { admin: xhAdmin, common: xhCommon, messages: xhMessages, studio: xhStudio },
  af: { admin: afAdmin, common: afCommon, messages: afMessages, studio: afStudio },
};

export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
