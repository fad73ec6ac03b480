import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '@mzansi/contracts/routes';
import { startTestServer, type TestServer } from '../../../test/harness';
import { recommendationsResponseSchema } from '@mzansi/contracts/discovery';
import { signUpAndConfirm } from '../../../test/accounts';
import { giveEveryTitleArtwork } from '../../../test/catalogue';
import { titles, watchlist } from '../../db/schema/index';
import { TITLES } from '../../seed/catalogue-data';
import { TITLE_TRANSLATIONS } from '../../seed/catalogue-translations';
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

  it('describes /watch/{id} in the page’s language (issue 16), English without one', async () => {
    const id = demoIds.title('amanzi-amnyama');
    const afrikaans = await (await server.request(`/watch/${id}?lang=af`)).text();
    expect(afrikaans).toContain(
      `<meta property="og:description" content="${TITLE_TRANSLATIONS['amanzi-amnyama']!.af.tagline}`,
    );
    const english = await (await server.request(`/watch/${id}`)).text();
    const title = TITLES.find((candidate) => candidate.slug === 'amanzi-amnyama')!;
    expect(english).toContain(`<meta property="og:description" content="${title.tagline}`);
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

  it('writes the head in the page’s language (?lang= or Accept-Language), with hreflang alternates (issue 16)', async () => {
    const asked = await (await server.request('/browse?lang=zu')).text();
    expect(asked).toContain('<html lang="zu-ZA"');
    expect(asked).toContain('<title>Phequlula · Mzansi Stream</title>');
    expect(asked).toContain(
      'content="Phequlula amafilimu, uchungechunge namadokhumentari ngesigaba, ngolimi nangeqoqo."',
    );
    expect(asked).toMatch(/<link rel="canonical" href="[^"]+\/browse\?lang=zu" data-seo \/>/);
    for (const hreflang of ['en-ZA', 'zu-ZA', 'xh-ZA', 'af-ZA', 'x-default']) {
      expect(asked).toContain(`<link rel="alternate" hreflang="${hreflang}"`);
    }
    expect(asked).toMatch(/hreflang="zu-ZA" href="[^"]+\/browse\?lang=zu"/);

    const guessed = await (
      await server.request('/browse/drama', { headers: { 'accept-language': 'zu-ZA,zu;q=0.9,en;q=0.5' } })
    ).text();
    expect(guessed).toContain('<html lang="zu-ZA"');
    expect(guessed).toContain('<title>Phequlula i-drama · Mzansi Stream</title>');
    expect(guessed).toContain('hreflang="af-ZA"');

    const notFound = await (await server.request('/no/such/page?lang=af')).text();
    expect(notFound).toContain('<html lang="af-ZA"');
    expect(notFound).toContain('<title>Bladsy nie gevind nie · Mzansi Stream</title>');
    // English stays word for word.
    expect(await (await server.request('/browse')).text()).toContain('<title>Browse · Mzansi Stream</title>');
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

/**
 * A stand-in for the web app's renderer (apps/web/dist-ssr/entry-server.js, tested with the real app in apps/web and
 * e2e): it draws what the server handed it, so these tests see what the server does around a renderer.
 */
const FAKE_RENDERER = `
export async function renderPage(request) {
  const { pathname } = new URL(request.url);
  if (pathname === '/settings') return { drawn: false };
  if (pathname === '/write') await request.fetchApi('/api/user/watchlist', { method: 'POST' });
  if (pathname === '/broken') throw new Error('the renderer broke');
  const read = async (path) => (await request.fetchApi(path, {})).json();
  const [page, session, home] = await Promise.all([
    read('/api/videos?limit=2'),
    read('/api/auth/session'),
    read('/api/recommendations'),
  ]);
  const attributes = [
    'data-viewer="' + (request.session ? request.session.session.user.email : 'visitor') + '"',
    'data-api-viewer="' + (session.session ? session.session.user.email : 'visitor') + '"',
    'data-featured="' + (home.featured ? home.featured.videoId : '') + '"',
    'data-user-agent="' + request.userAgent + '"',
    'data-tagline="' + page.items[0].tagline + '"',
  ];
  return {
    drawn: true,
    html: '<main ' + attributes.join(' ') + '>' + page.items.map((item) => item.title).join(' | ') + ' $& $1</main>',
    state: { queries: { queries: [] }, session: request.session, mobile: false, note: '</script><b>' },
    modules: ['src/app/layouts/shell-layout.tsx'],
    playing: false,
  };
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js' },
  'src/app/start-app.tsx': { file: 'assets/start-app-2.js' },
  'src/app/layouts/shell-layout.tsx': { file: 'assets/shell-layout-3.js' },
};

describe('pages drawn by the web app’s server renderer', () => {
  let server: TestServer;
  beforeAll(async () => {
    const os = await import('node:os');
    const webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    await fs.mkdir(path.join(webDist, '.vite'));
    await fs.writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    const webSsr = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-web-ssr-'));
    await fs.writeFile(path.join(webSsr, 'entry-server.js'), FAKE_RENDERER);
    server = await startTestServer({ env: { WEB_DIST_DIR: webDist, WEB_SSR_DIR: webSsr } });
  });
  afterAll(() => server.close());

  const stateOf = (html: string) =>
    JSON.parse(/<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html)![1]!) as {
      session: { session: { user: { email: string } } } | null;
      note: string;
    };

  it('puts a visitor’s page into #root with the state to hydrate from, and hands the entry what it runs first', async () => {
    const response = await server.request('/browse', { headers: { 'user-agent': 'Kasi Phone/1.0 Mobile' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/User-Agent/);
    const html = await response.text();
    const newest = (await (await server.request('/api/videos?limit=2')).json()) as {
      items: { title: string }[];
    };
    const root = /<div id="root"[^>]*>(.*?)<\/div>/s.exec(html)![1]!;
    expect(root).toContain(newest.items.map((item) => item.title).join(' | '));
    expect(root).toContain('data-viewer="visitor" data-api-viewer="visitor"');
    expect(root).toContain('data-user-agent="Kasi Phone/1.0 Mobile"');
    // The markup is text: "$&" and "$1" are not replacement patterns.
    expect(root).toContain(' $& $1</main>');
    // "</script>" inside the state cannot end its element.
    expect(html).not.toContain('</script><b>');
    expect(stateOf(html)).toEqual({
      queries: { queries: [] },
      session: null,
      mobile: false,
      note: '</script><b>',
    });
    expect(html).toContain(
      '<div id="root" data-app-chunks="/assets/start-app-2.js /assets/shell-layout-3.js">',
    );
  });

  it('draws a signed-in viewer’s page as theirs: their session, their API answers (D59’s hero), kept private', async () => {
    await giveEveryTitleArtwork(server, 'feed0003');
    const viewer = await signUpAndConfirm(server);
    const recommendations = async (cookie?: string) =>
      recommendationsResponseSchema.parse(
        await (await server.request('/api/recommendations', cookie ? { headers: { cookie } } : {})).json(),
      );
    // A viewer whose My List points the hero elsewhere than a visitor's.
    const visitor = await recommendations();
    const candidates = visitor.rows
      .filter((row) => row.id === 'trending' || row.id === 'new')
      .flatMap((row) => row.items.slice(0, 5));
    const shown = candidates.find((item) => item.id === visitor.featured!.videoId)!;
    const elsewhere = candidates.find((item) => !item.genres.some((genre) => shown.genres.includes(genre)))!;
    await server.ctx.database.db.insert(watchlist).values({
      userId: viewer.userId,
      profileId: viewer.profileId,
      titleId: elsewhere.id,
      addedAt: server.clock.now(),
    });
    const theirs = await recommendations(viewer.cookie);
    expect(theirs.featured?.videoId).not.toBe(visitor.featured!.videoId);

    const response = await server.request('/home', { headers: { cookie: viewer.cookie } });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const html = await response.text();
    expect(html).toContain(`data-viewer="${viewer.email}" data-api-viewer="${viewer.email}"`);
    expect(html).toContain(`data-featured="${theirs.featured!.videoId}"`);
    expect(stateOf(html).session?.session.user.email).toBe(viewer.email);

    const visitorHtml = await (await server.request('/home')).text();
    expect(visitorHtml).toContain(`data-featured="${visitor.featured!.videoId}"`);
  });

  it('draws a page opened in a language (?lang=) with the API’s answers in that language', async () => {
    const newest = async (headers: Record<string, string>) =>
      (
        (await (await server.request('/api/videos?limit=2', { headers })).json()) as {
          items: { tagline: string }[];
        }
      ).items[0]!.tagline;
    const zulu = await newest({ 'accept-language': 'zu' });
    expect(zulu).not.toBe(await newest({}));
    const html = await (
      await server.request('/browse?lang=zu', { headers: { 'accept-language': 'af' } })
    ).text();
    expect(html).toContain(`data-tagline="${zulu}"`);
  });

  it('leaves a page to the browser when the renderer does not draw it, fails, or tries to write', async () => {
    for (const page of ['/settings', '/broken', '/write']) {
      const response = await server.request(page);
      expect(response.status, page).toBe(page === '/settings' ? 200 : 404);
      const html = await response.text();
      expect(html, page).toMatch(/<div id="root"[^>]*><\/div>/);
      expect(html, page).not.toContain('id="ssr-state"');
      expect(response.headers.get('vary') ?? '', page).not.toMatch(/User-Agent/);
    }
    // The attempted write reached nothing.
    const viewer = await signUpAndConfirm(server);
    await server.request('/write', { headers: { cookie: viewer.cookie } });
    const list = (await (
      await server.request('/api/user/watchlist', { headers: { cookie: viewer.cookie } })
    ).json()) as {
      items: unknown[];
    };
    expect(list.items).toEqual([]);
  });
});
