import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/endpoint';
import type { SeoService } from './seo.service';

/** /sitemap.xml and /robots.txt, generated from the route table and the catalogue. */
export function seoRoutes(deps: { seo: SeoService }): FastifyPluginAsync {
  const { seo } = deps;
  return async (app) => {
    route(app, 'sitemap', async (_request, reply) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await seo.sitemapXml()),
    );
    route(app, 'robots', async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(seo.robotsTxt()),
    );
  };
}
