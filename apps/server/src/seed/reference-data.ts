import { ADVISORIES, AGE_RATINGS, LANGUAGES } from '@mzansi/contracts/catalogue';
import { PLANS } from '@mzansi/contracts/plans';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { advisories, ageRatings, languages, plans } from '../db/schema/index';

/**
 * Reference data that the code defines (spec §9 plans, FPB ratings, languages). Upserted at every start so the
 * database always agrees with the contracts; idempotent and a handful of statements.
 */
export async function syncReferenceData(db: Database): Promise<void> {
  await db
    .insert(languages)
    .values(LANGUAGES.map((language) => ({ ...language })))
    .onConflictDoUpdate({
      target: languages.code,
      set: { name: sql`excluded.name`, nativeName: sql`excluded.native_name` },
    });
  await db
    .insert(ageRatings)
    .values(
      AGE_RATINGS.map((rating, index) => ({
        code: rating.code,
        name: rating.name,
        minAge: rating.minAge,
        sortOrder: index,
      })),
    )
    .onConflictDoUpdate({
      target: ageRatings.code,
      set: { name: sql`excluded.name`, minAge: sql`excluded.min_age`, sortOrder: sql`excluded.sort_order` },
    });
  await db
    .insert(advisories)
    .values(ADVISORIES.map((advisory) => ({ ...advisory })))
    .onConflictDoUpdate({ target: advisories.code, set: { name: sql`excluded.name` } });
  await db
    .insert(plans)
    .values(
      Object.values(PLANS).map((plan) => ({
        id: plan.id,
        name: plan.name,
        priceCents: plan.price,
        currency: plan.currency,
        videoQuality: plan.video_quality,
        maxDevices: plan.max_devices,
        offlineDownloads: plan.offline_downloads,
        maxDownloads: plan.max_downloads,
        durationMonths: plan.duration_months,
        hasAds: plan.has_ads,
        features: plan.features,
      })),
    )
    .onConflictDoUpdate({
      target: plans.id,
      set: {
        name: sql`excluded.name`,
        priceCents: sql`excluded.price_cents`,
        currency: sql`excluded.currency`,
        videoQuality: sql`excluded.video_quality`,
        maxDevices: sql`excluded.max_devices`,
        offlineDownloads: sql`excluded.offline_downloads`,
        maxDownloads: sql`excluded.max_downloads`,
        durationMonths: sql`excluded.duration_months`,
        hasAds: sql`excluded.has_ads`,
        features: sql`excluded.features`,
        updatedAt: sql`now()`,
      },
    });
}
