import type { AdBreak, AdPlacement } from '@mzansi/contracts/ads';

/**
 * The player's side of ads on the free tier (issue 18), without the VAST client: which break plays when, the VAST
 * address with its macros filled in, and which MediaFile of a creative to play. Pure, and small: the player loads
 * `@dailymotion/vast-client` (lib/vast-ad.ts, components/ad-break.tsx) only when a grant has ads.
 */

/** No first frame of the ad this long after it was chosen: VAST error 402, and the programme starts. */
export const AD_MEDIA_TIMEOUT_MS = 3000;

/** IAB [BREAKPOSITION]: 1 pre-roll, 2 mid-roll. */
export function breakPosition(placement: AdPlacement): 1 | 2 {
  return placement === 'preroll' ? 1 : 2;
}

/** IAB [CACHEBUSTING]: a random 8-digit number. */
export function cacheBuster(random: () => number = Math.random): string {
  return String(Math.floor(random() * 1e8)).padStart(8, '0');
}

/**
 * The plan's `vastUrl` with the macros of AD_URL_MACROS filled in, URL-encoded. Other bracketed text is left alone
 * (an outside ad server may fill its own macros).
 */
export function fillAdUrl(
  template: string,
  values: { placement: AdPlacement; videoId: string; language: string; cacheBusting?: string },
): string {
  const macros: Record<string, string> = {
    PLACEMENT: values.placement,
    BREAKPOSITION: String(breakPosition(values.placement)),
    CONTENTID: values.videoId,
    LANGUAGE: values.language,
    CACHEBUSTING: values.cacheBusting ?? cacheBuster(),
  };
  return template.replace(/\[([A-Z]+)\]/g, (whole, name: string) =>
    name in macros ? encodeURIComponent(macros[name]!) : whole,
  );
}

/**
 * The mid-roll to play when the programme moves from `from` to `to` seconds: the breaks crossed that have not played
 * yet. Playing through one cue gives that break; a seek across several plays one (the last crossed) and counts the
 * others as played, so a viewer who jumps ahead is not held up by a row of ads. Moving backwards crosses nothing.
 */
export function crossedMidrolls(
  breaks: readonly AdBreak[],
  played: ReadonlySet<number>,
  from: number,
  to: number,
): { play: number | null; passed: number[] } {
  if (!(to > from)) return { play: null, passed: [] };
  const passed = breaks.flatMap((adBreak, index) =>
    adBreak.placement === 'midroll' &&
    !played.has(index) &&
    adBreak.offsetSeconds > from &&
    adBreak.offsetSeconds <= to
      ? [index]
      : [],
  );
  return { play: passed.at(-1) ?? null, passed };
}

/** What the player needs of a VAST MediaFile (vast-client's parsed form). */
export interface AdMediaFile {
  fileURL: string | null;
  mimeType: string | null;
  deliveryType?: string | null;
  bitrate?: number;
  width?: number;
  height?: number;
}

export type AdMediaKind = 'hls' | 'mp4';

const HLS_TYPES = new Set(['application/x-mpegurl', 'application/vnd.apple.mpegurl', 'audio/mpegurl']);

export function mediaKindOf(file: AdMediaFile): AdMediaKind | null {
  const type = (file.mimeType ?? '').toLowerCase().trim();
  if (HLS_TYPES.has(type)) return 'hls';
  if (type === 'video/mp4') return 'mp4';
  return null;
}

/**
 * The MediaFile to play: HLS when the browser plays it (hls.js or natively; the engine caps its rungs like the
 * programme's), else MP4: the lowest bitrate with Data saver, else the smallest that covers the player's width in
 * device pixels (the largest when none does). Null when none is playable (VAST error 403).
 */
export function chooseMediaFile(
  files: readonly AdMediaFile[],
  options: { canPlayHls: boolean; dataSaver: boolean; playerWidth: number; pixelRatio?: number },
): { file: AdMediaFile & { fileURL: string }; kind: AdMediaKind } | null {
  const usable = files.filter((file): file is AdMediaFile & { fileURL: string } => !!file.fileURL?.trim());
  if (options.canPlayHls) {
    const hls = usable.find((file) => mediaKindOf(file) === 'hls');
    if (hls) return { file: hls, kind: 'hls' };
  }
  const mp4s = usable.filter((file) => mediaKindOf(file) === 'mp4');
  if (mp4s.length === 0) return null;
  if (options.dataSaver) {
    const lowest = [...mp4s].sort(
      (a, b) => (a.bitrate || Infinity) - (b.bitrate || Infinity) || (a.width ?? 0) - (b.width ?? 0),
    )[0]!;
    return { file: lowest, kind: 'mp4' };
  }
  const wanted = options.playerWidth * Math.min(options.pixelRatio ?? 1, 2);
  const byWidth = [...mp4s].sort(
    (a, b) => (a.width ?? 0) - (b.width ?? 0) || (a.bitrate ?? 0) - (b.bitrate ?? 0),
  );
  return { file: byWidth.find((file) => (file.width ?? 0) >= wanted) ?? byWidth.at(-1)!, kind: 'mp4' };
}

/** The Skip button's delay: the VAST skipoffset when shorter than the plan's, else the plan's (the operator's promise). */
export function skipDelayOf(vastSkipDelay: number | null | undefined, planSkipOffset: number): number {
  return typeof vastSkipDelay === 'number' && vastSkipDelay >= 0
    ? Math.min(vastSkipDelay, planSkipOffset)
    : planSkipOffset;
}
