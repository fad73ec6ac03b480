import {
  adminAuditSchema,
  adminClientErrorsSchema,
  adminFeedbackDetailSchema,
  adminFeedbackListSchema,
  clientErrorGroupSchema,
} from '@mzansi/contracts/admin-inbox';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { feedbackResponseSchema } from '@mzansi/contracts/account';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentSession,
  readOutbox,
  signInDemo,
  signUpAndConfirm,
  uniqueEmail,
} from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { clientErrorGroups, feedbackReplies, users } from '../../db/schema/index';
import { startClientErrorsPurge } from '../client-errors/client-errors.worker';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('the admin inbox: feedback, client errors, audit log', () => {
  let server: TestServer;
  let admin: string;
  let adminId: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await signInDemo(server, 'admin');
    adminId = (await currentSession(server, { cookie: admin })).session!.user.id;
  });
  afterAll(() => server.close());

  const asAdmin = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    server.request(path, { ...init, headers: { cookie: admin, ...(init.headers ?? {}) } });

  async function sendFeedback(json: Record<string, unknown>, headers: Record<string, string> = {}) {
    const response = await server.request('/api/feedback', { method: 'POST', json, headers });
    expect(response.status).toBe(201);
    return feedbackResponseSchema.parse(await response.json()).id;
  }

  async function reportError(json: Record<string, unknown>) {
    const response = await server.request('/api/client-errors', {
      method: 'POST',
      json: { type: 'component-render', occurredAt: new Date().toISOString(), ...json },
    });
    expect(response.status).toBe(202);
  }

  describe('feedback', () => {
    it('lists feedback newest first with server-side paging, a status filter and search', async () => {
      const marker = `kudu${Date.now()}`;
      const ids: string[] = [];
      for (const n of [1, 2, 3]) {
        server.clock.advance(1000);
        ids.push(await sendFeedback({ topic: 'general', message: `Feedback number ${n} about ${marker}.` }));
      }
      const first = adminFeedbackListSchema.parse(
        await (await asAdmin(`/api/admin/feedback?q=${marker}&pageSize=2`)).json(),
      );
      expect(first.total).toBe(3);
      expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
      expect(first.items.every((item) => item.status === 'new')).toBe(true);
      const second = adminFeedbackListSchema.parse(
        await (await asAdmin(`/api/admin/feedback?q=${marker}&pageSize=2&page=2`)).json(),
      );
      expect(second.items.map((item) => item.id)).toEqual([ids[0]]);

      const set = await asAdmin(`/api/admin/feedback/${ids[0]}/status`, {
        method: 'PUT',
        json: { status: 'in_progress' },
      });
      expect(set.status).toBe(200);
      expect(adminFeedbackDetailSchema.parse(await set.json()).item.status).toBe('in_progress');
      const inProgress = adminFeedbackListSchema.parse(
        await (await asAdmin(`/api/admin/feedback?q=${marker}&status=in_progress`)).json(),
      );
      expect(inProgress.items.map((item) => item.id)).toEqual([ids[0]]);
      const fresh = adminFeedbackListSchema.parse(
        await (await asAdmin(`/api/admin/feedback?q=${marker}&status=new`)).json(),
      );
      expect(fresh.total).toBe(2);

      const audit = adminAuditSchema.parse(
        await (await asAdmin(`/api/admin/audit?action=feedback.status_changed&targetId=${ids[0]}`)).json(),
      );
      expect(audit.items).toHaveLength(1);
      expect(audit.items[0]).toMatchObject({
        actor_id: adminId,
        target_type: 'feedback',
        details: { from: 'new', to: 'in_progress' },
      });
    });

    it("replies by e-mail in the sender's language, keeps the reply, marks it answered and audits it", async () => {
      const email = uniqueEmail('feedback');
      const id = await sendFeedback(
        { topic: 'playback', message: 'Buffering on 3G in the Karoo.', email },
        { cookie: 'mzansi_lang=zu' },
      );
      const before = adminFeedbackDetailSchema.parse(
        await (await asAdmin(`/api/admin/feedback/${id}`)).json(),
      );
      expect(before.language).toBe('zu');
      expect(before.item.reply_to).toBe(email);

      const response = await asAdmin(`/api/admin/feedback/${id}/replies`, {
        method: 'POST',
        json: { message: 'Thanks, we have added a lower quality for slow networks.' },
      });
      expect(response.status).toBe(201);
      const detail = adminFeedbackDetailSchema.parse(await response.json());
      expect(detail.item.status).toBe('answered');
      expect(detail.replies).toHaveLength(1);
      expect(detail.replies[0]).toMatchObject({
        author_id: adminId,
        sent_to: email,
        message: 'Thanks, we have added a lower quality for slow networks.',
      });

      const mail = (await readOutbox(server, email)).find((message) => message.kind === 'feedback_reply');
      expect(mail).toBeDefined();
      expect(mail!.subject).toBe('Impendulo yombono wakho ku-Mzansi Stream');
      expect(mail!.text).toContain('we have added a lower quality for slow networks');
      expect(mail!.text).toContain('> Buffering on 3G in the Karoo.');

      const [stored] = await server.ctx.database.db
        .select()
        .from(feedbackReplies)
        .where(eq(feedbackReplies.feedbackId, id));
      expect(stored).toMatchObject({ authorId: adminId, sentTo: email, language: 'zu' });

      const audit = adminAuditSchema.parse(
        await (await asAdmin(`/api/admin/audit?action=feedback.&targetType=feedback&targetId=${id}`)).json(),
      );
      expect(audit.items.map((entry) => entry.action)).toEqual(['feedback.replied']);
      expect(JSON.stringify(audit.items[0]!.details)).not.toContain(email);
    });

    it("replies to a signed-in sender at their account's address, in their account's language", async () => {
      const account = await signUpAndConfirm(server);
      await server.ctx.database.db.update(users).set({ language: 'af' }).where(eq(users.id, account.userId));
      const id = await sendFeedback(
        { topic: 'account', message: 'I cannot find where to change my plan.' },
        { cookie: account.cookie },
      );
      const response = await asAdmin(`/api/admin/feedback/${id}/replies`, {
        method: 'POST',
        json: { message: 'Open Account, then Subscription.' },
      });
      expect(response.status).toBe(201);
      const mail = (await readOutbox(server, account.email)).find(
        (message) => message.kind === 'feedback_reply',
      );
      expect(mail!.subject).toBe("'n Antwoord op jou terugvoer aan Mzansi Stream");

      // The reply is theirs too: it is in their data export (POPIA).
      const exported = (await (
        await server.request('/api/account/export', { headers: { cookie: account.cookie } })
      ).json()) as { feedback_replies: unknown[] };
      expect(exported.feedback_replies).toEqual([
        expect.objectContaining({ feedback_id: id, message: 'Open Account, then Subscription.' }),
      ]);
    });

    it('refuses a reply with 409 when nobody can be answered, and 404 for an unknown item', async () => {
      const id = await sendFeedback({ topic: 'general', message: 'Anonymous and without an address.' });
      const response = await asAdmin(`/api/admin/feedback/${id}/replies`, {
        method: 'POST',
        json: { message: 'Hello there' },
      });
      expect(response.status).toBe(409);
      expect(errorBodySchema.parse(await response.json()).error.code).toBe('conflict');
      const detail = adminFeedbackDetailSchema.parse(
        await (await asAdmin(`/api/admin/feedback/${id}`)).json(),
      );
      expect(detail.item.status).toBe('new');
      expect((await asAdmin('/api/admin/feedback/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    });
  });

  describe('client error reports', () => {
    it('groups reports by type, message and route with counts, first/last seen and the newest stack; no query kept', async () => {
      const message = `TypeError: x is undefined ${Date.now()}`;
      await reportError({ message, url: 'https://example.test/watch/abc?token=secret', stack: 'stack one' });
      server.clock.advance(60_000);
      await reportError({ message, url: 'https://example.test/watch/abc?token=other', stack: 'stack two' });
      server.clock.advance(60_000);
      await reportError({ message, url: 'https://example.test/watch/abc' });
      await reportError({ message, url: 'https://example.test/browse' });

      const list = adminClientErrorsSchema.parse(
        await (await asAdmin(`/api/admin/client-errors?q=${encodeURIComponent(message)}`)).json(),
      );
      expect(list.total).toBe(2);
      const watch = list.items.find((group) => group.route === '/watch/abc')!;
      expect(watch.count).toBe(3);
      expect(watch.newest_stack).toBe('stack two');
      expect(
        new Date(watch.last_seen).getTime() - new Date(watch.first_seen).getTime(),
      ).toBeGreaterThanOrEqual(120_000);
      expect(list.items.find((group) => group.route === '/browse')!.count).toBe(1);
      const rows = await server.ctx.database.db.select().from(clientErrorGroups);
      expect(JSON.stringify(rows)).not.toContain('secret');
    });

    it('marks a group resolved (audited), filters by state, and a new report opens it again', async () => {
      const message = `RangeError: resolved ${Date.now()}`;
      await reportError({ message, url: '/account' });
      const [group] = adminClientErrorsSchema.parse(
        await (await asAdmin(`/api/admin/client-errors?q=${encodeURIComponent(message)}`)).json(),
      ).items;
      const response = await asAdmin(`/api/admin/client-errors/${group!.id}/resolved`, {
        method: 'PUT',
        json: { resolved: true },
      });
      expect(response.status).toBe(200);
      expect(clientErrorGroupSchema.parse(await response.json()).resolved_at).not.toBeNull();
      const resolved = adminClientErrorsSchema.parse(
        await (
          await asAdmin(`/api/admin/client-errors?state=resolved&q=${encodeURIComponent(message)}`)
        ).json(),
      );
      expect(resolved.items.map((item) => item.id)).toEqual([group!.id]);
      const audit = adminAuditSchema.parse(
        await (await asAdmin(`/api/admin/audit?targetType=client_error&targetId=${group!.id}`)).json(),
      );
      expect(audit.items.map((entry) => entry.action)).toEqual(['client_error.resolved']);

      await reportError({ message, url: '/account' });
      const open = adminClientErrorsSchema.parse(
        await (await asAdmin(`/api/admin/client-errors?state=open&q=${encodeURIComponent(message)}`)).json(),
      );
      expect(open.items[0]).toMatchObject({ id: group!.id, count: 2, resolved_at: null });
    });

    it('purges groups not seen for 30 days and keeps the others', async () => {
      const old = `Old error ${Date.now()}`;
      const recent = `Recent error ${Date.now()}`;
      await reportError({ message: old });
      await reportError({ message: recent });
      await server.ctx.database.db
        .update(clientErrorGroups)
        .set({ lastSeen: new Date(server.clock.now().getTime() - 31 * DAY_MS) })
        .where(eq(clientErrorGroups.message, old));
      expect(await server.services.clientErrors.purgeOld()).toBeGreaterThanOrEqual(1);
      const messages = (await server.ctx.database.db.select().from(clientErrorGroups)).map(
        (row) => row.message,
      );
      expect(messages).not.toContain(old);
      expect(messages).toContain(recent);
    });
    it('purges on the queue as a scheduled job', async () => {
      const old = `Scheduled purge ${Date.now()}`;
      await reportError({ message: old });
      await server.ctx.database.db
        .update(clientErrorGroups)
        .set({ lastSeen: new Date(server.clock.now().getTime() - 31 * DAY_MS) })
        .where(eq(clientErrorGroups.message, old));
      const purge = await startClientErrorsPurge(server.ctx, server.services, {
        pollingIntervalSeconds: 0.5,
      });
      try {
        await expect
          .poll(
            async () =>
              (
                await server.ctx.database.db
                  .select()
                  .from(clientErrorGroups)
                  .where(eq(clientErrorGroups.message, old))
              ).length,
            { timeout: 20_000, interval: 250 },
          )
          .toBe(0);
      } finally {
        await purge.stop();
      }
    });
  });

  describe('audit log', () => {
    it('filters by actor, action prefix, target and date range, newest first', async () => {
      const { audit } = server.services;
      const target = `target-${Date.now()}`;
      await audit.record({ actorId: adminId, action: 'test.first', targetType: 'thing', targetId: target });
      server.clock.advance(1000);
      await audit.record({ actorId: null, action: 'test.second', targetType: 'thing', targetId: target });

      const all = adminAuditSchema.parse(await (await asAdmin(`/api/admin/audit?targetId=${target}`)).json());
      expect(all.items.map((entry) => entry.action)).toEqual(['test.second', 'test.first']);
      expect(all.items[1]!.actor_email).toBe('admin@mzansi.test');

      const byActor = adminAuditSchema.parse(
        await (await asAdmin(`/api/admin/audit?targetId=${target}&actor=admin@mzansi`)).json(),
      );
      expect(byActor.items.map((entry) => entry.action)).toEqual(['test.first']);
      const byPrefix = adminAuditSchema.parse(
        await (await asAdmin(`/api/admin/audit?targetId=${target}&action=test.`)).json(),
      );
      expect(byPrefix.total).toBe(2);
      const byExact = adminAuditSchema.parse(
        await (await asAdmin(`/api/admin/audit?targetId=${target}&action=test.second`)).json(),
      );
      expect(byExact.total).toBe(1);

      const today = server.clock.now().toISOString().slice(0, 10);
      const tomorrow = new Date(server.clock.now().getTime() + DAY_MS).toISOString().slice(0, 10);
      const yesterday = new Date(server.clock.now().getTime() - DAY_MS).toISOString().slice(0, 10);
      const inRange = adminAuditSchema.parse(
        await (await asAdmin(`/api/admin/audit?targetId=${target}&from=${today}&to=${today}`)).json(),
      );
      expect(inRange.total).toBe(2);
      const after = adminAuditSchema.parse(
        await (await asAdmin(`/api/admin/audit?targetId=${target}&from=${tomorrow}`)).json(),
      );
      expect(after.total).toBe(0);
      const before = adminAuditSchema.parse(
        await (await asAdmin(`/api/admin/audit?targetId=${target}&to=${yesterday}`)).json(),
      );
      expect(before.total).toBe(0);
      expect((await asAdmin('/api/admin/audit?from=yesterday')).status).toBe(400);
    });

    it('answers 401 to visitors and 403 to every role but admin', async () => {
      expect((await server.request('/api/admin/audit')).status).toBe(401);
      for (const role of ['free', 'premium', 'creator', 'moderator'] as const) {
        const cookie = await signInDemo(server, role);
        for (const path of ['/api/admin/feedback', '/api/admin/client-errors', '/api/admin/audit']) {
          expect((await server.request(path, { headers: { cookie } })).status, `${role} ${path}`).toBe(403);
        }
      }
    });
  });
});
