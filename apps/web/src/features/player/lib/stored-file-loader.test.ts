import type Hls from 'hls.js';
import type { HlsConfig, LoaderCallbacks, LoaderContext } from 'hls.js';
import { describe, expect, it, vi } from 'vitest';
import { emptyLoaderStats } from '../test/fake-hls-loader';
import { storedFileLoader } from './playback-engine';

/** hls.js's default loader, as far as the stored-file loader uses it (a fresh stats object). */
class NetworkLoader {
  stats = emptyLoaderStats();
  load = vi.fn();
}
const FakeHls = { DefaultConfig: { loader: NetworkLoader } } as unknown as typeof Hls;
const config = {} as never;

function callbacks() {
  return {
    onSuccess: vi.fn(),
    onError: vi.fn(),
    onTimeout: vi.fn(),
  } satisfies LoaderCallbacks<LoaderContext>;
}

const stored = new Map<string, Response>();
const read = vi.fn(async (url: string) => stored.get(url)?.clone());

describe('the stored-file loader (hls.js loader for downloads)', () => {
  it('answers playlists as text and segments as bytes from storage, never from the network', async () => {
    const base = `${window.location.origin}/offline/licence`;
    stored.set(`${base}/master.m3u8`, new Response('#EXTM3U'));
    stored.set(`${base}/480p/seg_00001.m4s`, new Response(new Uint8Array([1, 2, 3])));
    const Loader = storedFileLoader(FakeHls, read);

    const playlist = callbacks();
    new Loader({} as HlsConfig).load(
      { url: '/offline/licence/master.m3u8', responseType: 'text' } as LoaderContext,
      config,
      playlist,
    );
    await vi.waitFor(() => expect(playlist.onSuccess).toHaveBeenCalled());
    expect(playlist.onSuccess.mock.calls[0]![0]).toEqual({
      url: '/offline/licence/master.m3u8',
      data: '#EXTM3U',
      code: 200,
    });

    const segment = callbacks();
    const loader = new Loader({} as HlsConfig);
    loader.load(
      { url: `${base}/480p/seg_00001.m4s`, responseType: 'arraybuffer' } as LoaderContext,
      config,
      segment,
    );
    await vi.waitFor(() => expect(segment.onSuccess).toHaveBeenCalled());
    const data = segment.onSuccess.mock.calls[0]![0].data as ArrayBuffer;
    expect(Array.from(new Uint8Array(data))).toEqual([1, 2, 3]);
    expect(loader.stats.loaded).toBe(3);
    expect(read).toHaveBeenCalledWith(`${base}/480p/seg_00001.m4s`);
  });

  it('answers 404 for a file the download does not have, and nothing after an abort', async () => {
    const Loader = storedFileLoader(FakeHls, read);
    const missing = callbacks();
    new Loader({} as HlsConfig).load(
      { url: '/offline/licence/720p/index.m3u8', responseType: 'text' } as LoaderContext,
      config,
      missing,
    );
    await vi.waitFor(() => expect(missing.onError).toHaveBeenCalled());
    expect(missing.onError.mock.calls[0]![0]).toEqual({ code: 404, text: 'Not in this download' });

    stored.set(`${window.location.origin}/offline/licence/slow.m3u8`, new Response('#EXTM3U'));
    const aborted = callbacks();
    const loader = new Loader({} as HlsConfig);
    loader.load(
      { url: '/offline/licence/slow.m3u8', responseType: 'text' } as LoaderContext,
      config,
      aborted,
    );
    loader.abort();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(aborted.onSuccess).not.toHaveBeenCalled();
    expect(aborted.onError).not.toHaveBeenCalled();
  });
});
