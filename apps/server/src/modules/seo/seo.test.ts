import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { titles, videos } from '../../db/schema/index';
import { TITLES } from '../../seed/catalogue-data';
import { demoIds } from '../../seed/demo-ids';

const INDEX_HTML = `<!doctype html><html lang="en-ZA"><head><meta charset="UTF-8" />
<title>Mzansi Stream</title>
<meta name="description" content="default" />
</head><body><div id="root"></div></body></html>`;

describe('pages for crawlers and link previews', () => {
  let server: TestServer;
  beforeAll(async () => {
    const webDist = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'mzansi-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    server = await startTestServer({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(() => server.close());

  it('puts a title’s real name, description and poster into /watch/{id} without JavaScript', async () => {
    const id = demoIds.title('umkhokha');
    const image = (name: string, width: number, height: number) => ({
      base: `artwork/titles/${id}/${name}-abcd1234`,
      widths: [width],
      width,
      height,
      format: 'webp' as const,
    });
    await server.ctx.database.db
      .update(titles)
      .set({ artwork: { poster: image('poster', 600, 900), backdrop: image('backdrop', 1280, 720) } })
      .where(eq(titles.id, id));
    const response = await server.request(`/watch/${demoIds.title('umkhokha')}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = TITLES.find((candidate) => candidate.slug === 'umkhokha')!;
    expect(html).toContain('<title>Umkhokha · Mzansi Stream</title>');
    expect(html).toContain(`<meta property="og:description" content="${title.tagline}`);
    expect(html).toContain(
      `${server.baseUrl}/media/artwork/titles/${id}/backdrop-abcd1234-1280.webp" data-seo />`,
    );
    expect(html).toContain('"@type":"Movie"');
    expect(html).not.toContain('content="default"');
  });

  it('writes the landing titles into / and preloads the featured backdrop', async () => {
    // The newest title gets a ready trailer and a backdrop, so it becomes the featured one (before any request
    // reads the catalogue).
    const [featured] = await server.ctx.database.db
      .select({ id: titles.id })
      .from(titles)
      .where(eq(titles.status, 'published'))
      .orderBy(desc(titles.publishedAt), desc(titles.id))
      .limit(1);
    const backdrop = {
      base: `artwork/titles/${featured!.id}/backdrop-feed0001`,
      widths: [640, 1280],
      width: 1280,
      height: 720,
      format: 'webp' as const,
    };
    await server.ctx.database.db
      .update(titles)
      .set({
        artwork: {
          poster: { ...backdrop, base: `artwork/titles/${featured!.id}/poster-feed0001` },
          backdrop,
        },
      })
      .where(eq(titles.id, featured!.id));
    await server.ctx.database.db
      .insert(videos)
      .values({ titleId: featured!.id, kind: 'trailer', status: 'ready', durationSeconds: 8 });
    const newest = (await (await server.request('/api/videos?limit=12&sort=new')).json()) as {
      items: { id: string }[];
    };
    expect(newest.items[0]!.id).toBe(featured!.id);
    const html = await (await server.request('/')).text();
    const json = /<script type="application\/json" id="landing-titles">(.*?)<\/script>/s.exec(html)?.[1];
    const { items } = JSON.parse(json!) as { items: { id: string; trailerVideoId: string | null }[] };
    expect(items.map((item) => item.id)).toEqual(newest.items.map((item) => item.id));
    expect(html).toContain(
      `imagesrcset="/media/artwork/titles/${featured!.id}/backdrop-feed0001-640.webp 640w, /media/artwork/titles/${featured!.id}/backdrop-feed0001-1280.webp 1280w"`,
    );
    // /home carries the visitor's rows and its hero's backdrop instead; other pages neither.
    const home = await (await server.request('/home')).text();
    expect(home).not.toContain('landing-titles');
    const rowsJson = /<script type="application\/json" id="home-rows">(.*?)<\/script>/s.exec(home)?.[1];
    const visitorRows = (await (await server.request('/api/recommendations')).json()) as {
      rows: { id: string }[];
    };
    expect((JSON.parse(rowsJson!) as { rows: { id: string }[] }).rows.map((row) => row.id)).toEqual(
      visitorRows.rows.map((row) => row.id),
    );
    expect(home).toContain(
      'rel="preload" as="image" fetchpriority="high" imagesrcset="/media/artwork/titles/',
    );
    const browse = await (await server.request('/browse')).text();
    expect(browse).not.toContain('home-rows');
    expect(browse).not.toContain('rel="preload" as="image"');
  });

  it('gives each route its own title and canonical link, and hidden routes noindex', async () => {
    const browse = await (await server.request('/browse/drama?x=1')).text();
    expect(browse).toContain('<title>Browse drama · Mzansi Stream</title>');
    expect(browse).toMatch(
      /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/browse\/drama" data-seo \/>/,
    );
    const settings = await (await server.request('/settings')).text();
    expect(settings).toContain('content="noindex, nofollow"');
    const alias = await (await server.request('/list')).text();
    expect(alias).toMatch(/rel="canonical" href="[^"]+\/my-list"/);
  });

  it('answers unknown pages and unknown titles with a 404 status (the app shows its 404 page)', async () => {
    expect((await server.request('/no/such/page')).status).toBe(404);
    expect((await server.request('/watch/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('lists every public page, category and title in /sitemap.xml', async () => {
    const response = await server.request('/sitemap.xml');
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.match(/<url>/g)?.length).toBeGreaterThan(TITLES.length);
    for (const title of TITLES) expect(xml).toContain(`/watch/${demoIds.title(title.slug)}</loc>`);
    expect(xml).toContain('/browse/drama</loc>');
    expect(xml).not.toContain('/settings<');
    expect(xml).not.toContain('/admin<');
  });

  it('keeps crawlers out of the API and private pages in /robots.txt', async () => {
    const text = await (await server.request('/robots.txt')).text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /settings');
    expect(text).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });
});
