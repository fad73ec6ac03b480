import type { Role } from './roles';

/**
 * The route table of spec §2, as data: access rules, layout and document-head metadata. The client adds a
 * component per id (apps/web/src/app/route-components.tsx) and builds its router, guards and <head> from this;
 * the server uses it for link previews and the sitemap. Titles may hold :params, filled at render time.
 */
export type PreloadPriority = 'high' | 'medium' | 'low';
export type RouteLayout = 'shell' | 'bare';

export interface RouteDefinition {
  id: string;
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** absolute path of the share image; defaults to the site image */
  ogImage?: string;
  /** canonical path when it differs from `path` (aliases point at their main path) */
  canonical?: string;
  requiresAuth: boolean;
  requiresSubscription: boolean;
  adminOnly: boolean;
  /** the user needs at least one of these roles (spec §2) */
  roles?: Role[];
  /** hidden from navigation and the sitemap */
  hidden?: boolean;
  /** never guarded, whatever the auth state (the OAuth return) */
  neverGuarded?: boolean;
  /** signed-in users are sent elsewhere (spec §2: a signed-in user visiting /auth goes to /home) */
  signedInRedirect?: string;
  /** where a guard sends a signed-in user who lacks the subscription (spec §2: the route's fallback) */
  subscriptionFallback?: string;
  layout: RouteLayout;
  preload?: PreloadPriority;
  /** this path only redirects (with its query string kept, plus `redirectQuery`) */
  redirectTo?: string;
  redirectQuery?: Record<string, string>;
}

export const SITE_NAME = 'Mzansi Stream';
export const SITE_TAGLINE = 'Local stories, streaming from Mzansi to the world.';
export const SITE_DESCRIPTION =
  'South African movies, series and documentaries in isiZulu, isiXhosa, Afrikaans, Sesotho, Setswana, Xitsonga and English. Free trailers; everything with Premium for R59 a month.';
export const SITE_IMAGE = '/og-image.png';
export const SUPPORT_EMAIL = 'support@mzansistream.co.za';
export const HELP_CENTER_URL = 'https://help.mzansistream.co.za';

const base = { requiresAuth: false, requiresSubscription: false, adminOnly: false, layout: 'shell' as const };
const account = { ...base, requiresAuth: true };
const STREAMING = ['South African movies', 'streaming', 'Mzansi'];

