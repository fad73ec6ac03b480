import { API_CLIENT } from '@mzansi/contracts/constants';
import { CODE_FOR_STATUS, isErrorCode, type ErrorCode } from '@mzansi/contracts/error-codes';
import {
  endpointPath,
  type Endpoint,
  type EndpointInput,
  type EndpointName,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@mzansi/contracts/endpoints';
import { MESSAGES } from '@mzansi/contracts/messages';
import { translateOr } from './started-i18n';

/** The API error types of spec §8. */
export type ApiErrorType =
  | 'network'
  | 'authentication'
  | 'authorization'
  | 'validation'
  | 'server'
  | 'rate-limit'
  | 'service-unavailable'
  | 'data-consistency';

/** A server error code from the contracts, or one the client raises itself. */
export type ApiErrorCode = ErrorCode | 'timeout' | 'network_error' | 'invalid_response' | 'http_error';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly type: ApiErrorType;
  readonly details: unknown;
  /** seconds from a Retry-After header (429), when the server sent one */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    options: {
      status: number;
      code?: ApiErrorCode;
      type?: ApiErrorType;
      details?: unknown;
      retryAfterSeconds?: number;
    },
  ) {
    super(message);
    this.status = options.status;
    this.code = options.code ?? codeForStatus(options.status);
    this.type = options.type ?? errorTypeForStatus(options.status);
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The address names nothing: not found, or an id or slug the server refused as malformed (a "Page not found"). */
export function isNotFoundError(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    (error.code === 'not_found' || error.code === 'validation_failed' || error.code === 'bad_request')
  );
}

/** Maps an HTTP status (0 = no response) to the spec's API error type. */
export function errorTypeForStatus(status: number): ApiErrorType {
  if (status === 0 || status === 408) return 'network';
  if (status === 401) return 'authentication';
  if (status === 403) return 'authorization';
  if (status === 409) return 'data-consistency';
  if (status === 429) return 'rate-limit';
  if (status === 502 || status === 503 || status === 504) return 'service-unavailable';
  if (status >= 500) return 'server';
  return 'validation';
}

// The status table of contracts/error-codes (zod-free, so the first page's bundle stays small).
function codeForStatus(status: number): ApiErrorCode {
  if (status === 0) return 'network_error';
  if (status === 408) return 'timeout';
  return CODE_FOR_STATUS[status] ?? 'http_error';
}

/** Spec §8: retried on 5xx, 429, 408 and network failure (0); every other 4xx is final. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408 || status === 0;
}

/** Spec §9: base 1 s, doubling, capped at 4x base. `retryIndex` counts from 0 for the first retry. */
export function retryDelayMs(
  retryIndex: number,
  baseDelayMs: number = API_CLIENT.baseDelayMs,
  factor: number = API_CLIENT.factor,
  maxDelayMs: number = API_CLIENT.baseDelayMs * API_CLIENT.maxDelayMultiplier,
): number {
  return Math.min(baseDelayMs * factor ** retryIndex, maxDelayMs);
}

/** Spec §7: the API base comes from build configuration, a window global, or `/api`. */
export function resolveApiBase(): string {
  const configured = import.meta.env.VITE_API_BASE;
  const fromWindow = typeof window === 'undefined' ? undefined : window.__MZANSI_API_BASE__;
  const base = configured || fromWindow || '/api';
  return base.replace(/\/+$/, '');
}

type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

export interface ApiClientConfig {
  /** defaults to resolveApiBase() at call time */
  baseUrl?: string;
  /** defaults to the global fetch at call time */
  fetch?: typeof fetch;
  /** waits between retries; injectable so tests need not wait */
  sleep?: Sleep;
  timeoutMs?: number;
  retries?: number;
  baseDelayMs?: number;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** serialised as JSON, except FormData (multipart uploads), which is sent as it is */
  body?: unknown;
  headers?: Record<string, string>;
  /** a caller's cancellation (TanStack Query passes one); never turned into an ApiError */
  signal?: AbortSignal;
  cache?: RequestCache;
  /**
   * Overrides the client's retry count for this call. Fetchers run by TanStack Query pass 0: Query retries them
   * itself (spec §9), and the two layers must not multiply (D23).
   */
  retries?: number;
  /** overrides the client's 30 s timeout per attempt (the auth forms wait 45 s, spec §9) */
  timeoutMs?: number;
  /** a request the user did not ask for (health check, session refresh): kept out of the progress bar */
  background?: boolean;
  /** keeps the request alive while the page unloads (error reports) */
  keepalive?: boolean;
}

