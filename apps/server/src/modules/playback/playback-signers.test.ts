import { playbackGrantSchema, signedUrlResponseSchema } from '@mzansi/contracts/playback';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { videos } from '../../db/schema/index';
import { TEST_MEDIA } from '../media/test-media';
import { eq } from 'drizzle-orm';

/** MEDIA_SIGNER=bunny: the same entitlement answers, with URLs for Bunny's CDN and its iframe player. */
describe('playback with the Bunny Stream signer', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      env: {
        MEDIA_SIGNER: 'bunny',
        MEDIA_BUNNY_LIBRARY_ID: '759',
        MEDIA_BUNNY_CDN_HOST: 'vz-test-123.b-cdn.net',
        MEDIA_BUNNY_TOKEN_KEY: 'token-key-0123456789abcdef',
        MEDIA_BUNNY_EMBED_KEY: 'embed-key-0123456789abcdef',
        MEDIA_BUNNY_SD_MP4_HEIGHT: '480',
      },
    });
    for (const id of [TEST_MEDIA.trailer, TEST_MEDIA.main]) {
      await server.ctx.database.db.update(videos).set({ status: 'ready' }).where(eq(videos.id, id));
    }
  });
  afterAll(() => server?.close());

  it('gives Premium a directory-tokenised HLS URL on the CDN and a signed iframe URL', async () => {
    const premium = await signInDemo(server, 'premium');
    const response = await server.request('/api/signed-video-url', {
      method: 'POST',
      headers: { cookie: premium },
      json: { videoId: TEST_MEDIA.main },
    });
    const grant = playbackGrantSchema.parse(await response.json());
    expect(grant.maxQuality).toBe('HD');
    expect(grant.signedUrl).toMatch(
      new RegExp(
        `^https://vz-test-123\\.b-cdn\\.net/bcdn_token=HS256-[A-Za-z0-9_-]{43}&token_path=%2F${TEST_MEDIA.main}%2F&expires=${grant.expires}/${TEST_MEDIA.main}/playlist\\.m3u8$`,
      ),
    );
    expect(grant.embedUrl).toMatch(
      new RegExp(
        `^https://iframe\\.mediadelivery\\.net/embed/759/${TEST_MEDIA.main}\\?token=[0-9a-f]{64}&expires=${grant.expires}$`,
      ),
    );
  });

  it('gives an SD viewer the signed MP4 fallback, which cannot reach HD', async () => {
    const response = await server.request('/api/signed-video-url-public', {
      method: 'POST',
      json: { videoId: TEST_MEDIA.trailer },
    });
    const signed = signedUrlResponseSchema.parse(await response.json());
    expect(signed.signedUrl).toMatch(
      new RegExp(`^https://vz-test-123\\.b-cdn\\.net/${TEST_MEDIA.trailer}/play_480p\\.mp4\\?token=HS256-`),
    );
  });
});
