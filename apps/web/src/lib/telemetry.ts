import { REDACTED_KEY_PARTS } from '@mzansi/contracts/constants';
import { endpoints } from '@mzansi/contracts/endpoints';
import type { ClientErrorReport } from '@mzansi/contracts/account';
import { api, isApiError, type ApiErrorType } from './api-client';

/** Spec §8 app error types; the API types come from the API client. */
export type AppErrorType =
  | 'component-render'
  | 'data-processing'
  | 'user-interaction'
  | 'media-playback'
  | 'route-navigation'
  | 'state-management'
  | 'browser-compatibility'
  | 'performance';
export type ClientErrorType = AppErrorType | ApiErrorType;
export type ErrorSeverity = 'low' | 'medium' | 'high' | 'critical';

export interface ReportOptions {
  type?: ClientErrorType;
  /** spec §8 default: medium */
  severity?: ErrorSeverity;
  /** spec §8 default: true */
  recoverable?: boolean;
  context?: Record<string, unknown>;
}

const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

/** Spec §9: any key containing password, token, signature, key, secret, auth or cookie is replaced, at any depth. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      const lower = key.toLowerCase();
      out[key] = REDACTED_KEY_PARTS.some((part) => lower.includes(part))
        ? REDACTED
        : redact(inner, depth + 1);
    }
    return out;
  }
  return value;
}

/** Tokens also hide in URLs (reset links carry ?token=): their query values are cut out the same way. */
export function redactUrl(url: string): string {
  return url.replace(/([?&])([^=&#]+)=([^&#]*)/g, (match, sep: string, name: string) => {
    const lower = decodeURIComponent(name).toLowerCase();
    return REDACTED_KEY_PARTS.some((part) => lower.includes(part)) ? `${sep}${name}=${REDACTED}` : match;
  });
}

export interface ErrorReporterOptions {
  send: (report: ClientErrorReport) => Promise<unknown> | void;
  now?: () => number;
  /** spec §9: the same error at most 5 times per 60 s */
  maxPerWindow?: number;
  windowMs?: number;
  currentUrl?: () => string | undefined;
}

function typeOf(error: unknown, fallback: ClientErrorType): ClientErrorType {
  return isApiError(error) ? error.type : fallback;
}

/** Builds reports with the spec's defaults, redacts them, and sends each distinct error at most 5 times a minute. */
export function createErrorReporter(options: ErrorReporterOptions) {
  const now = options.now ?? Date.now;
  const maxPerWindow = options.maxPerWindow ?? 5;
  const windowMs = options.windowMs ?? 60_000;
  const sent = new Map<string, number[]>();

  function report(error: unknown, reportOptions: ReportOptions = {}): boolean {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    const type = reportOptions.type ?? typeOf(error, 'component-render');
    const fingerprint = `${type}|${message}`;
    const time = now();
    const recent = (sent.get(fingerprint) ?? []).filter((at) => time - at < windowMs);
    if (recent.length >= maxPerWindow) {
      sent.set(fingerprint, recent);
      return false;
    }
    recent.push(time);
    sent.set(fingerprint, recent);

    const url = options.currentUrl?.();
    const payload: ClientErrorReport = {
      type,
      severity: reportOptions.severity ?? 'medium',
      recoverable: reportOptions.recoverable ?? true,
      message: redactUrl(message),
      occurredAt: new Date(time).toISOString(),
    };
    if (error instanceof Error && error.stack) payload.stack = redactUrl(error.stack).slice(0, 8000);
    if (url) payload.url = redactUrl(url).slice(0, 2000);
    if (reportOptions.context) payload.context = redact(reportOptions.context) as Record<string, unknown>;
    try {
      const pending = options.send(payload);
      if (pending && typeof pending.catch === 'function') {
        pending.catch(() => undefined);
      }
    } catch {
      // Reporting must never break the app it reports on.
    }
    return true;
  }

  return { report };
}

/** The app's reporter: POST /api/client-errors, no retries, kept out of the progress bar. */
export const errorReporter = createErrorReporter({
  send: (report) =>
    api(
      endpoints.reportClientError,
      { body: report },
      { retries: 0, background: true, keepalive: true },
    ).catch(() => undefined),
  currentUrl: () => (typeof window === 'undefined' ? undefined : window.location.href),
});

export function reportError(error: unknown, options?: ReportOptions): void {
  if (import.meta.env.DEV) console.error('[error]', error);
  errorReporter.report(error, options);
}

/** Uncaught errors and unhandled rejections (installed once at start). */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => {
    reportError(event.error ?? event.message, { type: 'component-render', recoverable: false });
  });
  window.addEventListener('unhandledrejection', (event) => {
    reportError(event.reason, { type: 'data-processing' });
  });
}
