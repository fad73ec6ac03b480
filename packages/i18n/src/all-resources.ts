/**
 * Every catalogue of every language, bundled: for the server (errors, e-mails, page titles) and the tests. The web
 * client never imports this file: it loads one language's namespaces as it needs them (apps/web/src/lib/i18n.ts).
 *
 * A namespace is one JSON file per language under locales/<language>/; add its four imports here (the catalogue
 * check in catalogues.test.ts fails while a file on disk is missing from this map, or the other way round).
 */
import afCommon from '../locales/af/common.json';
import afLegal from '../locales/af/legal.json';
import afLegalAccessibility from '../locales/af/legal-accessibility.json';
import afLegalCookies from '../locales/af/legal-cookies.json';
import afLegalPrivacy from '../locales/af/legal-privacy.json';
import afLegalTerms from '../locales/af/legal-terms.json';
import afMessages from '../locales/af/messages.json';
import enCommon from '../locales/en/common.json';
import enLegal from '../locales/en/legal.json';
import enLegalAccessibility from '../locales/en/legal-accessibility.json';
import enLegalCookies from '../locales/en/legal-cookies.json';
import enLegalPrivacy from '../locales/en/legal-privacy.json';
import enLegalTerms from '../locales/en/legal-terms.json';
import enMessages from '../locales/en/messages.json';
import xhCommon from '../locales/xh/common.json';
import xhLegal from '../locales/xh/legal.json';
import xhLegalAccessibility from '../locales/xh/legal-accessibility.json';
import xhLegalCookies from '../locales/xh/legal-cookies.json';
import xhLegalPrivacy from '../locales/xh/legal-privacy.json';
import xhLegalTerms from '../locales/xh/legal-terms.json';
import xhMessages from '../locales/xh/messages.json';
import zuCommon from '../locales/zu/common.json';
import zuLegal from '../locales/zu/legal.json';
import zuLegalAccessibility from '../locales/zu/legal-accessibility.json';
import zuLegalCookies from '../locales/zu/legal-cookies.json';
import zuLegalPrivacy from '../locales/zu/legal-privacy.json';
import zuLegalTerms from '../locales/zu/legal-terms.json';
import zuMessages from '../locales/zu/messages.json';
import type { Language } from './languages';

/** English: the source language, whose keys every other language has (and the type of `t`'s keys). */
export const ENGLISH = {
  common: enCommon,
  legal: enLegal,
  'legal-accessibility': enLegalAccessibility,
  'legal-cookies': enLegalCookies,
  'legal-privacy': enLegalPrivacy,
  'legal-terms': enLegalTerms,
  messages: enMessages,
};

export type Namespace = keyof typeof ENGLISH;
export type Catalogue = Record<Namespace, Record<string, unknown>>;

export const ALL_RESOURCES: Record<Language, Catalogue> = {
  en: ENGLISH,
  zu: {
    common: zuCommon,
    legal: zuLegal,
    'legal-accessibility': zuLegalAccessibility,
    'legal-cookies': zuLegalCookies,
    'legal-privacy': zuLegalPrivacy,
    'legal-terms': zuLegalTerms,
    messages: zuMessages,
  },
  xh: {
    common: xhCommon,
    legal: xhLegal,
    'legal-accessibility': xhLegalAccessibility,
    'legal-cookies': xhLegalCookies,
    'legal-privacy': xhLegalPrivacy,
    'legal-terms': xhLegalTerms,
    messages: xhMessages,
  },
  af: {
    common: afCommon,
    legal: afLegal,
    'legal-accessibility': afLegalAccessibility,
    'legal-cookies': afLegalCookies,
    'legal-privacy': afLegalPrivacy,
    'legal-terms': afLegalTerms,
    messages: afMessages,
  },
};

export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
