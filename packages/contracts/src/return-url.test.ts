import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './return-url';

const origin = 'https://stream.example.co.za';

describe('safeReturnUrl (spec §2, §5)', () => {
  it('accepts same-origin paths and absolute same-origin URLs', () => {
    expect(safeReturnUrl('/watchlist', origin)).toBe('/watchlist');
    expect(safeReturnUrl('/search?q=zulu#top', origin)).toBe('/search?q=zulu#top');
    expect(safeReturnUrl(`${origin}/my-list`, origin)).toBe('/my-list');
    expect(safeReturnUrl('%2Fwatchlist%3Fx%3D1', origin)).toBe('/watchlist?x=1');
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    'https://evil.example',
    'http://stream.example.co.za/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '\t//evil.example',
    `${origin}@evil.example`,
  ])('refuses %s', (candidate) => {
    expect(safeReturnUrl(candidate, origin)).toBeNull();
  });

  it('normalises a same-scheme relative URL to a path on our origin (browsers resolve it the same way)', () => {
    expect(safeReturnUrl('https:evil.example', origin)).toBe('/evil.example');
  });

  it('refuses empty values', () => {
    expect(safeReturnUrl('', origin)).toBeNull();
    expect(safeReturnUrl(null, origin)).toBeNull();
  });
});
