import {
  moderationPageSchema,
  myRatingSchema,
  ownReviewSchema,
  ratingSummarySchema,
  REVIEW_MAX_LENGTH,
  reviewsPageSchema,
} from '@mzansi/contracts/reviews';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPremium, signInDemo, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { auditLog, viewerProfiles } from '../../db/schema/index';
import { demoIds } from '../../seed/demo-ids';

const TITLE = demoIds.title('ingoma-kagogo'); // PG
const OTHER_TITLE = demoIds.title('sker-klip-papier'); // 10-12PG
const ADULT_TITLE = demoIds.title('amanzi-amnyama'); // 18
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('ratings, reviews and their moderation (issue 19)', () => {
  let server: TestServer;
  let author: TestAccount;
  let reader: TestAccount;
  let premium: TestAccount;
  let creator: string;
  let moderator: string;
  let admin: string;

  const call = (method: string, path: string, cookie?: string, json?: unknown) =>
    server.request(path, {
      method,
      headers: cookie ? { cookie } : {},
      ...(json === undefined ? {} : { json }),
    });
  const rate = (cookie: string, titleId: string, rating: 'up' | 'down') =>
    call('PUT', `/api/user/ratings/${titleId}`, cookie, { rating });
  const write = (cookie: string, titleId: string, text: string) =>
    call('PUT', `/api/user/reviews/${titleId}`, cookie, { text });
  const summary = async (titleId: string, cookie?: string) => {
    const response = await call('GET', `/api/videos/${titleId}/ratings`, cookie);
    expect(response.status).toBe(200);
    return ratingSummarySchema.parse(await response.json());
  };
  const list = async (titleId: string, cookie?: string, page = 1) => {
    const response = await call('GET', `/api/videos/${titleId}/reviews?page=${page}`, cookie);
    expect(response.status).toBe(200);
    return reviewsPageSchema.parse(await response.json());
  };
  const queue = async (cookie: string, query = '') => {
    const response = await call('GET', `/api/moderation/reviews${query}`, cookie);
    expect(response.status).toBe(200);
    return moderationPageSchema.parse(await response.json());
  };

  beforeAll(async () => {
    server = await startTestServer();
    author = await signUpAndConfirm(server);
    reader = await signUpAndConfirm(server);
    premium = await signUpAndConfirm(server);
    await grantPremium(server, premium.userId);
    creator = await signInDemo(server, 'creator');
    moderator = await signInDemo(server, 'moderator');
    admin = await signInDemo(server, 'admin');
  }, 120_000);
  afterAll(() => server?.close());

  describe('ratings', () => {
    it('keeps one thumb per viewer profile per title: set, change, clear; the aggregate follows', async () => {
      expect(await summary(OTHER_TITLE)).toMatchObject({ up: 0, down: 0, total: 0, liked_percent: null });
      let response = await rate(author.cookie, OTHER_TITLE, 'up');
      expect(response.status).toBe(200);
      expect(myRatingSchema.parse(await response.json())).toMatchObject({ rating: 'up', review: null });
      expect(await summary(OTHER_TITLE)).toMatchObject({ up: 1, down: 0, total: 1, liked_percent: 100 });

      for (const [cookie, thumb] of [
        [reader.cookie, 'down'],
        [premium.cookie, 'up'],
        [creator, 'up'],
        [moderator, 'down'],
        [admin, 'up'],
      ] as const) {
        expect((await rate(cookie, OTHER_TITLE, thumb)).status).toBe(200);
      }
      // Changing a thumb is still one rating.
      expect((await rate(author.cookie, OTHER_TITLE, 'down')).status).toBe(200);
      expect(await summary(OTHER_TITLE)).toMatchObject({ up: 3, down: 3, total: 6, liked_percent: 50 });

      response = await call('GET', `/api/user/ratings/${OTHER_TITLE}`, author.cookie);
      expect(myRatingSchema.parse(await response.json()).rating).toBe('down');
      expect((await call('DELETE', `/api/user/ratings/${OTHER_TITLE}`, author.cookie)).status).toBe(204);
      expect(await summary(OTHER_TITLE)).toMatchObject({ up: 3, down: 2, total: 5, liked_percent: 60 });
      response = await call('GET', `/api/user/ratings/${OTHER_TITLE}`, author.cookie);
      expect(myRatingSchema.parse(await response.json()).rating).toBeNull();
    });

    it('is per viewer profile: another profile of the same account rates on its own', async () => {
      const response = await call('POST', '/api/viewer-profiles', author.cookie, {
        name: 'Zola',
        avatar: 'protea',
        maturity_limit: null,
      });
      expect(response.status, await response.clone().text()).toBe(201);
      const zola = (await response.json()) as { id: string };
      expect((await rate(author.cookie, TITLE, 'up')).status).toBe(200);
      const select = await call('POST', `/api/viewer-profiles/${zola.id}/select`, author.cookie, {});
      expect(select.status).toBeLessThan(300);
      const mine = myRatingSchema.parse(
        await (await call('GET', `/api/user/ratings/${TITLE}`, author.cookie)).json(),
      );
      expect(mine.rating).toBeNull();
      // Back to the primary profile for the rest of the file.
      const primary = await call(
        'POST',
        `/api/viewer-profiles/${author.profileId}/select`,
        author.cookie,
        {},
      );
      expect(primary.status).toBeLessThan(300);
      expect((await call('DELETE', `/api/user/ratings/${TITLE}`, author.cookie)).status).toBe(204);
    });

    it('refuses visitors (401), unknown titles (404) and bad thumbs (400)', async () => {
      expect((await call('PUT', `/api/user/ratings/${TITLE}`, undefined, { rating: 'up' })).status).toBe(401);
      expect((await rate(reader.cookie, UNKNOWN, 'up')).status).toBe(404);
      expect((await call('PUT', `/api/user/ratings/${TITLE}`, reader.cookie, { rating: 5 })).status).toBe(
        400,
      );
      expect((await call('GET', `/api/videos/${UNKNOWN}/ratings`)).status).toBe(404);
    });
  });

  describe('reviews and reports', () => {
    const text = 'A moving story about a grandmother’s song.\nWorth it.';
    let reviewId: string;

    it('lets a profile write one review per title, edit it, and lists it to everyone, visitors too', async () => {
      expect((await rate(author.cookie, TITLE, 'up')).status).toBe(200);
      let response = await write(author.cookie, TITLE, `  ${text}  `);
      expect(response.status).toBe(201);
      const created = ownReviewSchema.parse(await response.json());
      expect(created).toMatchObject({ text, status: 'visible', hidden_reason: null });
      reviewId = created.id;

      response = await write(author.cookie, TITLE, `${text} Edited.`);
      expect(response.status).toBe(200);
      expect(ownReviewSchema.parse(await response.json())).toMatchObject({
        id: reviewId,
        text: `${text} Edited.`,
      });

      const visitor = await list(TITLE);
      expect(visitor.total).toBe(1);
      expect(visitor.items[0]).toMatchObject({
        id: reviewId,
        author: expect.any(String),
        rating: 'up',
        text: `${text} Edited.`,
        mine: false,
      });
      expect((await list(TITLE, author.cookie)).items[0]!.mine).toBe(true);
      expect((await summary(TITLE)).reviews).toBe(1);
    });

    it('pages the newest reviews first', async () => {
      const writers = [premium.cookie, creator, admin];
      for (const cookie of writers) {
        server.clock.advance(1000);
        expect((await write(cookie, OTHER_TITLE, 'Short and sweet.')).status).toBe(201);
      }
      const page = await list(OTHER_TITLE);
      expect(page.total).toBe(3);
      const times = page.items.map((item) => Date.parse(item.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(page.next_page).toBeNull();
    });

    it('refuses empty, too long and control-character text with 400', async () => {
      for (const bad of ['   ', 'x'.repeat(REVIEW_MAX_LENGTH + 1), 'bell\u0007', 'esc\u001b[31m']) {
        expect((await write(reader.cookie, TITLE, bad)).status).toBe(400);
      }
      expect((await write(reader.cookie, TITLE, 'x'.repeat(REVIEW_MAX_LENGTH))).status).toBe(201);
      expect((await call('DELETE', `/api/user/reviews/${TITLE}`, reader.cookie)).status).toBe(204);
    });

    it("edits and deletes only one's own: a delete without a review is 404", async () => {
      // The reader's PUT writes the reader's own review; it never touches the author's.
      expect((await call('DELETE', `/api/user/reviews/${TITLE}`, reader.cookie)).status).toBe(404);
      expect((await list(TITLE)).items.map((item) => item.id)).toEqual([reviewId]);
    });

    it('takes a report once per account, never of one’s own review', async () => {
      const report = (cookie: string, json: unknown = { reason: 'offensive', note: 'Rude words' }) =>
        call('POST', `/api/reviews/${reviewId}/reports`, cookie, json);
      expect((await report(author.cookie)).status).toBe(403);
      expect((await report(reader.cookie)).status).toBe(201);
      expect((await report(reader.cookie)).status).toBe(409);
      expect((await report(premium.cookie, { reason: 'spoiler' })).status).toBe(201);
      expect((await report(creator, { reason: 'nonsense' })).status).toBe(400);
      expect(
        (await call('POST', `/api/reviews/${UNKNOWN}/reports`, reader.cookie, { reason: 'spam' })).status,
      ).toBe(404);
    });

    it('lists reported reviews to moderators and admins only', async () => {
      for (const cookie of [reader.cookie, premium.cookie, creator]) {
        expect((await call('GET', '/api/moderation/reviews', cookie)).status).toBe(403);
      }
      expect((await call('GET', '/api/moderation/reviews')).status).toBe(401);
      for (const cookie of [moderator, admin]) {
        const page = await queue(cookie);
        const item = page.items.find((candidate) => candidate.id === reviewId)!;
        expect(item).toMatchObject({
          video_id: TITLE,
          title: expect.any(String),
          open_reports: 2,
          status: 'visible',
          notes: ['Rude words'],
        });
        expect(item.reasons).toEqual(
          expect.arrayContaining([
            { reason: 'offensive', count: 1 },
            { reason: 'spoiler', count: 1 },
          ]),
        );
      }
    });

    it('answers every moderation endpoint as its access says: visitor 401; free, premium, creator 403', async () => {
      const calls = [
        ['GET', '/api/moderation/reviews', undefined],
        ['POST', `/api/moderation/reviews/${reviewId}/approve`, undefined],
        ['POST', `/api/moderation/reviews/${reviewId}/hide`, { reason: 'x' }],
        ['POST', `/api/moderation/reviews/${reviewId}/restore`, undefined],
      ] as const;
      for (const [method, path, body] of calls) {
        expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
        for (const cookie of [reader.cookie, premium.cookie, creator]) {
          expect((await call(method, path, cookie, body)).status, `${method} ${path}`).toBe(403);
        }
      }
      // Nothing changed: the review is still visible with its two open reports.
      expect((await queue(admin)).items.find((item) => item.id === reviewId)?.open_reports).toBe(2);
    });

    it('approve dismisses the reports and keeps the review visible (audit-logged)', async () => {
      // A review on another title, reported once, then approved.
      const target = (await list(OTHER_TITLE)).items[0]!;
      expect(
        (await call('POST', `/api/reviews/${target.id}/reports`, reader.cookie, { reason: 'spam' })).status,
      ).toBe(201);
      expect((await queue(moderator)).items.map((item) => item.id)).toContain(target.id);
      expect((await call('POST', `/api/moderation/reviews/${target.id}/approve`, moderator)).status).toBe(
        204,
      );
      expect((await queue(moderator)).items.map((item) => item.id)).not.toContain(target.id);
      expect((await list(OTHER_TITLE)).items.map((item) => item.id)).toContain(target.id);
      const [entry] = await server.ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'review.approved'), eq(auditLog.targetId, target.id)));
      expect(entry?.details).toMatchObject({ reportsDismissed: 1 });
    });

    it('hide takes the review out of every public answer; its author sees the reason; restore brings it back', async () => {
      const reason = 'Personal attacks are not allowed';
      expect(
        (await call('POST', `/api/moderation/reviews/${reviewId}/hide`, reader.cookie, { reason })).status,
      ).toBe(403);
      expect(
        (await call('POST', `/api/moderation/reviews/${reviewId}/hide`, moderator, { reason: ' ' })).status,
      ).toBe(400);
      expect(
        (await call('POST', `/api/moderation/reviews/${reviewId}/hide`, moderator, { reason })).status,
      ).toBe(204);

      // Never in a public answer, for anyone: the raw JSON of every public read path is searched for the text.
      const publicPaths = [
        `/api/videos/${TITLE}/reviews`,
        `/api/videos/${TITLE}/ratings`,
        `/api/videos/${TITLE}`,
        '/api/recommendations',
        `/api/search?q=${encodeURIComponent('grandmother')}`,
      ];
      for (const cookie of [undefined, reader.cookie, premium.cookie, moderator]) {
        for (const path of publicPaths) {
          const body = await (await call('GET', path, cookie)).text();
          expect(body).not.toContain('grandmother’s song');
          expect(body).not.toContain(reason);
        }
      }
      expect((await list(TITLE)).total).toBe(0);
      expect((await summary(TITLE)).reviews).toBe(0);
      // Hidden reviews cannot be reported (nobody else knows they exist).
      expect(
        (await call('POST', `/api/reviews/${reviewId}/reports`, creator, { reason: 'spam' })).status,
      ).toBe(404);

      // The author sees it with the reason, cannot edit it, may delete it.
      const mine = myRatingSchema.parse(
        await (await call('GET', `/api/user/ratings/${TITLE}`, author.cookie)).json(),
      );
      expect(mine.review).toMatchObject({ id: reviewId, status: 'hidden', hidden_reason: reason });
      expect((await write(author.cookie, TITLE, 'Sorry.')).status).toBe(409);

      // The data export keeps it, with its state and reason.
      const exported = (await (await call('GET', '/api/account/export', author.cookie)).json()) as {
        reviews: { id: string; status: string; hidden_reason: string }[];
      };
      expect(exported.reviews).toEqual([
        expect.objectContaining({ id: reviewId, status: 'hidden', hidden_reason: reason }),
      ]);

      // Out of the reported queue, in the hidden view.
      expect((await queue(moderator)).items.map((item) => item.id)).not.toContain(reviewId);
      expect((await queue(moderator, '?view=hidden')).items[0]).toMatchObject({
        id: reviewId,
        hidden_reason: reason,
      });

      expect((await call('POST', `/api/moderation/reviews/${reviewId}/restore`, admin)).status).toBe(204);
      expect((await call('POST', `/api/moderation/reviews/${reviewId}/restore`, admin)).status).toBe(409);
      expect((await list(TITLE)).items.map((item) => item.id)).toEqual([reviewId]);

      const actions = await server.ctx.database.db
        .select({ action: auditLog.action, details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.targetId, reviewId));
      expect(actions.map((entry) => entry.action).sort()).toEqual(['review.hidden', 'review.restored']);
      expect(actions.find((entry) => entry.action === 'review.hidden')!.details).toMatchObject({
        reason,
        reportsResolved: 2,
      });
      expect((await call('POST', `/api/moderation/reviews/${UNKNOWN}/approve`, moderator)).status).toBe(404);
    });

    it('deletes the author’s own review', async () => {
      expect((await call('DELETE', `/api/user/reviews/${TITLE}`, author.cookie)).status).toBe(204);
      expect((await list(TITLE)).total).toBe(0);
    });
  });

  describe('maturity limits', () => {
    it('refuses rating, reviewing or reading reviews of a title above the profile’s limit', async () => {
      const kid = await signUpAndConfirm(server);
      await server.ctx.database.db
        .update(viewerProfiles)
        .set({ maturityLimit: '13' })
        .where(eq(viewerProfiles.id, kid.profileId));
      expect((await rate(kid.cookie, ADULT_TITLE, 'up')).status).toBe(403);
      expect((await write(kid.cookie, ADULT_TITLE, 'Hi')).status).toBe(403);
      expect((await call('GET', `/api/videos/${ADULT_TITLE}/reviews`, kid.cookie)).status).toBe(403);
      expect((await call('GET', `/api/videos/${ADULT_TITLE}/ratings`, kid.cookie)).status).toBe(403);
      expect((await rate(kid.cookie, TITLE, 'up')).status).toBe(200);
    });
  });

  describe('rate limits', () => {
    it('answers 429 when an account writes or reports too often', async () => {
      const limited = await startTestServer({
        env: { RATE_LIMITS: 'review_write_user=2/3600,review_report_user=1/3600,sign_in_ip=1000/300' },
      });
      try {
        const one = await signUpAndConfirm(limited);
        const two = await signUpAndConfirm(limited);
        const put = (cookie: string, body: string) =>
          limited.request(`/api/user/reviews/${TITLE}`, {
            method: 'PUT',
            headers: { cookie },
            json: { text: body },
          });
        expect((await put(one.cookie, 'First')).status).toBe(201);
        expect((await put(one.cookie, 'Second')).status).toBe(200);
        const third = await put(one.cookie, 'Third');
        expect(third.status).toBe(429);
        expect(third.headers.get('retry-after')).toBeTruthy();

        const id = ownReviewSchema.parse(
          (
            (await (
              await limited.request(`/api/user/ratings/${TITLE}`, { headers: { cookie: one.cookie } })
            ).json()) as {
              review: unknown;
            }
          ).review,
        ).id;
        const report = () =>
          limited.request(`/api/reviews/${id}/reports`, {
            method: 'POST',
            headers: { cookie: two.cookie },
            json: { reason: 'spam' },
          });
        expect((await report()).status).toBe(201);
        expect((await report()).status).toBe(429);
      } finally {
        await limited.close();
      }
    }, 120_000);
  });
});
