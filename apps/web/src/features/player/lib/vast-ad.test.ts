import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/msw-server';
import { emptyVast, inlineVast, recordPixels, TRACK, wrapperVast, xmlResponse } from '../test/vast';
import { loadVastAd, VAST_ERRORS, withPlainMacros, type LoadAdOptions } from './vast-ad';

const ROOT = 'https://ads.example/vast';

/** Node 20 has no Promise.withResolvers. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function options(overrides: Partial<LoadAdOptions> = {}): LoadAdOptions {
  return {
    url: ROOT,
    timeoutMs: 2000,
    maxWrapperDepth: 5,
    skipOffsetSeconds: 5,
    dataSaver: false,
    canPlayHls: false,
    playerWidth: 640,
    ...overrides,
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadVastAd', () => {
  it('reads an InLine ad: the MediaFile for the player, the duration, the skip offset and the ClickThrough', async () => {
    server.use(http.get(ROOT, () => xmlResponse(inlineVast())));
    const result = await loadVastAd(options());
    expect(result.kind).toBe('ad');
    if (result.kind !== 'ad') return;
    expect(result.ad.media).toEqual({ url: 'https://cdn.example/ad-360.mp4', kind: 'mp4' });
    expect(result.ad.duration).toBe(12);
    expect(result.ad.skipDelay).toBe(5);
    expect(result.ad.clickThroughUrl).toBe('https://premium.example/offer');
  });

  it('Data saver takes the lowest-bitrate MP4; without it the one covering the player; HLS first when it plays', async () => {
    server.use(http.get(ROOT, () => xmlResponse(inlineVast())));
    const wide = await loadVastAd(options({ playerWidth: 1200 }));
    expect(wide.kind === 'ad' && wide.ad.media.url).toBe('https://cdn.example/ad-720.mp4');
    const saver = await loadVastAd(options({ playerWidth: 1200, dataSaver: true }));
    expect(saver.kind === 'ad' && saver.ad.media.url).toBe('https://cdn.example/ad-360.mp4');

    server.use(
      http.get(ROOT, () =>
        xmlResponse(
          inlineVast({
            mediaFiles: [
              { url: 'https://cdn.example/ad.mp4', type: 'video/mp4', bitrate: 600 },
              { url: 'https://cdn.example/ad/master.m3u8', type: 'application/x-mpegURL' },
            ],
          }),
        ),
      ),
    );
    const hls = await loadVastAd(options({ canPlayHls: true }));
    expect(hls.kind === 'ad' && hls.ad.media).toEqual({
      url: 'https://cdn.example/ad/master.m3u8',
      kind: 'hls',
    });
    const noHls = await loadVastAd(options({ canPlayHls: false }));
    expect(noHls.kind === 'ad' && noHls.ad.media.kind).toBe('mp4');
  });

  it('reads percent-encoded macros as macros (our VAST writes the Error URL so, to pass the 4.2 schema)', async () => {
    const pixels = recordPixels();
    server.use(
      http.get(ROOT, () =>
        xmlResponse(
          inlineVast({ mediaFiles: [{ url: 'https://cdn.example/ad.flv', type: 'video/x-flv' }] }).replace(
            'code=[ERRORCODE]',
            'code=%5BERRORCODE%5D',
          ),
        ),
      ),
    );
    const result = await loadVastAd(options());
    expect(result).toMatchObject({ kind: 'none', code: VAST_ERRORS.unsupported });
    expect(pixels).toEqual([`${TRACK}/error?code=403`]);
    expect(withPlainMacros('a?code=%5bERRORCODE%5d&x=%5B1%5D')).toBe('a?code=[ERRORCODE]&x=%5B1%5D');
  });

  it('an empty VAST: no ad, and its Error URL is called with 303', async () => {
    const pixels = recordPixels();
    server.use(http.get(ROOT, () => xmlResponse(emptyVast())));
    const result = await loadVastAd(options());
    expect(result).toMatchObject({ kind: 'none', code: VAST_ERRORS.noAd });
    expect(pixels).toEqual([`${TRACK}/error?code=303`]);
  });

  it('follows a wrapper chain and merges its tracking: the wrapper’s Impression fires with the InLine’s', async () => {
    const pixels = recordPixels();
    server.use(
      http.get(ROOT, () => xmlResponse(wrapperVast('https://ads.example/w2', 'https://w1.example/t'))),
      http.get('https://ads.example/w2', () =>
        xmlResponse(wrapperVast('https://ads.example/inline', 'https://w2.example/t')),
      ),
      http.get('https://ads.example/inline', () => xmlResponse(inlineVast())),
    );
    const result = await loadVastAd(options({ maxWrapperDepth: 2 }));
    expect(result.kind).toBe('ad');
    if (result.kind !== 'ad') return;
    result.ad.tracker.trackImpression();
    expect(pixels.sort()).toEqual(
      [`${TRACK}/impression`, 'https://w1.example/t/impression', 'https://w2.example/t/impression'].sort(),
    );
  });

  it('refuses a chain deeper than the limit: 302 to the wrappers’ Error URLs, and no ad', async () => {
    const pixels = recordPixels();
    server.use(
      http.get(ROOT, () => xmlResponse(wrapperVast('https://ads.example/w2', 'https://w1.example/t'))),
      http.get('https://ads.example/w2', () =>
        xmlResponse(wrapperVast('https://ads.example/w3', 'https://w2.example/t')),
      ),
      http.get('https://ads.example/w3', () =>
        xmlResponse(wrapperVast('https://ads.example/inline', 'https://w3.example/t')),
      ),
      http.get('https://ads.example/inline', () => xmlResponse(inlineVast())),
    );
    const result = await loadVastAd(options({ maxWrapperDepth: 2 }));
    expect(result).toMatchObject({ kind: 'none', code: VAST_ERRORS.wrapperLimit });
    expect(pixels.filter((url) => url.includes('/error'))).toContain('https://w3.example/t/error?code=302');
  });

  it('a VAST server that never answers: no ad after the time budget (301), without waiting on the clock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const asked = deferred();
    server.use(
      http.get(ROOT, () => {
        asked.resolve();
        return new Promise<Response>(() => undefined);
      }),
    );
    const pending = loadVastAd(options());
    await asked.promise;
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ kind: 'none', code: VAST_ERRORS.timeout });
  });

  it('a wrapper whose ad server never answers: 301 to the wrapper’s Error URL when the budget runs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pixels = recordPixels();
    const asked = deferred();
    server.use(
      http.get(ROOT, () => xmlResponse(wrapperVast('https://slow.example/vast', 'https://w1.example/t'))),
      http.get('https://slow.example/vast', () => {
        asked.resolve();
        return new Promise<Response>(() => undefined);
      }),
    );
    const pending = loadVastAd(options());
    await asked.promise;
    await vi.advanceTimersByTimeAsync(2000);
    await expect(pending).resolves.toMatchObject({ kind: 'none', code: VAST_ERRORS.timeout });
    expect(pixels).toContain('https://w1.example/t/error?code=301');
  });
});
