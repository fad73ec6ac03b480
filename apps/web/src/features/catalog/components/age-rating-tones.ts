import type { AgeRatingCode } from '@mzansi/contracts/catalogue';

export type RatingTone = 'green' | 'amber' | 'red';

/**
 * FPB badge tones (DESIGN.md). Mirrors AGE_RATINGS in the contracts, which cannot be imported at runtime here without
 * pulling zod into the landing page; `satisfies` breaks the build if a code is added, and a test checks the tones.
 */
export const AGE_RATING_TONES = {
  A: 'green',
  PG: 'green',
  '7-9PG': 'green',
  '10-12PG': 'green',
  '13': 'amber',
  '16': 'amber',
  '18': 'red',
} as const satisfies Record<AgeRatingCode, RatingTone>;
