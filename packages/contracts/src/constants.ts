/** Business constants of spec §9 that both sides need. */
export const QUERY_DEFAULTS = {
  staleTimeMs: 10 * 60_000,
  gcTimeMs: 30 * 60_000,
  /** subscription, watchlist and collections */
  shortStaleTimeMs: 5 * 60_000,
  maxRetries: 3,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
  mutationRetries: 1,
} as const;

export const API_CLIENT = {
  timeoutMs: 30_000,
  retries: 3,
  baseDelayMs: 1000,
  factor: 2,
  maxDelayMultiplier: 4,
  healthIntervalMs: 60_000,
} as const;

export const SIGNED_URL_DEFAULT_EXPIRY_S = 3600;
export const VIDEO_LIST_PREFETCH_LIMIT = 20;
export const MOBILE_WIDTH_THRESHOLD = 768;
export const STORAGE_PREFIX = 'mzansi';

/** Log keys redacted everywhere (spec §9): any key containing one of these, case-insensitive. */
export const REDACTED_KEY_PARTS = [
  'password',
  'token',
  'signature',
  'key',
  'secret',
  'auth',
  'cookie',
] as const;

/** An account whose e-mail is still unconfirmed this many days after sign-up is deleted (privacy policy, D53). */
export const UNCONFIRMED_ACCOUNT_DAYS = 7;
