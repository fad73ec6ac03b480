import 'fake-indexeddb/auto';
import type { CreateDownloadResponse, VideoSizesResponse } from '@mzansi/contracts/downloads';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/app/app-query-client';
import { useUiStore } from '@/stores/ui-store';
import { apiError, makeSessionResponse, mockApi, PRIMARY_PROFILE_ID } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { server } from '@/test/msw-server';
import { setAuth } from '@/test/render-app';
import { allDownloads, deleteDownloadRecord } from '../lib/download-db';
import { pumpQueue, refreshDownloads } from '../lib/download-manager';
import { readOfflineFile } from '../lib/offline-files';
import { DownloadButton } from './download-button';

const VIDEO_ID = '5a0e1c2d-0000-4000-8000-000000000001';
const LICENCE_ID = '5a0e1c2d-0000-4000-8000-0000000000aa';
const BASE = `/media/v/token/${VIDEO_ID}`;

/** Cache Storage as a browser has it, in memory (happy-dom has none). */
function installCacheStorage() {
  const stores = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      put: async (url: string, response: Response) => void entries.set(url, response),
      match: async (url: string) => entries.get(url)?.clone(),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: Request) => entries.delete(request.url),
    };
  };
  vi.stubGlobal('caches', { open });
}

const SIZES: VideoSizesResponse = {
  videoId: VIDEO_ID,
  durationSeconds: 75,
  qualities: [
    { quality: 'SD', height: 480, bytes: 12_400_000, bytesPerHour: 595_200_000 },
    { quality: 'HD', height: 1080, bytes: 41_000_000, bytesPerHour: 1_968_000_000 },
  ],
  dataSaver: { height: 360, bytes: 4_000_000, bytesPerHour: 192_000_000 },
};

function licence(quality: 'SD' | 'HD'): CreateDownloadResponse {
  return {
    licence: {
      id: LICENCE_ID,
      videoId: VIDEO_ID,
      profileId: PRIMARY_PROFILE_ID,
      quality,
      height: quality === 'SD' ? 480 : 1080,
      bytes: 1000,
      status: 'active',
      reason: null,
      issuedAt: '2026-11-26T10:00:00.000Z',
      renewedAt: '2026-11-26T10:00:00.000Z',
      firstPlayedAt: null,
      expiresAt: '2026-12-26T10:00:00.000Z',
      video: makeVideoListItem({ id: 'title-1', title: 'Umoya' }),
      episodeLabel: 'S1 E1 · Isikolo',
    },
    source: { signedUrl: `${BASE}/master.m3u8`, expires: 1_900_000_000 },
  };
}

/** The signed files of the video: a master with SD and HD rungs and English captions. */
function serveMedia() {
  const master = [
    '#EXTM3U',
    '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",URI="captions/en.m3u8"',
    '#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=854x480,SUBTITLES="subs"',
    '480p/index.m3u8',
    '#EXT-X-STREAM-INF:BANDWIDTH=4000000,RESOLUTION=1920x1080,SUBTITLES="subs"',
    '1080p/index.m3u8',
  ].join('\n');
  const rung = '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:6,\nseg_00001.m4s\n#EXTINF:6,\nseg_00002.m4s\n';
  const fetched: string[] = [];
  server.use(
    http.get(`${location.origin}/media/v/token/:video/*`, ({ request }) => {
      const path = new URL(request.url).pathname.replace(`${BASE}/`, '');
      fetched.push(path);
      if (path === 'master.m3u8') return HttpResponse.text(master);
      if (path === '480p/index.m3u8') return HttpResponse.text(rung);
      if (path === 'captions/en.m3u8') return HttpResponse.text('#EXTM3U\n#EXTINF:75,\nen.vtt\n');
      if (path === 'captions/en.vtt')
        return HttpResponse.text('WEBVTT\n\n00:00.000 --> 00:02.000\nSawubona\n');
      if (path.startsWith('480p/')) return HttpResponse.arrayBuffer(new Uint8Array(1000).buffer);
      return new HttpResponse(null, { status: 404 });
    }),
  );
  return fetched;
}

function renderButton() {
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <MemoryRouter>
        <DownloadButton
          targets={[
            {
              videoId: VIDEO_ID,
              titleId: 'title-1',
              title: 'Umoya',
              episodeLabel: 'S1 E1 · Isikolo',
              artworkUrl: null,
              durationSeconds: 75,
            },
          ]}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => installCacheStorage());
afterEach(async () => {
  for (const record of await allDownloads()) await deleteDownloadRecord(record.id);
  // The queue's in-memory list follows the index.
  await refreshDownloads();
  vi.unstubAllGlobals();
});

