import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { demoId, demoIds } from './demo-ids';
import type { DemoVideoJob } from './demo-catalogue';

/** The demo's house campaigns (issue 18): each with a generated creative of 6-15 s on the ad ladder. */
export const DEMO_ADS = [
  {
    slug: 'go-premium',
    name: 'Go Premium for R59',
    label: 'Ad-free, in HD, on 4 screens',
    clickThroughUrl: 'http://localhost:3000/pricing',
    seconds: 10,
    weight: 50,
    look: { palette: ['#0b1020', '#3b2f7a', '#f5b301'] as [string, string, string], motif: 'dots' as const },
  },
  {
    slug: 'umkhokha-promo',
    name: 'Now streaming: Umkhokha',
    label: 'Watch the trailer',
    clickThroughUrl: `http://localhost:3000/watch/${demoIds.title('umkhokha')}`,
    seconds: 8,
    weight: 30,
    look: { palette: ['#1c0d0b', '#7a2e1f', '#d9a441'] as [string, string, string], motif: 'moon' as const },
  },
  {
    slug: 'load-shedding',
    name: 'Download for load-shedding',
    label: 'Save shows with Premium, watch offline',
    clickThroughUrl: 'http://localhost:3000/pricing',
    seconds: 6,
    weight: 20,
    look: { palette: ['#04151a', '#0f5257', '#9be564'] as [string, string, string], motif: 'waves' as const },
  },
] as const;

export const demoAdIds = {
  campaign: (slug: string) => demoId('ad-campaign', slug),
  creative: (slug: string) => demoId('video', 'ad', slug),
};

/** The creatives the seed generates (short, straight to the demo rungs: 234p, 360p, 720p = the ad ladder). */
export function demoAdVideoJobs(): DemoVideoJob[] {
  return DEMO_ADS.map((ad) => ({
    videoId: demoAdIds.creative(ad.slug),
    title: ad.name,
    label: ad.label,
    look: ad.look,
    durationSeconds: ad.seconds,
  }));
}

/**
 * The demo campaigns and their creative rows (transcoding until the media step marks them ready), in two bulk
 * inserts; idempotent (what exists is left as it is, so an admin's changes to a demo campaign survive a restart).
 */
export async function ensureDemoAds(db: Database, now: Date, publicUrl: string): Promise<void> {
  const at = now.toISOString();
  await db.execute(sql`insert into videos (id, kind, purpose, status, progress, storage_prefix, created_at, updated_at)
    values ${sql.join(
      DEMO_ADS.map(
        (ad) =>
          sql`(${demoAdIds.creative(ad.slug)}::uuid, 'main', 'ad', 'transcoding', 0,
            ${`videos/${demoAdIds.creative(ad.slug)}`}, ${at}::timestamptz, ${at}::timestamptz)`,
      ),
      sql`, `,
    )}
    on conflict (id) do nothing`);
  await db.execute(sql`insert into ad_campaigns (id, name, status, creative_video_id, click_through_url, starts_at,
      weight, created_at, updated_at)
    values ${sql.join(
      DEMO_ADS.map(
        (ad) =>
          sql`(${demoAdIds.campaign(ad.slug)}::uuid, ${ad.name}, 'active', ${demoAdIds.creative(ad.slug)}::uuid,
            ${ad.clickThroughUrl.replace('http://localhost:3000', publicUrl)}, ${at}::timestamptz, ${ad.weight},
            ${at}::timestamptz, ${at}::timestamptz)`,
      ),
      sql`, `,
    )}
    on conflict (id) do nothing`);
}

/** Removes the demo campaigns and their creatives' rows (files on disk are reused by the next seed). */
export async function deleteDemoAds(db: Database): Promise<void> {
  await db.execute(
    sql`delete from ad_campaigns where id in (${sql.join(
      DEMO_ADS.map((ad) => sql`${demoAdIds.campaign(ad.slug)}::uuid`),
      sql`, `,
    )})`,
  );
  await db.execute(
    sql`delete from videos where purpose = 'ad' and id in (${sql.join(
      DEMO_ADS.map((ad) => sql`${demoAdIds.creative(ad.slug)}::uuid`),
      sql`, `,
    )})`,
  );
}
