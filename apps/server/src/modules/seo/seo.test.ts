import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@mzansi/contracts/routes';
import { startTestServer, type TestServer } from '../../../test/harness';
import { recommendationsResponseSchema } from '@mzansi/contracts/discovery';
import { signUpAndConfirm } from '../../../test/accounts';
import { giveEveryTitleArtwork } from '../../../test/catalogue';
import { titles, videos, watchlist } from '../../db/schema/index';
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

  it('fills every route’s :params in title, description and keywords (spec §2), for each route with params', async () => {
    const headText = (html: string) => ({
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
      description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '',
      keywords: /<meta name="keywords" content="([^"]*)"/.exec(html)?.[1] ?? '',
    });
    const placeholder = /(^|[^\w]):[A-Za-z]+/;
    const withParams = ROUTES.filter((route) => route.path.includes(':'));
    expect(withParams.map((route) => route.id)).toEqual(expect.arrayContaining(['browse-category', 'watch']));
    for (const route of withParams) {
      const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
      const pathname = names.reduce((path, name) => path.replace(`:${name}`, `kasi-${name}`), route.path);
      const head = headText(await (await server.request(pathname)).text());
      for (const [part, text] of Object.entries(head)) {
        expect(text, `${route.id} ${part}`).not.toMatch(placeholder);
      }
      for (const name of names) {
        if (route.description.includes(`:${name}`)) expect(head.description).toContain(`kasi ${name}`);
        if (route.keywords.some((keyword) => keyword.includes(`:${name}`))) {
          expect(head.keywords.split(', ')).toContain(`kasi ${name}`);
        }
      }
    }

    const drama = headText(await (await server.request('/browse/drama')).text());
    expect(drama.description).toBe('South African drama titles to stream.');
    expect(drama.keywords.split(', ')).toContain('drama');
    expect(drama.keywords.split(', ')).not.toContain('category');
  });

  it('draws /home’s first paint with the hero the app then shows: the visitor’s, or the signed-in viewer’s own (D59)', async () => {
    const { db } = server.ctx.database;
    await giveEveryTitleArtwork(server, 'feed0002');
    const embedded = (html: string) =>
      JSON.parse(/<script type="application\/json" id="home-rows">(.*?)<\/script>/s.exec(html)![1]!) as {
        featured: { rowId: string; videoId: string } | null;
      };
    const api = async (cookie?: string) =>
      recommendationsResponseSchema.parse(
        await (await server.request('/api/recommendations', cookie ? { headers: { cookie } } : {})).json(),
      );

    const visitorPage = await server.request('/home');
    const visitorHtml = await visitorPage.text();
    const visitor = await api();
    expect(visitor.featured).toBeTruthy();
    expect(embedded(visitorHtml).featured).toEqual(visitor.featured);
    expect(visitorHtml).toContain(
      `/media/artwork/titles/${visitor.featured!.videoId}/backdrop-feed0002-640.webp`,
    );

    // A viewer whose My List points the hero elsewhere: the page carries their pick, not the visitor's.
    const candidates = visitor.rows
      .filter((row) => row.id === 'trending' || row.id === 'new')
      .flatMap((row) => row.items.slice(0, 5));
    const shown = candidates.find((item) => item.id === visitor.featured!.videoId)!;
    const elsewhere = candidates.find((item) => !item.genres.some((genre) => shown.genres.includes(genre)))!;
    expect(elsewhere).toBeDefined();
    const viewer = await signUpAndConfirm(server);
    await db
      .insert(watchlist)
      .values({ userId: viewer.userId, titleId: elsewhere.id, addedAt: server.clock.now() });

    const personal = await api(viewer.cookie);
    expect(personal.featured?.videoId).not.toBe(visitor.featured!.videoId);
    const page = await server.request('/home', { headers: { cookie: viewer.cookie } });
    expect(page.headers.get('cache-control')).toBe('private, no-cache');
    const html = await page.text();
    expect(embedded(html).featured).toEqual(personal.featured);
    expect(html).toContain(`/media/artwork/titles/${personal.featured!.videoId}/backdrop-feed0002-640.webp`);
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
