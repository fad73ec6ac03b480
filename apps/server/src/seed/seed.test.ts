import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/harness';
import type { DatabaseHandle } from '../db/client';
import { collectionItems, subscriptions, titles, userRoles, users, videos } from '../db/schema/index';
import { COLLECTION_MEMBERS, TITLES } from './catalogue-data';
import { DEMO_ACCOUNTS, deleteDemoAccounts, ensureDemoAccounts } from './demo-accounts';
import { deleteDemoCatalogue, demoTitleIds, demoVideoJobs, insertDemoCatalogue } from './demo-catalogue';
import { demoIds } from './demo-ids';

// The test template already holds the demo catalogue and accounts (test/global-setup.ts).
describe('demo seed', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('holds the spec collections with exactly their counts', async () => {
    const rows = await handle.db
      .select({ collectionId: collectionItems.collectionId, n: count() })
      .from(collectionItems)
      .groupBy(collectionItems.collectionId);
    const counts = Object.fromEntries(rows.map((row) => [row.collectionId, row.n]));
    expect(counts).toEqual({ 'mzansi-movies': 5, 'previews-trailers': 5, 'zulu-stories': 3 });
    expect(COLLECTION_MEMBERS['zulu-stories']).toContain('umkhokha');
  });

  it('has a trailer for every title and a main video for every movie, documentary and episode', async () => {
    const jobs = demoVideoJobs();
    const episodes = TITLES.flatMap((title) => title.seasons ?? []).flatMap(
      (season) => season.episodes,
    ).length;
    const features = TITLES.filter((title) => title.type !== 'series').length;
    expect(jobs).toHaveLength(TITLES.length + features + episodes);
    const [stored] = await handle.db.select({ n: count() }).from(videos);
    expect(stored?.n).toBe(jobs.length);
  });

  it('rebuilds the same rows with the same ids after a reset, and leaves what others added', async () => {
    const [other] = await handle.db
      .insert(titles)
      .values({
        slug: 'a-user-upload',
        type: 'movie',
        title: 'A user upload',
        releaseYear: 2026,
        ageRating: 'PG',
        originalLanguage: 'en',
      })
      .returning({ id: titles.id });
    await deleteDemoCatalogue(handle.db);
    expect(await handle.db.select({ id: titles.id }).from(titles)).toEqual([{ id: other!.id }]);

    await insertDemoCatalogue(handle.db, new Date());
    const ids = (
      await handle.db.select({ id: titles.id }).from(titles).where(inArray(titles.id, demoTitleIds()))
    ).map((row) => row.id);
    expect(ids.sort()).toEqual([...demoTitleIds()].sort());
    expect(ids).toContain(demoIds.title('umkhokha'));
  });

  it('creates the demo accounts once, with roles, and keeps the premium ones subscribed', async () => {
    const now = new Date();
    await ensureDemoAccounts(handle.db, now);
    await ensureDemoAccounts(handle.db, now);
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    const rows = await handle.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    expect(rows).toHaveLength(DEMO_ACCOUNTS.length);
    const adminRoles = await handle.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, demoIds.user('admin@mzansi.test')));
    expect(adminRoles.map((row) => row.role).sort()).toEqual(['admin', 'user']);

    // A demo subscription that ran out is renewed at the next start.
    const premiumId = demoIds.user('premium@mzansi.test');
    const later = new Date(now.getTime() + 40 * 24 * 3600 * 1000);
    await ensureDemoAccounts(handle.db, later);
    const subs = await handle.db
      .select({ status: subscriptions.status, endDate: subscriptions.endDate })
      .from(subscriptions)
      .where(eq(subscriptions.userId, premiumId));
    expect(subs.filter((sub) => sub.status === 'active')).toHaveLength(1);
    expect(subs.find((sub) => sub.status === 'active')!.endDate!.getTime()).toBeGreaterThan(later.getTime());
    expect(subs.filter((sub) => sub.status === 'expired')).toHaveLength(1);

    await deleteDemoAccounts(handle.db);
    expect(await handle.db.select({ id: users.id }).from(users).where(inArray(users.email, emails))).toEqual(
      [],
    );
  });
});
