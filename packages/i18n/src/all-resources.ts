/**
 * Every catalogue of every language, bundled: for the server (errors, e-mails, page titles) and the tests. The web
 * client never imports this file: it loads one language's namespaces as it needs them (apps/web/src/lib/i18n.ts).
 *
 * A namespace is one JSON file per language under locales/<language>/; add its four imports here (the catalogue
 * check in catalogues.test.ts fails while a file on disk is missing from this map, or the other way round).
 */
import afCatalog from '../locales/af/catalog.json';
import afCommon from '../locales/af/common.json';
import afHistory from '../locales/af/history.json';
import afMessages from '../locales/af/messages.json';
import afWatchlist from '../locales/af/watchlist.json';
import enCatalog from '../locales/en/catalog.json';
import enCommon from '../locales/en/common.json';
import enHistory from '../locales/en/history.json';
import enMessages from '../locales/en/messages.json';
import enWatchlist from '../locales/en/watchlist.json';
import xhCatalog from '../locales/xh/catalog.json';
import xhCommon from '../locales/xh/common.json';
import xhHistory from '../locales/xh/history.json';
import xhMessages from '../locales/xh/messages.json';
import xhWatchlist from '../locales/xh/watchlist.json';
import zuCatalog from '../locales/zu/catalog.json';
import zuCommon from '../locales/zu/common.json';
import zuHistory from '../locales/zu/history.json';
import zuMessages from '../locales/zu/messages.json';
import zuWatchlist from '../locales/zu/watchlist.json';
import type { Language } from './languages';

/** English: the source language, whose keys every other language has (and the type of `t`'s keys). */
export const ENGLISH = {
  catalog: enCatalog,
  common: enCommon,
  history: enHistory,
  messages: enMessages,
  watchlist: enWatchlist,
};

export type Namespace = keyof typeof ENGLISH;
export type Catalogue = Record<Namespace, Record<string, unknown>>;

export const ALL_RESOURCES: Record<Language, Catalogue> = {
  en: ENGLISH,
  zu: {
    catalog: zuCatalog,
    common: zuCommon,
    history: zuHistory,
    messages: zuMessages,
    watchlist: zuWatchlist,
  },
  xh: {
    catalog: xhCatalog,
    common: xhCommon,
    history: xhHistory,
    messages: xhMessages,
    watchlist: xhWatchlist,
  },
  af: {
    catalog: afCatalog,
    common: afCommon,
    history: afHistory,
    messages: afMessages,
    watchlist: afWatchlist,
  },
};

export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
