import { describe, expect, it } from 'vitest';
import { buildTsQueries, normaliseQuery } from './search-query';

describe('search query building', () => {
  it('makes every word required and the last one a prefix, with a title-only twin', () => {
    expect(buildTsQueries('zulu stor')).toEqual({ any: 'zulu & stor:*', title: 'zulu:A & stor:*A' });
    expect(buildTsQueries('umkhokha')).toEqual({ any: 'umkhokha:*', title: 'umkhokha:*A' });
  });

  it('drops tsquery syntax so user input cannot break the query', () => {
    expect(buildTsQueries("o'neil & (drama) | !x <-> y:*")?.any).toBe('o & neil & drama & x & y:*');
    expect(buildTsQueries('&&& ||| !!!')).toBeNull();
    expect(buildTsQueries('')).toBeNull();
  });

  it('keeps letters of any script and caps the number of words', () => {
    expect(buildTsQueries('reën môre')?.any).toBe('reën & môre:*');
    expect(buildTsQueries('a b c d e f g h i j')?.any.split(' & ')).toHaveLength(8);
  });

  it('normalises case, accents and spaces like the database', () => {
    expect(normaliseQuery('  Môre   Kom die REËN ')).toBe('more kom die reen');
    expect(normaliseQuery('Die Oë')).toBe('die oe');
  });
});
