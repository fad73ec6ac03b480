import { feedbackResponseSchema } from '@mzansi/contracts/account';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { feedback } from '../../db/schema/index';

describe('POST /api/feedback', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const send = (json: unknown, headers: Record<string, string> = {}) =>
    server.request('/api/feedback', { method: 'POST', json, headers });

  it('refuses an unknown topic, a too short message and a malformed e-mail with 400', async () => {
    for (const json of [
      { topic: 'rant', message: 'This is long enough to count.' },
      { topic: 'general', message: 'short' },
      { topic: 'general', message: 'This is long enough to count.', email: 'not-mail' },
      { topic: 'general', message: 'x'.repeat(4001) },
    ]) {
      const response = await send(json);
      expect(response.status, JSON.stringify(json)).toBe(400);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('validation_failed');
    }
  });

  it('stores feedback from a visitor, with the address they gave', async () => {
    const response = await send(
      {
        topic: 'accessibility',
        message: 'The captions are too small on my phone.',
        email: 'Gogo@Example.co.za',
        page: '/watch/1',
      },
      { 'user-agent': 'Mozilla/5.0 (Linux; Android 14)' },
    );
    expect(response.status).toBe(201);
    const { id } = feedbackResponseSchema.parse(await response.json());
    const [row] = await server.ctx.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({
      userId: null,
      topic: 'accessibility',
      email: 'gogo@example.co.za',
      page: '/watch/1',
      userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    });
  });

  it('links feedback to the signed-in account', async () => {
    const account = await signUpAndConfirm(server);
    const response = await send(
      { topic: 'playback', message: 'Buffering on 3G in the Karoo.' },
      { cookie: account.cookie },
    );
    const { id } = feedbackResponseSchema.parse(await response.json());
    const [row] = await server.ctx.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row!.userId).toBe(account.userId);
  });
});
