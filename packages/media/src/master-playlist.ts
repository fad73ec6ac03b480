import type { RungTier } from './ladder';

/** The fields of a rendition the master playlist needs (the server's `Rendition` satisfies it). */
export interface RenditionLike {
  name: string;
  width: number;
  height: number;
  /** peak bits per second */
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  frameRate: number;
  tier: RungTier;
  /** media playlist path relative to the master playlist */
  playlist: string;
}

export interface CaptionEntry {
  lang: string;
  label: string;
  /** a WebVTT media playlist (see buildSubtitlePlaylist), relative to the master playlist */
  uri: string;
  default?: boolean;
}

/**
 * An alternate audio rendition (EXT-X-MEDIA TYPE=AUDIO): an audio-only media playlist. When a master lists any, every
 * audio track is one (the variants carry video only and name the group), the layout hls.js and Safari both switch
 * between: hls.js cannot drop the audio muxed into fMP4 segments when an alternate track is chosen.
 */
export interface AudioEntry {
  lang: string;
  label: string;
  /** an audio-only media playlist, relative to the master playlist */
  uri: string;
  default?: boolean;
  /** number of channels, e.g. 2 */
  channels?: number;
}

export interface MasterPlaylistOptions {
  captions?: CaptionEntry[];
  /** alternate audio renditions; the renditions' playlists must then be video-only */
  audio?: AudioEntry[];
  /**
   * The first variant listed is where players start (HLS authoring spec 1.32). The highest variant whose
   * peak is at most this is listed first; Apple suggests ~2000 kbit/s on Wi-Fi and ~730 kbit/s on cellular.
   */
  startBandwidth?: number;
}

const SUBTITLE_GROUP = 'subs';
export const AUDIO_GROUP = 'aud';

/** Quoted-string attribute values may not hold a double quote or a line break. */
function quoted(value: string): string {
  return `"${value.replace(/["\r\n]/g, '')}"`;
}

/** The variant players should start on, followed by the others in ascending bandwidth. */
export function orderForStart<T extends RenditionLike>(
  renditions: readonly T[],
  startBandwidth = 2_000_000,
): T[] {
  const ascending = [...renditions].sort((a, b) => a.bandwidth - b.bandwidth || a.height - b.height);
  const fitting = ascending.filter((rendition) => rendition.bandwidth <= startBandwidth);
  const start = fitting.at(-1) ?? ascending[0];
  if (!start) return [];
  return [start, ...ascending.filter((rendition) => rendition !== start)];
}

/** An HLS master playlist (version 7, fMP4) listing the renditions and optional WebVTT subtitle tracks. */
export function buildMasterPlaylist(
  renditions: readonly RenditionLike[],
  options: MasterPlaylistOptions = {},
): string {
  if (renditions.length === 0) throw new Error('A master playlist needs at least one rendition');
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  const captions = options.captions ?? [];
  const hasDefault = captions.some((caption) => caption.default);
  captions.forEach((caption) => {
    const isDefault = hasDefault && caption.default === true;
    lines.push(
      [
        '#EXT-X-MEDIA:TYPE=SUBTITLES',
        `GROUP-ID=${quoted(SUBTITLE_GROUP)}`,
        `NAME=${quoted(caption.label)}`,
        `LANGUAGE=${quoted(caption.lang)}`,
        `DEFAULT=${isDefault ? 'YES' : 'NO'}`,
        `AUTOSELECT=${isDefault ? 'YES' : 'NO'}`,
        `URI=${quoted(caption.uri)}`,
      ].join(','),
    );
  });
  const audio = options.audio ?? [];
  // Exactly one default: the one asked for, else the first (a player needs a track to start on).
  const defaultAudio = audio.find((track) => track.default) ?? audio[0];
  audio.forEach((track) => {
    const isDefault = track === defaultAudio;
    const attributes = [
      '#EXT-X-MEDIA:TYPE=AUDIO',
      `GROUP-ID=${quoted(AUDIO_GROUP)}`,
      `NAME=${quoted(track.label)}`,
      `LANGUAGE=${quoted(track.lang)}`,
      `DEFAULT=${isDefault ? 'YES' : 'NO'}`,
      'AUTOSELECT=YES',
    ];
    if (track.channels) attributes.push(`CHANNELS=${quoted(String(track.channels))}`);
    attributes.push(`URI=${quoted(track.uri)}`);
    lines.push(attributes.join(','));
  });
  for (const rendition of orderForStart(renditions, options.startBandwidth)) {
    const attributes = [
      `BANDWIDTH=${Math.ceil(rendition.bandwidth)}`,
      `AVERAGE-BANDWIDTH=${Math.ceil(rendition.averageBandwidth)}`,
      `CODECS=${quoted(rendition.codecs)}`,
      `RESOLUTION=${rendition.width}x${rendition.height}`,
      `FRAME-RATE=${rendition.frameRate.toFixed(3)}`,
    ];
    if (audio.length > 0) attributes.push(`AUDIO=${quoted(AUDIO_GROUP)}`);
    if (captions.length > 0) attributes.push(`SUBTITLES=${quoted(SUBTITLE_GROUP)}`);
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, rendition.playlist);
  }
  return `${lines.join('\n')}\n`;
}

