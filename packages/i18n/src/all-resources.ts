/**
 * Every catalogue of every language, bundled: for the server (errors, e-mails, page titles) and the tests. The web
 * client never imports this file: it loads one language's namespaces as it needs them (apps/web/src/lib/i18n.ts).
 *
 * A namespace is one JSON file per language under locales/<language>/; add its four imports here (the catalogue
 * check in catalogues.test.ts fails while a file on disk is missing from this map, or the other way round).
 */
import afCommon from '../locales/af/common.json';
import afEmails from '../locales/af/emails.json';
import afErrors from '../locales/af/errors.json';
import afMessages from '../locales/af/messages.json';
import enCommon from '../locales/en/common.json';
import enEmails from '../locales/en/emails.json';
import enErrors from '../locales/en/errors.json';
import enMessages from '../locales/en/messages.json';
import xhCommon from '../locales/xh/common.json';
import xhEmails from '../locales/xh/emails.json';
import xhErrors from '../locales/xh/errors.json';
import xhMessages from '../locales/xh/messages.json';
import zuCommon from '../locales/zu/common.json';
import zuEmails from '../locales/zu/emails.json';
import zuErrors from '../locales/zu/errors.json';
import zuMessages from '../locales/zu/messages.json';
import type { Language } from './languages';

/** English: the source language, whose keys every other language has (and the type of `t`'s keys). */
export const ENGLISH = {
  common: enCommon,
  emails: enEmails,
  errors: enErrors,
  messages: enMessages,
};

export type Namespace = keyof typeof ENGLISH;
export type Catalogue = Record<Namespace, Record<string, unknown>>;

export const ALL_RESOURCES: Record<Language, Catalogue> = {
  en: ENGLISH,
  zu: { common: zuCommon, emails: zuEmails, errors: zuErrors, messages: zuMessages },
  xh: { common: xhCommon, emails: xhEmails, errors: xhErrors, messages: xhMessages },
  af: { common: afCommon, emails: afEmails, errors: afErrors, messages: afMessages },
};

export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
