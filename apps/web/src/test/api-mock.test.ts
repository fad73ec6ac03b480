import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { apiError, mockApi, SIGNED_OUT } from './api-mock';
import { server, takeUnhandledRequests } from './msw-server';

describe('mockApi on msw', () => {
  it('answers the api client through the global fetch (happy-dom’s, patched by msw)', async () => {
    const api = mockApi({ 'GET /videos/abc': () => ({ id: 'abc' }) });
    await expect(apiClient.get('/videos/abc', { retries: 0 })).resolves.toEqual({ id: 'abc' });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /videos/abc']);
  });

  it('keeps the defaults, answers other paths of the origin with 404, and records calls in order with bodies', async () => {
    const api = mockApi({ 'POST /feedback': ({ body }) => ({ echoed: body }) });
    await expect(apiClient.get('/auth/session', { retries: 0 })).resolves.toEqual(SIGNED_OUT);
    await expect(apiClient.get('/user/watch-progress', { retries: 0 })).rejects.toMatchObject({
      status: 404,
    });
    await expect(apiClient.post('/feedback', { message: 'Sharp' }, { retries: 0 })).resolves.toEqual({
      echoed: { message: 'Sharp' },
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /auth/session',
      'GET /user/watch-progress',
      'POST /feedback',
    ]);
    expect(api.callsTo('POST', '/feedback')[0]!.body).toEqual({ message: 'Sharp' });
  });

  it('passes Responses through: errors, network failures and empty answers', async () => {
    mockApi({
      'GET /a': () => apiError(403, 'forbidden', 'Not for you.'),
      'GET /b': () => HttpResponse.error(),
      'DELETE /c': () => undefined,
    });
    await expect(apiClient.get('/a', { retries: 0 })).rejects.toMatchObject({
      status: 403,
      message: 'Not for you.',
    });
    await expect(apiClient.get('/b', { retries: 0 })).rejects.toMatchObject({ status: 0 });
    await expect(fetch('/api/c', { method: 'DELETE' })).resolves.toMatchObject({ status: 204 });
  });

  it('lets a test add its own msw handlers in front', async () => {
    mockApi();
    server.use(http.get('/api/health', () => HttpResponse.json({ status: 'degraded' })));
    await expect(apiClient.get('/health', { retries: 0 })).resolves.toEqual({ status: 'degraded' });
  });

  it('refuses a request no handler answers, and reports it so the test fails', async () => {
    mockApi();
    await expect(fetch('https://elsewhere.example/track')).rejects.toThrow();
    // setup.ts fails any test that leaves one behind; this test takes it to show what would be reported.
    expect(takeUnhandledRequests()).toEqual(['GET https://elsewhere.example/track']);
  });
});
