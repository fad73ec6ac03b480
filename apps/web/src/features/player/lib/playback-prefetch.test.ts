import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { jsonResponse } from '@/test/fixtures';
import type { PlaybackSource } from '../api/request-signed-url';
import { STORAGE_KEYS } from '@/lib/storage';
import { preloadedPlaylists, primeTrailer, takePrimedOr, warmPlayerWhenIdle } from './playback-prefetch';

// The player's code is fetched by warmPlayer(); these tests are about grants.
vi.mock('../components/video-player', () => ({ VideoPlayer: () => null }));
vi.mock('hls.js', () => ({ default: class {} }));

const grantFor = (videoId: string, n: number): PlaybackSource => ({
  success: true,
  signedUrl: `/media/v/token-${n}/${videoId}/master.m3u8`,
  expires: 2_000_000_000,
  videoId,
  isTrailer: true,
  ads: null,
});

/** The public signed-URL call, answering a new URL each time; returns how often it was called. */
function publicCalls() {
  let n = 0;
  const api = mockApi({
    'POST /signed-video-url-public': ({ body }) =>
      jsonResponse(grantFor((body as { videoId: string }).videoId, ++n)),
  });
  return () => api.callsTo('POST', '/signed-video-url-public').length;
}

const neverCalled = () => Promise.reject(new Error('the player asked again'));

describe('priming a trailer’s grant (D64)', () => {
  it('asks once when play is pressed, and the player takes that answer without asking again', async () => {
    const calls = publicCalls();
    const videoId = crypto.randomUUID();
    primeTrailer(videoId, 1_000);
    primeTrailer(videoId, 1_500); // pressed twice
    const grant = await takePrimedOr(videoId, neverCalled, 2_000);
    expect(grant.signedUrl).toBe(`/media/v/token-1/${videoId}/master.m3u8`);
    expect(calls()).toBe(1);
  });

  it('asks anew when the player asks again (Retry, a renewed token)', async () => {
    publicCalls();
    const videoId = crypto.randomUUID();
    primeTrailer(videoId, 1_000);
    await takePrimedOr(videoId, neverCalled, 2_000);
    const again = vi.fn(() => Promise.resolve(grantFor(videoId, 99)));
    expect((await takePrimedOr(videoId, again, 3_000)).signedUrl).toContain('token-99');
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('asks nothing more when the player got there first', async () => {
    const calls = publicCalls();
    const videoId = crypto.randomUUID();
    await takePrimedOr(videoId, () => Promise.resolve(grantFor(videoId, 7)), 1_000);
    primeTrailer(videoId, 1_100);
    expect(calls()).toBe(0);
  });

  it('lets the player ask itself when the primed grant is older than 30 s', async () => {
    const calls = publicCalls();
    const videoId = crypto.randomUUID();
    primeTrailer(videoId, 1_000);
    const own = vi.fn(() => Promise.resolve(grantFor(videoId, 42)));
    expect((await takePrimedOr(videoId, own, 32_000)).signedUrl).toContain('token-42');
    expect(own).toHaveBeenCalledTimes(1);
    expect(calls()).toBe(1);
  });
});

describe('the playlists a grant carries', () => {
  it('are keyed by the absolute URLs the player asks for', () => {
    const playlists = preloadedPlaylists(
      {
        signedUrl: '/media/v/t/v/master.m3u8',
        playlists: { master: '#EXTM3U master', media: { '360p/index.m3u8': '#EXTM3U 360' } },
      },
      'https://mzansi.test/watch/umkhokha?play=v',
    );
    expect([...playlists]).toEqual([
      ['https://mzansi.test/media/v/t/v/master.m3u8', '#EXTM3U master'],
      ['https://mzansi.test/media/v/t/v/360p/index.m3u8', '#EXTM3U 360'],
    ]);
  });

  it('are none when the grant has none (Bunny, or files too large)', () => {
    expect(preloadedPlaylists({ signedUrl: '/media/v/t/v/master.m3u8' }).size).toBe(0);
    expect(preloadedPlaylists(undefined).size).toBe(0);
  });
});

describe('warming the player while a title page is idle', () => {
  it('waits for the idle moment, and does not spend data with Data saver on or on a slow connection', () => {
    const idle = vi.fn<(callback: () => void) => number>(() => 1);
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    try {
      warmPlayerWhenIdle()();
      expect(idle).toHaveBeenCalledTimes(1);

      localStorage.setItem(STORAGE_KEYS.dataSaver, 'on');
      warmPlayerWhenIdle();
      localStorage.removeItem(STORAGE_KEYS.dataSaver);
      vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '3g' } });
      warmPlayerWhenIdle();
      expect(idle).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
