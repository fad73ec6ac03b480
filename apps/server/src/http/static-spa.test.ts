import { describe, expect, it } from 'vitest';
import { wantsSpaPage } from './static-spa';

describe('SPA history fallback', () => {
  it.each(['/', '/home', '/watch/8f0b', '/browse/drama?x=1', '/auth-callback#code', '/some/unknown/page'])(
    'serves the app for %s',
    (url) => {
      expect(wantsSpaPage('GET', url)).toBe(true);
      expect(wantsSpaPage('HEAD', url)).toBe(true);
    },
  );

  it.each([
    '/api/videos',
    '/api',
    '/media/artwork/x.webp',
    '/assets/index-old.js',
    '/favicon.ico',
    '/robots.txt',
  ])('does not for %s', (url) => {
    expect(wantsSpaPage('GET', url)).toBe(false);
  });

  it('only for reads', () => {
    expect(wantsSpaPage('POST', '/home')).toBe(false);
  });
});
