import { searchResponseSchema, suggestResponseSchema } from '@mzansi/contracts/discovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { COLLECTION_MEMBERS, TITLES } from '../../seed/catalogue-data';
import { invalidateCatalogue } from '../catalog/catalogue-cache';

describe('GET /api/search', () => {
  let server: TestServer;
  const search = async (query: string) => {
    const response = await server.request(`/api/search?${query}`);
    expect(response.status, query).toBe(200);
    return searchResponseSchema.parse(await response.json());
  };
  const slugs = (result: Awaited<ReturnType<typeof search>>) => result.items.map((item) => item.slug);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('refuses bad filters with 400', async () => {
    for (const query of ['type=cartoon', 'year=12', 'age=21', `q=${'x'.repeat(200)}`, 'limit=500']) {
      expect((await server.request(`/api/search?${query}`)).status, query).toBe(400);
    }
  });

  it('puts the exact title first', async () => {
    const result = await search('q=Umkhokha');
    expect(slugs(result)[0]).toBe('umkhokha');
  });

  it('finds a title through a typo', async () => {
    expect(slugs(await search('q=umkhoka'))[0]).toBe('umkhokha');
    expect(slugs(await search('q=umkokha'))).toContain('umkhokha');
  });

  it('finds the Zulu Stories titles through "zulu storys"', async () => {
    const found = slugs(await search('q=zulu%20storys'));
    for (const slug of COLLECTION_MEMBERS['zulu-stories']) expect(found).toContain(slug);
  });

  it('ignores accents and case', async () => {
    const accented = TITLES.find((title) => /[êôëéè]/.test(title.title))!;
    const plain = accented.title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase();
    expect(slugs(await search(`q=${encodeURIComponent(plain)}`))[0]).toBe(accented.slug);
    expect(slugs(await search(`q=${encodeURIComponent(accented.title.toLowerCase())}`))[0]).toBe(
      accented.slug,
    );
  });

  it('finds titles by the people in them and names who matched', async () => {
    const title = TITLES.find((candidate) => candidate.credits.some((credit) => credit.role === 'actor'))!;
    const actor = title.credits.find((credit) => credit.role === 'actor')!.person;
    const result = await search(`q=${encodeURIComponent(actor)}`);
    const hit = result.items.find((item) => item.slug === title.slug);
    expect(hit?.matchedPeople).toContain(actor);
  });

  it("finds a person's titles through a misspelt name", async () => {
    const title = TITLES.find((candidate) => candidate.credits.some((credit) => credit.role === 'actor'))!;
    const actor = title.credits.find((credit) => credit.role === 'actor')!.person;
    // One letter of the surname changed: "Thabo Mabaso" → "Thabo Mabazo".
    const surnameLetter = actor.length - 2;
    const misspelt = `${actor.slice(0, surnameLetter)}${actor[surnameLetter] === 'z' ? 'x' : 'z'}${actor.slice(surnameLetter + 1)}`;
    const result = await search(`q=${encodeURIComponent(misspelt)}`);
    expect(result.items.map((item) => item.slug)).toContain(title.slug);
  });

  it('ranks title words above the same word in a synopsis', async () => {
    const result = await search('q=umkhokha');
    expect(result.items[0]?.slug).toBe('umkhokha');
    expect(result.items.slice(1).every((item) => item.title.toLowerCase() !== 'umkhokha')).toBe(true);
  });

  it('combines filters with the query (all must hold)', async () => {
    const zuluMovies = await search('type=movie&language=zu');
    expect(zuluMovies.items.length).toBeGreaterThan(0);
    for (const item of zuluMovies.items) {
      expect(item.type).toBe('movie');
      expect(item.languages).toContain('zu');
    }
    const kids = await search('age=10-12PG');
    const allowed = new Set(['A', 'PG', '7-9PG', '10-12PG']);
    expect(kids.items.length).toBeGreaterThan(0);
    expect(kids.items.every((item) => allowed.has(item.ageRating))).toBe(true);
    const year = TITLES[0]!.year;
    const byYear = await search(`year=${year}`);
    expect(byYear.items.every((item) => item.year === year)).toBe(true);
    const none = await search('q=umkhokha&type=documentary');
    expect(slugs(none)).not.toContain('umkhokha');
  });

  it('answers a search that finds nothing with an empty list, and offers a close spelling when there is one', async () => {
    const nothing = await search('q=qqqqzzzz');
    expect(nothing).toMatchObject({ items: [], didYouMean: null });
    // Two letters swapped: too far for a match, close enough for "did you mean".
    const swapped = await search('q=umhkokha');
    expect(swapped.items).toEqual([]);
    expect(swapped.didYouMean).toBe('Umkhokha');
  });

  it('answers a repeated search from memory, compressed, until the catalogue changes', async () => {
    const path = '/api/search?q=zulu&limit=24';
    const first = await server.request(path, { headers: { 'accept-encoding': 'br' } });
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(first.headers.get('content-encoding')).toBe('br');
    const again = await server.request(path, { headers: { 'accept-encoding': 'br' } });
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(await again.json()).toEqual(await first.json());
    // The order of the parameters does not matter.
    expect((await server.request('/api/search?limit=24&q=zulu')).headers.get('x-cache')).toBe('HIT');
    invalidateCatalogue(server.ctx);
    expect((await server.request(path)).headers.get('x-cache')).toBe('MISS');
  });

  it('treats tsquery syntax as plain text', async () => {
    const result = await search(`q=${encodeURIComponent("umkhokha & ! ( :* '")}`);
    expect(slugs(result)[0]).toBe('umkhokha');
  });
});

describe('GET /api/search/suggest', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('suggests titles as the viewer types, with links', async () => {
    const response = await server.request('/api/search/suggest?q=umkh');
    const body = suggestResponseSchema.parse(await response.json());
    expect(body.items[0]).toMatchObject({
      kind: 'title',
      label: 'Umkhokha',
      href: expect.stringMatching(/^\/watch\//),
    });
  });

  it('suggests people, categories and languages', async () => {
    const body = suggestResponseSchema.parse(
      await (await server.request('/api/search/suggest?q=isizu')).json(),
    );
    expect(body.items).toContainEqual(
      expect.objectContaining({ kind: 'language', label: 'isiZulu', href: '/browse?language=zu' }),
    );
    const drama = suggestResponseSchema.parse(
      await (await server.request('/api/search/suggest?q=dram')).json(),
    );
    expect(drama.items).toContainEqual(expect.objectContaining({ kind: 'genre', href: '/browse/drama' }));
  });

  it('says nothing for one character', async () => {
    const body = suggestResponseSchema.parse(await (await server.request('/api/search/suggest?q=u')).json());
    expect(body.items).toEqual([]);
  });
});
