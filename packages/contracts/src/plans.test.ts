import { describe, expect, it } from 'vitest';
import { formatRands, PLANS, planSchema } from './plans';
import { isSubscriptionActive } from './subscription';

describe('plans (spec §9)', () => {
  it('has the spec constants exactly', () => {
    expect(PLANS.premium).toMatchObject({
      price: 5900,
      video_quality: 'HD',
      max_devices: 4,
      offline_downloads: true,
      max_downloads: 20,
      duration_months: 1,
    });
    expect(PLANS.free).toMatchObject({
      price: 0,
      video_quality: 'SD',
      max_devices: 1,
      offline_downloads: false,
      has_ads: true,
    });
    for (const plan of Object.values(PLANS)) expect(planSchema.parse(plan)).toEqual(plan);
  });

  it('shows cents as rands', () => {
    expect(formatRands(5900)).toBe('R59');
    expect(formatRands(5950)).toBe('R59.50');
    expect(formatRands(0)).toBe('R0');
  });
});

describe('isSubscriptionActive (spec §4)', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it('is premium only for an active or trialing subscription ending in the future', () => {
    expect(isSubscriptionActive({ status: 'active', end_date: '2026-12-22T12:00:00Z' }, now)).toBe(true);
    expect(isSubscriptionActive({ status: 'trialing', end_date: '2026-11-23T00:00:00Z' }, now)).toBe(true);
    expect(isSubscriptionActive({ status: 'active', end_date: '2026-11-22T12:00:00Z' }, now)).toBe(false);
    expect(isSubscriptionActive({ status: 'cancelled', end_date: '2026-12-22T12:00:00Z' }, now)).toBe(false);
    expect(isSubscriptionActive({ status: 'active', end_date: null }, now)).toBe(false);
    expect(isSubscriptionActive(null, now)).toBe(false);
  });
});
