import type { AgeRatingCode } from '@mzansi/contracts/catalogue';

/**
 * Each FPB classification's name in the `catalogue` namespace (written literally, so the catalogue check sees every
 * key used): the studio's rating choice, a viewer profile's maturity limit, "not available on this profile".
 */
export const AGE_RATING_NAME_KEYS = {
  A: 'catalogue:ageRatings.all',
  PG: 'catalogue:ageRatings.pg',
  '7-9PG': 'catalogue:ageRatings.pg7to9',
  '10-12PG': 'catalogue:ageRatings.pg10to12',
  '13': 'catalogue:ageRatings.age13',
  '16': 'catalogue:ageRatings.age16',
  '18': 'catalogue:ageRatings.adults',
} as const satisfies Record<AgeRatingCode, string>;
