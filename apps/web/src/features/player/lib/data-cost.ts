import type { VideoSizesResponse } from '@mzansi/contracts/downloads';

/**
 * What playing the video whole costs at this viewer's cap: Data saver's figure when it is on, otherwise the plan's
 * quality (HD with Premium, SD otherwise; the video's best quality when it has nothing that high). Null when the
 * video has no sizes.
 */
export function dataCostFor(
  sizes: VideoSizesResponse,
  options: { premium: boolean; dataSaver: boolean },
): { kind: 'dataSaver'; bytes: number } | { kind: 'quality'; quality: 'SD' | 'HD'; bytes: number } | null {
  if (options.dataSaver) return { kind: 'dataSaver', bytes: sizes.dataSaver.bytes };
  const allowed = sizes.qualities.filter((entry) => options.premium || entry.quality === 'SD');
  const best = allowed.reduce<(typeof allowed)[number] | null>(
    (top, entry) => (!top || entry.height > top.height ? entry : top),
    null,
  );
  return best ? { kind: 'quality', quality: best.quality, bytes: best.bytes } : null;
}
