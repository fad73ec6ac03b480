import { endpointSchemas, type EndpointSchema } from '@mzansi/contracts/endpoint-schemas';
import {
  ENDPOINT_LIST,
  endpoints,
  isOpenEndpoint,
  SAFE_METHODS,
  type Endpoint,
  type EndpointAccess,
  type EndpointName,
  type EndpointResponse,
  type Endpoints,
  type HttpMethod,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from '@mzansi/contracts/endpoints';
import { ERROR_CODES, errorBodySchema, type ErrorCode } from '@mzansi/contracts/errors';
import { hasPermission, hasRole, SUBSCRIBER_PERMISSIONS } from '@mzansi/contracts/roles';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import type { z } from 'zod';
import { getViewer, type Viewer } from './authenticate';
import { AppError } from './errors';
import { localised, specMessage } from '../i18n/translate';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** the endpoint map's name of the route (absent on the 405 and not-found answers) */
    endpoint?: EndpointName;
    /** a 405 answer for a known path's other methods */
    methodNotAllowed?: true;
  }
  interface FastifyRequest {
    /**
     * The signed-in viewer on endpoints that require one (set by the endpoint's guard before anything else runs);
     * null on public endpoints, which ask `getViewer(request)` when they care.
     */
    viewer: Viewer | null;
  }
}

type Guarded<K extends EndpointName> = Endpoints[K]['access'] extends 'public' | 'signature'
  ? object
  : { viewer: Viewer };

/** A request to endpoint K, parsed by its schemas: typed params, query, body and (when guarded) viewer. */
export type EndpointRequest<K extends EndpointName> = FastifyRequest<{
  Params: ParsedParams<K>;
  Querystring: ParsedQuery<K>;
  Body: ParsedBody<K>;
}> &
  Guarded<K>;

/** A handler answers with the success body, or sends through `reply` itself (another status, a file, a redirect). */
export type EndpointHandler<K extends EndpointName> = (
  request: EndpointRequest<K>,
  reply: FastifyReply,
) => Promise<EndpointResponse<K> | FastifyReply | undefined>;

/** What a route adds to its entry in the map: hooks of its own and a smaller body limit. */
export interface EndpointOptions {
  bodyLimit?: number;
  onRequest?: onRequestAsyncHookHandler;
  preValidation?: preValidationAsyncHookHandler;
}

const schemaOf = (name: EndpointName): EndpointSchema => endpointSchemas[name];

/**
 * The guard an access rule declares (onRequest, so it runs before the body is read): 401 without a session, 403
 * without the role or permission (spec §6). watch_premium also comes from an active subscription; missing it
 * answers `subscription_required`. Sets `request.viewer`. Null for the public allow-list.
 */
/**
 * Whether a Kids profile is refused an endpoint (issue 16, D73): the account's settings, security and billing
 * (`adults` in the map) and every staff endpoint (a role, or a permission that a subscription does not give).
 */
export function refusedToKids(endpoint: { access: EndpointAccess; adults?: true }): boolean {
  const { access } = endpoint;
  if (endpoint.adults) return true;
  if (typeof access !== 'object') return false;
  return !('permission' in access && SUBSCRIBER_PERMISSIONS.includes(access.permission));
}

export function accessGuard(
  access: EndpointAccess,
  unauthenticatedMessage?: string,
  options: { adults?: true } = {},
): onRequestAsyncHookHandler | null {
  if (isOpenEndpoint({ access })) return null;
  // The spec's own 401 messages (contracts give their English text) answer in the request's language too.
  const unauthenticated =
    unauthenticatedMessage === undefined ? undefined : specMessage(unauthenticatedMessage);
  return async function guard(request: FastifyRequest) {
    const viewer = await getViewer(request);
    if (!viewer) throw new AppError('unauthenticated', unauthenticated);
    // A Kids profile never reaches the account's settings or the staff areas, whoever's account it is.
    if (viewer.profile.kids && refusedToKids({ access, ...options })) {
      throw new AppError('forbidden', localised('errors:profiles.kidsCannotUse'));
    }
    if (typeof access === 'object') {
      if ('role' in access && !hasRole(viewer.roles, access.role)) throw new AppError('forbidden');
      if ('permission' in access && !hasPermission(viewer.roles, access.permission)) {
        if (!SUBSCRIBER_PERMISSIONS.includes(access.permission)) throw new AppError('forbidden');
        if (!(await request.server.viewerSource.isPremium(viewer.userId))) {
          throw new AppError('subscription_required');
        }
      }
    }
    request.viewer = viewer;
  };
}

