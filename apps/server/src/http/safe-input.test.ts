import { errorBodySchema } from '@mzansi/contracts/errors';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../../test/accounts';
import { startTestServer, type TestServer } from '../../test/harness';
import { paymentEvents } from '../db/schema/index';
import { findUnsafeText, isUnsafeText, UNSAFE_TEXT_MESSAGE } from './safe-input';

describe('unsafe text', () => {
  it('finds NUL characters and lone surrogates, and nothing in ordinary text', () => {
    expect(isUnsafeText('a\u0000b')).toBe(true);
    expect(isUnsafeText('\ud800x')).toBe(true);
    expect(isUnsafeText('x\udfff')).toBe(true);
    expect(isUnsafeText('Sê my naam 😀 isiXhosa')).toBe(false);
    expect(isUnsafeText('')).toBe(false);
  });

  it('names the first unsafe field of a parsed body, keys included, at any depth', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }] }, 'body')).toBe('body.a.1.b');
    expect(findUnsafeText({ ['k\ud800']: 1 }, 'body')).toBe('body.k\ud800');
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnsafeText(deep, 'body')).toMatch(/^body(\.0)+$/);
    expect(findUnsafeText({ a: 1, b: null, c: ['😀'] }, 'body')).toBeNull();
  });
});

/** The requests an outside review found answering 500: each is now the client's 400, naming the field. */
describe('requests with NUL characters and lone surrogates', () => {
  let server: TestServer;
  let user: string;

  beforeAll(async () => {
    server = await startTestServer();
    user = await signInDemo(server, 'free');
  });
  afterAll(() => server?.close());

  const refusal = async (response: Response, field: string) => {
    expect(response.status, field).toBe(400);
    const { error } = errorBodySchema.parse(await response.json());
    expect(error.code).toBe('validation_failed');
    expect(error.details).toEqual([{ field, message: UNSAFE_TEXT_MESSAGE.english }]);
  };

  it('refuses them in JSON bodies', async () => {
    await refusal(
      await server.request('/api/auth/password/reset', {
        method: 'POST',
        json: { token: 'a\u0000b', newPassword: 'a\u0000b' },
      }),
      'body.token',
    );
  });

  it('refuses them in the raw body of a gateway notification, before the signature is looked at', async () => {
    const notify = (body: string) =>
      server.request('/api/payments/notify/local', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
    await refusal(await notify('{"event":"charge.success\\u0000","data":{}}'), 'body.event');
    await refusal(await notify('{"event":"charge.success","data":"a\\u0000"}'), 'body.data');
    await refusal(await notify('{"event":"charge.success","data":"\\ud800x"}'), 'body.data');
  });

  it('keeps a notification whose data is a string as valid JSON, emoji and all', async () => {
    const response = await server.request('/api/payments/notify/local', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: '😀' }),
    });
    // Unsigned: refused and stored with its reason, as every refused notification is.
    expect(response.status).toBe(200);
    const [event] = await server.ctx.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.provider, 'local'))
      .orderBy(desc(paymentEvents.receivedAt))
      .limit(1);
    expect(event).toMatchObject({ outcome: 'refused', reason: 'signature_mismatch' });
    expect(event!.payload).toEqual({ body: JSON.stringify({ data: '😀' }) });
  });

  it('refuses them in query strings and path parameters', async () => {
    await refusal(await server.request('/api/videos?genre=%00'), 'query.genre');
    await refusal(await server.request('/api/videos/%00'), 'params.id');
    await refusal(await server.request('/api/dev/mailbox?to=%00'), 'query.to');
    await refusal(
      await server.request('/api/payments/%00', { headers: { cookie: user } }),
      'params.reference',
    );
    await refusal(
      await server.request('/api/auth/sessions/%00', { method: 'DELETE', headers: { cookie: user } }),
      'params.id',
    );
  });

  it('answers a path whose percent-encoding is not UTF-8 with 400, not 500', async () => {
    for (const path of ['/api/videos/%ED%A0%80', '/api/videos/%']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(400);
    }
  });

  it('refuses them in the metadata of an upload', async () => {
    const creator = await signInDemo(server, 'creator');
    const response = await server.request('/api/uploads', {
      method: 'POST',
      headers: {
        cookie: creator,
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        // filename "a\0b.mp4", base64 as tus sends it
        'upload-metadata': `filename ${Buffer.from('a\u0000b.mp4').toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
      },
    });
    await refusal(response, 'metadata.filename');
  });

  it('stays healthy', async () => {
    const health = await server.request('/api/health');
    expect(health.status).toBe(200);
  });
});
