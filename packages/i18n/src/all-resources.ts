/**
 * Every catalogue of every language, bundled: for the server (errors, e-mails, page titles) and the tests. The web
 * client never imports this file: it loads one language's namespaces as it needs them (apps/web/src/lib/i18n.ts).
 *
 * A namespace is one JSON file per language under locales/<language>/; add its four imports here (the catalogue
 * check in catalogues.test.ts fails while a file on disk is missing from this map, or the other way round).
 */
import afAccount from '../locales/af/account.json';
import afAdsAdmin from '../locales/af/ads-admin.json';
import afAnalytics from '../locales/af/analytics.json';
import afAdmin from '../locales/af/admin.json';
import afAuth from '../locales/af/auth.json';
import afBilling from '../locales/af/billing.json';
import afCatalog from '../locales/af/catalog.json';
import afCatalogue from '../locales/af/catalogue.json';
import afCommon from '../locales/af/common.json';
import afDownloads from '../locales/af/downloads.json';
import afEmails from '../locales/af/emails.json';
import afErrors from '../locales/af/errors.json';
import afHistory from '../locales/af/history.json';
import afLegalAccessibility from '../locales/af/legal-accessibility.json';
import afLegalCookies from '../locales/af/legal-cookies.json';
import afLegalPrivacy from '../locales/af/legal-privacy.json';
import afLegalTerms from '../locales/af/legal-terms.json';
import afLegal from '../locales/af/legal.json';
import afMessages from '../locales/af/messages.json';
import afPlayer from '../locales/af/player.json';
import afProfiles from '../locales/af/profiles.json';
import afReviews from '../locales/af/reviews.json';
import afSeo from '../locales/af/seo.json';
import afStudio from '../locales/af/studio.json';
import afWatchlist from '../locales/af/watchlist.json';
import enAccount from '../locales/en/account.json';
import enAdsAdmin from '../locales/en/ads-admin.json';
import enAnalytics from '../locales/en/analytics.json';
import enAdmin from '../locales/en/admin.json';
import enAuth from '../locales/en/auth.json';
import enBilling from '../locales/en/billing.json';
import enCatalog from '../locales/en/catalog.json';
import enCatalogue from '../locales/en/catalogue.json';
import enCommon from '../locales/en/common.json';
import enDownloads from '../locales/en/downloads.json';
import enEmails from '../locales/en/emails.json';
import enErrors from '../locales/en/errors.json';
import enHistory from '../locales/en/history.json';
import enLegalAccessibility from '../locales/en/legal-accessibility.json';
import enLegalCookies from '../locales/en/legal-cookies.json';
import enLegalPrivacy from '../locales/en/legal-privacy.json';
import enLegalTerms from '../locales/en/legal-terms.json';
import enLegal from '../locales/en/legal.json';
import enMessages from '../locales/en/messages.json';
import enPlayer from '../locales/en/player.json';
import enProfiles from '../locales/en/profiles.json';
import enReviews from '../locales/en/reviews.json';
import enSeo from '../locales/en/seo.json';
import enStudio from '../locales/en/studio.json';
import enWatchlist from '../locales/en/watchlist.json';
import xhAccount from '../locales/xh/account.json';
import xhAdsAdmin from '../locales/xh/ads-admin.json';
import xhAnalytics from '../locales/xh/analytics.json';
import xhAdmin from '../locales/xh/admin.json';
import xhAuth from '../locales/xh/auth.json';
import xhBilling from '../locales/xh/billing.json';
import xhCatalog from '../locales/xh/catalog.json';
import xhCatalogue from '../locales/xh/catalogue.json';
import xhCommon from '../locales/xh/common.json';
import xhDownloads from '../locales/xh/downloads.json';
import xhEmails from '../locales/xh/emails.json';
import xhErrors from '../locales/xh/errors.json';
import xhHistory from '../locales/xh/history.json';
import xhLegalAccessibility from '../locales/xh/legal-accessibility.json';
import xhLegalCookies from '../locales/xh/legal-cookies.json';
import xhLegalPrivacy from '../locales/xh/legal-privacy.json';
import xhLegalTerms from '../locales/xh/legal-terms.json';
import xhLegal from '../locales/xh/legal.json';
import xhMessages from '../locales/xh/messages.json';
import xhPlayer from '../locales/xh/player.json';
import xhProfiles from '../locales/xh/profiles.json';
import xhReviews from '../locales/xh/reviews.json';
import xhSeo from '../locales/xh/seo.json';
import xhStudio from '../locales/xh/studio.json';
import xhWatchlist from '../locales/xh/watchlist.json';
import zuAccount from '../locales/zu/account.json';
import zuAdsAdmin from '../locales/zu/ads-admin.json';
import zuAnalytics from '../locales/zu/analytics.json';
import zuAdmin from '../locales/zu/admin.json';
import zuAuth from '../locales/zu/auth.json';
import zuBilling from '../locales/zu/billing.json';
import zuCatalog from '../locales/zu/catalog.json';
import zuCatalogue from '../locales/zu/catalogue.json';
import zuCommon from '../locales/zu/common.json';
import zuDownloads from '../locales/zu/downloads.json';
import zuEmails from '../locales/zu/emails.json';
import zuErrors from '../locales/zu/errors.json';
import zuHistory from '../locales/zu/history.json';
import zuLegalAccessibility from '../locales/zu/legal-accessibility.json';
import zuLegalCookies from '../locales/zu/legal-cookies.json';
import zuLegalPrivacy from '../locales/zu/legal-privacy.json';
import zuLegalTerms from '../locales/zu/legal-terms.json';
import zuLegal from '../locales/zu/legal.json';
import zuMessages from '../locales/zu/messages.json';
import zuPlayer from '../locales/zu/player.json';
import zuProfiles from '../locales/zu/profiles.json';
import zuReviews from '../locales/zu/reviews.json';
import zuSeo from '../locales/zu/seo.json';
import zuStudio from '../locales/zu/studio.json';
import zuWatchlist from '../locales/zu/watchlist.json';
import type { Language } from './languages';

