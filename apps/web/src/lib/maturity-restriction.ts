import type { AgeRatingCode } from '@mzansi/contracts/catalogue';
import { isApiError } from './api-client';
import { AGE_RATING_NAME_KEYS } from './age-rating-names';

/** A title above the active viewer profile's maturity limit (403 `maturity_restricted`, issue 16). */
export interface MaturityRestriction {
  /** the title's FPB classification */
  rating: AgeRatingCode;
  /** the profile's limit */
  limit: AgeRatingCode;
}

function isRating(value: unknown): value is AgeRatingCode {
  return typeof value === 'string' && value in AGE_RATING_NAME_KEYS;
}

/**
 * The rating and limit of a `maturity_restricted` answer, or null for any other error. Read defensively: an answer
 * without readable details still says "not on this profile" (with the ratings left out).
 */
export function maturityRestriction(error: unknown): Partial<MaturityRestriction> | null {
  if (!isApiError(error) || error.code !== 'maturity_restricted') return null;
  const details = (error.details ?? {}) as { rating?: unknown; limit?: unknown };
  return {
    ...(isRating(details.rating) ? { rating: details.rating } : {}),
    ...(isRating(details.limit) ? { limit: details.limit } : {}),
  };
}
