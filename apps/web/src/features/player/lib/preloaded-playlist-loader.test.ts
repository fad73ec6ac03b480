import type Hls from 'hls.js';
import type { HlsConfig, LoaderCallbacks, PlaylistLoaderContext } from 'hls.js';
import { describe, expect, it, vi } from 'vitest';
import { emptyLoaderStats } from '../test/fake-hls-loader';
import { countingLoader, preloadedPlaylistLoader } from './playback-engine';

/** hls.js's default loader, as far as the playlist loader uses it: records what it was asked to load. */
class NetworkLoader {
  static loaded: string[] = [];
  context: PlaylistLoaderContext | null = null;
  stats = emptyLoaderStats();
  load(context: PlaylistLoaderContext, _config: unknown, answer: LoaderCallbacks<PlaylistLoaderContext>) {
    this.context = context;
    NetworkLoader.loaded.push(context.url);
    // The network answers with the URL as the body (an aborted load answers nothing).
    if (!context.url.includes('aborted')) {
      this.stats.loaded = context.url.length;
      answer.onSuccess({ url: context.url, data: context.url, code: 200 }, this.stats, context, null);
    }
  }
  abort() {}
  destroy() {}
}
const FakeHls = { DefaultConfig: { loader: NetworkLoader } } as unknown as typeof Hls;

const MASTER = `${window.location.origin}/media/v/t/v/master.m3u8`;
const RUNG = `${window.location.origin}/media/v/t/v/360p/index.m3u8`;

function callbacks() {
  return {
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onTimeout: vi.fn(),
  } satisfies LoaderCallbacks<PlaylistLoaderContext>;
}
const contextFor = (url: string) => ({ url, responseType: 'text' }) as PlaylistLoaderContext;
const config = {} as never;

describe('the preloaded playlist loader (hls.js pLoader)', () => {
  it('answers a preloaded playlist from memory, after load() returns, once; the rest from the network', async () => {
    NetworkLoader.loaded = [];
    const Loader = preloadedPlaylistLoader(
      FakeHls,
      new Map([
        [MASTER, '#EXTM3U master'],
        [RUNG, '#EXTM3U 360p'],
      ]),
    );
    // hls.js asks for the master by the (page-relative) URL it was given.
    const first = new Loader({} as HlsConfig);
    const answered = callbacks();
    first.load(contextFor('/media/v/t/v/master.m3u8'), config, answered);
    expect(answered.onSuccess).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(answered.onSuccess).toHaveBeenCalledWith(
      { url: '/media/v/t/v/master.m3u8', data: '#EXTM3U master', code: 200 },
      expect.objectContaining({ loaded: 14 }),
      expect.objectContaining({ url: '/media/v/t/v/master.m3u8' }),
      null,
    );
    expect(first.context?.url).toBe('/media/v/t/v/master.m3u8');

    new Loader({} as HlsConfig).load(contextFor(MASTER), config, callbacks());
    new Loader({} as HlsConfig).load(
      contextFor(`${window.location.origin}/media/v/t/v/720p/index.m3u8`),
      config,
      callbacks(),
    );
    expect(NetworkLoader.loaded).toEqual([MASTER, `${window.location.origin}/media/v/t/v/720p/index.m3u8`]);
  });

  it('answers nothing once aborted', async () => {
    const Loader = preloadedPlaylistLoader(FakeHls, new Map([[RUNG, '#EXTM3U 360p']]));
    const loader = new Loader({} as HlsConfig);
    const answered = callbacks();
    loader.load(contextFor(RUNG), config, answered);
    loader.abort();
    await Promise.resolve();
    expect(answered.onSuccess).not.toHaveBeenCalled();
  });
});

describe('the counting loader (the data meter, D77)', () => {
  it('reports the bytes of every network answer, and none of the playlists that came with the grant', async () => {
    const counted: number[] = [];
    const Counting = countingLoader(NetworkLoader as unknown as new (config: HlsConfig) => never, (bytes) =>
      counted.push(bytes),
    ) as unknown as new (config: HlsConfig) => InstanceType<typeof NetworkLoader>;
    const Loader = preloadedPlaylistLoader(FakeHls, new Map([[MASTER, '#EXTM3U master']]), Counting);
    const fromGrant = callbacks();
    new Loader({} as HlsConfig).load(contextFor(MASTER), config, fromGrant);
    await Promise.resolve();
    expect(fromGrant.onSuccess).toHaveBeenCalled();
    expect(counted).toEqual([]);

    const fromNetwork = callbacks();
    new Loader({} as HlsConfig).load(contextFor(RUNG), config, fromNetwork);
    expect(fromNetwork.onSuccess).toHaveBeenCalledWith(
      expect.objectContaining({ data: RUNG }),
      expect.objectContaining({ loaded: RUNG.length }),
      expect.anything(),
      null,
    );
    new Loader({} as HlsConfig).load(contextFor(`${RUNG}?aborted`), config, callbacks());
    expect(counted).toEqual([RUNG.length]);
  });
});