export const ROUTES: RouteDefinition[] = [
  {
    ...base,
    id: 'landing',
    path: '/',
    title: 'Mzansi Stream — South African movies, series and documentaries',
    description: SITE_DESCRIPTION,
    keywords: [...STREAMING, 'isiZulu', 'Afrikaans', 'documentaries'],
    layout: 'bare',
  },
  {
    ...base,
    id: 'auth',
    path: '/auth',
    title: 'Sign in',
    description: 'Sign in to Mzansi Stream or create your free account.',
    keywords: ['sign in', 'register', 'account'],
    layout: 'bare',
    signedInRedirect: '/home',
    preload: 'medium',
  },
  {
    ...base,
    id: 'login',
    path: '/login',
    title: 'Sign in',
    description: '',
    keywords: [],
    layout: 'bare',
    hidden: true,
    redirectTo: '/auth',
  },
  {
    ...base,
    id: 'register',
    path: '/register',
    title: 'Create your account',
    description: '',
    keywords: [],
    layout: 'bare',
    hidden: true,
    redirectTo: '/auth',
    redirectQuery: { tab: 'register' },
  },
  {
    ...base,
    id: 'auth-callback',
    path: '/auth-callback',
    title: 'Signing you in',
    description: 'Finishing your sign-in.',
    keywords: [],
    layout: 'bare',
    hidden: true,
    neverGuarded: true,
  },
  {
    ...base,
    id: 'auth-callback-alias',
    path: '/auth/callback',
    title: 'Signing you in',
    description: '',
    keywords: [],
    layout: 'bare',
    hidden: true,
    neverGuarded: true,
    redirectTo: '/auth-callback',
  },
  {
    ...base,
    id: 'pricing',
    path: '/pricing',
    title: 'Plans and pricing',
    description: 'Free trailers for everyone. Premium: every title in HD on 4 devices for R59 a month.',
    keywords: ['pricing', 'plans', 'Premium', 'R59'],
    layout: 'bare',
    preload: 'medium',
  },
  {
    ...base,
    id: 'plans',
    path: '/plans',
    title: 'Plans and pricing',
    description: '',
    keywords: [],
    layout: 'bare',
    hidden: true,
    redirectTo: '/pricing',
  },
  {
    ...base,
    id: 'home',
    path: '/home',
    title: 'Home',
    description: 'Continue watching, trending in South Africa, new arrivals and every category.',
    keywords: [...STREAMING, 'trending', 'new'],
    preload: 'high',
  },
  {
    ...base,
    id: 'browse',
    path: '/browse',
    title: 'Browse',
    description: 'Browse movies, series and documentaries by category, language and collection.',
    keywords: [...STREAMING, 'browse', 'categories'],
    preload: 'high',
  },
  {
    ...base,
    id: 'browse-category',
    path: '/browse/:category',
    title: 'Browse :category',
    description: 'South African :category titles to stream.',
    keywords: [...STREAMING, ':category'],
    preload: 'medium',
  },
  {
    ...base,
    id: 'search',
    path: '/search',
    title: 'Search',
    description: 'Search titles, people and languages.',
    keywords: ['search', ...STREAMING],
    preload: 'medium',
  },
  {
    ...base,
    id: 'discover',
    path: '/discover',
    title: 'Discover',
    description: 'Hidden gems and collections from across Mzansi.',
    keywords: ['discover', 'collections', ...STREAMING],
    preload: 'low',
  },
  {
    ...base,
    id: 'recommendations',
    path: '/recommendations',
    title: 'Recommended for you',
    description: 'Picks based on what you watch and what South Africa is watching.',
    keywords: ['recommendations', ...STREAMING],
    preload: 'low',
  },
  {
    ...base,
    id: 'library',
    path: '/library',
    title: 'Library',
    description: 'The whole catalogue, A to Z.',
    keywords: ['library', 'catalogue', ...STREAMING],
    preload: 'low',
  },
  {
    ...base,
    id: 'watch',
    path: '/watch/:id',
    title: ':title',
    description: 'Watch on Mzansi Stream.',
    keywords: [...STREAMING, 'watch'],
    preload: 'medium',
  },
  {
    ...account,
    id: 'profile',
    path: '/profile',
    title: 'Your profile',
    description: 'Your Mzansi Stream profile.',
    keywords: [],
    hidden: true,
    preload: 'low',
  },
  {
    ...account,
    id: 'settings',
    path: '/settings',
    title: 'Settings',
    description: 'Account, security, devices, appearance and your data.',
    keywords: [],
    hidden: true,
    preload: 'low',
  },
  {
    ...account,
    id: 'profiles',
    path: '/profiles',
    title: "Who's watching?",
    description: 'Choose the viewer profile this device watches as.',
    keywords: [],
    hidden: true,
    layout: 'bare',
  },
  {
    ...account,
    id: 'profiles-manage',
    path: '/profiles/manage',
    title: 'Manage profiles',
    description: 'Add, edit and delete viewer profiles, Kids profiles, maturity limits and PINs.',
    keywords: [],
    hidden: true,
  },
  {
    ...account,
    id: 'watchlist',
    path: '/watchlist',
    title: 'Watchlist',
    description: 'The titles you saved to watch later.',
    keywords: [],
    requiresSubscription: true,
    subscriptionFallback: '/pricing',
    hidden: true,
  },
  {
    ...account,
    id: 'my-list',
    path: '/my-list',
    title: 'My List',
    description: 'The titles you saved.',
    keywords: [],
    preload: 'medium',
  },
  {
    ...account,
    id: 'downloads',
    path: '/downloads',
    title: 'Downloads',
    description: 'Movies and episodes saved on this device to watch offline.',
    keywords: [],
  },
  {
    ...account,
    id: 'list',
    path: '/list',
    title: 'My List',
    description: 'The titles you saved.',
    keywords: [],
    canonical: '/my-list',
    hidden: true,
  },
  {
    ...account,
    id: 'history',
    path: '/history',
    title: 'Watch history',
    description: 'What you watched, newest first.',
    keywords: [],
    hidden: true,
  },
  {
    ...account,
    id: 'subscription',
    path: '/subscription',
    title: 'Your subscription',
    description: 'Your plan and what it includes.',
    keywords: [],
    layout: 'bare',
  },
  {
    ...account,
    id: 'subscription-manage',
    path: '/subscription/manage',
    title: 'Manage subscription',
    description: 'Renewal date, cancellation and payment history.',
    keywords: [],
    hidden: true,
  },
  {
    ...account,
    id: 'payment-success',
    path: '/payment/success',
    title: 'Payment received',
    description: '',
    keywords: [],
    hidden: true,
  },
  {
    ...account,
    id: 'payment-cancel',
    path: '/payment/cancel',
    title: 'Payment cancelled',
    description: '',
    keywords: [],
    hidden: true,
    layout: 'bare',
  },
  {
    ...account,
    id: 'admin',
    path: '/admin',
    title: 'Admin',
    description: 'Catalogue, uploads and users.',
    keywords: [],
    adminOnly: true,
    roles: ['admin'],
    hidden: true,
  },
  // Admin users (issue 19): moderators (manage_users) open these too; the server checks every call the same way.
  {
    ...account,
    id: 'admin-users',
    path: '/admin/users',
    title: 'Users',
    description: 'Find accounts, see their subscription, sessions and history, and act on them.',
    keywords: [],
    roles: ['moderator', 'admin'],
    hidden: true,
  },
  {
    ...account,
    id: 'admin-user',
    path: '/admin/users/:id',
    title: 'User',
    description: 'One account: profile, roles, subscription, sessions, streams, downloads and audit trail.',
    keywords: [],
    roles: ['moderator', 'admin'],
    hidden: true,
  },
  {
    ...account,
    id: 'admin-ads',
    path: '/admin/ads',
    title: 'Ads',
    description: 'House ad campaigns, their creatives and their report.',
    keywords: [],
    adminOnly: true,
    roles: ['admin'],
    hidden: true,
  },
  {
    ...account,
    id: 'admin-moderation',
    path: '/admin/moderation',
    title: 'Moderation',
    description: 'Reported reviews: approve, hide with a reason, restore.',
    keywords: [],
    // Moderators too (moderate_content): not adminOnly, the roles say who.
    roles: ['moderator', 'admin'],
    hidden: true,
  },
  // Admin inbox (issue 19): feedback, client error reports and the audit log; admins only.
  {
    ...account,
    id: 'admin-feedback',
    path: '/admin/feedback',
    title: 'Feedback',
    description: 'Feedback from viewers: set its status and reply by e-mail.',
    keywords: [],
    adminOnly: true,
    roles: ['admin'],
    hidden: true,
  },
  {
    ...account,
    id: 'admin-feedback-item',
    path: '/admin/feedback/:id',
    title: 'Feedback item',
    description: 'One piece of feedback, its replies, and a reply by e-mail.',
    keywords: [],
    adminOnly: true,
    roles: ['admin'],
    hidden: true,
  },
  {
    ...account,
    id: 'admin-errors',
    path: '/admin/errors',
    title: 'Client errors',
    description: 'Error reports from the app, grouped by message, with counts and the newest stack.',
    keywords: [],
    adminOnly: true,
    roles: ['admin'],
    hidden: true,
  },
  {
    ...account,
    id: 'admin-audit',
    path: '/admin/audit',
    title: 'Audit log',
    description: 'Who did what to whom, and when.',
    keywords: [],
    adminOnly: true,
    roles: ['admin'],
    hidden: true,
  },
  {
    ...account,
    id: 'studio',
    path: '/studio',
    title: 'Studio',
    description: 'Upload your videos, follow their transcoding, and publish your titles.',
    keywords: [],
    roles: ['creator', 'admin'],
    hidden: true,
  },
  {
    ...base,
    id: 'terms',
    path: '/terms',
    title: 'Terms of Service',
    description: 'The terms for using Mzansi Stream.',
    keywords: ['terms'],
  },
  {
    ...base,
    id: 'privacy',
    path: '/privacy',
    title: 'Privacy Policy',
    description: 'How we handle your personal information under POPIA.',
    keywords: ['privacy', 'POPIA'],
  },
  {
    ...base,
    id: 'cookies',
    path: '/cookies',
    title: 'Cookie Policy',
    description: 'The cookies we use and why.',
    keywords: ['cookies'],
  },
  {
    ...base,
    id: 'accessibility',
    path: '/accessibility',
    title: 'Accessibility',
    description: 'Our accessibility statement and how to reach us.',
    keywords: ['accessibility', 'WCAG'],
  },
  {
    ...base,
    id: 'feedback',
    path: '/feedback',
    title: 'Feedback',
    description: 'Tell us what works and what does not.',
    keywords: ['feedback', 'support'],
  },
  {
    ...base,
    id: 'sitemap',
    path: '/sitemap',
    title: 'Site map',
    description: 'Every page of Mzansi Stream.',
    keywords: [],
    hidden: true,
  },
  {
    ...base,
    id: 'not-found',
    path: '*',
    title: 'Page not found',
    description: 'We could not find that page.',
    keywords: [],
    hidden: true,
  },
];

