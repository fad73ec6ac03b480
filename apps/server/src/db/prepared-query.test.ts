import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './prepared-query';

describe('sqlLiteral (PGlite prepared statements)', () => {
  it('quotes plain values, doubling single quotes', () => {
    expect(sqlLiteral("o'neil")).toBe("'o''neil'");
    expect(sqlLiteral("x'); drop table titles; --")).toBe("'x''); drop table titles; --'");
    expect(sqlLiteral('back\\slash')).toBe("'back\\slash'");
    expect(sqlLiteral(21)).toBe("'21'");
    expect(sqlLiteral(true)).toBe("'true'");
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(new Date('2026-01-02T03:04:05.000Z'))).toBe("'2026-01-02T03:04:05.000Z'");
  });

  it('refuses what it cannot write safely, so the query runs with real parameters', () => {
    expect(sqlLiteral('nul\0byte')).toBeNull();
    expect(sqlLiteral(Number.NaN)).toBeNull();
    expect(sqlLiteral(new Date('nope'))).toBeNull();
    expect(sqlLiteral(['a'])).toBeNull();
    expect(sqlLiteral({ a: 1 })).toBeNull();
    expect(sqlLiteral(undefined)).toBeNull();
    expect(sqlLiteral(10n)).toBeNull();
  });
});
