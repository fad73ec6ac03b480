import { searchResponseSchema, suggestResponseSchema } from '@mzansi/contracts/discovery';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { titleTranslations } from '../../db/schema/index';
import { TITLES } from '../../seed/catalogue-data';
import { TITLE_TRANSLATIONS } from '../../seed/catalogue-translations';
import { demoIds } from '../../seed/demo-ids';
import { invalidateCatalogue } from '../catalog/catalogue-cache';

/** Issue 16: titles are found by their taglines and synopses in every language, and answered in the viewer's. */
describe('search in isiZulu, isiXhosa and Afrikaans', () => {
  let server: TestServer;
  const search = async (query: string, headers: Record<string, string> = {}) => {
    const response = await server.request(`/api/search?${query}`, { headers });
    expect(response.status, query).toBe(200);
    return searchResponseSchema.parse(await response.json());
  };
  const slugs = (result: Awaited<ReturnType<typeof search>>) => result.items.map((item) => item.slug);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('finds a title by a word of its Afrikaans synopsis, in any interface language', async () => {
    // "skaapplaas" (sheep farm) is in Môre Kom die Reën's Afrikaans text only.
    expect(TITLES.some((title) => `${title.tagline} ${title.synopsis}`.includes('skaapplaas'))).toBe(false);
    expect(slugs(await search('q=skaapplaas'))).toContain('more-kom-die-reen');
    const inAfrikaans = await search('q=skaapplaas', { 'accept-language': 'af' });
    const hit = inAfrikaans.items.find((item) => item.slug === 'more-kom-die-reen');
    expect(hit?.tagline).toBe(TITLE_TRANSLATIONS['more-kom-die-reen']!.af.tagline);
  });

  it('finds titles by isiZulu and isiXhosa words, and answers in the language', async () => {
    // "abakwaKhumalo" is in Umkhokha's isiZulu tagline; "esaphulwayo" (broken) in its isiXhosa synopsis.
    const zu = await search('q=abakwaKhumalo', { 'accept-language': 'zu' });
    expect(slugs(zu)).toContain('umkhokha');
    expect(zu.items.find((item) => item.slug === 'umkhokha')?.tagline).toBe(
      TITLE_TRANSLATIONS.umkhokha!.zu.tagline,
    );
    expect(slugs(await search('q=esaphulwayo'))).toContain('umkhokha');
  });

  it('follows a changed translation (the index is refreshed by the table’s triggers)', async () => {
    const id = demoIds.title('inqindi');
    await server.ctx.database.db
      .update(titleTranslations)
      .set({ synopsis: 'Bokskryt en koperklokke in Motherwell.' })
      .where(and(eq(titleTranslations.titleId, id), eq(titleTranslations.language, 'af')));
    invalidateCatalogue(server.ctx);
    expect(slugs(await search('q=koperklokke'))[0]).toBe('inqindi');
    await server.ctx.database.db
      .delete(titleTranslations)
      .where(and(eq(titleTranslations.titleId, id), eq(titleTranslations.language, 'af')));
    invalidateCatalogue(server.ctx);
    expect(slugs(await search('q=koperklokke'))).not.toContain('inqindi');
  });

  it('words suggestions in the language and finds categories by their names in it', async () => {
    const response = await server.request('/api/search/suggest?q=kome', {
      headers: { 'accept-language': 'af' },
    });
    const body = suggestResponseSchema.parse(await response.json());
    expect(body.items).toContainEqual({
      kind: 'genre',
      label: 'Komedie',
      href: '/browse/comedy',
      detail: 'Kategorie',
    });
    const titles = suggestResponseSchema.parse(
      await (
        await server.request('/api/search/suggest?q=umkh', { headers: { 'accept-language': 'zu' } })
      ).json(),
    );
    const umkhokha = TITLES.find((title) => title.slug === 'umkhokha')!;
    expect(titles.items.find((item) => item.kind === 'title')?.detail).toBe(`Ifilimu · ${umkhokha.year}`);
    // English stays as it was.
    const english = suggestResponseSchema.parse(
      await (await server.request('/api/search/suggest?q=umkh')).json(),
    );
    expect(english.items.find((item) => item.kind === 'title')?.detail).toBe(`Movie · ${umkhokha.year}`);
  });
});