describe('Download (issue 17)', () => {
  it('says each quality and its size, then stores the chosen rung, its captions and the playlists', async () => {
    const api = mockApi({
      'GET /videos/:videoId/sizes': () => SIZES,
      'POST /downloads': ({ body }) => licence((body as { quality: 'SD' | 'HD' }).quality),
    });
    // After mockApi, which resets the handlers.
    const fetched = serveMedia();
    setAuth(makeSessionResponse({ premium: true }));
    renderButton();

    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download Umoya · S1 E1 · Isikolo' });
    expect(await within(dialog).findByText('About 12 MB')).toBeTruthy();
    expect(within(dialog).getByText('About 41 MB')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^SD \(480p\)/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));

    expect(await screen.findByRole('link', { name: 'Downloaded' })).toBeTruthy();
    expect(api.callsTo('POST', '/downloads')[0]!.body).toEqual({ videoId: VIDEO_ID, quality: 'SD' });
    // The SD rung only: nothing of 1080p was asked for.
    expect(fetched.filter((path) => path.startsWith('1080p'))).toEqual([]);
    const stored = async (path: string) =>
      readOfflineFile(`${location.origin}/offline/${LICENCE_ID}/${path}`);
    const master = await (await stored('master.m3u8'))!.text();
    expect(master).toContain('480p/index.m3u8');
    expect(master).not.toContain('1080p');
    expect((await (await stored('480p/seg_00002.m4s'))!.arrayBuffer()).byteLength).toBe(1000);
    expect(await (await stored('captions/en.vtt'))!.text()).toContain('Sawubona');
    const [record] = await allDownloads();
    expect(record).toMatchObject({ id: LICENCE_ID, state: 'complete', quality: 'SD', height: 480 });
    expect(record!.bytesDone).toBeGreaterThan(3000);
  });

  it('keeps the bytes of a segment cut off by a lost connection and fetches only the rest (Range) when back', async () => {
    mockApi({
      'GET /videos/:videoId/sizes': () => SIZES,
      'POST /downloads': () => licence('SD'),
    });
    serveMedia();
    const segment = new Uint8Array(1000).map((_, index) => index % 251);
    const ranges: (string | null)[] = [];
    // The browser's fetch for this segment: it streams, and the first time the connection drops after 400 bytes.
    const networkFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.endsWith('/480p/seg_00001.m4s')) return networkFetch(input, init);
      const range = new Headers(init?.headers).get('range');
      ranges.push(range);
      if (!range) {
        // A response whose body stream fails after its first 400 bytes (happy-dom's own Response would buffer it).
        let reads = 0;
        const reader = {
          read: async () => {
            reads += 1;
            if (reads === 1) return { done: false, value: segment.slice(0, 400) };
            throw new TypeError('network connection was lost');
          },
        };
        return { ok: true, status: 200, body: { getReader: () => reader } } as unknown as Response;
      }
      const from = Number(/bytes=(\d+)-/.exec(range)![1]);
      return new Response(segment.slice(from), {
        status: 206,
        headers: { 'content-range': `bytes ${from}-999/1000` },
      });
    });
    setAuth(makeSessionResponse({ premium: true }));
    renderButton();

    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('About 12 MB');
    await userEvent.click(within(dialog).getByRole('radio', { name: /^SD/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await vi.waitFor(async () => expect((await allDownloads())[0]?.state).toBe('waiting-network'));

    // Back online: the queue goes on (useDownloadsSync does this on the browser's online event).
    pumpQueue();
    expect(await screen.findByRole('link', { name: 'Downloaded' })).toBeTruthy();
    expect(ranges).toEqual([null, 'bytes=400-']);
    const stored = await readOfflineFile(`${location.origin}/offline/${LICENCE_ID}/480p/seg_00001.m4s`);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(segment);
  });

  it('says the server’s reason when the plan’s 20 are taken', async () => {
    mockApi({
      'GET /videos/:videoId/sizes': () => SIZES,
      'POST /downloads': () =>
        apiError(409, 'download_limit', 'You have 20 downloads, the most your plan allows.', { limit: 20 }),
    });
    setAuth(makeSessionResponse({ premium: true }));
    renderButton();

    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('About 41 MB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have 20 downloads, the most your plan allows.',
    );
    expect(await allDownloads()).toEqual([]);
  });

  it('offers Premium to a free user instead of a download', async () => {
    const api = mockApi();
    setAuth(makeSessionResponse());
    renderButton();

    await userEvent.click(await screen.findByRole('button', { name: 'Download' }));
    expect(useUiStore.getState().currentModal).toBe('subscription');
    expect(api.callsTo('POST', '/downloads')).toEqual([]);
  });

  it('is not offered to a visitor', () => {
    mockApi();
    setAuth(null);
    renderButton();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