/** A single-segment WebVTT media playlist, since EXT-X-MEDIA URIs must name a playlist, not a .vtt file. */
export function buildSubtitlePlaylist(vttUri: string, durationSeconds: number): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.max(1, Math.ceil(durationSeconds))}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${durationSeconds.toFixed(3)},`,
    vttUri,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** What a plan may play: SD plans get the SD rungs only, HD plans every rung. */
export function filterRenditionsForTier<T extends { tier: RungTier }>(
  renditions: readonly T[],
  tier: RungTier,
): T[] {
  return tier === 'HD' ? [...renditions] : renditions.filter((rendition) => rendition.tier === 'SD');
}

/**
 * Peak (highest single segment) and average bit rates of a rendition, in bits/s, from its segments' sizes and
 * EXTINF durations, so BANDWIDTH and AVERAGE-BANDWIDTH are what a player will really see (spec 1.26-1.27).
 */
export function measureBandwidth(segments: readonly { bytes: number; seconds: number }[]): {
  peak: number;
  average: number;
} {
  const valid = segments.filter((segment) => segment.seconds > 0 && segment.bytes >= 0);
  if (valid.length === 0) throw new Error('Cannot measure bandwidth without segments');
  const totalBits = valid.reduce((sum, segment) => sum + segment.bytes * 8, 0);
  const totalSeconds = valid.reduce((sum, segment) => sum + segment.seconds, 0);
  const peak = Math.max(...valid.map((segment) => (segment.bytes * 8) / segment.seconds));
  return { peak: Math.ceil(peak), average: Math.ceil(totalBits / totalSeconds) };
}

/**
 * A video-only variant's BANDWIDTH and CODECS when its audio is an alternate rendition: the spec counts the audio
 * rendition's bit rate in (the largest, since any may be chosen) and lists its codec.
 */
export function withAlternateAudio<T extends RenditionLike>(
  rendition: T,
  audio: readonly { bandwidth: number; averageBandwidth: number; codecs: string }[],
): T {
  if (audio.length === 0) return rendition;
  const peak = Math.max(...audio.map((track) => track.bandwidth));
  const average = Math.max(...audio.map((track) => track.averageBandwidth));
  const codecs = [
    ...new Set([...rendition.codecs.split(','), ...audio.flatMap((track) => track.codecs.split(','))]),
  ];
  return {
    ...rendition,
    bandwidth: rendition.bandwidth + peak,
    averageBandwidth: rendition.averageBandwidth + average,
    codecs: codecs.join(','),
  };
}

export interface MediaPlaylistSegment {
  uri: string;
  seconds: number;
}

export interface MediaPlaylist {
  targetDuration: number | null;
  /** EXT-X-MAP URI (fMP4 init segment) */
  initUri: string | null;
  segments: MediaPlaylistSegment[];
  ended: boolean;
}

/** Parses the parts of a media playlist that bandwidth measurement and validation need. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('Not an HLS playlist: missing #EXTM3U');
  const playlist: MediaPlaylist = { targetDuration: null, initUri: null, segments: [], ended: false };
  let pendingSeconds: number | null = null;
  for (const line of lines) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) {
      playlist.targetDuration = Number(line.slice('#EXT-X-TARGETDURATION:'.length));
    } else if (line.startsWith('#EXT-X-MAP:')) {
      playlist.initUri = /URI="([^"]*)"/.exec(line)?.[1] ?? null;
    } else if (line.startsWith('#EXTINF:')) {
      pendingSeconds = Number.parseFloat(line.slice('#EXTINF:'.length));
    } else if (line === '#EXT-X-ENDLIST') {
      playlist.ended = true;
    } else if (line && !line.startsWith('#') && pendingSeconds !== null) {
      playlist.segments.push({ uri: line, seconds: pendingSeconds });
      pendingSeconds = null;
    }
  }
  return playlist;
}
