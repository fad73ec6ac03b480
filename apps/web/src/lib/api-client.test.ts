import { endpoints } from '@mzansi/contracts/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import {
  api,
  ApiError,
  apiUrl,
  createApiClient,
  errorTypeForStatus,
  isRetryableStatus,
  retryDelayMs,
} from './api-client';

type FetchArgs = Parameters<typeof fetch>;

function setup(
  responses: Array<Response | Error | 'hang'>,
  config: { retries?: number; timeoutMs?: number } = {},
) {
  const calls: FetchArgs[] = [];
  const fetchMock = vi.fn((...args: FetchArgs) => {
    calls.push(args);
    const next = responses.shift();
    if (next === undefined) throw new Error('unexpected extra request');
    if (next === 'hang') {
      // Never answers; settles only when aborted, like a real fetch.
      return new Promise<Response>((_, reject) => {
        args[1]?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  const sleep = vi.fn((_ms: number, _signal?: AbortSignal) => Promise.resolve());
  const client = createApiClient({ baseUrl: '/api', fetch: fetchMock, sleep, ...config });
  return { client, calls, fetchMock, sleep };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('api client', () => {
  it('sends JSON requests to the API base with cookies included', async () => {
    const { client, calls } = setup([jsonResponse({ ok: true })]);

    const result = await client.post<{ ok: boolean }>('/things', { name: 'Sbu' }, { cache: 'no-cache' });

    expect(result).toEqual({ ok: true });
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.cache).toBe('no-cache');
    expect(init?.body).toBe(JSON.stringify({ name: 'Sbu' }));
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('turns a request that outlives the timeout into "Request timeout" with status 408', async () => {
    const { client } = setup(['hang'], { timeoutMs: 5, retries: 0 });

    const error = await rejection(client.get('/slow'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 408,
      message: 'Request timeout',
      code: 'timeout',
      type: 'network',
    });
  });

  it('turns a failed connection into "Network connection failed" with status 0', async () => {
    const { client } = setup([new TypeError('Failed to fetch')], { retries: 0 });

    const error = await rejection(client.get('/videos'));

    expect(error).toMatchObject({ status: 0, message: 'Network connection failed', type: 'network' });
  });

  it('retries a network failure 3 times with 1 s, 2 s and 4 s between attempts', async () => {
    const failure = () => new TypeError('Failed to fetch');
    const { client, fetchMock, sleep } = setup([failure(), failure(), failure(), failure()]);

    const error = await rejection(client.get('/videos'));

    expect(error).toMatchObject({ status: 0 });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
  });

  it('retries a 500 and returns the later success', async () => {
    const { client, fetchMock, sleep } = setup([
      jsonResponse({ error: { code: 'internal', message: 'Boom' } }, { status: 500 }),
      jsonResponse({ items: [] }),
    ]);

    await expect(client.get('/videos/public')).resolves.toEqual({ items: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledOnce();
    expect(sleep.mock.calls[0]![0]).toBe(1000);
  });

  it('retries 429 and 408 answers', async () => {
    const { client, fetchMock } = setup([
      jsonResponse({}, { status: 429 }),
      jsonResponse({}, { status: 408 }),
      jsonResponse({ done: true }),
    ]);

    await expect(client.get('/busy')).resolves.toEqual({ done: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('never retries a 404 and uses the server message', async () => {
    const { client, fetchMock, sleep } = setup([
      jsonResponse(
        { error: { code: 'not_found', message: 'Video not found or no longer available.' } },
        { status: 404 },
      ),
    ]);

    const error = await rejection(client.get('/videos/missing'));

    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      type: 'validation',
      message: 'Video not found or no longer available.',
    });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(sleep).not.toHaveBeenCalled();
  });

  it('falls back to "HTTP <status> <statusText>" when the error body has no message', async () => {
    const { client } = setup([new Response('<html>oops</html>', { status: 403, statusText: 'Forbidden' })]);

    const error = await rejection(client.get('/admin'));

    expect(error).toMatchObject({ status: 403, message: 'HTTP 403 Forbidden', type: 'authorization' });
  });

  it('gives up after 3 retries of a 503 and reports the last answer', async () => {
    const unavailable = () => new Response('', { status: 503, statusText: 'Service Unavailable' });
    const { client, fetchMock } = setup([unavailable(), unavailable(), unavailable(), unavailable()]);

    const error = await rejection(client.get('/health'));

    expect(error).toMatchObject({
      status: 503,
      message: 'HTTP 503 Service Unavailable',
      type: 'service-unavailable',
    });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('rejects a successful answer that is not JSON with "Invalid content type"', async () => {
    const { client } = setup([jsonResponse('<!doctype html>', { contentType: 'text/html' })]);

    const error = await rejection(client.get('/videos/public'));

    expect(error).toMatchObject({ message: 'Invalid content type', type: 'data-consistency' });
  });

  it('returns undefined for 204 No Content', async () => {
    const { client } = setup([new Response(null, { status: 204 })]);

    await expect(client.delete('/watchlist/1')).resolves.toBeUndefined();
  });

  it('passes a caller cancellation through untouched and does not retry it', async () => {
    const { client, fetchMock } = setup(['hang']);
    const controller = new AbortController();

    const pending = rejection(client.get('/videos', { signal: controller.signal }));
    controller.abort();
    const error = await pending;

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
    expect(fetchMock).toHaveBeenCalledOnce();
  });
});

describe('api(): calls through the endpoint map', () => {
  const VIDEO_ID = 'b0000000-0000-4000-8000-000000000001';

  function headersOf(init: RequestInit | undefined): Record<string, string> {
    return init?.headers as Record<string, string>;
  }

  it('takes the method and path from the endpoint, with its path parameters encoded', async () => {
    const { client, calls } = setup([new Response(null, { status: 204 })]);

    await expect(
      api(endpoints.removeCaptions, { params: { id: 'a b/?#', lang: 'zu' } }, { client }),
    ).resolves.toBeUndefined();

    const [url, init] = calls[0]!;
    expect(url).toBe('/api/studio/videos/a%20b%2F%3F%23/captions/zu');
    expect(init?.method).toBe('DELETE');
    expect(init?.body).toBeUndefined();
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });

  it('keeps the query keys in the order given and leaves out undefined and null', async () => {
    const { client, calls } = setup([jsonResponse({ items: [], nextCursor: null })]);

    await api(
      endpoints.videos,
      // null is not in the contract's type, but a caller's value may still be null at run time
      { query: { limit: 20, cursor: undefined, genre: 'drama', language: null as never, sort: 'title' } },
      { client },
    );

    expect(calls[0]![0]).toBe('/api/videos?limit=20&genre=drama&sort=title');
    expect(calls[0]![1]?.method).toBe('GET');
  });

  it('asks for the start prefetch as exactly /api/videos?limit=20', async () => {
    const { client, calls } = setup([jsonResponse({ items: [], nextCursor: null })]);

    await api(endpoints.videos, { query: { limit: 20 } }, { client });

    expect(calls[0]![0]).toBe('/api/videos?limit=20');
  });

  it('sends a JSON body as JSON, with the call options', async () => {
    const entry = { id: 'w1', video_id: VIDEO_ID };
    const { client, calls } = setup([jsonResponse(entry, { status: 201 })]);

    const answer = await api(
      endpoints.addToWatchlist,
      { body: { videoId: VIDEO_ID } },
      { client, cache: 'no-store', keepalive: true },
    );

    expect(answer).toEqual(entry);
    const [url, init] = calls[0]!;
    expect(url).toBe('/api/user/watchlist');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ videoId: VIDEO_ID }));
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(init?.cache).toBe('no-store');
    expect(init?.keepalive).toBe(true);
    expect(init?.credentials).toBe('include');
  });

  it('sends FormData as it is, so the browser sets the multipart boundary', async () => {
    const { client, calls } = setup([jsonResponse({ profile: { id: 'user-1' } })]);
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'me.png');

    await api(endpoints.uploadAvatar, { body: form }, { client });

    const [url, init] = calls[0]!;
    expect(url).toBe('/api/profile/avatar');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(form);
    expect(headersOf(init)['Content-Type']).toBeUndefined();
  });

  it("rejects with the server's error code, message and details", async () => {
    const { client } = setup([
      jsonResponse(
        { error: { code: 'too_many_streams', message: 'Too many streams.', details: { limit: 1 } } },
        { status: 409 },
      ),
    ]);

    const error = await rejection(
      api(endpoints.signedVideoUrl, { body: { videoId: VIDEO_ID } }, { client, retries: 0 }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'too_many_streams',
      message: 'Too many streams.',
      details: { limit: 1 },
    });
  });

  it('reads the code of a bare status from the contracts, and ignores codes the contracts do not know', async () => {
    const { client } = setup([
      new Response('', { status: 401, statusText: 'Unauthorized' }),
      jsonResponse({ error: { code: 'made_up', message: 'Nope.' } }, { status: 403 }),
    ]);

    await expect(rejection(api(endpoints.profile, {}, { client }))).resolves.toMatchObject({
      status: 401,
      code: 'unauthenticated',
    });
    await expect(rejection(api(endpoints.profile, {}, { client }))).resolves.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Nope.',
    });
  });

  it('rejects a call without a required path parameter, without sending it', async () => {
    const { client, fetchMock } = setup([]);

    const error = await rejection(api(endpoints.videoDetail, { params: { id: '' } }, { client }));

    expect((error as Error).message).toContain('"id" is missing');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('apiUrl(): endpoint URLs for EventSource, beacons, tus and navigations', () => {
  afterEach(() => {
    delete window.__MZANSI_API_BASE__;
  });

  it("puts the map's path on the API base", () => {
    expect(apiUrl(endpoints.userEvents)).toBe('/api/user/events');
    expect(apiUrl(endpoints.saveWatchProgressBeacon)).toBe('/api/user/watch-progress');
    expect(apiUrl(endpoints.googleStart, { query: { returnUrl: '/settings?tab=security' } })).toBe(
      '/api/auth/google/start?returnUrl=%2Fsettings%3Ftab%3Dsecurity',
    );
  });

  it('follows a configured API base', () => {
    window.__MZANSI_API_BASE__ = 'https://api.example.co.za/v1/';

    expect(apiUrl(endpoints.createUpload)).toBe('https://api.example.co.za/v1/uploads');
  });
});

describe('api client helpers', () => {
  it('retries only 5xx, 429, 408 and network failures', () => {
    expect([0, 408, 429, 500, 502, 503].every(isRetryableStatus)).toBe(true);
    expect([400, 401, 403, 404, 409, 422].some(isRetryableStatus)).toBe(false);
  });

  it('doubles the delay from 1 s and caps it at 4x the base', () => {
    expect([0, 1, 2, 3, 4].map((index) => retryDelayMs(index))).toEqual([1000, 2000, 4000, 4000, 4000]);
  });

  it('maps statuses to the spec error types', () => {
    expect(errorTypeForStatus(0)).toBe('network');
    expect(errorTypeForStatus(401)).toBe('authentication');
    expect(errorTypeForStatus(403)).toBe('authorization');
    expect(errorTypeForStatus(400)).toBe('validation');
    expect(errorTypeForStatus(409)).toBe('data-consistency');
    expect(errorTypeForStatus(429)).toBe('rate-limit');
    expect(errorTypeForStatus(500)).toBe('server');
    expect(errorTypeForStatus(503)).toBe('service-unavailable');
  });
});