/** The error answers an endpoint documents: its own codes, validation, and what its access and method imply. */
function errorStatuses(endpoint: Endpoint, schema: EndpointSchema): Set<number> {
  const codes: ErrorCode[] = ['internal', ...((endpoint as { errors?: readonly ErrorCode[] }).errors ?? [])];
  if (schema.params || schema.query || schema.body) codes.push('validation_failed');
  if (!isOpenEndpoint(endpoint)) codes.push('unauthenticated');
  if (typeof endpoint.access === 'object' || 'adults' in endpoint) codes.push('forbidden');
  if (!SAFE_METHODS.has(endpoint.method) && !('crossSite' in endpoint)) codes.push('forbidden');
  return new Set(codes.map((code) => ERROR_CODES[code]));
}

function routeSchema(endpoint: Endpoint, schema: EndpointSchema) {
  const response: Record<number, z.ZodType> = {};
  for (const status of errorStatuses(endpoint, schema)) response[status] = errorBodySchema;
  Object.assign(response, schema.response);
  return {
    tags: [...schema.tags],
    summary: schema.summary,
    ...(schema.description ? { description: schema.description } : {}),
    ...(schema.hidden ? { hide: true } : {}),
    ...(schema.params ? { params: schema.params } : {}),
    ...(schema.query ? { querystring: schema.query } : {}),
    ...(schema.body ? { body: schema.body } : {}),
    ...('body' in endpoint && endpoint.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

/**
 * Registers endpoint K of the map (method, path, schemas, guard) with its handler. Every route of the app goes
 * through here: what the map says is what the server does.
 */
export function route<K extends EndpointName>(
  app: FastifyInstance,
  name: K,
  handler: EndpointHandler<K>,
  options: EndpointOptions = {},
): void {
  const endpoint = endpoints[name] as Endpoint;
  const schema = schemaOf(name);
  const guard = accessGuard(
    endpoint.access,
    schema.unauthenticatedMessage,
    'adults' in endpoint ? { adults: true } : {},
  );
  const onRequest = [guard, options.onRequest].filter((hook) => hook != null);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint, schema),
    config: { endpoint: name },
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(options.preValidation ? { preValidation: options.preValidation } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: handler as unknown as RouteHandlerMethod,
  });
}

const ANSWERABLE: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The API's other methods on a known path answer 405 with Allow (spec §8 gives the signed-URL endpoints a message
 * of their own), rather than a 404 that suggests the path is wrong.
 */
export function registerMethodNotAllowed(app: FastifyInstance): void {
  const byPath = new Map<string, Endpoint[]>();
  for (const endpoint of ENDPOINT_LIST) {
    if (!endpoint.path.startsWith('/api/')) continue;
    byPath.set(endpoint.path, [...(byPath.get(endpoint.path) ?? []), endpoint]);
  }
  for (const [path, onPath] of byPath) {
    const allowed = new Set<string>(onPath.map((endpoint) => endpoint.method));
    if (allowed.has('GET')) allowed.add('HEAD');
    const others = ANSWERABLE.filter((method) => !allowed.has(method));
    if (others.length === 0) continue;
    const text = onPath.map((endpoint) => schemaOf(endpoint.name).methodNotAllowedMessage).find(Boolean);
    const message = text === undefined ? undefined : specMessage(text);
    const allow = [...allowed].join(', ');
    app.route({
      method: others,
      url: path,
      exposeHeadRoute: false,
      config: { methodNotAllowed: true },
      schema: { hide: true },
      handler: async () => {
        throw new AppError('method_not_allowed', message).withHeader('allow', allow);
      },
    });
  }
}

/** The endpoint a request was routed to (undefined for 404s and 405s). */
export function endpointOf(request: FastifyRequest): Endpoint | undefined {
  const name = request.routeOptions.config.endpoint;
  return name ? endpoints[name] : undefined;
}

/**
 * Holds the app to the endpoint map: every route must come from `route()` (or be a 405 for a known path), except
 * those a plugin registers while `plugin(...)` runs it (the built client's files, the API document's pages). Starting
 * an app with any other route fails, naming it.
 */
export function auditRoutes(app: FastifyInstance) {
  const outside: string[] = [];
  let registeringPlugin: string | null = null;
  app.addHook('onRoute', (options) => {
    const config = options.config as { endpoint?: string; methodNotAllowed?: true } | undefined;
    if (config?.endpoint || config?.methodNotAllowed || registeringPlugin) return;
    outside.push(`${String(options.method)} ${options.url}`);
  });
  app.addHook('onReady', async () => {
    if (outside.length > 0) {
      throw new Error(
        `Routes outside the endpoint map (packages/contracts/src/endpoints.ts): ${outside.join(', ')}`,
      );
    }
  });
  return {
    /** Registers a plugin whose own routes are exempt (the plugin owns them, not the endpoint map). */
    async plugin(owner: string, register: () => PromiseLike<unknown>): Promise<void> {
      registeringPlugin = owner;
      try {
        await register();
      } finally {
        registeringPlugin = null;
      }
    },
  };
}
