import { MESSAGES } from './messages';

/**
 * Every error the API can answer. The server answers `{ error: { code, message } }`; the client maps the code to the
 * spec's toasts and redirects. The status is the HTTP status that goes with the code.
 */
export const ERROR_CODES = {
  bad_request: 400,
  validation_failed: 400,
  weak_password: 400,
  /** a password-reset or confirmation token that is unknown, expired or already used */
  invalid_token: 400,
  unauthenticated: 401,
  /** sign-in with a wrong e-mail or password (the same answer for both: no user enumeration) */
  invalid_credentials: 401,
  forbidden: 403,
  /** the right password for an account whose e-mail is not confirmed yet (a new link is sent) */
  email_not_confirmed: 403,
  /** sign-in to a suspended account (issue 19); the message says until when */
  account_suspended: 403,
  /** a sensitive action (password change, account deletion) re-confirmed with a wrong password or e-mail */
  reauthentication_failed: 403,
  subscription_required: 403,
  /** a title above the maturity limit of the viewer profile in use (details: maturityRestrictedDetailsSchema) */
  maturity_restricted: 403,
  /** the action needs a profile or account PIN (details: pinErrorDetailsSchema) */
  pin_required: 403,
  /** a wrong profile or account PIN (details: pinErrorDetailsSchema, with the tries left) */
  pin_incorrect: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  /** more concurrent streams than the plan allows (details: tooManyStreamsDetailsSchema) */
  too_many_streams: 409,
  /** the account already holds as many download licences as its plan allows (details: { limit, used }) */
  download_limit: 409,
  /** the playback lease ended (stopped from another device, or lapsed) */
  stream_ended: 410,
  payload_too_large: 413,
  unsupported_media_type: 415,
  /** a byte range beyond the end of a media file */
  range_not_satisfiable: 416,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Default messages where the spec gives one; otherwise a plain sentence. */
export const DEFAULT_ERROR_MESSAGES: Record<ErrorCode, string> = {
  bad_request: 'The request could not be understood.',
  validation_failed: 'Some fields are not valid.',
  weak_password: 'Choose a stronger password.',
  invalid_token: 'This link has expired or has already been used. Please ask for a new one.',
  unauthenticated: 'Please sign in to continue.',
  invalid_credentials: MESSAGES.invalidCredentials,
  forbidden: 'You do not have permission to do that.',
  email_not_confirmed: MESSAGES.registrationUnconfirmed.description,
  account_suspended: 'This account has been suspended. Contact support if you think this is a mistake.',
  reauthentication_failed: 'That does not match your account. Please check it and try again.',
  subscription_required: MESSAGES.signedUrl403,
  maturity_restricted: 'This title is not available on this profile.',
  pin_required: 'Enter the PIN to continue.',
  pin_incorrect: 'That PIN is not right. Please try again.',
  not_found: 'Not found.',
  method_not_allowed: 'Method not allowed.',
  conflict: 'That conflicts with the current state.',
  too_many_streams: 'You are already watching on as many devices as your plan allows.',
  download_limit: 'You have 20 downloads, the most your plan allows. Delete one to download another.',
  stream_ended: 'Playback was stopped on this device.',
  payload_too_large: 'The upload is too large.',
  unsupported_media_type: 'That file type is not supported.',
  range_not_satisfiable: 'The requested range is beyond the end of the file.',
  rate_limited: 'Too many requests. Please wait a moment and try again.',
  internal: 'Something went wrong on our side. Please try again.',
  service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
};

/** The error body every API error answers with (the zod schema is `errorBodySchema` in ./errors). */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

/**
 * The code that goes with a bare HTTP status (a proxy's 502, Fastify's own 415, a body without our error shape):
 * the one status table, read by the server's error handler and by the client.
 */
export const CODE_FOR_STATUS: Readonly<Partial<Record<number, ErrorCode>>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  410: 'stream_ended',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  416: 'range_not_satisfiable',
  429: 'rate_limited',
  500: 'internal',
  503: 'service_unavailable',
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
