import { isApiError } from './api-client';
import { translate } from './i18n';

/**
 * What a failed request tells the person (spec §8): "Request timeout" and "Network connection failed" by their codes
 * (a proxy's bare 408 included), otherwise the server's message, or the HTTP status and text when it sent none. An
 * error that is not the API's keeps its own message (a fetcher's or a gateway's sentence).
 */
export function apiErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === 'timeout') return translate('messages:apiTimeout');
    if (error.code === 'network_error') return translate('messages:apiNetworkFailure');
    return error.message || `HTTP ${error.status}`;
  }
  if (error instanceof Error && error.message) return error.message;
  // Neither the API's error nor an Error with words of its own (a thrown string, a bare object).
  return translate('common:errors.unknown');
}
