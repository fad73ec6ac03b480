import { describe, expect, it } from 'vitest';
import { buildTsQuery, normaliseQuery } from './search-query';

describe('search query building', () => {
  it('makes every word required and the last one a prefix', () => {
    expect(buildTsQuery('zulu stor')).toBe('zulu & stor:*');
    expect(buildTsQuery('umkhokha')).toBe('umkhokha:*');
  });

  it('drops tsquery syntax so user input cannot break the query', () => {
    expect(buildTsQuery("o'neil & (drama) | !x <-> y:*")).toBe('o & neil & drama & x & y:*');
    expect(buildTsQuery('&&& ||| !!!')).toBeNull();
    expect(buildTsQuery('')).toBeNull();
  });

  it('keeps letters of any script and caps the number of words', () => {
    expect(buildTsQuery('reën môre')).toBe('reën & môre:*');
    expect(buildTsQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
  });

  it('normalises case, accents and spaces like the database', () => {
    expect(normaliseQuery('  Môre   Kom die REËN ')).toBe('more kom die reen');
    expect(normaliseQuery('Die Oë')).toBe('die oe');
  });
});
