import {
  categoriesResponseSchema,
  recommendationsResponseSchema,
  videoDetailSchema,
  videoPageSchema,
} from '@mzansi/contracts/discovery';
import { LANGUAGE_COOKIE } from '@mzansi/i18n/languages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { signInDemo } from '../../../test/accounts';
import { titleTranslations, watchHistory } from '../../db/schema/index';
import { TITLES } from '../../seed/catalogue-data';
import { TITLE_TRANSLATIONS } from '../../seed/catalogue-translations';
import { demoIds } from '../../seed/demo-ids';
import { invalidateCatalogue } from './catalogue-cache';

/** Issue 16: the catalogue's text in the request's language, English where a title has none in it. */
describe('the catalogue in isiZulu, isiXhosa and Afrikaans', () => {
  let server: TestServer;
  const umkhokha = TITLES.find((title) => title.slug === 'umkhokha')!;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const detail = async (slug: string, headers: Record<string, string> = {}) => {
    const response = await server.request(`/api/videos/${slug}`, { headers });
    expect(response.status).toBe(200);
    return videoDetailSchema.parse(await response.json());
  };

  it('answers a title page in isiZulu (Accept-Language) and in Afrikaans (the language cookie)', async () => {
    const zu = await detail('umkhokha', { 'accept-language': 'zu-ZA,zu;q=0.9,en;q=0.5' });
    expect(zu.tagline).toBe(TITLE_TRANSLATIONS.umkhokha!.zu.tagline);
    expect(zu.synopsis).toBe(TITLE_TRANSLATIONS.umkhokha!.zu.synopsis);
    expect(zu.genreDetails.find((genre) => genre.slug === 'drama')?.name).toBe('Idrama');
    // The title's name and people are never translated.
    expect(zu.title).toBe('Umkhokha');

    const af = await detail('umkhokha', { cookie: `${LANGUAGE_COOKIE}=af`, 'accept-language': 'zu' });
    expect(af.tagline).toBe(TITLE_TRANSLATIONS.umkhokha!.af.tagline);
    // The FPB classification's name too (its code stays the code).
    expect(umkhokha.ageRating).toBe('16');
    expect(zu.ageRatingName).toBe('Iminyaka eyi-16 nangaphezulu');
    expect(af.ageRatingName).toBe('Ouderdom 16 en ouer');
    expect(af.genreDetails.find((genre) => genre.slug === 'thriller')?.name).toBe('Riller');

    const en = await detail('umkhokha');
    expect(en.tagline).toBe(umkhokha.tagline);
    expect(en.ageRatingName).toBe('Ages 16 and older');
    expect(en.synopsis).toBe(umkhokha.synopsis);
  });

  it('falls back to English, field by field, where a title has no text in the language', async () => {
    const slug = 'amanzi-amnyama';
    const english = TITLES.find((title) => title.slug === slug)!;
    const id = demoIds.title(slug);
    await server.ctx.database.db
      .delete(titleTranslations)
      .where(and(eq(titleTranslations.titleId, id), eq(titleTranslations.language, 'xh')));
    await server.ctx.database.db
      .update(titleTranslations)
      .set({ synopsis: '' })
      .where(and(eq(titleTranslations.titleId, id), eq(titleTranslations.language, 'zu')));
    invalidateCatalogue(server.ctx);

    const xh = await detail(slug, { 'accept-language': 'xh' });
    expect(xh.tagline).toBe(english.tagline);
    expect(xh.synopsis).toBe(english.synopsis);
    const zu = await detail(slug, { 'accept-language': 'zu' });
    expect(zu.tagline).toBe(TITLE_TRANSLATIONS[slug]!.zu.tagline);
    expect(zu.synopsis).toBe(english.synopsis);
  });

  it('lists titles with their taglines in the language', async () => {
    const page = async (headers: Record<string, string>) => {
      const response = await server.request('/api/videos?limit=50', { headers });
      return videoPageSchema.parse(await response.json()).items;
    };
    const zu = await page({ 'accept-language': 'zu' });
    expect(zu.find((item) => item.slug === 'umkhokha')?.tagline).toBe(
      TITLE_TRANSLATIONS.umkhokha!.zu.tagline,
    );
    const en = await page({});
    expect(en.find((item) => item.slug === 'umkhokha')?.tagline).toBe(umkhokha.tagline);
    expect(en.map((item) => item.id)).toEqual(zu.map((item) => item.id));
  });

  it('names the categories in the language', async () => {
    const response = await server.request('/api/categories', {
      headers: { cookie: `${LANGUAGE_COOKIE}=af` },
    });
    const { items } = categoriesResponseSchema.parse(await response.json());
    expect(items.find((category) => category.slug === 'comedy')).toMatchObject({
      name: 'Komedie',
      description: expect.stringContaining('lag'),
    });
  });

  it('titles the home rows in the language, with their titles’ taglines in it', async () => {
    const rows = async (headers: Record<string, string>) =>
      recommendationsResponseSchema.parse(
        await (await server.request('/api/recommendations', { headers })).json(),
      ).rows;
    const zu = await rows({ 'accept-language': 'zu' });
    const trending = zu.find((row) => row.id === 'trending')!;
    expect(trending.title).toBe('Okushisa kakhulu eNingizimu Afrika');
    const item = trending.items.find((entry) => entry.slug === 'umkhokha')!;
    expect(item.tagline).toBe(TITLE_TRANSLATIONS.umkhokha!.zu.tagline);
    const en = await rows({});
    expect(en.find((row) => row.id === 'trending')?.title).toBe('Trending in South Africa');
  });

  it('keeps each language its own cached answer, ETag and Vary', async () => {
    const first = await server.request('/api/videos/umkhokha', { headers: { 'accept-language': 'zu' } });
    const english = await server.request('/api/videos/umkhokha');
    const again = await server.request('/api/videos/umkhokha', { headers: { 'accept-language': 'zu' } });
    expect(videoDetailSchema.parse(await again.json()).tagline).toBe(TITLE_TRANSLATIONS.umkhokha!.zu.tagline);
    expect(videoDetailSchema.parse(await english.json()).tagline).toBe(umkhokha.tagline);
    expect(again.headers.get('x-cache')).toBe('HIT');
    for (const response of [first, english, again]) {
      expect(response.headers.get('vary')).toMatch(/accept-language/i);
      expect(response.headers.get('vary')).toMatch(/cookie/i);
    }
    const zuTag = first.headers.get('etag');
    expect(zuTag).toBeTruthy();
    expect(zuTag).not.toBe(english.headers.get('etag'));
    // A revalidation only matches the answer in its own language.
    const revalidated = await server.request('/api/videos/umkhokha', {
      headers: { 'accept-language': 'zu', 'if-none-match': zuTag! },
    });
    expect(revalidated.status).toBe(304);
    const otherLanguage = await server.request('/api/videos/umkhokha', {
      headers: { 'if-none-match': zuTag! },
    });
    expect(otherLanguage.status).toBe(200);
  });

  it("answers a viewer's own lists (My List, history) in their language too", async () => {
    const cookie = await signInDemo(server, 'premium');
    const session = (await (await server.request('/api/auth/session', { headers: { cookie } })).json()) as {
      session: { user: { id: string } };
      viewer_profile: { id: string };
    };
    const titleId = demoIds.title('umkhokha');
    const added = await server.request('/api/user/watchlist', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ videoId: titleId }),
    });
    expect([201, 200, 409]).toContain(added.status);
    await server.ctx.database.db
      .insert(watchHistory)
      .values({ userId: session.session.user.id, profileId: session.viewer_profile.id, titleId });

    const taglines = async (path: string, language: string) => {
      const response = await server.request(path, {
        headers: { cookie: `${cookie}; ${LANGUAGE_COOKIE}=${language}` },
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { items: { video: { id: string; tagline: string } }[] };
      return body.items.filter((item) => item.video.id === titleId).map((item) => item.video.tagline);
    };
    expect(await taglines('/api/user/watchlist', 'af')).toEqual([TITLE_TRANSLATIONS.umkhokha!.af.tagline]);
    expect(await taglines('/api/user/watchlist', 'en')).toEqual([umkhokha.tagline]);
    expect(await taglines('/api/user/watch-history', 'xh')).toEqual([
      TITLE_TRANSLATIONS.umkhokha!.xh.tagline,
    ]);
  });
});
