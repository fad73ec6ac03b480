import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  documentTitle,
  type HeadTranslate,
  matchRoute,
  routeById,
  routeHeadText,
  ROUTES,
  SITE_IMAGE,
  SITE_NAME,
} from '@mzansi/contracts/routes';
import type { SessionResponse } from '@mzansi/contracts/auth';
import type { ServerRenderer, ServerRenderRequest } from '@mzansi/contracts/server-render';
import { ALL_RESOURCES } from '@mzansi/i18n/all-resources';
import { createI18n } from '@mzansi/i18n/create-i18n';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_QUERY, type Language } from '@mzansi/i18n/languages';
import type { AppContext } from '../../context';
import { isAppError } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { MaturityLimit } from '../viewer-profiles/maturity';
import { chunkHintsFor, injectChunkHints, SHELL_LAYOUT, type ViteManifest } from './entry-chunks';
import { type HeadTags, injectDrawnPage, injectHead, languageAlternates, truncate } from './seo-head';
import { loadServerRenderer } from './server-renderer';

const OG_TYPE = { movie: 'video.movie', series: 'video.tv_show', documentary: 'video.other' } as const;
const SCHEMA_TYPE = { movie: 'Movie', series: 'TVSeries', documentary: 'Movie' } as const;

const headTranslators = new Map<Language, HeadTranslate>();

/** The head text of a page in its language (issue 16): the `seo` catalogue, English where a text is missing. */
function headTranslate(language: Language): HeadTranslate {
  let translate = headTranslators.get(language);
  if (!translate) {
    const i18n = createI18n({ language, resources: ALL_RESOURCES, namespaces: ['seo'] });
    translate = (key, values) => (i18n.t as unknown as HeadTranslate)(key, values);
    headTranslators.set(language, translate);
  }
  return translate;
}

/** One page asked for, as the HTTP layer knows it. */
export interface PageRequest {
  /** the path and query asked for */
  url: string;
  /** the request's viewer, as GET /api/auth/session answers it (asked only when a renderer can draw the page) */
  session: () => Promise<SessionResponse>;
  /** the maturity limit of the request's viewer profile (D74; null for visitors), asked by title pages */
  maturity: () => Promise<MaturityLimit>;
  userAgent: string;
  /** the interface language of this request, and whether it was chosen (query or cookie) rather than guessed */
  language: Language;
  languageChosen: boolean;
  /** answers the app's API calls for this request (its cookie, its address), in-process */
  fetchApi: ServerRenderRequest['fetchApi'];
}

export interface RenderedPage {
  status: number;
  html: string;
  /** drawn for a signed-in viewer: never kept by a shared cache */
  personal: boolean;
  /** drawn with a layout guessed from the User-Agent (spec §2's mobile layout) */
  variesByUserAgent: boolean;
}

/**
 * Fills the SPA's index.html with the page's own title, description, image and canonical link, so link previews
 * and crawlers see real content without running JavaScript, and, for the public pages the web app's renderer draws,
 * with the page itself and the state the browser hydrates it from (D65). Unknown pages and titles get a 404 status.
 */
