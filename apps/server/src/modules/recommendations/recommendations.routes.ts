import type { FastifyPluginAsync } from 'fastify';
import { getViewer } from '../../http/authenticate';
import { cachePrivately } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import { requestLanguageOf } from '../../http/request-language';
import { limitOf } from '../viewer-profiles/maturity';
import type { RecommendationsService } from './recommendations.service';

export function recommendationsRoutes(deps: { recommendations: RecommendationsService }): FastifyPluginAsync {
  return async (app) => {
    route(app, 'recommendations', async (request, reply) => {
      const viewer = await getViewer(request);
      cachePrivately(reply);
      return deps.recommendations.home(
        { profileId: viewer?.profile.id ?? null, maturity: limitOf(viewer) },
        requestLanguageOf(request).language,
      );
    });
  };
}
