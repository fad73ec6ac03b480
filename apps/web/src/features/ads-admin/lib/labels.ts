import type { AdCampaignStatus } from '@mzansi/contracts/ads';
import type { VideoStatus } from '@mzansi/contracts/catalogue';

/** A campaign's status in words (literal keys of `ads-admin`: the catalogue check sees them). */
export const STATUS_KEYS = {
  draft: 'status.draft',
  active: 'status.active',
  paused: 'status.paused',
  ended: 'status.ended',
} as const satisfies Record<AdCampaignStatus, string>;

/** The creative's transcode state in words. */
export const CREATIVE_STATUS_KEYS = {
  uploaded: 'creative.status.uploaded',
  probing: 'creative.status.probing',
  transcoding: 'creative.status.transcoding',
  ready: 'creative.status.ready',
  failed: 'creative.status.failed',
} as const satisfies Record<VideoStatus, string>;