export function routeById(id: string): RouteDefinition {
  const route = ROUTES.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`Unknown route id ${id}`);
  return route;
}

/** Fills :params in a title or path ("Browse :category" -> "Browse drama"). Unknown params are left as they are. */
export function fillParams(template: string, params: Record<string, string | undefined>): string {
  return template.replace(/:([A-Za-z]+)/g, (match, name: string) => params[name] ?? match);
}

/** The route a pathname matches (static paths before parameterised ones), or the 404 route. */
export function matchRoute(pathname: string): { route: RouteDefinition; params: Record<string, string> } {
  const clean = pathname.replace(/\/+$/, '') || '/';
  const parts = clean.split('/');
  let best: { route: RouteDefinition; params: Record<string, string>; score: number } | null = null;
  for (const route of ROUTES) {
    if (route.path === '*') continue;
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (let i = 0; i < pattern.length; i++) {
      const segment = pattern[i]!;
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = decodeURIComponent(parts[i]!);
      } else if (segment === parts[i]) {
        score += 1;
      } else {
        ok = false;
        break;
      }
    }
    if (ok && (!best || score > best.score)) best = { route, params, score };
  }
  return best ? { route: best.route, params: best.params } : { route: routeById('not-found'), params: {} };
}

/**
 * Translates a key of the `seo` namespace with its ICU values (an i18n `t`, issue 16): the head text in the page's
 * language. Without one, the route table's English text is used as it is written.
 */