/** English: the source language, whose keys every other language has (and the type of `t`'s keys). */
export const ENGLISH = {
  account: enAccount,
  admin: enAdmin,
  'ads-admin': enAdsAdmin,
  analytics: enAnalytics,
  auth: enAuth,
  billing: enBilling,
  catalog: enCatalog,
  catalogue: enCatalogue,
  common: enCommon,
  emails: enEmails,
  errors: enErrors,
  history: enHistory,
  legal: enLegal,
  'legal-accessibility': enLegalAccessibility,
  'legal-cookies': enLegalCookies,
  'legal-privacy': enLegalPrivacy,
  'legal-terms': enLegalTerms,
  messages: enMessages,
  player: enPlayer,
  profiles: enProfiles,
  reviews: enReviews,
  downloads: enDownloads,
  seo: enSeo,
  studio: enStudio,
  watchlist: enWatchlist,
};

export type Namespace = keyof typeof ENGLISH;
export type Catalogue = Record<Namespace, Record<string, unknown>>;

export const ALL_RESOURCES: Record<Language, Catalogue> = {
  en: ENGLISH,
  zu: {
    account: zuAccount,
    admin: zuAdmin,
    'ads-admin': zuAdsAdmin,
    analytics: zuAnalytics,
    auth: zuAuth,
    billing: zuBilling,
    catalog: zuCatalog,
    catalogue: zuCatalogue,
    common: zuCommon,
    emails: zuEmails,
    errors: zuErrors,
    history: zuHistory,
    legal: zuLegal,
    'legal-accessibility': zuLegalAccessibility,
    'legal-cookies': zuLegalCookies,
    'legal-privacy': zuLegalPrivacy,
    'legal-terms': zuLegalTerms,
    messages: zuMessages,
    player: zuPlayer,
    profiles: zuProfiles,
    reviews: zuReviews,
    downloads: zuDownloads,
    seo: zuSeo,
    studio: zuStudio,
    watchlist: zuWatchlist,
  },
  xh: {
    account: xhAccount,
    admin: xhAdmin,
    'ads-admin': xhAdsAdmin,
    analytics: xhAnalytics,
    auth: xhAuth,
    billing: xhBilling,
    catalog: xhCatalog,
    catalogue: xhCatalogue,
    common: xhCommon,
    emails: xhEmails,
    errors: xhErrors,
    history: xhHistory,
    legal: xhLegal,
    'legal-accessibility': xhLegalAccessibility,
    'legal-cookies': xhLegalCookies,
    'legal-privacy': xhLegalPrivacy,
    'legal-terms': xhLegalTerms,
    messages: xhMessages,
    player: xhPlayer,
    profiles: xhProfiles,
    reviews: xhReviews,
    downloads: xhDownloads,
    seo: xhSeo,
    studio: xhStudio,
    watchlist: xhWatchlist,
  },
  af: {
    account: afAccount,
    admin: afAdmin,
    'ads-admin': afAdsAdmin,
    analytics: afAnalytics,
    auth: afAuth,
    billing: afBilling,
    catalog: afCatalog,
    catalogue: afCatalogue,
    common: afCommon,
    emails: afEmails,
    errors: afErrors,
    history: afHistory,
    legal: afLegal,
    'legal-accessibility': afLegalAccessibility,
    'legal-cookies': afLegalCookies,
    'legal-privacy': afLegalPrivacy,
    'legal-terms': afLegalTerms,
    messages: afMessages,
    player: afPlayer,
    profiles: afProfiles,
    reviews: afReviews,
    downloads: afDownloads,
    seo: afSeo,
    studio: afStudio,
    watchlist: afWatchlist,
  },
};

export const NAMESPACES = Object.keys(ENGLISH) as Namespace[];
