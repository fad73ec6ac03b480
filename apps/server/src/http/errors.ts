import { DEFAULT_ERROR_MESSAGES, ERROR_CODES, type ErrorCode } from '@mzansi/contracts/errors';
import type { Language } from '@mzansi/i18n/languages';
import { LocalisedMessage, localised, translate, type ErrorMessageKey } from '../i18n/translate';

/** The catalogue key of each code's default message (the English is DEFAULT_ERROR_MESSAGES, word for word). */
const DEFAULT_MESSAGE_KEYS: Record<ErrorCode, ErrorMessageKey> = {
  bad_request: 'errors:code.bad_request',
  validation_failed: 'errors:code.validation_failed',
  weak_password: 'errors:code.weak_password',
  invalid_token: 'errors:code.invalid_token',
  maturity_restricted: 'errors:code.maturity_restricted',
  pin_required: 'errors:code.pin_required',
  pin_incorrect: 'errors:code.pin_incorrect',
  unauthenticated: 'errors:code.unauthenticated',
  invalid_credentials: 'messages:invalidCredentials',
  forbidden: 'errors:code.forbidden',
  email_not_confirmed: 'messages:registrationUnconfirmed.description',
  account_suspended: 'errors:code.account_suspended',
  reauthentication_failed: 'errors:code.reauthentication_failed',
  subscription_required: 'messages:signedUrl403',
  not_found: 'errors:code.not_found',
  method_not_allowed: 'errors:code.method_not_allowed',
  conflict: 'errors:code.conflict',
  too_many_streams: 'errors:code.too_many_streams',
  download_limit: 'errors:code.download_limit',
  stream_ended: 'errors:code.stream_ended',
  payload_too_large: 'errors:code.payload_too_large',
  unsupported_media_type: 'errors:code.unsupported_media_type',
  range_not_satisfiable: 'errors:code.range_not_satisfiable',
  rate_limited: 'errors:code.rate_limited',
  internal: 'errors:code.internal',
  service_unavailable: 'errors:code.service_unavailable',
};

/** A code's default message in a language. */
export function defaultErrorMessage(code: ErrorCode, language: Language): string {
  return language === 'en' ? DEFAULT_ERROR_MESSAGES[code] : translate(language, DEFAULT_MESSAGE_KEYS[code]);
}

/** Details with their field messages (`{ field, message }` items given a LocalisedMessage) in a language. */
function detailsIn(details: unknown, language: Language): unknown {
  if (!Array.isArray(details)) return details;
  return details.map((item: unknown) =>
    item && typeof item === 'object' && (item as { message?: unknown }).message instanceof LocalisedMessage
      ? {
          ...item,
          message: (item as { message: LocalisedMessage }).message.in(language),
        }
      : item,
  );
}

/**
 * The one error type routes and services throw; the error handler turns it into `{ error: { code, message } }`.
 *
 * Its message is a catalogue message (`localised('errors:…', { …arguments })`, or the code's default when none is
 * given) that the error handler writes in the request's language (issue 16); `message` and `details` stay the
 * English ones, for logs and for code that reads them. Plain text is answered as it is, in every language (kept
 * for messages no person using the app meets, such as the create-admin command's).
 */
export class AppError extends Error {
  readonly status: number;
  /** response headers that go with the error (Retry-After on 429) */
  readonly headers: Record<string, string> = {};
  readonly details?: unknown;
  private readonly localisedMessage?: LocalisedMessage;
  private readonly rawDetails?: unknown;

  constructor(
    readonly code: ErrorCode,
    message?: string | LocalisedMessage,
    details?: unknown,
  ) {
    super(
      message === undefined
        ? DEFAULT_ERROR_MESSAGES[code]
        : typeof message === 'string'
          ? message
          : message.english,
    );
    this.name = 'AppError';
    this.status = ERROR_CODES[code];
    this.localisedMessage =
      message === undefined
        ? localised(DEFAULT_MESSAGE_KEYS[code])
        : typeof message === 'string'
          ? undefined
          : message;
    this.rawDetails = details;
    this.details = detailsIn(details, 'en');
  }

  /** The message in a language (English: exactly `message`). */
  messageIn(language: Language): string {
    return language === 'en' || !this.localisedMessage ? this.message : this.localisedMessage.in(language);
  }

  detailsIn(language: Language): unknown {
    return language === 'en' ? this.details : detailsIn(this.rawDetails, language);
  }

  withHeader(name: string, value: string): this {
    this.headers[name] = value;
    return this;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
