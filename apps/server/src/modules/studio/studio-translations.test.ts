import { videoDetailSchema } from '@mzansi/contracts/discovery';
import { studioTitleSchema, studioTitlesResponseSchema, type StudioTitle } from '@mzansi/contracts/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { TITLES } from '../../seed/catalogue-data';
import { demoIds } from '../../seed/demo-ids';

/** Issue 16: the studio sets a title's tagline and synopsis in isiZulu, isiXhosa and Afrikaans. */
describe('studio API: translations', () => {
  let server: TestServer;
  let creator: string;
  let admin: string;

  beforeAll(async () => {
    server = await startTestServer();
    [creator, admin] = await Promise.all([signInDemo(server, 'creator'), signInDemo(server, 'admin')]);
  });
  afterAll(() => server.close());

  const call = (cookie: string, pathname: string, init: RequestInit & { json?: unknown } = {}) =>
    server.request(pathname, { ...init, headers: { cookie, ...init.headers } });
  const patch = (cookie: string, id: string, json: unknown) =>
    call(cookie, `/api/studio/titles/${id}`, { method: 'PATCH', json });

  it('creates a title with translations and returns them, here and in the list', async () => {
    const response = await call(creator, '/api/studio/titles', {
      method: 'POST',
      json: {
        title: 'Isivunguvungu',
        type: 'movie',
        tagline: 'A storm over the Drakensberg.',
        synopsis: 'Two herders and one night.',
        releaseYear: 2026,
        ageRating: '13',
        originalLanguage: 'zu',
        translations: {
          zu: {
            tagline: '  Isiphepho phezu kweDrakensberg.  ',
            synopsis: 'Abelusi ababili nobusuku obubodwa.',
          },
          af: { tagline: "'n Storm oor die Drakensberg." },
        },
      },
    });
    expect(response.status).toBe(201);
    const created = studioTitleSchema.parse(await response.json());
    expect(created.translations).toEqual({
      zu: { tagline: 'Isiphepho phezu kweDrakensberg.', synopsis: 'Abelusi ababili nobusuku obubodwa.' },
      af: { tagline: "'n Storm oor die Drakensberg.", synopsis: '' },
    });
    const list = studioTitlesResponseSchema.parse(await (await call(creator, '/api/studio/titles')).json());
    expect(list.items.find((title) => title.id === created.id)?.translations).toEqual(created.translations);
  });

  it('updates a language, removes one left empty and keeps the others', async () => {
    const created = studioTitleSchema.parse(
      await (
        await call(creator, '/api/studio/titles', {
          method: 'POST',
          json: {
            title: 'Umlilo',
            type: 'documentary',
            releaseYear: 2025,
            ageRating: 'PG',
            originalLanguage: 'xh',
            translations: {
              xh: { tagline: 'Umlilo entabeni.', synopsis: 'Ibali lomlilo.' },
              zu: { tagline: 'Umlilo entabeni.' },
            },
          },
        })
      ).json(),
    );
    const response = await patch(creator, created.id, {
      translations: { xh: { tagline: 'Umlilo omkhulu.', synopsis: 'Ibali elitsha.' }, zu: { tagline: '' } },
    });
    expect(response.status).toBe(200);
    const updated: StudioTitle = studioTitleSchema.parse(await response.json());
    expect(updated.translations).toEqual({ xh: { tagline: 'Umlilo omkhulu.', synopsis: 'Ibali elitsha.' } });
    expect(updated.status).toBe('draft');
  });

  it('validates translations with the limits of the English text', async () => {
    const [title] = studioTitlesResponseSchema.parse(
      await (await call(creator, '/api/studio/titles')).json(),
    ).items;
    for (const body of [
      { translations: { zu: { tagline: 'x'.repeat(91) } } },
      { translations: { af: { synopsis: 'x'.repeat(2001) } } },
      { translations: { fr: { tagline: 'Bonjour' } } },
      {},
    ]) {
      const response = await patch(creator, title!.id, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
  });

  it("shows a published title's new translation on its page at once", async () => {
    const slug = TITLES.find((title) => title.type === 'documentary')!.slug;
    const page = async () =>
      videoDetailSchema.parse(
        await (await server.request(`/api/videos/${slug}`, { headers: { 'accept-language': 'zu' } })).json(),
      );
    await page(); // cached in isiZulu
    const response = await patch(admin, demoIds.title(slug), {
      translations: { zu: { tagline: 'Isihloko esisha.', synopsis: 'Incazelo entsha.' } },
    });
    expect(response.status).toBe(200);
    expect(await page()).toMatchObject({ tagline: 'Isihloko esisha.', synopsis: 'Incazelo entsha.' });
  });
});
