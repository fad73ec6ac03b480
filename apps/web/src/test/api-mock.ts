import type { SessionResponse } from '@mzansi/contracts/auth';
import type { Role } from '@mzansi/contracts/roles';
import type { ViewerProfile, ViewerProfilesResponse } from '@mzansi/contracts/viewer-profiles';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { jsonResponse } from './fixtures';
import { server } from './msw-server';

/** Answers one "METHOD /path": a Response (or a promise of one), undefined for 204, or any other value sent as JSON. */
export type ApiHandler = (request: {
  url: URL;
  method: string;
  body: unknown;
  /** method, headers, body (the JSON text or FormData), credentials, keepalive and signal the app sent */
  init: RequestInit | undefined;
  /** the intercepted request itself */
  request: Request;
}) => unknown;

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** The account's first (primary) viewer profile: everything allowed, no PIN. */
export const PRIMARY_PROFILE_ID = 'b0f1e2d3-0000-4000-8000-000000000001';
/** The Kids profile of makeSessionResponse({ kids: true }). */
export const KIDS_PROFILE_ID = 'b0f1e2d3-0000-4000-8000-000000000002';

/** A viewer profile: the account's primary one unless overridden. */
export function makeViewerProfile(overrides: Partial<ViewerProfile> = {}): ViewerProfile {
  return {
    id: PRIMARY_PROFILE_ID,
    name: 'Thandi',
    avatar: 'protea',
    language: 'en',
    kids: false,
    maturity_limit: null,
    autoplay_next: true,
    has_pin: false,
    primary: true,
    created_at: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

/** A Kids profile (limited to 7-9PG, as a new one is). */
export function makeKidsProfile(overrides: Partial<ViewerProfile> = {}): ViewerProfile {
  return makeViewerProfile({
    id: KIDS_PROFILE_ID,
    name: 'Lwazi',
    avatar: 'penguin',
    kids: true,
    maturity_limit: '7-9PG',
    primary: false,
    ...overrides,
  });
}

/** GET /api/viewer-profiles: the given profiles (the primary one alone by default). */
export function makeViewerProfilesResponse(
  overrides: Partial<ViewerProfilesResponse> = {},
): ViewerProfilesResponse {
  return { profiles: [makeViewerProfile()], active_id: null, account_pin_set: false, max: 5, ...overrides };
}

/**
 * A signed-in session answer (spec §3) for the given roles and plan. It watches as the primary profile unless
 * `kids` (a Kids profile) or `viewerProfile` says otherwise; `chooseProfile`: the device has not chosen yet.
 */
export function makeSessionResponse(
  options: {
    roles?: Role[];
    premium?: boolean;
    email?: string;
    username?: string;
    expiresIn?: number;
    kids?: boolean;
    chooseProfile?: boolean;
    viewerProfile?: ViewerProfile;
  } = {},
): SessionResponse {
  const { roles = ['user'], premium = false, email = 'thandi@example.co.za', username = 'thandi' } = options;
  const viewerProfile = options.viewerProfile ?? (options.kids ? makeKidsProfile() : makeViewerProfile());
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 7 * 24 * 3600;
  return {
    session: {
      access_token: null,
      refresh_token: null,
      token_type: 'cookie',
      expires_in: expiresIn,
      expires_at: now + expiresIn,
      user: {
        id: 'user-1',
        email,
        confirmed_at: '2026-11-01T08:00:00.000Z',
        created_at: '2026-11-01T08:00:00.000Z',
        user_metadata: {},
        app_metadata: { provider: 'email', providers: ['email'], roles },
      },
    },
    profile: {
      id: 'user-1',
      username,
      display_name: null,
      email,
      avatar_url: null,
      bio: null,
      website: null,
      location: null,
      created_at: '2026-11-01T08:00:00.000Z',
      updated_at: '2026-11-01T08:00:00.000Z',
    },
    roles,
    subscription: premium
      ? {
          status: 'active',
          plan_id: 'premium',
          is_active: true,
          end_date: new Date(Date.now() + 20 * 24 * 3600_000).toISOString(),
          cancel_at_period_end: false,
          is_premium: true,
        }
      : null,
    viewer_profile: viewerProfile,
    choose_viewer_profile: options.chooseProfile ?? false,
  };
}

export const SIGNED_OUT: SessionResponse = {
  session: null,
  profile: null,
  roles: [],
  subscription: null,
  viewer_profile: null,
  choose_viewer_profile: false,
};

/** Where the app's api client sends requests (resolveApiBase() without configuration). */
export const API_BASE = '/api';

type MethodHandlerFactory = typeof http.get;
const METHODS: Record<string, MethodHandlerFactory> = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
  HEAD: http.head,
  OPTIONS: http.options,
};

function defaultHandlers(): Record<string, ApiHandler> {
  return {
    'GET /auth/session': () => SIGNED_OUT,
    'GET /health': () => ({ status: 'ok', version: 'test', uptimeSeconds: 1, checks: {} }),
    'GET /videos/public': () => ({ items: [] }),
    'GET /videos': () => ({ items: [], nextCursor: null }),
    'GET /videos/related': () => ({ items: [] }),
    'GET /categories': () => ({ items: [] }),
    'GET /collections': () => ({ items: [] }),
    'GET /recommendations': () => ({ rows: [] }),
    'GET /user/watchlist': () => ({ items: [] }),
    // Ratings and reviews (issue 19): nobody rated or reviewed anything.
    'GET /videos/:videoId/ratings': ({ url }) => ({
      video_id: url.pathname.split('/')[3],
      up: 0,
      down: 0,
      total: 0,
      liked_percent: null,
      reviews: 0,
    }),
    'GET /videos/:videoId/reviews': () => ({ items: [], page: 1, next_page: null, total: 0 }),
    'GET /user/ratings/:videoId': ({ url }) => ({
      video_id: url.pathname.split('/')[4],
      rating: null,
      review: null,
    }),
    'GET /viewer-profiles': () => makeViewerProfilesResponse(),
    'GET /auth/providers': () => ({ google: false, emailConfirmationRequired: true }),
    'POST /client-errors': () => new Response(null, { status: 202 }),
  };
}

interface ReadBody {
  /** parsed JSON, the text when it is not JSON, FormData for multipart; undefined without a body */
  body: unknown;
  /** what the app handed to fetch, as near as a Request lets us tell */
  raw: BodyInit | undefined;
}

async function readBody(request: Request): Promise<ReadBody> {
  if (request.body === null || request.method === 'GET' || request.method === 'HEAD') {
    return { body: undefined, raw: undefined };
  }
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    return { body: form, raw: form };
  }
  const text = await request.text();
  try {
    return { body: JSON.parse(text) as unknown, raw: text };
  } catch {
    return { body: text, raw: text };
  }
}

