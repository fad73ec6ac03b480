import {
  categoriesResponseSchema,
  collectionDetailSchema,
  collectionsResponseSchema,
  videoDetailSchema,
  videoPageSchema,
} from '@mzansi/contracts/discovery';
import { errorBodySchema } from '@mzansi/contracts/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../../test/harness';
import { titles } from '../../db/schema/index';
import { GENRES, TITLES } from '../../seed/catalogue-data';
import { demoIds } from '../../seed/demo-ids';
import { invalidateCatalogue } from './catalogue-cache';

const relatedSchema = z.object({ items: z.array(z.object({ id: z.string(), slug: z.string() })) });

describe('catalogue API', () => {
  let server: TestServer;
  const get = async <T>(pathname: string, schema: z.ZodType<T>) => {
    const response = await server.request(pathname);
    expect(response.status, pathname).toBe(200);
    return schema.parse(await response.json());
  };
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  describe('GET /api/videos', () => {
    it('refuses bad parameters with 400', async () => {
      for (const query of ['limit=0', 'limit=51', 'type=cartoon', 'sort=random', 'cursor=not-a-cursor']) {
        const response = await server.request(`/api/videos?${query}`);
        expect(response.status, query).toBe(400);
        expect(errorBodySchema.parse(await response.json()).error.code).toMatch(
          /bad_request|validation_failed/,
        );
      }
    });

    it('walks the whole catalogue page by page with no duplicates or gaps', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: z.infer<typeof videoPageSchema> = await get(
          `/api/videos?limit=7${cursor ? `&cursor=${cursor}` : ''}`,
          videoPageSchema,
        );
        expect(page.items.length).toBeLessThanOrEqual(7);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toHaveLength(TITLES.length);
      expect(new Set(seen).size).toBe(TITLES.length);
    });

    it('keeps pages stable when titles are published in between', async () => {
      const first = await get('/api/videos?limit=5', videoPageSchema);
      // A brand-new title appears at the top; the next page must continue after the last item we saw.
      await server.ctx.database.db.insert(titles).values({
        slug: 'brand-new',
        type: 'movie',
        title: 'Brand New',
        releaseYear: 2026,
        ageRating: 'PG',
        originalLanguage: 'en',
        status: 'published',
        publishedAt: server.clock.now(),
      });
      invalidateCatalogue(server.ctx);
      const second = await get(`/api/videos?limit=5&cursor=${first.nextCursor}`, videoPageSchema);
      const firstIds = new Set(first.items.map((item) => item.id));
      expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
      expect(second.items.map((item) => item.slug)).not.toContain('brand-new');
      const fresh = await get('/api/videos?limit=1', videoPageSchema);
      expect(fresh.items[0]?.slug).toBe('brand-new');
    });

    it('combines filters: type, genre, language and collection', async () => {
      const documentaries = await get('/api/videos?type=documentary&limit=50', videoPageSchema);
      expect(documentaries.items).toHaveLength(TITLES.filter((title) => title.type === 'documentary').length);
      const zuluDrama = await get('/api/videos?language=zu&genre=drama&limit=50', videoPageSchema);
      const expected = TITLES.filter(
        (title) => title.audioLanguages.includes('zu') && title.genres.includes('drama'),
      );
      expect(zuluDrama.items.map((item) => item.slug).sort()).toEqual(
        expected.map((title) => title.slug).sort(),
      );
      const collections = await get('/api/collections', collectionsResponseSchema);
      const zulu = collections.items.find((collection) => collection.name === 'Zulu Stories')!;
      const byGuid = await get(`/api/videos?collection=${zulu.guid}&limit=50`, videoPageSchema);
      expect(byGuid.items).toHaveLength(3);
    });

    it('sorts by title and by popularity', async () => {
      const byTitle = await get('/api/videos?sort=title&limit=50', videoPageSchema);
      const names = byTitle.items.map((item) => item.title.toLowerCase());
      expect(names).toEqual([...names].sort());
      const popular = await get('/api/videos?sort=popular&limit=3', videoPageSchema);
      const top = [...TITLES].sort((a, b) => b.popularity - a.popularity)[0]!;
      expect(popular.items[0]?.slug).toBe(top.slug);
    });

    it('sends ETag and public caching, and 304 when nothing changed', async () => {
      const response = await server.request('/api/videos?limit=20');
      expect(response.headers.get('cache-control')).toMatch(/^public, max-age=60/);
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await server.request('/api/videos?limit=20', { headers: { 'if-none-match': etag! } });
      expect(again.status).toBe(304);
    });
  });

  describe('GET /api/videos/:id', () => {
    it('answers 404 with the spec message for an unknown or draft title', async () => {
      const response = await server.request('/api/videos/00000000-0000-4000-8000-000000000000');
      expect(response.status).toBe(404);
      expect(errorBodySchema.parse(await response.json()).error.message).toBe(
        'Video not found or no longer available.',
      );
    });

    it('gives a series its seasons, episodes, credits, rating, languages and collections', async () => {
      const series = TITLES.find((title) => title.type === 'series' && (title.seasons?.length ?? 0) > 1)!;
      const detail = await get(`/api/videos/${demoIds.title(series.slug)}`, videoDetailSchema);
      expect(detail.title).toBe(series.title);
      expect(detail.seasons.map((season) => season.number)).toEqual(
        series.seasons!.map((season) => season.number),
      );
      expect(detail.seasons[0]!.episodes.map((episode) => episode.name)).toEqual(
        series.seasons![0]!.episodes.map((episode) => episode.name),
      );
      expect(detail.credits.map((credit) => credit.name)).toEqual(
        series.credits.map((credit) => credit.person),
      );
      expect(detail.ageRating).toBe(series.ageRating);
      expect(detail.ageRatingName).toBeTruthy();
      expect(detail.advisories.map((advisory) => advisory.code).sort()).toEqual(
        [...series.advisories].sort(),
      );
      expect(detail.originalLanguage.code).toBe(series.originalLanguage);
      expect(detail.mainVideo).toBeNull();
      expect(detail.premium).toBe(true);
    });

    it('treats quotes, backslashes and SQL in a slug as plain text', async () => {
      for (const slug of ["o'neil", "x'); drop table titles; --", 'back\\slash', "it''s", '$1']) {
        const response = await server.request(`/api/videos/${encodeURIComponent(slug)}`);
        expect(response.status, slug).toBe(404);
      }
      expect((await get('/api/videos?limit=1', videoPageSchema)).items).toHaveLength(1);
    });

    it('finds a title by slug too', async () => {
      const detail = await get('/api/videos/umkhokha', videoDetailSchema);
      expect(detail.id).toBe(demoIds.title('umkhokha'));
      expect(detail.collections.map((collection) => collection.name)).toContain('Zulu Stories');
    });
  });

  describe('related, categories, collections', () => {
    it('relates titles that share genres, people or language, never the title itself', async () => {
      const response = await get(`/api/videos/related?id=${demoIds.title('umkhokha')}`, relatedSchema);
      expect(response.items.length).toBeGreaterThan(0);
      expect(response.items.map((item) => item.slug)).not.toContain('umkhokha');
      const missing = await server.request('/api/videos/related?id=00000000-0000-4000-8000-000000000000');
      expect(missing.status).toBe(404);
      expect((await server.request('/api/videos/related?id=nope')).status).toBe(400);
    });

    it('lists categories with their counts', async () => {
      const categories = await get('/api/categories', categoriesResponseSchema);
      expect(categories.items.map((category) => category.slug)).toEqual(GENRES.map((genre) => genre.slug));
      for (const category of categories.items) {
        expect(category.videoCount).toBe(
          TITLES.filter((title) => title.genres.includes(category.slug)).length,
        );
      }
    });

    it('lists the spec collections with their names, guids and counts, and opens one', async () => {
      const collections = await get('/api/collections', collectionsResponseSchema);
      expect(collections.items.map(({ name, videoCount }) => ({ name, videoCount }))).toEqual([
        { name: 'Mzansi Movies', videoCount: 5 },
        { name: 'Previews & Trailers', videoCount: 5 },
        { name: 'Zulu Stories', videoCount: 3 },
      ]);
      const zulu = collections.items[2]!;
      const detail = await get(`/api/collections/${zulu.guid}`, collectionDetailSchema);
      expect(detail.items.map((item) => item.slug)).toContain('umkhokha');
      expect((await server.request('/api/collections/nope')).status).toBe(404);
    });
  });
});
