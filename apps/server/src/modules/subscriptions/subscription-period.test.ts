import { describe, expect, it } from 'vitest';
import { addMonths, graceEnd } from './subscription-period';

describe('subscription periods', () => {
  it('adds calendar months and keeps the time of day', () => {
    expect(addMonths(new Date('2026-11-22T10:15:00Z'), 1).toISOString()).toBe('2026-12-22T10:15:00.000Z');
    expect(addMonths(new Date('2026-12-05T00:00:00Z'), 1).toISOString()).toBe('2027-01-05T00:00:00.000Z');
  });

  it('ends on the last day of a shorter month', () => {
    expect(addMonths(new Date('2027-01-31T08:00:00Z'), 1).toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(addMonths(new Date('2028-01-31T08:00:00Z'), 1).toISOString()).toBe('2028-02-29T08:00:00.000Z');
    expect(addMonths(new Date('2026-08-31T08:00:00Z'), 1).toISOString()).toBe('2026-09-30T08:00:00.000Z');
  });

  it('gives a 7-day grace period after an unpaid renewal', () => {
    expect(graceEnd(new Date('2026-12-22T10:00:00Z')).toISOString()).toBe('2026-12-29T10:00:00.000Z');
  });
});