export type HeadTranslate = (key: string, values?: Record<string, string>) => string;

/**
 * Each route's head text in the `seo` catalogue (written literally, so the catalogue check sees every key used).
 * Aliases share their main route's text; a route without an entry keeps its English text (":title" is the page's).
 */
const ROUTE_HEAD_KEYS: Record<string, { title?: string; description?: string }> = {
  landing: { title: 'seo:routes.landing.title' },
  auth: { title: 'seo:routes.auth.title', description: 'seo:routes.auth.description' },
  login: { title: 'seo:routes.auth.title' },
  register: { title: 'seo:routes.register.title' },
  'auth-callback': {
    title: 'seo:routes.auth-callback.title',
    description: 'seo:routes.auth-callback.description',
  },
  'auth-callback-alias': { title: 'seo:routes.auth-callback.title' },
  pricing: { title: 'seo:routes.pricing.title', description: 'seo:routes.pricing.description' },
  plans: { title: 'seo:routes.pricing.title' },
  home: { title: 'seo:routes.home.title', description: 'seo:routes.home.description' },
  browse: { title: 'seo:routes.browse.title', description: 'seo:routes.browse.description' },
  'browse-category': {
    title: 'seo:routes.browse-category.title',
    description: 'seo:routes.browse-category.description',
  },
  search: { title: 'seo:routes.search.title', description: 'seo:routes.search.description' },
  discover: { title: 'seo:routes.discover.title', description: 'seo:routes.discover.description' },
  recommendations: {
    title: 'seo:routes.recommendations.title',
    description: 'seo:routes.recommendations.description',
  },
  library: { title: 'seo:routes.library.title', description: 'seo:routes.library.description' },
  watch: { description: 'seo:routes.watch.description' },
  profile: { title: 'seo:routes.profile.title', description: 'seo:routes.profile.description' },
  settings: { title: 'seo:routes.settings.title', description: 'seo:routes.settings.description' },
  profiles: { title: 'seo:routes.profiles.title', description: 'seo:routes.profiles.description' },
  'profiles-manage': {
    title: 'seo:routes.profiles-manage.title',
    description: 'seo:routes.profiles-manage.description',
  },
  watchlist: { title: 'seo:routes.watchlist.title', description: 'seo:routes.watchlist.description' },
  'my-list': { title: 'seo:routes.my-list.title', description: 'seo:routes.my-list.description' },
  list: { title: 'seo:routes.my-list.title', description: 'seo:routes.my-list.description' },
  downloads: { title: 'seo:routes.downloads.title', description: 'seo:routes.downloads.description' },
  history: { title: 'seo:routes.history.title', description: 'seo:routes.history.description' },
  subscription: {
    title: 'seo:routes.subscription.title',
    description: 'seo:routes.subscription.description',
  },
  'subscription-manage': {
    title: 'seo:routes.subscription-manage.title',
    description: 'seo:routes.subscription-manage.description',
  },
  'payment-success': { title: 'seo:routes.payment-success.title' },
  'payment-cancel': { title: 'seo:routes.payment-cancel.title' },
  admin: { title: 'seo:routes.admin.title', description: 'seo:routes.admin.description' },
  'admin-users': {
    title: 'seo:routes.admin-users.title',
    description: 'seo:routes.admin-users.description',
  },
  'admin-user': { title: 'seo:routes.admin-user.title', description: 'seo:routes.admin-user.description' },
  'admin-ads': { title: 'seo:routes.admin-ads.title', description: 'seo:routes.admin-ads.description' },
  'admin-moderation': {
    title: 'seo:routes.admin-moderation.title',
    description: 'seo:routes.admin-moderation.description',
  },
  'admin-feedback': {
    title: 'seo:routes.admin-feedback.title',
    description: 'seo:routes.admin-feedback.description',
  },
  'admin-feedback-item': {
    title: 'seo:routes.admin-feedback-item.title',
    description: 'seo:routes.admin-feedback-item.description',
  },
  'admin-errors': {
    title: 'seo:routes.admin-errors.title',
    description: 'seo:routes.admin-errors.description',
  },
  'admin-audit': {
    title: 'seo:routes.admin-audit.title',
    description: 'seo:routes.admin-audit.description',
  },
  studio: { title: 'seo:routes.studio.title', description: 'seo:routes.studio.description' },
  terms: { title: 'seo:routes.terms.title', description: 'seo:routes.terms.description' },
  privacy: { title: 'seo:routes.privacy.title', description: 'seo:routes.privacy.description' },
  cookies: { title: 'seo:routes.cookies.title', description: 'seo:routes.cookies.description' },
  accessibility: {
    title: 'seo:routes.accessibility.title',
    description: 'seo:routes.accessibility.description',
  },
  feedback: { title: 'seo:routes.feedback.title', description: 'seo:routes.feedback.description' },
  sitemap: { title: 'seo:routes.sitemap.title', description: 'seo:routes.sitemap.description' },
  'not-found': { title: 'seo:routes.not-found.title', description: 'seo:routes.not-found.description' },
};

