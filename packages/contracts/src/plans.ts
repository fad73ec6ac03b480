import { z } from 'zod';

/** Plans of spec §3/§9. Prices are in cents (ZAR): 5900 = R59.00. */
export const PLAN_IDS = ['free', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const VIDEO_QUALITIES = ['SD', 'HD'] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

export const planSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  price: z.number().int().nonnegative(),
  currency: z.literal('ZAR'),
  video_quality: z.enum(VIDEO_QUALITIES),
  max_devices: z.number().int().positive(),
  offline_downloads: z.boolean(),
  max_downloads: z.number().int().nonnegative(),
  duration_months: z.number().int().nonnegative(),
  has_ads: z.boolean(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;

export const PLANS: Record<PlanId, Plan> = {
  free: {
    id: 'free',
    name: 'Free',
    price: 0,
    currency: 'ZAR',
    video_quality: 'SD',
    max_devices: 1,
    offline_downloads: false,
    max_downloads: 0,
    duration_months: 0,
    has_ads: true,
    features: [
      'Watch trailers',
      'SD quality',
      '1 device at a time',
      'My List and watch history',
      'With ads: a pre-roll you can skip after 5 seconds, and a mid-roll about every 8 minutes in free programmes longer than 10 minutes',
    ],
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    price: 5900,
    currency: 'ZAR',
    video_quality: 'HD',
    max_devices: 4,
    offline_downloads: true,
    max_downloads: 20,
    duration_months: 1,
    has_ads: false,
    features: [
      'Every movie, series and documentary',
      'HD quality',
      'Watch on 4 devices at a time',
      'Up to 20 offline downloads',
      'No ads, ever',
    ],
  },
};

/** Formats cents as rands the South African way: 5900 -> "R59", 5950 -> "R59.50". */
export function formatRands(cents: number): string {
  const rands = cents / 100;
  return Number.isInteger(rands) ? `R${rands}` : `R${rands.toFixed(2)}`;
}