function toResponse(result: unknown): Response {
  if (result instanceof Response) return result;
  if (result === undefined) return new HttpResponse(null, { status: 204 });
  return HttpResponse.json(result as JsonBodyType);
}

interface Recorder {
  calls: ApiCall[];
  bodies: Map<string, Promise<ReadBody>>;
}
let recorder: Recorder | null = null;
let listening = false;

/**
 * Records requests in the order the app made them (msw reports them before any handler runs), with their bodies read
 * from a clone, into the recorder of the latest mockApi call.
 */
function recordRequests() {
  if (listening) return;
  listening = true;
  server.events.on('request:start', ({ request, requestId }) => {
    if (!recorder) return;
    const url = new URL(request.url);
    const call: ApiCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api(?=\/|$)/, ''),
      url,
      body: undefined,
    };
    recorder.calls.push(call);
    const read = readBody(request.clone()).then((result) => {
      call.body = result.body;
      return result;
    });
    recorder.bodies.set(requestId, read);
  });
}

/**
 * Answers the app's API requests through msw (the server of ./msw-server.ts), with handlers keyed "METHOD /path" (path
 * after /api, without the query). A handler returns a Response (see apiError, jsonResponse, HttpResponse.error() for a
 * network failure), undefined for 204, or a value sent as JSON. Requests it does not name get sensible defaults: signed
 * out, healthy, an empty catalogue (lists, categories, collections, recommendations, My List), the primary viewer
 * profile alone, no Google; any other path of the page's origin is a 404 (so GET /user/watch-progress, which the
 * player issue adds, is a 404 here, and so is a storyboard under /media). Requests to other origins fail the test (setup.ts). Calling it again in the same
 * test replaces the handlers and starts a new call list.
 */
export function mockApi(handlers: Record<string, ApiHandler> = {}) {
  const own: Recorder = { calls: [], bodies: new Map() };
  recorder = own;
  recordRequests();

  const route = (key: string, handler: ApiHandler) => {
    const [method = '', path = ''] = key.split(' ');
    const factory = METHODS[method];
    if (!factory || !path.startsWith('/')) throw new Error(`mockApi: "${key}" is not "METHOD /path"`);
    return factory(`${API_BASE}${path}`, async ({ request, requestId }) => {
      const { body, raw } = (await own.bodies.get(requestId)) ?? (await readBody(request.clone()));
      const init: RequestInit = {
        method: request.method,
        headers: request.headers,
        body: raw,
        credentials: request.credentials,
        keepalive: request.keepalive,
        signal: request.signal,
      };
      return toResponse(
        await handler({ url: new URL(request.url), method: request.method, body, init, request }),
      );
    });
  };

  const defaults = Object.entries(defaultHandlers()).filter(([key]) => !(key in handlers));
  server.resetHandlers(
    ...Object.entries(handlers).map(([key, handler]) => route(key, handler)),
    ...defaults.map(([key, handler]) => route(key, handler)),
    // Like the server: any other path of this origin (API or media) is not found.
    http.all(`${location.origin}/*`, async ({ requestId }) => {
      await own.bodies.get(requestId);
      return HttpResponse.json({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
    }),
  );

  return {
    calls: own.calls,
    callsTo: (method: string, path: string) =>
      own.calls.filter((call) => call.method === method && call.path === path),
  };
}

export function apiError(
  status: number,
  code: string,
  message: string,
  details?: unknown,
  headers?: HeadersInit,
) {
  return jsonResponse({ error: { code, message, ...(details ? { details } : {}) } }, { status, headers });
}
