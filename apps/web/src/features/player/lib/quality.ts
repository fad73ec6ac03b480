import { DATA_SAVER_MAX_HEIGHT } from '@mzansi/contracts/playback';
import { translate } from '@/lib/i18n';
/**
 * Quality (rendition) rules of the player. The server already lists only the rungs the viewer's plan allows in the
 * master playlist (SD: up to 480p; HD: up to 1080p); the client caps again for Data saver (360p) and never offers a
 * rung above the plan, so a tampered playlist cannot tempt the menu either.
 */
export interface QualityLevel {
  /** index in the engine's level list (hls.js keeps them sorted by height, lowest first) */
  index: number;
  height: number;
  /** peak bits per second */
  bitrate: number;
}

export type PlanQuality = 'SD' | 'HD';

/** Tallest rung each plan quality opens (spec §9): the same numbers the server's tokens use. */
export const PLAN_MAX_HEIGHT: Record<PlanQuality, number> = { SD: 480, HD: 1080 };
/** HD starts here. */
export const HD_MIN_HEIGHT = 720;

/** The tallest height this viewer may play: the plan's cap, lowered to 360p by Data saver. */
export function maxHeightFor(plan: PlanQuality, dataSaver: boolean): number {
  const planCap = PLAN_MAX_HEIGHT[plan];
  return dataSaver ? Math.min(planCap, DATA_SAVER_MAX_HEIGHT) : planCap;
}

/**
 * The levels a viewer may pick, tallest first. When every level is over the cap (a 480p-only upload with Data
 * saver on), the smallest one stays: playing something beats playing nothing.
 */
export function allowedLevels(levels: readonly QualityLevel[], maxHeight: number): QualityLevel[] {
  const sorted = [...levels].sort((a, b) => b.height - a.height || b.bitrate - a.bitrate);
  const fitting = sorted.filter((level) => level.height > 0 && level.height <= maxHeight);
  if (fitting.length > 0) return fitting;
  const smallest = sorted.at(-1);
  return smallest ? [smallest] : [];
}

/** Engine indexes to drop before loading starts (everything over the cap). */
export function levelsToRemove(levels: readonly QualityLevel[], maxHeight: number): number[] {
  const keep = new Set(allowedLevels(levels, maxHeight).map((level) => level.index));
  return levels
    .filter((level) => !keep.has(level.index))
    .map((level) => level.index)
    .sort((a, b) => b - a);
}

/**
 * Seconds of media in the first segment (4-6 s in our ladder). A rung starts fast when its first segment arrives in
 * well under a second, so the start bitrate may be at most bandwidth × (0.6 s / 4 s) ≈ bandwidth / 6.6.
 */
const START_BUDGET_RATIO = 0.6 / 4;

/**
 * Where playback starts. With a bandwidth estimate (the last measured one, or the browser's), the tallest rung
 * whose first segment loads in ~0.6 s; without one, a middle rung (the ladder's lowest rung looks bad, the top one
 * starts slowly). ABR takes over after the first segment.
 */
export function chooseStartLevel(levels: readonly QualityLevel[], estimateBps?: number | null): number {
  if (levels.length === 0) return -1;
  const ascending = [...levels].sort((a, b) => a.height - b.height || a.bitrate - b.bitrate);
  if (estimateBps && Number.isFinite(estimateBps) && estimateBps > 0) {
    const budget = estimateBps * START_BUDGET_RATIO;
    const fitting = ascending.filter((level) => level.bitrate <= budget);
    return (fitting.at(-1) ?? ascending[0]!).index;
  }
  return ascending[Math.floor(ascending.length / 2)]!.index;
}

export function qualityLabel(height: number): string {
  return `${height}p`;
}

export function isHd(height: number): boolean {
  return height >= HD_MIN_HEIGHT;
}

export interface QualityMenuOption {
  /** -1 for Auto */
  value: number;
  label: string;
  /** "HD" badge */
  hd: boolean;
}

export interface QualityMenu {
  options: QualityMenuOption[];
  /** a line under the options explaining a cap, or null */
  note: string | null;
  /** upsell for viewers without HD */
  upgradeHint: string | null;
}

/**
 * The quality menu: Auto (with what it plays now) and every allowed rung, tallest first. Viewers without HD see "HD
 * with Premium" when Premium would give them more; Data saver says why the list stops at 360p.
 */
export function buildQualityMenu(input: {
  levels: readonly QualityLevel[];
  plan: PlanQuality;
  dataSaver: boolean;
  /** what Auto plays right now (height), when known */
  autoHeight?: number | null;
  /** the viewer has no HD but Premium would give it (a free viewer on a title with HD rungs) */
  offerHd?: boolean;
}): QualityMenu {
  const maxHeight = maxHeightFor(input.plan, input.dataSaver);
  const allowed = allowedLevels(input.levels, maxHeight);
  const autoLabel = input.autoHeight
    ? translate('player:choices.autoPlaying', { quality: qualityLabel(input.autoHeight) })
    : translate('player:choices.auto');
  const options: QualityMenuOption[] = [
    { value: -1, label: autoLabel, hd: false },
    ...allowed.map((level) => ({
      value: level.index,
      label: qualityLabel(level.height),
      hd: isHd(level.height),
    })),
  ];
  const note = input.dataSaver
    ? translate('player:choices.dataSaverNote', { quality: qualityLabel(DATA_SAVER_MAX_HEIGHT) })
    : null;
  const upgradeHint = input.plan === 'SD' && input.offerHd ? translate('player:choices.hdWithPremium') : null;
  return { options, note, upgradeHint };
}
