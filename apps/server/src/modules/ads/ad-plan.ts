import {
  AD_MAX_WRAPPER_DEPTH,
  AD_SKIP_OFFSET_SECONDS,
  AD_TIMEOUT_MS,
  MIDROLL_END_MARGIN_SECONDS,
  MIDROLL_INTERVAL_SECONDS,
  MIDROLL_MIN_PROGRAMME_SECONDS,
  type AdBreak,
  type AdPlan,
} from '@mzansi/contracts/ads';
import type { Config } from '../../config';

/** Our own VAST endpoint as a template (same origin as the player), with the IAB macros the player fills in. */
export const HOUSE_VAST_URL_TEMPLATE =
  '/api/ads/vast?placement=[PLACEMENT]&videoId=[CONTENTID]&position=[BREAKPOSITION]&cb=[CACHEBUSTING]';

/** What the ad plan needs to know of the video being granted. */
export interface AdPlanVideo {
  kind: 'trailer' | 'main';
  purpose: 'programme' | 'ad';
  durationSeconds: number | null;
  /** the programme's spoken language (its title's original language) */
  language: string | null;
}

/**
 * The breaks of a programme: a pre-roll, and for a main video longer than MIDROLL_MIN_PROGRAMME_SECONDS a mid-roll
 * every MIDROLL_INTERVAL_SECONDS, none within MIDROLL_END_MARGIN_SECONDS of the end. Trailers get the pre-roll only.
 */
export function adBreaks(kind: 'trailer' | 'main', durationSeconds: number | null): AdBreak[] {
  const breaks: AdBreak[] = [{ placement: 'preroll', offsetSeconds: 0 }];
  if (kind !== 'main' || durationSeconds === null || durationSeconds <= MIDROLL_MIN_PROGRAMME_SECONDS) {
    return breaks;
  }
  for (
    let offset = MIDROLL_INTERVAL_SECONDS;
    offset < durationSeconds - MIDROLL_END_MARGIN_SECONDS;
    offset += MIDROLL_INTERVAL_SECONDS
  ) {
    breaks.push({ placement: 'midroll', offsetSeconds: offset });
  }
  return breaks;
}

/**
 * A playback grant's ad plan (issue 18): null when ads are off, for Premium (decided by the server), and for an ad
 * creative itself; otherwise the VAST template (the operator's AD_VAST_URL, else our house endpoint) and the breaks.
 */
export function adPlanFor(config: Config, video: AdPlanVideo, premium: boolean): AdPlan | null {
  if (!config.ads.enabled || premium || video.purpose === 'ad') return null;
  return {
    vastUrl: config.ads.vastUrl ?? HOUSE_VAST_URL_TEMPLATE,
    breaks: adBreaks(video.kind, video.durationSeconds),
    timeoutMs: AD_TIMEOUT_MS,
    skipOffsetSeconds: AD_SKIP_OFFSET_SECONDS,
    maxWrapperDepth: AD_MAX_WRAPPER_DEPTH,
    language: video.language ?? 'en',
  };
}
