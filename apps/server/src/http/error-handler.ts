import {
  CODE_FOR_STATUS,
  DEFAULT_ERROR_MESSAGES,
  type ErrorBody,
  type ErrorCode,
} from '@mzansi/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isAppError } from './errors';

function body(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/** One error shape for the whole API. Unexpected errors are logged and answered without internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (isAppError(error)) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply
        .headers(error.headers)
        .status(error.status)
        .send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: `${error.validationContext ?? 'body'}${issue.instancePath.replace(/\//g, '.')}`,
        message: issue.message,
      }));
      return reply
        .status(400)
        .send(body('validation_failed', DEFAULT_ERROR_MESSAGES.validation_failed, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause?.issues }, 'response did not match its schema');
      return reply.status(500).send(body('internal', DEFAULT_ERROR_MESSAGES.internal));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = CODE_FOR_STATUS[status];
    if (status < 500 && code) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large) keep their reason.
      return reply.status(status).send(body(code, error.message || DEFAULT_ERROR_MESSAGES[code]));
    }
    request.log.error({ err: error }, 'unhandled error');
    const serverCode = status === 503 ? 'service_unavailable' : 'internal';
    return reply
      .status(status >= 500 ? status : 500)
      .send(body(serverCode, DEFAULT_ERROR_MESSAGES[serverCode]));
  });
}
