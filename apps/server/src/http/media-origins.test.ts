import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { mediaEdgeOrigins } from './app';

describe('media edge origins in the CSP', () => {
  it('adds nothing for the embedded signer (media comes from our own origin)', () => {
    expect(mediaEdgeOrigins(loadConfig({}))).toEqual([]);
  });

  it("adds an nginx edge on its own host, and Bunny's CDN host", () => {
    const nginx = loadConfig({
      MEDIA_SIGNER: 'nginx',
      MEDIA_NGINX_BASE_URL: 'https://media.example.test/edge/',
    });
    expect(mediaEdgeOrigins(nginx)).toEqual(['https://media.example.test']);
    const bunny = loadConfig({
      MEDIA_SIGNER: 'bunny',
      MEDIA_BUNNY_LIBRARY_ID: '1234',
      MEDIA_BUNNY_CDN_HOST: 'vz-1234.b-cdn.net',
      MEDIA_BUNNY_TOKEN_KEY: 'a-token-key-of-some-length',
    });
    expect(mediaEdgeOrigins(bunny)).toEqual(['https://vz-1234.b-cdn.net']);
  });
});