export function createSeoService(ctx: AppContext, deps: { catalog: CatalogService }) {
  const { catalog } = deps;
  const absolute = (pathOrUrl: string) =>
    /^https?:/.test(pathOrUrl) ? pathOrUrl : `${ctx.config.publicUrl}${pathOrUrl}`;
  let template: string | undefined;
  let manifest: ViteManifest | null | undefined;
  let renderer: Promise<ServerRenderer | null> | undefined;

  function readTemplate(): string {
    // Read once: the build does not change under a running server.
    template ??= readFileSync(path.join(ctx.config.webDistDir, 'index.html'), 'utf8');
    return template;
  }

  /** The client build's manifest, or null when there is none (a build without it still works, just slower). */
  function readManifest(): ViteManifest | null {
    if (manifest === undefined) {
      try {
        manifest = JSON.parse(
          readFileSync(path.join(ctx.config.webDistDir, '.vite', 'manifest.json'), 'utf8'),
        ) as ViteManifest;
      } catch {
        manifest = null;
      }
    }
    return manifest;
  }

  async function headFor(
    { route, params }: ReturnType<typeof matchRoute>,
    pathname: string,
    page: PageRequest,
  ): Promise<{ status: number; tags: HeadTags; personal?: boolean }> {
    const canonicalPath =
      route.canonical ?? (route.path.includes(':') || route.path === '*' ? pathname : route.path);
    // A page asked for in a language (?lang=, what a hreflang alternate links to) is that language's canonical page.
    const asked = new URLSearchParams(page.url.split('?')[1] ?? '').get(LANGUAGE_QUERY);
    const canonicalOf = (pagePath: string) =>
      absolute(isLanguage(asked) ? `${pagePath}?${LANGUAGE_QUERY}=${asked}` : pagePath);
    const localeOf = (pagePath: string, noindex: boolean) => ({
      language: page.language,
      alternates: noindex ? [] : languageAlternates(absolute(pagePath)),
    });
    // Params filled as the client fills them (contracts routeHeadText, spec §2), in the page's language.
    const t = headTranslate(page.language);
    const text = routeHeadText(route, params, {}, t);
    const tags: HeadTags = {
      title: text.title,
      description: text.description,
      keywords: text.keywords,
      canonical: canonicalOf(canonicalPath),
      image: absolute(route.ogImage ?? SITE_IMAGE),
      imageAlt: SITE_NAME,
      type: 'website',
      noindex: route.hidden === true,
      ...localeOf(canonicalPath, route.hidden === true || route.id === 'not-found'),
    };
    if (route.id === 'not-found') return { status: 404, tags };
    if (route.id !== 'watch' || !params.id) return { status: 200, tags };
    // The page of a title above the viewer profile's maturity limit names nothing of it (D74): the API refuses it
    // the same way (403 maturity_restricted), and the browser says it is not available on this profile.
    const maturity = await page.maturity();
    try {
      const title = await catalog.detail(params.id, page.language, maturity);
      const image = title.backdrop.src || title.poster.src;
      return {
        status: 200,
        tags: {
          ...tags,
          title: documentTitle(route, { title: title.title }, t),
          description: truncate(`${title.tagline} ${title.synopsis}`),
          keywords: [
            title.title,
            ...title.genreDetails.map((genre) => genre.name),
            title.originalLanguage.name,
          ],
          canonical: canonicalOf(`/watch/${title.id}`),
          ...localeOf(`/watch/${title.id}`, false),
          image: image ? absolute(image) : tags.image,
          imageAlt: title.title,
          type: OG_TYPE[title.type],
          structuredData: {
            '@context': 'https://schema.org',
            '@type': SCHEMA_TYPE[title.type],
            name: title.title,
            description: title.synopsis,
            image: title.poster.src ? absolute(title.poster.src) : undefined,
            datePublished: String(title.year),
            inLanguage: title.originalLanguage.code,
            genre: title.genreDetails.map((genre) => genre.name),
            contentRating: `FPB ${title.ageRating}`,
            actor: title.credits
              .filter((credit) => credit.role === 'actor')
              .map((credit) => ({ '@type': 'Person', name: credit.name })),
            director: title.credits
              .filter((credit) => credit.role === 'director' || credit.role === 'creator')
              .map((credit) => ({ '@type': 'Person', name: credit.name })),
            url: absolute(`/watch/${title.id}`),
          },
        },
      };
    } catch (error) {
      if (isAppError(error) && error.code === 'maturity_restricted') {
        return { status: 403, tags: { ...tags, noindex: true, alternates: [] }, personal: true };
      }
      if (isAppError(error) && error.status === 404) {
        return {
          status: 404,
          tags: {
            ...tags,
            title: documentTitle(routeById('not-found'), {}, t),
            noindex: true,
            alternates: [],
          },
        };
      }
      throw error;
    }
  }

  /** The web app's server renderer, loaded once; a build without one (or a broken one) leaves pages to the browser. */
  function loadRenderer(): Promise<ServerRenderer | null> {
    renderer ??= loadServerRenderer(ctx.config.webSsrDir).catch((error: unknown) => {
      ctx.logger.error(
        { err: error },
        'the server renderer could not be loaded: pages are drawn by the browser',
      );
      return null;
    });
    return renderer;
  }

  /** The page drawn by the web app's renderer, or null where the browser draws it (never an error page for that). */
  async function drawPage(page: PageRequest) {
    const render = await loadRenderer();
    if (!render) return null;
    try {
      // As the API hands it to the browser (dates as strings), since the browser's first render reads it too.
      const answer = JSON.parse(JSON.stringify(await page.session())) as SessionResponse;
      const session = answer.session ? answer : null;
      const result = await render.renderPage({
        url: `${ctx.config.publicUrl}${page.url}`,
        session,
        userAgent: page.userAgent,
        language: page.language,
        fetchApi: page.fetchApi,
      });
      return result.drawn ? { ...result, signedIn: session !== null } : null;
    } catch (error) {
      ctx.logger.error({ err: error, url: page.url }, 'drawing a page failed: the browser draws it');
      return null;
    }
  }

  return {
    async renderPage(page: PageRequest): Promise<RenderedPage> {
      const pathname = page.url.split(/[?#]/)[0] || '/';
      const matched = matchRoute(pathname);
      const { status, tags, personal: personalHead = false } = await headFor(matched, pathname, page);
      let html = injectHead(readTemplate(), tags);
      const drawn = await drawPage(page);
      const chunks = readManifest();
      if (chunks) {
        const modules = drawn?.modules ?? (matched.route.layout === 'shell' ? [SHELL_LAYOUT] : []);
        html = injectChunkHints(
          html,
          chunkHintsFor(chunks, {
            landing: Boolean(drawn) && pathname === '/',
            modules,
            playing: drawn?.playing ?? false,
          }),
        );
      }
      if (!drawn) return { status, html, personal: personalHead, variesByUserAgent: false };
      html = injectDrawnPage(html, { markup: drawn.html, state: drawn.state });
      return {
        status,
        html,
        personal: personalHead || drawn.signedIn || page.languageChosen,
        variesByUserAgent: true,
      };
    },

    async sitemapXml(): Promise<string> {
      const [page, categories] = await Promise.all([
        // What a visitor (a crawler) sees: no maturity limit.
        catalog.list({ limit: 50, sort: 'new' }, DEFAULT_LANGUAGE, null),
        catalog.categories(DEFAULT_LANGUAGE, null),
      ]);
      // Every title, not just the first page: walk the cursor (the catalogue is published titles only).
      const titles = [...page.items];
      let cursor = page.nextCursor;
      while (cursor) {
        const next = await catalog.list({ limit: 50, sort: 'new', cursor }, DEFAULT_LANGUAGE, null);
        titles.push(...next.items);
        cursor = next.nextCursor;
      }
      const urls = [
        ...ROUTES.filter(
          (route) => !route.hidden && !route.redirectTo && !route.path.includes(':') && route.path !== '*',
        ).map((route) => ({ loc: route.path, lastmod: undefined as string | undefined })),
        ...categories.map((category) => ({ loc: `/browse/${category.slug}`, lastmod: undefined })),
        ...titles.map((title) => ({ loc: `/watch/${title.id}`, lastmod: title.publishedAt.slice(0, 10) })),
      ];
      const body = urls
        .map(
          (url) =>
            `  <url><loc>${absolute(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
        )
        .join('\n');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
    },

    robotsTxt(): string {
      const privatePaths = ROUTES.filter((route) => route.requiresAuth).map(
        (route) => route.path.split('/:')[0],
      );
      return [
        'User-agent: *',
        'Disallow: /api/',
        ...[...new Set(privatePaths)].map((pathPrefix) => `Disallow: ${pathPrefix}`),
        'Allow: /',
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