const PARAM = /:([A-Za-z]+)/g;

/** The names of a template's :params. */
function paramsOf(template: string): string[] {
  return [...template.matchAll(PARAM)].map((match) => match[1]!);
}

/**
 * A route's title or description (`field`) with every :param filled, in the language of `t` when it has the text,
 * or null when a param has no value (so no ":category" reaches a page).
 */
function routeText(
  route: RouteDefinition,
  field: 'title' | 'description',
  params: Record<string, string | undefined>,
  t?: HeadTranslate,
): string | null {
  const template = route[field];
  const values: Record<string, string> = {};
  for (const name of paramsOf(template)) {
    const value = params[name]?.trim();
    if (!value) return null;
    values[name] = value;
  }
  const key = ROUTE_HEAD_KEYS[route.id]?.[field];
  if (t && key) return t(key, values);
  return template.replace(PARAM, (_match, name: string) => values[name] ?? '');
}

/** The site's description (the default of every page without its own), in the language of `t`. */
export function siteDescription(t?: HeadTranslate): string {
  return t ? t('seo:site.description') : SITE_DESCRIPTION;
}

/**
 * A route's own title and description, :params filled where given (null where one is missing), in the language of
 * `t`: what the site map lists.
 */
export function routeTitleAndDescription(
  route: RouteDefinition,
  t?: HeadTranslate,
  params: Record<string, string | undefined> = {},
): { title: string | null; description: string | null } {
  return {
    title: routeText(route, 'title', params, t),
    description: route.description ? routeText(route, 'description', params, t) : null,
  };
}

