import { describe, expect, it } from 'vitest';
import { formatDataSize } from './format';

describe('formatDataSize', () => {
  it('says MB under 1 GB, rounded to what an estimate knows', () => {
    expect(formatDataSize('en', 183_400_000)).toBe('180 MB');
    expect(formatDataSize('en', 42_600_000)).toBe('43 MB');
    expect(formatDataSize('en', 300_000)).toBe('0,3 MB');
    expect(formatDataSize('en', 0)).toBe('0 MB');
  });

  it('says GB with one decimal from 1 GB, in the language’s own number format', () => {
    expect(formatDataSize('en', 996_000_000)).toBe('1,0 GB');
    expect(formatDataSize('en', 1_234_000_000)).toBe('1,2 GB');
    expect(formatDataSize('af', 1_234_000_000)).toBe('1,2 GB');
    expect(formatDataSize('zu', 12_340_000_000)).toBe('12.3 GB');
  });
});
