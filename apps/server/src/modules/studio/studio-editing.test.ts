import { videoDetailSchema } from '@mzansi/contracts/discovery';
import { studioTitleSchema, type StudioTitle } from '@mzansi/contracts/studio';
import {
  studioStatsResponseSchema,
  titleDetailsSchema,
  titleSubmissionsResponseSchema,
  type UpdateTitleDetails,
} from '@mzansi/contracts/studio-editing';
import { and, eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryProfileId, signInDemo, signUpAndConfirm } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { TITLES } from '../../seed/catalogue-data';
import { demoIds } from '../../seed/demo-ids';
import {
  auditLog,
  collections,
  genres,
  people,
  playEvents,
  ratings,
  titles,
  userRoles,
  users,
  videos,
  watchProgress,
  type Rendition,
} from '../../db/schema/index';

const rendition: Rendition = {
  name: '360p',
  width: 640,
  height: 360,
  bandwidth: 900_000,
  averageBandwidth: 800_000,
  codecs: 'avc1.4d401e,mp4a.40.2',
  frameRate: 25,
  tier: 'SD',
  playlist: '360p/index.m3u8',
};

/** A PNG of the given size with some structure in it (sharp draws it from SVG). */
const png = (width: number, height: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
        `<rect width="100%" height="100%" fill="#1f4e6b"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#d9a441"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

/** Issue 19: creators edit their own titles, upload artwork, see stats, and publish through review. */
describe('studio editing API', () => {
  let server: TestServer;
  let creator: string;
  let creatorId: string;
  let other: string;
  let admin: string;
  let moderator: string;
  let free: string;

  beforeAll(async () => {
    server = await startTestServer();
    [creator, admin, moderator, free] = await Promise.all([
      signInDemo(server, 'creator'),
      signInDemo(server, 'admin'),
      signInDemo(server, 'moderator'),
      signInDemo(server, 'free'),
    ]);
    const [row] = await server.ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'creator@mzansi.test'));
    creatorId = row!.id;
    const account = await signUpAndConfirm(server);
    await server.ctx.database.db.insert(userRoles).values({ userId: account.userId, role: 'creator' });
    other = account.cookie;
  });
  afterAll(() => server?.close());

  const call = (cookie: string | null, pathname: string, init: RequestInit & { json?: unknown } = {}) =>
    server.request(pathname, { ...init, headers: { ...(cookie ? { cookie } : {}), ...init.headers } });
  const errorOf = async (response: Response) =>
    (
      (await response.json()) as {
        error: { code: string; message: string; details?: { field: string; message: string }[] };
      }
    ).error;

  const createTitle = async (cookie: string, name = 'Ubuntu Rising'): Promise<StudioTitle> => {
    const response = await call(cookie, '/api/studio/titles', {
      method: 'POST',
      json: { title: name, type: 'movie', releaseYear: 2026, ageRating: '13', originalLanguage: 'xh' },
    });
    expect(response.status).toBe(201);
    return studioTitleSchema.parse(await response.json());
  };

  const readyMain = async (titleId: string, createdBy: string) => {
    const [row] = await server.ctx.database.db
      .insert(videos)
      .values({
        kind: 'main',
        status: 'ready',
        progress: 100,
        durationSeconds: 3600,
        renditions: [rendition],
        storagePrefix: 'pending',
        createdBy,
        titleId,
        originalFilename: 'film.mp4',
      })
      .returning({ id: videos.id });
    return row!.id;
  };

  const firstGenres = async (count: number) =>
    (await server.ctx.database.db.select({ id: genres.id }).from(genres).limit(count)).map((row) => row.id);

  const body = (overrides: Partial<UpdateTitleDetails> = {}): UpdateTitleDetails => ({
    tagline: 'A storm over the Drakensberg.',
    synopsis: 'Two herders and one night.',
    ageRating: '16',
    advisories: ['V', 'L'],
    genres: [],
    spokenLanguages: ['xh', 'en'],
    credits: [],
    ...overrides,
  });

  const put = (cookie: string, id: string, json: unknown, headers: Record<string, string> = {}) =>
    call(cookie, `/api/studio/titles/${id}/details`, { method: 'PUT', json, headers });

  describe('editing details', () => {
    it('lets the owner edit synopsis, tagline, genres, languages, rating, advisories and cast', async () => {
      const title = await createTitle(creator);
      const genreIds = await firstGenres(2);
      const [existing] = await server.ctx.database.db
        .select({ id: people.id, name: people.name })
        .from(people)
        .limit(1);
      const response = await put(
        creator,
        title.id,
        body({
          genres: genreIds,
          translations: { zu: { tagline: 'Isiphepho.', synopsis: '' } },
          credits: [
            { personId: existing!.id, role: 'director' },
            { name: 'Nomsa Dlamini-Test', role: 'actor', character: 'Zanele' },
          ],
        }),
      );
      expect(response.status).toBe(200);
      const details = titleDetailsSchema.parse(await response.json());
      expect(details).toMatchObject({
        tagline: 'A storm over the Drakensberg.',
        synopsis: 'Two herders and one night.',
        ageRating: '16',
        advisories: ['L', 'V'],
        spokenLanguages: ['en', 'xh'],
        translations: { zu: { tagline: 'Isiphepho.', synopsis: '' } },
      });
      expect([...details.genres].sort()).toEqual([...genreIds].sort());
      expect(details.credits).toEqual([
        { personId: existing!.id, name: existing!.name, role: 'director', character: null },
        { personId: expect.any(String), name: 'Nomsa Dlamini-Test', role: 'actor', character: 'Zanele' },
      ]);
      // The new person exists now, and the same name picks them again rather than making another.
      const again = titleDetailsSchema.parse(
        await (
          await put(creator, title.id, body({ credits: [{ name: 'nomsa dlamini-test', role: 'writer' }] }))
        ).json(),
      );
      expect(again.credits[0]!.personId).toBe(details.credits[1]!.personId);
      // The same answer comes back on a fresh read, and the change is in the audit log.
      const read = titleDetailsSchema.parse(
        await (await call(creator, `/api/studio/titles/${title.id}/details`)).json(),
      );
      expect(read.credits).toEqual(again.credits);
      const audits = await server.ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'title.details_updated'), eq(auditLog.targetId, title.id)));
      expect(audits).toHaveLength(2);
      expect(audits[0]!.actorId).toBe(creatorId);
      expect((audits[0]!.details as { changed: string[] }).changed).toEqual(
        expect.arrayContaining(['tagline', 'synopsis', 'genres', 'credits', 'translations']),
      );
    });

    it('refuses another creator (403), moderators and free viewers (403), visitors (401); admins may', async () => {
      const title = await createTitle(creator, 'Not Yours');
      const detailsPath = `/api/studio/titles/${title.id}/details`;
      expect((await call(other, detailsPath)).status).toBe(403);
      expect((await put(other, title.id, body())).status).toBe(403);
      expect((await call(moderator, detailsPath)).status).toBe(403);
      expect((await put(free, title.id, body())).status).toBe(403);
      expect((await call(null, detailsPath)).status).toBe(401);
      expect(
        (await call(creator, '/api/studio/titles/00000000-0000-4000-8000-000000000000/details')).status,
      ).toBe(404);
      expect((await put(admin, title.id, body({ tagline: 'Edited by an admin.' }))).status).toBe(200);
      expect((await call(other, '/api/studio/stats')).status).toBe(200);
      expect((await call(moderator, '/api/studio/stats')).status).toBe(403);
    });

    it('collections: only admins change them', async () => {
      const title = await createTitle(creator, 'Collected');
      const [collection] = await server.ctx.database.db
        .select({ id: collections.id })
        .from(collections)
        .limit(1);
      const refused = await put(creator, title.id, body({ collections: [collection!.id] }));
      expect(refused.status).toBe(403);
      const allowed = await put(admin, title.id, body({ collections: [collection!.id] }));
      expect(allowed.status).toBe(200);
      expect(titleDetailsSchema.parse(await allowed.json()).collections).toEqual([collection!.id]);
      // A creator sending the collections as they are is fine (the editor sends what it read).
      expect((await put(creator, title.id, body({ collections: [collection!.id] }))).status).toBe(200);
      expect((await put(creator, title.id, body())).status).toBe(200);
    });

    it('answers field errors for unknown genres, people and duplicate credits, in the viewer’s language', async () => {
      const title = await createTitle(creator, 'Wrong Fields');
      const unknown = await put(
        creator,
        title.id,
        body({
          genres: ['00000000-0000-4000-8000-000000000001'],
          credits: [{ personId: '00000000-0000-4000-8000-000000000002', role: 'actor' }],
        }),
      );
      expect(unknown.status).toBe(400);
      const error = await errorOf(unknown);
      expect(error.code).toBe('validation_failed');
      expect(error.details).toEqual([
        { field: 'body.genres.0', message: 'This genre does not exist.' },
        {
          field: 'body.credits.0.personId',
          message: 'This person does not exist. Pick someone from the list or type a new name.',
        },
      ]);
      const zulu = await put(creator, title.id, body({ genres: ['00000000-0000-4000-8000-000000000001'] }), {
        'accept-language': 'zu',
      });
      expect((await errorOf(zulu)).details).toEqual([
        { field: 'body.genres.0', message: 'Lolu hlobo alukho.' },
      ]);
      const duplicate = await put(
        creator,
        title.id,
        body({
          credits: [
            { name: 'Twice Person', role: 'actor' },
            { name: 'Twice Person', role: 'actor' },
          ],
        }),
      );
      expect(duplicate.status).toBe(400);
      expect((await errorOf(duplicate)).details).toEqual([
        { field: 'body.credits.1', message: 'This person already has this role on the title.' },
      ]);
      // The contract's limits: a tagline over 90 characters, an unknown advisory, an empty credit.
      const limits = await put(
        creator,
        title.id,
        body({ tagline: 'x'.repeat(91), advisories: ['Q' as 'V'], credits: [{ role: 'actor' }] }),
      );
      expect(limits.status).toBe(400);
      expect((await errorOf(limits)).details!.map((detail) => detail.field)).toEqual(
        expect.arrayContaining(['body.tagline', 'body.advisories.0', 'body.credits.0.name']),
      );
    });

    it("shows a published title's new cast and tagline on its public page at once", async () => {
      const slug = TITLES.find((entry) => entry.type === 'movie')!.slug;
      const page = async () =>
        videoDetailSchema.parse(await (await call(null, `/api/videos/${slug}`)).json());
      const before = await page(); // cached
      const id = demoIds.title(slug);
      const current = titleDetailsSchema.parse(
        await (await call(admin, `/api/studio/titles/${id}/details`)).json(),
      );
      expect(current.credits.length).toBe(before.credits.length);
      const response = await put(admin, id, {
        tagline: 'A new hook for the page.',
        synopsis: current.synopsis,
        ageRating: current.ageRating,
        advisories: current.advisories,
        genres: current.genres,
        spokenLanguages: current.spokenLanguages,
        credits: [
          { name: 'Brand New Lead', role: 'actor', character: 'The Lead' },
          ...current.credits.map((credit) => ({
            personId: credit.personId,
            role: credit.role,
            character: credit.character,
          })),
        ],
      });
      expect(response.status).toBe(200);
      const after = await page();
      expect(after.tagline).toBe('A new hook for the page.');
      expect(after.credits[0]).toMatchObject({
        name: 'Brand New Lead',
        role: 'actor',
        character: 'The Lead',
      });
      expect(after.credits).toHaveLength(before.credits.length + 1);
    });

    it('finds people by name for the picker', async () => {
      const response = await call(creator, '/api/studio/people?q=nomsa%20dlamini');
      expect(response.status).toBe(200);
      const found = (await response.json()) as { items: { name: string }[] };
      expect(found.items.map((item) => item.name)).toContain('Nomsa Dlamini-Test');
      const options = (await (await call(creator, '/api/studio/options')).json()) as {
        genres: unknown[];
        collections: unknown[];
        canEditCollections: boolean;
        publishThroughReview: boolean;
      };
      expect(options.genres.length).toBeGreaterThan(0);
      expect(options.collections.length).toBeGreaterThan(0);
      expect(options).toMatchObject({ canEditCollections: false, publishThroughReview: true });
      expect(await (await call(admin, '/api/studio/options')).json()).toMatchObject({
        canEditCollections: true,
        publishThroughReview: false,
      });
    });
  });

  describe('artwork', () => {
    const upload = (
      cookie: string,
      id: string,
      kind: string,
      file: Buffer,
      type = 'image/png',
      name = 'a.png',
    ) => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(file)], { type }), name);
      return call(cookie, `/api/studio/titles/${id}/artwork/${kind}`, { method: 'POST', body: form });
    };

    it('re-encodes an uploaded poster into the responsive WebP sizes, serves them, and removes the old files', async () => {
      const title = await createTitle(creator, 'Posters');
      const response = await upload(creator, title.id, 'poster', await png(800, 1200));
      expect(response.status).toBe(200);
      const details = titleDetailsSchema.parse(await response.json());
      expect(details.uploadedArtwork).toEqual({ poster: true, backdrop: false });
      expect(details.poster.src).toMatch(
        /^\/media\/artwork\/titles\/[0-9a-f-]{36}\/poster-u[0-9a-f]{16}-400\.webp$/,
      );
      const urls = details.poster.srcSet.split(', ').map((entry) => entry.split(' ')[0]!);
      expect(urls).toHaveLength(3);
      for (const [index, width] of [200, 400, 600].entries()) {
        const served = await call(null, urls[index]!);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe('image/webp');
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: width * 1.5 });
      }
      // The generated backdrop fills the other half until one is uploaded.
      expect(details.backdrop.src).toMatch(/backdrop-[0-9a-f]{8}-1280\.webp$/);

      const replaced = titleDetailsSchema.parse(
        await (await upload(creator, title.id, 'poster', await png(600, 900))).json(),
      );
      expect(replaced.poster.src).not.toBe(details.poster.src);
      const oldFile = path.join(server.storageDir, details.poster.src.replace(/^\/media\//, ''));
      await expect(fs.access(oldFile)).rejects.toThrow();
      expect((await call(null, details.poster.src)).status).toBe(404);
      const backdrop = titleDetailsSchema.parse(
        await (await upload(creator, title.id, 'backdrop', await png(1920, 1080), 'image/png')).json(),
      );
      expect(backdrop.uploadedArtwork).toEqual({ poster: true, backdrop: true });
      expect((await call(null, backdrop.backdrop.src)).status).toBe(200);
      const audits = await server.ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'title.artwork_uploaded'), eq(auditLog.targetId, title.id)));
      expect(audits).toHaveLength(3);
    });

    it('refuses what is not a picture, too small a picture, and other people’s titles', async () => {
      const title = await createTitle(creator, 'Not Pictures');
      const text = await upload(
        creator,
        title.id,
        'poster',
        Buffer.from('hello, not a picture'),
        'image/png',
      );
      expect(text.status).toBe(415);
      expect((await errorOf(text)).message).toBe(
        'This file is not a picture we can read. Use a JPEG, PNG or WebP image.',
      );
      const svg = await upload(
        creator,
        title.id,
        'poster',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1200"/>'),
        'image/svg+xml',
        'a.svg',
      );
      expect(svg.status).toBe(415);
      const small = await upload(creator, title.id, 'backdrop', await png(640, 360));
      expect(small.status).toBe(400);
      expect((await errorOf(small)).message).toBe(
        'The picture is too small: it must be at least 1280 × 720 pixels.',
      );
      // Over 40 megapixels (a small file: one colour), and over 10 MB.
      const huge = await sharp({
        create: { width: 8000, height: 6000, channels: 3, background: '#1f4e6b' },
      })
        .png()
        .toBuffer();
      const tooManyPixels = await upload(creator, title.id, 'backdrop', huge);
      expect(tooManyPixels.status).toBe(413);
      expect((await errorOf(tooManyPixels)).message).toBe('The picture has more than 40 megapixels.');
      const tooBig = await upload(creator, title.id, 'backdrop', Buffer.alloc(11 * 1024 * 1024, 7));
      expect(tooBig.status).toBe(413);
      expect((await errorOf(tooBig)).message).toBe('The picture is larger than 10 MB.');
      expect((await upload(other, title.id, 'poster', await png(800, 1200))).status).toBe(403);
      expect((await upload(creator, title.id, 'banner', await png(800, 1200))).status).toBe(400);
    });
  });

  describe('stats', () => {
    it('counts plays, watch hours, completion and ratings of my titles only', async () => {
      const title = await createTitle(creator, 'Counted');
      const untouched = await createTitle(creator, 'Unwatched');
      const videoId = await readyMain(title.id, creatorId);
      const db = server.ctx.database.db;
      const viewers = await Promise.all([1, 2, 3, 4].map(() => signUpAndConfirm(server)));
      const profiles = await Promise.all(viewers.map((viewer) => primaryProfileId(server, viewer.userId)));
      await db.insert(playEvents).values(
        Array.from({ length: 5 }, (_, index) => ({
          titleId: title.id,
          videoId,
          userId: viewers[index % 4]!.userId,
        })),
      );
      // 3600 s completed twice, 1800 s and 0 s in progress: 2.5 hours, 2 of 4 completed.
      await db.insert(watchProgress).values([
        {
          userId: viewers[0]!.userId,
          profileId: profiles[0]!,
          videoId,
          titleId: title.id,
          positionSeconds: 3590,
          durationSeconds: 3600,
          completed: true,
        },
        {
          userId: viewers[1]!.userId,
          profileId: profiles[1]!,
          videoId,
          titleId: title.id,
          positionSeconds: 3600,
          durationSeconds: 3600,
          completed: true,
        },
        {
          userId: viewers[2]!.userId,
          profileId: profiles[2]!,
          videoId,
          titleId: title.id,
          positionSeconds: 1800,
          durationSeconds: 3600,
          completed: false,
        },
        {
          userId: viewers[3]!.userId,
          profileId: profiles[3]!,
          videoId,
          titleId: title.id,
          positionSeconds: 0,
          durationSeconds: 3600,
          completed: false,
        },
      ]);
      await db.insert(ratings).values([
        { userId: viewers[0]!.userId, profileId: profiles[0]!, titleId: title.id, rating: 1 },
        { userId: viewers[1]!.userId, profileId: profiles[1]!, titleId: title.id, rating: 1 },
        { userId: viewers[2]!.userId, profileId: profiles[2]!, titleId: title.id, rating: 1 },
        { userId: viewers[3]!.userId, profileId: profiles[3]!, titleId: title.id, rating: -1 },
      ]);
      const mine = studioStatsResponseSchema.parse(await (await call(creator, '/api/studio/stats')).json());
      expect(mine.items.find((item) => item.titleId === title.id)).toEqual({
        titleId: title.id,
        plays: 5,
        watchHours: 2.5,
        completionRate: 0.5,
        ratings: 4,
        thumbsUpShare: 0.75,
      });
      expect(mine.items.find((item) => item.titleId === untouched.id)).toEqual({
        titleId: untouched.id,
        plays: 0,
        watchHours: 0,
        completionRate: null,
        ratings: 0,
        thumbsUpShare: null,
      });
      const others = studioStatsResponseSchema.parse(await (await call(other, '/api/studio/stats')).json());
      expect(others.items.some((item) => item.titleId === title.id)).toBe(false);
      const admins = studioStatsResponseSchema.parse(await (await call(admin, '/api/studio/stats')).json());
      expect(admins.items.some((item) => item.titleId === title.id)).toBe(true);
    });
  });

  describe('publication through review (STUDIO_PUBLISH_REVIEW, on by default)', () => {
    const publish = (cookie: string, id: string) =>
      call(cookie, `/api/studio/titles/${id}`, { method: 'PATCH', json: { status: 'published' } });
    const publicStatus = async (id: string) => (await call(free, `/api/videos/${id}`)).status;
    const queue = async (cookie: string) =>
      titleSubmissionsResponseSchema.parse(await (await call(cookie, '/api/moderation/titles')).json());

    it('a creator submits, the title stays private, a moderator approves and it is public', async () => {
      const title = await createTitle(creator, 'Submitted');
      await readyMain(title.id, creatorId);
      const submitted = await publish(creator, title.id);
      expect(submitted.status).toBe(200);
      const studioTitle = studioTitleSchema.parse(await submitted.json());
      expect(studioTitle.status).toBe('draft');
      expect(studioTitle.review).toMatchObject({ state: 'pending', reason: null });
      expect(await publicStatus(title.id)).toBe(404);
      // Submitting again changes nothing.
      expect((await publish(creator, title.id)).status).toBe(200);

      expect((await call(creator, '/api/moderation/titles')).status).toBe(403);
      expect((await call(free, '/api/moderation/titles')).status).toBe(403);
      const items = (await queue(moderator)).items.filter((item) => item.id === title.id);
      expect(items).toEqual([
        expect.objectContaining({ id: title.id, title: 'Submitted', createdBy: creatorId }),
      ]);
      expect(
        (await call(creator, `/api/moderation/titles/${title.id}/approve`, { method: 'POST' })).status,
      ).toBe(403);
      expect(
        (await call(moderator, `/api/moderation/titles/${title.id}/approve`, { method: 'POST' })).status,
      ).toBe(204);
      expect(await publicStatus(title.id)).toBe(200);
      const [row] = await server.ctx.database.db.select().from(titles).where(eq(titles.id, title.id));
      expect(row).toMatchObject({ status: 'published', reviewState: null });
      expect(row!.artwork).not.toBeNull();
      expect((await queue(moderator)).items.some((item) => item.id === title.id)).toBe(false);
      // Approving twice: nothing is waiting any more.
      expect(
        (await call(moderator, `/api/moderation/titles/${title.id}/approve`, { method: 'POST' })).status,
      ).toBe(404);
      const audits = await server.ctx.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.targetId, title.id));
      expect(audits.map((audit) => audit.action)).toEqual(
        expect.arrayContaining(['title.submitted', 'title.approved']),
      );
    });

    it('a rejected title shows the reason to its creator and stays private; admins publish directly', async () => {
      const title = await createTitle(creator, 'Rejected');
      await readyMain(title.id, creatorId);
      await publish(creator, title.id);
      const empty = await call(moderator, `/api/moderation/titles/${title.id}/reject`, {
        method: 'POST',
        json: { reason: '  ' },
      });
      expect(empty.status).toBe(400);
      const rejected = await call(moderator, `/api/moderation/titles/${title.id}/reject`, {
        method: 'POST',
        json: { reason: 'The poster shows a brand logo.' },
      });
      expect(rejected.status).toBe(204);
      expect(await publicStatus(title.id)).toBe(404);
      const list = (await (await call(creator, '/api/studio/titles')).json()) as { items: StudioTitle[] };
      expect(list.items.find((item) => item.id === title.id)?.review).toMatchObject({
        state: 'rejected',
        reason: 'The poster shows a brand logo.',
      });
      const [audit] = await server.ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'title.rejected'), eq(auditLog.targetId, title.id)));
      expect(audit!.details).toMatchObject({ reason: 'The poster shows a brand logo.' });
      // Submitted again it is pending with no reason; withdrawn (back to a draft) it leaves the queue.
      const again = studioTitleSchema.parse(await (await publish(creator, title.id)).json());
      expect(again.review).toMatchObject({ state: 'pending', reason: null });
      const withdrawn = await call(creator, `/api/studio/titles/${title.id}`, {
        method: 'PATCH',
        json: { status: 'draft' },
      });
      expect(studioTitleSchema.parse(await withdrawn.json())).toMatchObject({
        status: 'draft',
        review: null,
      });
      expect((await queue(moderator)).items.some((item) => item.id === title.id)).toBe(false);
      // An admin publishes at once.
      const direct = studioTitleSchema.parse(await (await publish(admin, title.id)).json());
      expect(direct).toMatchObject({ status: 'published', review: null });
      expect(await publicStatus(title.id)).toBe(200);
    });
  });
});

describe('studio editing API with STUDIO_PUBLISH_REVIEW=false', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { STUDIO_PUBLISH_REVIEW: 'false' } });
  });
  afterAll(() => server?.close());

  it("publishes a creator's title at once", async () => {
    const creator = await signInDemo(server, 'creator');
    const created = await server.request('/api/studio/titles', {
      method: 'POST',
      headers: { cookie: creator },
      json: {
        title: 'Straight Out',
        type: 'movie',
        releaseYear: 2026,
        ageRating: '13',
        originalLanguage: 'zu',
      },
    });
    const title = studioTitleSchema.parse(await created.json());
    await server.ctx.database.db.insert(videos).values({
      kind: 'main',
      status: 'ready',
      progress: 100,
      durationSeconds: 60,
      renditions: [rendition],
      storagePrefix: 'pending',
      createdBy: title.createdBy,
      titleId: title.id,
    });
    const published = await server.request(`/api/studio/titles/${title.id}`, {
      method: 'PATCH',
      headers: { cookie: creator },
      json: { status: 'published' },
    });
    expect(studioTitleSchema.parse(await published.json())).toMatchObject({
      status: 'published',
      review: null,
    });
    expect((await server.request(`/api/videos/${title.id}`)).status).toBe(200);
  });
});
