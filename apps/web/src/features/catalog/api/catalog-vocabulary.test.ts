import { AGE_RATINGS, LANGUAGES, TITLE_TYPES } from '@mzansi/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { AGE_RATING_OPTIONS, LANGUAGE_OPTIONS, TITLE_TYPE_OPTIONS } from './catalog-vocabulary';

describe('catalogue vocabulary copies', () => {
  it('match the contracts', () => {
    expect(TITLE_TYPE_OPTIONS.map((option) => option.value)).toEqual([...TITLE_TYPES]);
    expect(LANGUAGE_OPTIONS).toEqual(LANGUAGES.map(({ code, name }) => ({ code, name })));
    expect(AGE_RATING_OPTIONS).toEqual(AGE_RATINGS.map(({ code, name }) => ({ code, name })));
  });
});
