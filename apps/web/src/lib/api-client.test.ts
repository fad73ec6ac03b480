import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { ApiError, createApiClient, errorTypeForStatus, isRetryableStatus, retryDelayMs } from './api-client';

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
  const client = createApiClient({ baseUrl: '/api', fetch: fetchMock as typeof fetch, sleep, ...config });
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
