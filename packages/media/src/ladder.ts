/** SD rungs are open to every plan; HD rungs need a plan with HD quality. */
export type RungTier = 'SD' | 'HD';

/** One rung of the H.264 ladder: output size, rate control and audio bitrate. */
export interface LadderRung {
  /** also the rung's directory name: `<name>/index.m3u8` */
  name: string;
  width: number;
  height: number;
  /**
   * ABR target, used only when the rung has no `crf` (and by the data-cost bench's "before" ladder); with capped CRF
   * it is the planning figure the cap is derived from.
   */
  videoKbps: number;
  /**
   * Capped CRF (D77): x264 spends what the picture needs at this quality, never more than maxrate over bufsize.
   * Flat or still footage costs a fraction of the cap; grain and motion reach it.
   */
  crf?: number;
  /** VBV cap: keeps every segment near the declared peak, and bounds what an hour can cost */
  maxrateKbps: number;
  bufsizeKbps: number;
  audioKbps: number;
  tier: RungTier;
}

/**
 * The full ladder, lowest first (Apple HLS Authoring Specification example ladder, trimmed), encoded with capped
 * CRF (D77): each rung spends what the picture needs, up to its cap.
 * 234p must stay under the 192 kbit/s cellular variant (HLS spec 9.21) even in its worst 4 s segment: x264's VBV
 * lets a window of T seconds carry at most maxrate*T + bufsize bits, i.e. 110 + 110/4 = 137.5 kbit/s of video,
 * plus 48 kbit/s of audio and ~1 kbit/s of fMP4 boxes = ~187 kbit/s.
 * 360p is Data saver's top rung: its cap keeps an hour under 0.2 GB whatever the footage, (340 + 96 + ~3) kbit/s ×
 * 3600 s = 0.198 GB, and its CRF keeps typical footage well below the cap (bench/README.md, data-cost).
 * The declared BANDWIDTH is measured from the real segments anyway (see measureBandwidth).
 */
export const LADDER: readonly LadderRung[] = [
  {
    name: '234p',
    width: 416,
    height: 234,
    videoKbps: 100,
    crf: 26,
    maxrateKbps: 110,
    bufsizeKbps: 110,
    audioKbps: 48,
    tier: 'SD',
  },
  {
    name: '360p',
    width: 640,
    height: 360,
    videoKbps: 300,
    crf: 26,
    maxrateKbps: 340,
    bufsizeKbps: 680,
    audioKbps: 96,
    tier: 'SD',
  },
  {
    name: '480p',
    width: 854,
    height: 480,
    videoKbps: 1100,
    crf: 23,
    maxrateKbps: 1210,
    bufsizeKbps: 2420,
    audioKbps: 96,
    tier: 'SD',
  },
  {
    name: '720p',
    width: 1280,
    height: 720,
    videoKbps: 3000,
    crf: 23,
    maxrateKbps: 3300,
    bufsizeKbps: 6600,
    audioKbps: 128,
    tier: 'HD',
  },
  {
    name: '1080p',
    width: 1920,
    height: 1080,
    videoKbps: 6000,
    crf: 23,
    maxrateKbps: 6600,
    bufsizeKbps: 13200,
    audioKbps: 128,
    tier: 'HD',
  },
];

/** The rungs the seed's synthetic clips are encoded at: one cellular, one SD, one HD. */
export const DEMO_RUNG_NAMES = ['234p', '360p', '720p'] as const;

/**
 * The rungs of an ad creative (issue 18): few and cheap (a creative lasts seconds and is seen by free viewers, in SD),
 * with the cellular rung Data saver plays and 720p for large screens.
 */
export const AD_RUNG_NAMES = ['234p', '360p', '720p'] as const;

export function rungByName(name: string, ladder: readonly LadderRung[] = LADDER): LadderRung {
  const rung = ladder.find((candidate) => candidate.name === name);
  if (!rung) throw new Error(`Unknown ladder rung "${name}"`);
  return rung;
}

function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

/**
 * Rungs worth encoding for a source: each rung's box (turned upright for portrait sources) is fitted to the
 * source's aspect ratio with even dimensions, and rungs that would upscale are dropped. The lowest rung is
 * always kept (never upscaled) so every upload has a cellular variant.
 */
export function selectRungs(
  sourceWidth: number,
  sourceHeight: number,
  ladder: readonly LadderRung[] = LADDER,
): LadderRung[] {
  if (!(sourceWidth > 0 && sourceHeight > 0)) throw new Error('Source dimensions must be positive');
  const portrait = sourceHeight > sourceWidth;
  const ordered = [...ladder].sort((a, b) => a.height - b.height);
  const selected: LadderRung[] = [];
  ordered.forEach((rung, index) => {
    const boxWidth = portrait ? rung.height : rung.width;
    const boxHeight = portrait ? rung.width : rung.height;
    const scale = Math.min(boxWidth / sourceWidth, boxHeight / sourceHeight);
    // A little tolerance so a 1278x718 source still gets its 720p rung instead of a 480p top.
    if (scale > 1.02 && index > 0) return;
    const fit = Math.min(scale, 1);
    selected.push({ ...rung, width: even(sourceWidth * fit), height: even(sourceHeight * fit) });
  });
  return selected;
}

/** The ladder ad creatives are transcoded to (AD_RUNG_NAMES). */
export const AD_LADDER: readonly LadderRung[] = AD_RUNG_NAMES.map((name) => rungByName(name));
