import { devMailboxResponseSchema } from '@mzansi/contracts/dev-mailbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { emailOutbox } from '../../db/schema/index';

describe('dev mailbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('lists outbox e-mails newest first with their links, as JSON', async () => {
    const email = uniqueEmail();
    await signUp(server, { email });
    await server.request('/api/auth/password/forgot', { method: 'POST', json: { email } });
    const response = await server.request(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { items } = devMailboxResponseSchema.parse(await response.json());
    expect(items.map((item) => item.kind)).toEqual(['reset_password', 'confirm_email']);
    expect(items[0]!.links).toEqual([expect.stringMatching(/\/auth\?reset=true&token=/)]);
    expect(items[1]!.links).toEqual([expect.stringMatching(/\/api\/auth\/verify-email\?token=/)]);
  });

  it('shows them on a page with clickable links, everything escaped', async () => {
    await server.ctx.database.db.insert(emailOutbox).values({
      to: 'victim@example.co.za',
      subject: '<script>alert("subject")</script>',
      text: 'Hello <img src=x onerror=alert(1)> click http://127.0.0.1/auth?a=1&b="2"',
      kind: 'test',
    });
    const response = await server.request('/dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    // Links end at a quote or angle bracket, and their text is escaped too.
    expect(html).toContain('<a href="http://127.0.0.1/auth?a=1&amp;b=">');
  });
});

describe('dev mailbox in production', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: {
        NODE_ENV: 'production',
        AUTH_SECRET: 'p'.repeat(40),
        MEDIA_TOKEN_SECRET: 'q'.repeat(40),
        PAYFAST_MERCHANT_ID: '10000100',
        PAYFAST_MERCHANT_KEY: '46f0cd694581a',
        PAYFAST_PASSPHRASE: 'jacarandaSeason2026',
      },
    });
  });
  afterAll(() => server.close());

  it('does not exist: both the JSON and the page answer 404', async () => {
    expect((await server.request('/api/dev/mailbox')).status).toBe(404);
    expect((await server.request('/dev/mailbox')).status).toBe(404);
  });

  it('sets a __Secure- prefixed, Secure session cookie in production', async () => {
    const response = await server.request('/api/auth/login', {
      method: 'POST',
      json: { email: 'free@mzansi.test', password: 'mzansi-demo-2026' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('__Secure-mzansi.session_token='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
  });
});
