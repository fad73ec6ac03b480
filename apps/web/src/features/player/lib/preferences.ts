import { readJson, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** What the player remembers on this device: sound, and the last measured bandwidth (for a fast start). */
export interface PlayerPreferences {
  volume: number;
  muted: boolean;
  /** bits per second measured by the last playback, and when */
  bandwidth?: { bps: number; at: number };
}

const DEFAULTS: PlayerPreferences = { volume: 1, muted: false };
/** A bandwidth measured longer ago than this says little about the network the viewer is on now. */
const BANDWIDTH_MAX_AGE_MS = 6 * 3600_000;

export function readPlayerPreferences(): PlayerPreferences {
  const raw = readJson(STORAGE_KEYS.playerPreferences) as Partial<PlayerPreferences> | undefined;
  if (!raw || typeof raw !== 'object') return { ...DEFAULTS };
  const volume = typeof raw.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : 1;
  const bandwidth =
    raw.bandwidth &&
    typeof raw.bandwidth.bps === 'number' &&
    raw.bandwidth.bps > 0 &&
    typeof raw.bandwidth.at === 'number'
      ? { bps: raw.bandwidth.bps, at: raw.bandwidth.at }
      : undefined;
  return { volume, muted: raw.muted === true, ...(bandwidth ? { bandwidth } : {}) };
}

export function writePlayerPreferences(patch: Partial<PlayerPreferences>): void {
  writeJson(STORAGE_KEYS.playerPreferences, { ...readPlayerPreferences(), ...patch });
}

/** The recent measured bandwidth, when there is one. */
export function recentBandwidth(preferences: PlayerPreferences, now: number = Date.now()): number | null {
  const measured = preferences.bandwidth;
  if (!measured || now - measured.at > BANDWIDTH_MAX_AGE_MS) return null;
  return measured.bps;
}

/**
 * The browser's own downlink estimate (Chromium; capped at 10 Mbit/s), in bits per second. It leaves out traffic to
 * private addresses: on loopback or a home network it is the connection type's typical figure, not a measurement.
 */
export function browserBandwidth(): number | null {
  const connection = (navigator as Navigator & { connection?: { downlink?: number } }).connection;
  const downlink = connection?.downlink;
  return typeof downlink === 'number' && downlink > 0 ? downlink * 1_000_000 : null;
}

/**
 * Caption and audio choices per series (title id) and viewer profile (issue 16: each person sharing the account
 * keeps their own): `captions` null = off, a language code = that track.
 */
export interface TrackChoice {
  captions?: string | null;
  audio?: string;
}

const MAX_REMEMBERED_TITLES = 50;

function readTrackChoices(): Record<string, TrackChoice & { at?: number }> {
  const raw = readJson(STORAGE_KEYS.playerTracks);
  return raw && typeof raw === 'object' && !Array.isArray(raw)
    ? (raw as Record<string, TrackChoice & { at?: number }>)
    : {};
}

/** Where a series' choice is kept: under the viewer profile's id when there is one (signed in). */
export function trackChoiceKey(titleId: string, profileId: string | null | undefined): string {
  return profileId ? `${profileId}:${titleId}` : titleId;
}

export function readTrackChoice(titleId: string, profileId?: string | null): TrackChoice {
  const entry = readTrackChoices()[trackChoiceKey(titleId, profileId)];
  if (!entry || typeof entry !== 'object') return {};
  const choice: TrackChoice = {};
  if (entry.captions === null || typeof entry.captions === 'string') choice.captions = entry.captions;
  if (typeof entry.audio === 'string') choice.audio = entry.audio;
  return choice;
}

/** Remembers a choice for the series and profile; the 50 most recent are kept. */
export function writeTrackChoice(
  titleId: string,
  patch: TrackChoice,
  profileId?: string | null,
  now: number = Date.now(),
): void {
  const all = readTrackChoices();
  const key = trackChoiceKey(titleId, profileId);
  all[key] = { ...all[key], ...patch, at: now };
  const kept = Object.entries(all)
    .sort(([, a], [, b]) => (b.at ?? 0) - (a.at ?? 0))
    .slice(0, MAX_REMEMBERED_TITLES);
  writeJson(STORAGE_KEYS.playerTracks, Object.fromEntries(kept));
}
