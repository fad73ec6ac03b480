import { errorBodySchema } from '@mzansi/contracts/errors';
import { watchlistEntrySchema, watchlistResponseSchema } from '@mzansi/contracts/watchlist';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, signUpAndConfirm, type TestAccount } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { titles } from '../../db/schema/index';
import { demoIds } from '../../seed/demo-ids';

const UMKHOKHA = demoIds.title('umkhokha');
const OTHER = demoIds.title('amaphupho');

describe('watchlist API (spec §3, §5, §7)', () => {
  let server: TestServer;
  let viewer: TestAccount;
  const list = async (cookie: string) => {
    const response = await server.request('/api/user/watchlist', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    return watchlistResponseSchema.parse(await response.json()).items;
  };
  const add = (cookie: string, videoId: string) =>
    server.request('/api/user/watchlist', { method: 'POST', headers: { cookie }, json: { videoId } });

  beforeAll(async () => {
    server = await startTestServer();
    viewer = await signUpAndConfirm(server);
  });
  afterAll(() => server.close());

  it('answers every call without a signed-in user with 401 "User not authenticated"', async () => {
    for (const [method, path, json] of [
      ['GET', '/api/user/watchlist', undefined],
      ['POST', '/api/user/watchlist', { videoId: UMKHOKHA }],
      ['DELETE', `/api/user/watchlist/${UMKHOKHA}`, undefined],
    ] as const) {
      const response = await server.request(path, { method, ...(json ? { json } : {}) });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(errorBodySchema.parse(await response.json()).error.message).toBe('User not authenticated');
    }
  });

  it('refuses a malformed id with 400 and an unknown title with 404', async () => {
    expect((await add(viewer.cookie, 'not-a-uuid')).status).toBe(400);
    expect((await add(viewer.cookie, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('adds titles, lists them newest first in the spec shape, and refuses a duplicate cleanly', async () => {
    const first = await add(viewer.cookie, UMKHOKHA);
    expect(first.status).toBe(201);
    const entry = watchlistEntrySchema.parse(await first.json());
    expect(entry).toMatchObject({ user_id: viewer.userId, video_id: UMKHOKHA, video: { slug: 'umkhokha' } });
    server.clock.advance(1000);
    expect((await add(viewer.cookie, OTHER)).status).toBe(201);

    const duplicate = await add(viewer.cookie, UMKHOKHA);
    expect(duplicate.status).toBe(409);
    expect(errorBodySchema.parse(await duplicate.json()).error.code).toBe('conflict');

    const items = await list(viewer.cookie);
    expect(items.map((item) => item.video_id)).toEqual([OTHER, UMKHOKHA]);
    expect(items.map((item) => Object.keys(item).sort())).toEqual([
      ['added_at', 'id', 'user_id', 'video', 'video_id'],
      ['added_at', 'id', 'user_id', 'video', 'video_id'],
    ]);
  });

  it('keeps each user to their own list: another user can neither read nor change it', async () => {
    const other = await signInDemo(server, 'free');
    expect(await list(other)).toEqual([]);
    const removeOthers = await server.request(`/api/user/watchlist/${UMKHOKHA}`, {
      method: 'DELETE',
      headers: { cookie: other },
    });
    expect(removeOthers.status).toBe(404);
    expect((await list(viewer.cookie)).map((item) => item.video_id)).toContain(UMKHOKHA);
  });

  it('removes a title, then answers 404 for removing it again', async () => {
    const removed = await server.request(`/api/user/watchlist/${UMKHOKHA}`, {
      method: 'DELETE',
      headers: { cookie: viewer.cookie },
    });
    expect(removed.status).toBe(204);
    expect((await list(viewer.cookie)).map((item) => item.video_id)).toEqual([OTHER]);
    const again = await server.request(`/api/user/watchlist/${UMKHOKHA}`, {
      method: 'DELETE',
      headers: { cookie: viewer.cookie },
    });
    expect(again.status).toBe(404);
  });

  it('hides a saved title that is unpublished, without losing the entry', async () => {
    await server.ctx.database.db.update(titles).set({ status: 'draft' }).where(eq(titles.id, OTHER));
    expect(await list(viewer.cookie)).toEqual([]);
    await server.ctx.database.db.update(titles).set({ status: 'published' }).where(eq(titles.id, OTHER));
    expect((await list(viewer.cookie)).map((item) => item.video_id)).toEqual([OTHER]);
  });
});
