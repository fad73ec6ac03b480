import { ROUTES } from '@mzansi/contracts/routes';
import { describe, expect, it } from 'vitest';
import { readRouteVisits, recordRouteVisit, suggestRoutes } from './route-behavior';

describe('route_behavior and preload suggestions (spec §3, §9)', () => {
  it('counts visits per route id in localStorage', () => {
    recordRouteVisit('home');
    recordRouteVisit('home');
    recordRouteVisit('browse');
    expect(readRouteVisits()).toEqual({ home: 2, browse: 1 });
    expect(JSON.parse(localStorage.getItem('mzansi:route_behavior')!)).toEqual({ home: 2, browse: 1 });
  });

  it('suggests up to 3 of the most visited routes, 1 on a slow network, never the current one', () => {
    const visits = { home: 9, browse: 7, search: 5, discover: 3, library: 1 };
    const options = { signedIn: false, admin: false };
    expect(suggestRoutes(ROUTES, visits, { ...options, currentId: 'home', slow: false })).toEqual([
      { id: 'browse', priority: 'high' },
      { id: 'search', priority: 'medium' },
      { id: 'discover', priority: 'low' },
    ]);
    expect(suggestRoutes(ROUTES, visits, { ...options, currentId: 'home', slow: true })).toEqual([
      { id: 'browse', priority: 'high' },
    ]);
  });

  it('skips pages the visitor cannot open', () => {
    const visits = { profile: 10, admin: 10, home: 1 };
    expect(
      suggestRoutes(ROUTES, visits, { signedIn: false, admin: false, slow: false }).map((s) => s.id),
    ).toEqual(['home']);
    expect(
      suggestRoutes(ROUTES, visits, { signedIn: true, admin: false, slow: false }).map((s) => s.id),
    ).toEqual(['profile', 'home']);
  });
});
