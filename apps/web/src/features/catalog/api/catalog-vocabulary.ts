import type { AgeRatingCode, LanguageCode, TitleType } from '@mzansi/contracts/catalogue';

/*
 * Plain copies of the catalogue vocabulary in the contracts. A runtime import of @mzansi/contracts/catalogue brings its
 * zod schemas (~26 kB gzip) into every discovery page; `satisfies` breaks the build when a code is added there, and
 * catalog-vocabulary.test.ts checks the values are the same.
 */

/** The title types in their order; their words are the catalog namespace's (hooks/use-catalog-words.ts). */
export const TITLE_TYPE_OPTIONS = [
  { value: 'movie' },
  { value: 'series' },
  { value: 'documentary' },
] as const satisfies ReadonlyArray<{ value: TitleType }>;

export function isTitleType(value: string | null | undefined): value is TitleType {
  return TITLE_TYPE_OPTIONS.some((option) => option.value === value);
}

/** South Africa's official spoken languages (ISO 639 codes), as the catalogue names them (each in itself). */
export const LANGUAGE_OPTIONS = [
  { code: 'en', name: 'English' },
  { code: 'zu', name: 'isiZulu' },
  { code: 'xh', name: 'isiXhosa' },
  { code: 'af', name: 'Afrikaans' },
  { code: 'st', name: 'Sesotho' },
  { code: 'tn', name: 'Setswana' },
  { code: 'ts', name: 'Xitsonga' },
  { code: 'nso', name: 'Sepedi' },
  { code: 'ss', name: 'siSwati' },
  { code: 've', name: 'Tshivenda' },
  { code: 'nr', name: 'isiNdebele' },
] as const satisfies ReadonlyArray<{ code: LanguageCode; name: string }>;

export function isLanguageCode(value: string | null | undefined): value is LanguageCode {
  return LANGUAGE_OPTIONS.some((option) => option.code === value);
}

export function languageName(code: string): string {
  return LANGUAGE_OPTIONS.find((option) => option.code === code)?.name ?? code;
}

/** FPB classifications, youngest first (the search filter reads "up to" one of them). */
export const AGE_RATING_OPTIONS = [
  { code: 'A', name: 'All ages' },
  { code: 'PG', name: 'Parental guidance' },
  { code: '7-9PG', name: 'Ages 7 to 9 with parental guidance' },
  { code: '10-12PG', name: 'Ages 10 to 12 with parental guidance' },
  { code: '13', name: 'Ages 13 and older' },
  { code: '16', name: 'Ages 16 and older' },
  { code: '18', name: 'Adults only (18+)' },
] as const satisfies ReadonlyArray<{ code: AgeRatingCode; name: string }>;

export function isAgeRatingCode(value: string | null | undefined): value is AgeRatingCode {
  return AGE_RATING_OPTIONS.some((option) => option.code === value);
}
