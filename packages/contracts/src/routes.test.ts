import { describe, expect, it } from 'vitest';
import { ALL_RESOURCES } from '@mzansi/i18n/all-resources';
import { createI18n } from '@mzansi/i18n/create-i18n';
import {
  documentTitle,
  fillParams,
  matchRoute,
  ROUTES,
  routeById,
  routeHeadText,
  type HeadTranslate,
} from './routes';

describe('route table (spec §2)', () => {
  it('has every path of the spec', () => {
    const paths = ROUTES.map((route) => route.path);
    for (const path of [
      '/',
      '/auth',
      '/login',
      '/register',
      '/auth-callback',
      '/auth/callback',
      '/pricing',
      '/home',
      '/browse',
      '/browse/:category',
      '/search',
      '/discover',
      '/recommendations',
      '/library',
      '/watch/:id',
      '/profile',
      '/settings',
      '/watchlist',
      '/my-list',
      '/list',
      '/history',
      '/subscription/manage',
      '/payment/success',
      '/payment/cancel',
      '/subscription',
      '/admin',
      '/terms',
      '/privacy',
      '/cookies',
      '/accessibility',
      '/feedback',
      '/sitemap',
      '*',
    ]) {
      expect(paths).toContain(path);
    }
    expect(new Set(ROUTES.map((route) => route.id)).size).toBe(ROUTES.length);
  });

  it('guards what the spec guards', () => {
    expect(routeById('watchlist')).toMatchObject({ requiresAuth: true, requiresSubscription: true });
    expect(routeById('my-list')).toMatchObject({ requiresAuth: true, requiresSubscription: false });
    expect(routeById('admin')).toMatchObject({ requiresAuth: true, adminOnly: true, hidden: true });
    expect(routeById('watch')).toMatchObject({ requiresAuth: false, requiresSubscription: false });
    expect(routeById('auth-callback')).toMatchObject({ neverGuarded: true, hidden: true });
    // Viewer profiles: signed in only, kept out of search results and the sitemap.
    expect(routeById('profiles')).toMatchObject({ requiresAuth: true, hidden: true, layout: 'bare' });
    expect(routeById('profiles-manage')).toMatchObject({ requiresAuth: true, hidden: true, layout: 'shell' });
    for (const id of [
      'profile',
      'settings',
      'history',
      'subscription-manage',
      'payment-success',
      'payment-cancel',
      'profiles',
      'profiles-manage',
    ])
      expect(routeById(id).requiresAuth).toBe(true);
    for (const id of ['landing', 'home', 'browse', 'search', 'pricing', 'terms', 'sitemap'])
      expect(routeById(id).requiresAuth).toBe(false);
  });

  it('redirects the aliases', () => {
    expect(routeById('login').redirectTo).toBe('/auth');
    expect(routeById('register')).toMatchObject({ redirectTo: '/auth', redirectQuery: { tab: 'register' } });
    expect(routeById('auth-callback-alias').redirectTo).toBe('/auth-callback');
  });

  it('lays out landing, auth, pricing, subscription and payment-cancel without the shell', () => {
    for (const id of ['landing', 'auth', 'pricing', 'subscription', 'payment-cancel'])
      expect(routeById(id).layout).toBe('bare');
    expect(routeById('home').layout).toBe('shell');
  });

  it('matches paths, preferring static segments, and falls back to 404', () => {
    expect(matchRoute('/browse/drama')).toMatchObject({
      route: { id: 'browse-category' },
      params: { category: 'drama' },
    });
    expect(matchRoute('/subscription/manage').route.id).toBe('subscription-manage');
    expect(matchRoute('/profiles').route.id).toBe('profiles');
    expect(matchRoute('/profiles/manage').route.id).toBe('profiles-manage');
    expect(matchRoute('/home/').route.id).toBe('home');
    expect(matchRoute('/nope/nope/nope').route.id).toBe('not-found');
  });

  it('fills :params in titles', () => {
    expect(fillParams('Browse :category', { category: 'drama' })).toBe('Browse drama');
    expect(documentTitle(routeById('watch'), { title: 'Umkhokha' })).toBe('Umkhokha · Mzansi Stream');
    expect(documentTitle(routeById('landing'))).toMatch(/^Mzansi Stream/);
  });

  it('writes the head text in a language given its seo catalogue, English as written without one (issue 16)', () => {
    const zu = createI18n({ language: 'zu', resources: ALL_RESOURCES, namespaces: ['seo'] });
    const t = zu.t as unknown as HeadTranslate;
    expect(routeHeadText(routeById('browse-category'), { category: 'kasi-comedy' }, {}, t)).toMatchObject({
      title: 'Phequlula i-kasi comedy · Mzansi Stream',
      description: 'Izihloko ze-kasi comedy zaseNingizimu Afrika ongazibuka.',
    });
    // A param that cannot be filled falls back as in English: the site's name and description, in the language.
    expect(routeHeadText(routeById('browse-category'), {}, {}, t).title).toBe('Mzansi Stream');
    expect(routeHeadText(routeById('login'), {}, {}, t).description).toMatch(/^Amafilimu, uchungechunge/);
    expect(documentTitle(routeById('watch'), { title: 'Umkhokha' }, t)).toBe('Umkhokha · Mzansi Stream');
    expect(documentTitle(routeById('not-found'), {}, t)).toBe('Ikhasi alitholakalanga · Mzansi Stream');
    const en = createI18n({ language: 'en', resources: ALL_RESOURCES, namespaces: ['seo'] });
    for (const route of ROUTES) {
      expect(
        routeHeadText(route, { category: 'drama' }, {}, en.t as unknown as HeadTranslate),
        route.id,
      ).toEqual(routeHeadText(route, { category: 'drama' }));
    }
  });
});
