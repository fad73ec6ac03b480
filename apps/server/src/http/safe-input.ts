import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { localised } from '../i18n/translate';

export const UNSAFE_TEXT_MESSAGE = localised('errors:fields.unsafeText');

/**
 * Text PostgreSQL cannot store and JSON cannot carry faithfully: NUL characters, and UTF-16 surrogates without
 * their pair (what `"\ud800"` in JSON or a string cut through an emoji becomes).
 */
export function isUnsafeText(value: string): boolean {
  return value.includes('\0') || !value.isWellFormed();
}

/**
 * The path (`body.items.2.name`) of the first string, or object key, in a parsed value that is unsafe text; null
 * when there is none. Walks without recursion, so no depth of nesting can overflow the stack.
 */
export function findUnsafeText(value: unknown, root: string): string | null {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length > 0) {
    const [current, path] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return path;
    } else if (Array.isArray(current)) {
      // Pushed last to first, so fields are reported in the order they were sent.
      for (let index = current.length - 1; index >= 0; index--)
        pending.push([current[index], `${path}.${index}`]);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (isUnsafeText(key)) return `${path}.${key}`;
      for (const [key, item] of entries.reverse()) pending.push([item, `${path}.${key}`]);
    }
  }
  return null;
}

/**
 * A body kept as text for a signature (gateway notifications, beacons): what it decodes to is checked as well,
 * since `\u0000` in JSON and `%00` in a form are harmless text until they are decoded.
 */
function decodedRawBody(request: FastifyRequest, body: string): unknown {
  const type = request.headers['content-type'] ?? '';
  if (/application\/x-www-form-urlencoded/i.test(type)) return [...new URLSearchParams(body)];
  if (!/\bjson\b/i.test(type) && !/^\s*[[{]/.test(body)) return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function refuse(field: string): AppError {
  return new AppError('validation_failed', undefined, [{ field, message: UNSAFE_TEXT_MESSAGE }]);
}

/** For input a handler reads itself (multipart fields): the same refusal as the hook's. */
export function assertSafeText(value: unknown, root: string): void {
  const field = findUnsafeText(value, root);
  if (field) throw refuse(field);
}

function unsafeField(request: FastifyRequest): string | null {
  const body = request.body;
  return (
    findUnsafeText(request.params, 'params') ??
    findUnsafeText(request.query, 'query') ??
    findUnsafeText(body, 'body') ??
    (typeof body === 'string' ? findUnsafeText(decodedRawBody(request, body), 'body') : null) ??
    findUnsafeText(request.headers['user-agent'], 'headers.user-agent')
  );
}

/**
 * Every route's input is checked before its schema runs: a NUL character or a lone surrogate anywhere in the path
 * parameters, query, body (parsed, or kept raw for a signature) or a header we store is refused with 400
 * `validation_failed`, naming the field. Nothing further down has to know such strings exist.
 */
export function registerSafeInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = unsafeField(request);
    if (field) throw refuse(field);
  });
}
