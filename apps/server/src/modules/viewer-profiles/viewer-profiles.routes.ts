import { VIEWER_PROFILE_COOKIE } from '@mzansi/contracts/viewer-profiles';
import type { FastifyPluginAsync } from 'fastify';
import { cachePrivately } from '../../http/cache-headers';
import { route } from '../../http/endpoint';
import type { AuthService } from '../auth/auth.service';
import { SESSION_TTL_SECONDS } from '../auth/session.service';
import type { ViewerProfilesService } from './viewer-profiles.service';

/** /api/viewer-profiles and /api/account/pin: who is watching on this device, and parental controls (D73). */
export function viewerProfilesRoutes(deps: {
  viewerProfiles: ViewerProfilesService;
  auth: AuthService;
}): FastifyPluginAsync {
  const { viewerProfiles, auth } = deps;
  return async (app) => {
    route(app, 'viewerProfiles', async (request, reply) => {
      cachePrivately(reply);
      return viewerProfiles.list(request.viewer);
    });

    route(app, 'createViewerProfile', async (request, reply) => {
      const profile = await viewerProfiles.create(request.viewer, request.body);
      return cachePrivately(reply).status(201).send(profile);
    });

    route(app, 'updateViewerProfile', async (request, reply) => {
      cachePrivately(reply);
      return viewerProfiles.update(request.viewer, request.params.id, request.body);
    });

    route(app, 'deleteViewerProfile', async (request, reply) => {
      await viewerProfiles.remove(request.viewer, request.params.id);
      return cachePrivately(reply).status(204).send(null);
    });

    route(app, 'selectViewerProfile', async (request, reply) => {
      await viewerProfiles.select(request.viewer, request.params.id, request.body);
      reply.setCookie(
        VIEWER_PROFILE_COOKIE,
        request.params.id,
        auth.sessions.cookieOptions(SESSION_TTL_SECONDS),
      );
      cachePrivately(reply);
      // The viewer of this request still carries the profile it had; the answer reads the new choice back.
      return auth.currentSession(request.viewer);
    });

    route(app, 'setViewerProfilePin', async (request, reply) => {
      cachePrivately(reply);
      return viewerProfiles.setProfilePin(request.viewer, request.params.id, request.body, request.ip);
    });

    route(app, 'setAccountPin', async (request, reply) => {
      await viewerProfiles.setAccountPin(request.viewer, request.body, request.ip);
      return cachePrivately(reply).status(204).send(null);
    });
  };
}
