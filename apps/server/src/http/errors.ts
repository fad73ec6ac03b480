import { DEFAULT_ERROR_MESSAGES, ERROR_CODES, type ErrorCode } from '@mzansi/contracts/errors';

/** The one error type routes and services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly status: number;
  /** response headers that go with the error (Retry-After on 429) */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly code: ErrorCode,
    message: string = DEFAULT_ERROR_MESSAGES[code],
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
  }

  withHeader(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