type ActivityListener = (activeRequests: number) => void;
const activityListeners = new Set<ActivityListener>();
let activeRequests = 0;

function changeActivity(delta: number) {
  activeRequests = Math.max(0, activeRequests + delta);
  for (const listener of activityListeners) listener(activeRequests);
}

/** Requests in flight that the user is waiting for (the top progress bar, spec §4). */
export function subscribeToRequestActivity(listener: ActivityListener): () => void {
  activityListeners.add(listener);
  return () => {
    activityListeners.delete(listener);
  };
}

export function getActiveRequestCount(): number {
  return activeRequests;
}

const defaultSleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) {
      // The caller's own abort reason goes back untouched: TanStack Query recognises its cancellations by it.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', handleAbort);
      resolve();
    }, ms);
    function handleAbort() {
      clearTimeout(timer);
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- as above
      reject(signal?.reason);
    }
    signal?.addEventListener('abort', handleAbort, { once: true });
  });

function isJsonContentType(response: Response): boolean {
  const contentType = response.headers.get('content-type') ?? '';
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType.trim());
}

function retryAfter(response: Response): number | undefined {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

async function errorFromResponse(response: Response): Promise<ApiError> {
  const fallback = `HTTP ${response.status} ${response.statusText}`.trim();
  const retryAfterSeconds = retryAfter(response);
  if (isJsonContentType(response)) {
    try {
      const body = (await response.json()) as {
        error?: { code?: unknown; message?: unknown; details?: unknown };
      };
      const message = body?.error?.message;
      if (typeof message === 'string' && message.length > 0) {
        return new ApiError(message, {
          status: response.status,
          code: isErrorCode(body.error?.code) ? body.error.code : undefined,
          details: body.error?.details,
          retryAfterSeconds,
        });
      }
    } catch {
      // An unreadable error body falls back to the status line below.
    }
  }
  return new ApiError(fallback, { status: response.status, retryAfterSeconds });
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text.length === 0) return undefined;
  // Spec §5: JSON only. An HTML page here usually means a proxy or SPA fallback answered instead of the API.
  if (!isJsonContentType(response)) {
    throw new ApiError(translateOr('messages:invalidContentType', MESSAGES.invalidContentType), {
      status: response.status,
      code: 'invalid_response',
      type: 'data-consistency',
    });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(translateOr('messages:invalidContentType', MESSAGES.invalidContentType), {
      status: response.status,
      code: 'invalid_response',
      type: 'data-consistency',
    });
  }
}

export interface ApiClient {
  request<T>(path: string, options?: ApiRequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>): Promise<T>;
}

