import type { SessionResponse } from '@mzansi/contracts/auth';
import type { Role } from '@mzansi/contracts/roles';
import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

export type ApiHandler = (request: {
  url: URL;
  method: string;
  body: unknown;
  init: RequestInit | undefined;
}) => Response | Promise<Response> | unknown;

export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
}

/** A signed-in session answer (spec §3) for the given roles and plan. */
export function makeSessionResponse(
  options: { roles?: Role[]; premium?: boolean; email?: string; username?: string; expiresIn?: number } = {},
): SessionResponse {
  const { roles = ['user'], premium = false, email = 'thandi@example.co.za', username = 'thandi' } = options;
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
  };
}

export const SIGNED_OUT: SessionResponse = { session: null, profile: null, roles: [], subscription: null };

/**
 * Stubs fetch with handlers keyed "METHOD /path" (path after /api, without the query). Unhandled requests get sensible
 * defaults: signed out, healthy, an empty catalogue (lists, categories, collections, recommendations, My List), no
 * Google; anything else 404 (so GET /user/watch-progress, which the player issue adds, is a 404 here).
 */
export function mockApi(handlers: Record<string, ApiHandler> = {}) {
  const calls: ApiCall[] = [];
  const defaults: Record<string, ApiHandler> = {
    'GET /auth/session': () => SIGNED_OUT,
    'GET /health': () => ({ status: 'ok', version: 'test', uptimeSeconds: 1, checks: {} }),
    'GET /videos/public': () => ({ items: [] }),
    'GET /videos': () => ({ items: [], nextCursor: null }),
    'GET /videos/related': () => ({ items: [] }),
    'GET /categories': () => ({ items: [] }),
    'GET /collections': () => ({ items: [] }),
    'GET /recommendations': () => ({ rows: [] }),
    'GET /user/watchlist': () => ({ items: [] }),
    'GET /auth/providers': () => ({ google: false, emailConfirmationRequired: true }),
    'POST /client-errors': () => new Response(null, { status: 202 }),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    let body: unknown = undefined;
    if (typeof init?.body === 'string') {
      try {
        body = JSON.parse(init.body);
      } catch {
        body = init.body;
      }
    } else if (init?.body) body = init.body;
    calls.push({ method, path, url, body });
    const handler = handlers[`${method} ${path}`] ?? defaults[`${method} ${path}`];
    if (!handler) {
      return jsonResponse({ error: { code: 'not_found', message: 'Not found.' } }, { status: 404 });
    }
    const result = await handler({ url, method, body, init });
    if (result instanceof Response) return result;
    if (result === undefined) return new Response(null, { status: 204 });
    return jsonResponse(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
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
