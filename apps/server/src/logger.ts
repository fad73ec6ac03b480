import { REDACTED_KEY_PARTS } from '@mzansi/contracts/constants';
import pino, { type LoggerOptions } from 'pino';

const REDACTED = '[Redacted]';
const redactedKey = new RegExp(REDACTED_KEY_PARTS.join('|'), 'i');

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Replaces the value of every key that contains password, token, signature, key, secret, auth or cookie (spec §9).
 * Only plain objects and arrays are rebuilt: class instances (requests, errors) go to their serializers untouched.
 */
export function redactDeep(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = redactedKey.test(key) ? REDACTED : redactDeep(item, depth + 1);
  }
  return out;
}

/** Media URLs carry a token in the path and some callbacks carry one in the query: never log them. */
export function redactUrl(url: string): string {
  return url
    .replace(/^\/media\/v\/[^/]+/, `/media/v/${REDACTED}`)
    .replace(/([?&][^=&]*(?:token|signature|key|secret|code|state)[^=&]*=)[^&]*/gi, `$1${REDACTED}`);
}

export function loggerOptions(level: string, pretty: boolean): LoggerOptions {
  return {
    level,
    formatters: { log: (object) => redactDeep(object) as Record<string, unknown> },
    serializers: {
      // A serializer must never throw: it runs inside every log call.
      req: (req: { method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: typeof req.url === 'string' ? redactUrl(req.url) : undefined,
        ip: req.ip,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

export type Logger = pino.Logger;

export function createLogger(level: string, pretty = false): Logger {
  return pino(loggerOptions(level, pretty));
}