/** Full document title: "<page> · Mzansi Stream", except the landing page's own title; in the language of `t`. */
export function documentTitle(
  route: RouteDefinition,
  params: Record<string, string | undefined> = {},
  t?: HeadTranslate,
): string {
  if (route.id === 'landing') return routeText(route, 'title', params, t) ?? route.title;
  const title = routeText(route, 'title', params, t) ?? fillParams(route.title, params);
  return `${title} · ${SITE_NAME}`;
}

/** A path segment read as words: "kasi-comedy" -> "kasi comedy". */
function readableParam(value: string | undefined): string | undefined {
  return value?.replace(/[-_]+/g, ' ').trim() || undefined;
}

export interface RouteHeadText {
  /** the document title ("Browse drama · Mzansi Stream") */
  title: string;
  description: string;
  keywords: string[];
}

/**
 * Spec §2: a route's title, description and keywords with its :params filled from the address (path segments read
 * as words). A text whose params cannot all be filled falls back (title: the site name; description: the site's;
 * a keyword: left out), so a raw ":category" never shows. The page's own title or description, when it has one
 * (a category's name, a title's synopsis), replaces the route's. The server's <head> (seo-head) and the client's
 * (head-tags.ts) both use this, so they fill the same way; given `t` (the `seo` namespace of the page's language,
 * issue 16), the title and description are in that language.
 */
export function routeHeadText(
  route: RouteDefinition,
  pathParams: Record<string, string | undefined>,
  page: { title?: string; description?: string } = {},
  t?: HeadTranslate,
): RouteHeadText {
  const readable = Object.fromEntries(
    Object.entries(pathParams).map(([key, value]) => [key, readableParam(value)]),
  );
  let title: string;
  if (page.title) title = documentTitle({ ...route, id: 'page', title: page.title });
  else if (route.id === 'landing') title = routeText(route, 'title', readable, t) ?? route.title;
  else {
    const filled = routeText(route, 'title', readable, t);
    title = filled ? `${filled} · ${SITE_NAME}` : SITE_NAME;
  }
  const description =
    page.description ||
    (route.description && routeText(route, 'description', readable, t)) ||
    siteDescription(t);
  const keywords = route.keywords
    .map((keyword) => fillEvery(keyword, readable))
    .filter((keyword): keyword is string => Boolean(keyword));
  return { title, description, keywords };
}

/** The template with every :param filled, or null when one has no value. */
function fillEvery(template: string, params: Record<string, string | undefined>): string | null {
  let missing = false;
  const filled = template.replace(PARAM, (_match, name: string) => {
    const value = params[name]?.trim();
    if (!value) missing = true;
    return value ?? '';
  });
  return missing ? null : filled;
}
