import {
  CODE_FOR_STATUS,
  DEFAULT_ERROR_MESSAGES,
  type ErrorBody,
  type ErrorCode,
} from '@mzansi/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { negotiateLanguage, type Language } from '@mzansi/i18n/languages';
import { isDatabaseUnavailable } from '../db/errors';
import { defaultErrorMessage, isAppError } from './errors';
import { noteErrorCode } from './request-observability';
import { requestLanguageOf } from './request-language';

function body(request: FastifyRequest, code: ErrorCode, message: string, details?: unknown): ErrorBody {
  noteErrorCode(request, code);
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/** The request's language (Accept-Language alone when an error came before the cookies were read). */
function languageOf(request: FastifyRequest): Language {
  try {
    return requestLanguageOf(request).language;
  } catch {
    return negotiateLanguage(request.headers['accept-language']);
  }
}

/** Seconds a client is asked to wait before trying again while the database is unreachable or restarting. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * One error shape for the whole API. Unexpected errors are logged and answered without internals. Messages are in
 * the request's language (issue 16: `?lang=`, the language cookie, else Accept-Language); codes never change.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const language = languageOf(request);
    // A shared cache must not hand an answer in one language to everyone (a public route's 404, say): only English
    // answers, the same as before, may keep the route's caching.
    if (language !== 'en') reply.header('cache-control', 'private, no-store');
    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .headers(error.headers)
        .status(error.status)
        .send(body(request, error.code, error.messageIn(language), error.detailsIn(language)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: `${error.validationContext ?? 'body'}${issue.instancePath.replace(/\//g, '.')}`,
        message: issue.message,
      }));
      return reply
        .status(400)
        .send(
          body(request, 'validation_failed', defaultErrorMessage('validation_failed', language), details),
        );
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.status(500).send(body(request, 'internal', defaultErrorMessage('internal', language)));
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover of PostgreSQL (or a network cut) is not a bug: the same request succeeds once the
      // pool reconnects, so clients and load balancers are told to come back rather than shown a failure.
      request.log.warn({ err: error }, 'database unavailable: answered 503');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send(body(request, 'service_unavailable', defaultErrorMessage('service_unavailable', language)));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = CODE_FOR_STATUS[status];
    if (status < 500 && code) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large) keep their reason, which
      // is English: other languages get the code's own message.
      const message =
        language === 'en'
          ? error.message || DEFAULT_ERROR_MESSAGES[code]
          : defaultErrorMessage(code, language);
      return reply.status(status).send(body(request, code, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    const serverCode = status === 503 ? 'service_unavailable' : 'internal';
    return reply
      .status(status >= 500 ? status : 500)
      .send(body(request, serverCode, defaultErrorMessage(serverCode, language)));
  });
}
