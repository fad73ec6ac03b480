import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { apiError, mockApi } from '@/test/api-mock';
import { jsonResponse, makeVideoListItem } from '@/test/fixtures';
import { getPublicVideos } from './get-public-videos';
import { extractVideoList } from './video-list';

/** A client without retries; GET /api/videos/public answers with `responses` in turn, an Error as a network failure. */
function clientAnswering(...responses: Array<Response | Error>) {
  const api = mockApi({
    'GET /videos/public': () => {
      const next = responses.shift();
      if (!next) return apiError(500, 'internal', 'unexpected extra request');
      return next instanceof Error ? HttpResponse.error() : next;
    },
  });
  const client = createApiClient({ baseUrl: '/api', retries: 0 });
  return { client, api };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('extractVideoList', () => {
  const items = [{ id: 1 }];

  it('accepts { items }, { videos } and a bare array', () => {
    expect(extractVideoList({ items })).toBe(items);
    expect(extractVideoList({ videos: items })).toBe(items);
    expect(extractVideoList(items)).toBe(items);
  });

  it('rejects anything else with "API returned non-array data"', () => {
    for (const body of [{ items: 'nope' }, { data: [] }, 'text', 42, null, undefined]) {
      expect(() => extractVideoList(body)).toThrow('API returned non-array data');
    }
  });
});

describe('getPublicVideos', () => {
  it('reads GET /api/videos/public with no-cache and cookies', async () => {
    const item = makeVideoListItem();
    const { client, api } = clientAnswering(jsonResponse({ items: [item] }));
    // A Request keeps no cache mode here, so the options handed to fetch are read from a spy that calls through.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    await expect(getPublicVideos({ client, storage: localStorage })).resolves.toEqual([item]);

    expect(api.calls.map((call) => call.url.pathname)).toEqual(['/api/videos/public']);
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/videos/public');
    expect(init?.cache).toBe('no-cache');
    expect(init?.credentials).toBe('include');
  });

  it.each([
    ['{ items }', (list: unknown[]) => ({ items: list })],
    ['{ videos }', (list: unknown[]) => ({ videos: list })],
    ['a bare array', (list: unknown[]) => list],
  ])('accepts the list as %s', async (_shape, wrap) => {
    const list = [makeVideoListItem(), makeVideoListItem({ premium: true })];
    const { client } = clientAnswering(jsonResponse(wrap(list)));

    await expect(getPublicVideos({ client, storage: localStorage })).resolves.toEqual(list);
  });

  it('fails with "API returned non-array data" when the body holds no list', async () => {
    const { client } = clientAnswering(jsonResponse({ items: { oops: true } }));

    await expect(getPublicVideos({ client, storage: localStorage })).rejects.toThrow(
      'API returned non-array data',
    );
  });

  it('fails with "Invalid content type" when the answer is not application/json', async () => {
    const { client } = clientAnswering(
      jsonResponse('<!doctype html><p>hi</p>', { contentType: 'text/html' }),
    );

    await expect(getPublicVideos({ client, storage: localStorage })).rejects.toThrow('Invalid content type');
  });

  it('drops items that break the contract and keeps the rest', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const good = makeVideoListItem();
    const { client } = clientAnswering(jsonResponse({ items: [{ id: 'not-a-uuid', title: 7 }, good] }));

    await expect(getPublicVideos({ client, storage: localStorage })).resolves.toEqual([good]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('keeps the last good list in localStorage under the product prefix', async () => {
    const item = makeVideoListItem();
    const { client } = clientAnswering(jsonResponse({ items: [item] }));

    await getPublicVideos({ client, storage: localStorage });

    expect(STORAGE_KEYS.publicVideos.startsWith('mzansi')).toBe(true);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEYS.publicVideos)!) as { items: unknown[] };
    expect(saved.items).toEqual([item]);
  });

  it('serves the cached copy when the request fails', async () => {
    const item = makeVideoListItem();
    const { client } = clientAnswering(jsonResponse({ items: [item] }), new TypeError('Failed to fetch'));
    await getPublicVideos({ client, storage: localStorage });

    await expect(getPublicVideos({ client, storage: localStorage })).resolves.toEqual([item]);
  });

  it('serves the cached copy when the answer is malformed', async () => {
    const item = makeVideoListItem();
    const { client } = clientAnswering(
      jsonResponse([item]),
      jsonResponse('<html></html>', { contentType: 'text/html' }),
    );
    await getPublicVideos({ client, storage: localStorage });

    await expect(getPublicVideos({ client, storage: localStorage })).resolves.toEqual([item]);
  });

  it('throws the original error when there is no cached copy', async () => {
    const { client } = clientAnswering(new TypeError('Failed to fetch'));

    const error = await rejection(getPublicVideos({ client, storage: localStorage }));

    expect(error).toMatchObject({ status: 0, message: 'Network connection failed' });
  });

  it('ignores a corrupt cache entry', async () => {
    localStorage.setItem(STORAGE_KEYS.publicVideos, '{not json');
    const { client } = clientAnswering(new TypeError('Failed to fetch'));

    await expect(getPublicVideos({ client, storage: localStorage })).rejects.toThrow(
      'Network connection failed',
    );
  });
});