/**
 * A JSON client for our API (spec §7-§9): cookies included, 30 s timeout per attempt, retries with backoff on 5xx, 429,
 * 408 and network failure. Sessions live in httpOnly cookies, so no bearer header is added (ARCHITECTURE.md).
 */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const timeoutMs = config.timeoutMs ?? API_CLIENT.timeoutMs;
  const baseDelayMs = config.baseDelayMs ?? API_CLIENT.baseDelayMs;
  const maxDelayMs = baseDelayMs * API_CLIENT.maxDelayMultiplier;
  const sleep = config.sleep ?? defaultSleep;

  async function attempt(
    url: string,
    init: RequestInit,
    signal: AbortSignal | undefined,
    attemptTimeoutMs: number,
  ): Promise<unknown> {
    const doFetch = config.fetch ?? globalThis.fetch;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, attemptTimeoutMs);
    const handleCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', handleCallerAbort, { once: true });
    try {
      let response: Response;
      try {
        response = await doFetch(url, { ...init, signal: controller.signal });
      } catch (error) {
        throw translateFailure(error);
      }
      if (!response.ok) throw await errorFromResponse(response);
      try {
        return await readJson(response);
      } catch (error) {
        throw error instanceof ApiError ? error : translateFailure(error);
      }
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', handleCallerAbort);
    }

    function translateFailure(error: unknown): unknown {
      if (timedOut)
        return new ApiError(translateOr('messages:apiTimeout', MESSAGES.apiTimeout), { status: 408 });
      // The caller cancelled: hand its reason back untouched so TanStack Query treats it as a cancellation.
      if (signal?.aborted) return signal.reason ?? error;
      return new ApiError(translateOr('messages:apiNetworkFailure', MESSAGES.apiNetworkFailure), {
        status: 0,
      });
    }
  }

  async function request<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const url = /^https?:\/\//i.test(path) ? path : `${config.baseUrl ?? resolveApiBase()}${path}`;
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const init: RequestInit = { method, headers, credentials: 'include' };
    if (options.cache) init.cache = options.cache;
    if (options.keepalive) init.keepalive = true;
    if (typeof FormData !== 'undefined' && options.body instanceof FormData) {
      // The browser sets the multipart boundary itself.
      init.body = options.body;
    } else if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      init.body = JSON.stringify(options.body);
    }
    const retries = options.retries ?? config.retries ?? API_CLIENT.retries;
    if (options.signal?.aborted) throw options.signal.reason;

    const tracked = !options.background;
    if (tracked) changeActivity(1);
    try {
      for (let retryIndex = 0; ; retryIndex++) {
        try {
          return (await attempt(url, init, options.signal, options.timeoutMs ?? timeoutMs)) as T;
        } catch (error) {
          if (!(error instanceof ApiError) || !isRetryableStatus(error.status) || retryIndex >= retries)
            throw error;
          if (options.signal?.aborted) throw options.signal.reason;
          await sleep(retryDelayMs(retryIndex, baseDelayMs, API_CLIENT.factor, maxDelayMs), options.signal);
        }
      }
    } finally {
      if (tracked) changeActivity(-1);
    }
  }

  return {
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    put: (path, body, options) => request(path, { ...options, method: 'PUT', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    delete: (path, options) => request(path, { ...options, method: 'DELETE' }),
  };
}

const appClientConfig: ApiClientConfig = {};

/** The app's client: reads the API base and global fetch at call time. */
export const apiClient = createApiClient(appClientConfig);

/**
 * Where the app's client sends its calls when there is no browser: the server's render (entry-server.tsx) answers
 * them itself, in-process, with the page request's cookie.
 */
export function setAppApiTransport(transport: { baseUrl: string; fetch: typeof fetch }): void {
  appClientConfig.baseUrl = transport.baseUrl;
  appClientConfig.fetch = transport.fetch;
}

/** Options of one call through the endpoint map (method and body come from the endpoint and its input). */
export type ApiCallOptions = Omit<ApiRequestOptions, 'method' | 'body'> & {
  /** the client to send it through (a test's own); the app's `apiClient` otherwise */
  client?: ApiClient;
};

type ApiCallArgs<K extends EndpointName> =
  object extends EndpointInput<K>
    ? [input?: EndpointInput<K>, options?: ApiCallOptions]
    : [input: EndpointInput<K>, options?: ApiCallOptions];

// The map's paths are absolute; the client's base stands for /api (it may point elsewhere, spec §7).
function pathFromApiBase(path: string): string {
  return path.replace(/^\/api(?=[/?]|$)/, '');
}

/**
 * Calls an endpoint of the map (packages/contracts/src/endpoints.ts): its method and path, the path parameters,
 * query and body it takes, and the answer it gives are all typed from the contract, so no call is a string path.
 * `api(endpoints.videoDetail, { params: { id } })`.
 */
export function api<K extends EndpointName>(
  // K is read from the endpoint's name (an indexed type alone would not tell TypeScript which endpoint it is).
  endpoint: Endpoint<K> & { readonly name: K },
  ...[input, options]: ApiCallArgs<K>
): Promise<EndpointResponse<K>> {
  const call = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const { client = apiClient, ...requestOptions } = options ?? {};
  let path: string;
  try {
    path = pathFromApiBase(endpointPath(endpoint, call));
  } catch (error) {
    // A missing path parameter fails like the request would: as a rejected promise, never a synchronous throw.
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return client.request<EndpointResponse<K>>(path, {
    ...requestOptions,
    method: endpoint.method as ApiRequestOptions['method'],
    ...(call.body === undefined ? {} : { body: call.body }),
  });
}

/**
 * The full URL of an endpoint on the API base, for what cannot go through `api()`: EventSource, navigator.sendBeacon,
 * tus uploads and full-page navigations. `apiUrl(endpoints.userEvents)` is `/api/user/events` by default.
 */
export function apiUrl<K extends EndpointName>(
  endpoint: Endpoint<K> & { readonly name: K },
  input: { params?: EndpointParams<K>; query?: EndpointQuery<K> } = {},
): string {
  return `${resolveApiBase()}${pathFromApiBase(endpointPath(endpoint, input as { params?: object; query?: object }))}`;
}
