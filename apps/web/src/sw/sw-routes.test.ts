import { describe, expect, it } from 'vitest';
import { swRouteFor, type RequestFacts } from './sw-routes';

const ORIGIN = 'https://mzansi.example';
const navigate = (pathname: string): RequestFacts => ({
  url: `${ORIGIN}${pathname}`,
  method: 'GET',
  mode: 'navigate',
});
const fetchOf = (url: string, method = 'GET'): RequestFacts => ({
  url: url.startsWith('/') ? `${ORIGIN}${url}` : url,
  method,
  mode: 'cors',
});

describe('what the service worker answers (D76)', () => {
  it.each(['/', '/home', '/my-list', '/watch/8f0b?t=30', '/downloads', '/browse/drama', '/account/settings'])(
    'a page load of %s: network first, the precached shell offline',
    (pathname) => {
      expect(swRouteFor(navigate(pathname), ORIGIN)).toBe('app-shell');
    },
  );

  it.each([
    '/assets/start-app-AbCd1234.js',
    '/assets/index-AbCd1234.css',
    '/icon-192.png',
    '/manifest.webmanifest',
  ])('a file of the build (%s): from the precache when it is there', (url) => {
    expect(swRouteFor(fetchOf(url), ORIGIN)).toBe('precache');
  });

  it.each([
    // Private, per-viewer answers: sessions, My List, entitlements, playback grants.
    '/api/auth/get-session',
    '/api/user/watchlist',
    '/api/videos?page=1',
    '/api/signed-video-url',
    '/api',
    // Signed, expiring media and artwork.
    '/media/v/token123/video-1/master.m3u8',
    '/media/v/token123/video-1/720p/seg_00001.m4s',
    '/media/artwork/titles/1/poster-200.webp',
    // Checkout pages and sign-in redirects with one-time codes.
    '/payments/local/checkout/abc',
    '/auth/callback?code=x',
    '/auth-callback?code=x',
    // Downloaded media: read from Cache Storage by the player's own loader.
    '/offline/video-1/720p/index.m3u8',
    '/dev/mailbox',
  ])('never answers or stores %s', (url) => {
    expect(swRouteFor(fetchOf(url), ORIGIN)).toBe('network');
    // Not as a page load either.
    expect(swRouteFor({ ...fetchOf(url), mode: 'navigate' }, ORIGIN)).toBe('network');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])(
    'never answers a %s, even to a page or a file of the build',
    (method) => {
      expect(swRouteFor({ ...navigate('/home'), method }, ORIGIN)).toBe('network');
      expect(swRouteFor(fetchOf('/assets/start-app-AbCd1234.js', method), ORIGIN)).toBe('network');
    },
  );

  it.each([
    'https://cdn.example.b-cdn.net/video-1/playlist.m3u8',
    'https://accounts.google.com/o/oauth2/auth',
    'https://sandbox.payfast.co.za/eng/process',
    'http://mzansi.example/assets/start-app-AbCd1234.js',
  ])('never answers another origin (%s)', (url) => {
    expect(swRouteFor(fetchOf(url), ORIGIN)).toBe('network');
    expect(swRouteFor({ ...fetchOf(url), mode: 'navigate' }, ORIGIN)).toBe('network');
  });

  it('leaves files opened as pages to the network (/sitemap.xml, /robots.txt)', () => {
    expect(swRouteFor(navigate('/sitemap.xml'), ORIGIN)).toBe('network');
    expect(swRouteFor(navigate('/robots.txt'), ORIGIN)).toBe('network');
  });

  it('does not mistake a page whose name starts like a private prefix for one', () => {
    expect(swRouteFor(navigate('/apis-of-africa'), ORIGIN)).toBe('app-shell');
    expect(swRouteFor(navigate('/mediators'), ORIGIN)).toBe('app-shell');
  });
});
