import type { FastifyPluginAsync } from 'fastify';
import type { SeoService } from './seo.service';

/** /sitemap.xml and /robots.txt, generated from the route table and the catalogue. */
export function seoRoutes(seo: SeoService): FastifyPluginAsync {
  return async (app) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await seo.sitemapXml()),
    );
    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(seo.robotsTxt()),
    );
  };
}
