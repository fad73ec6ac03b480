import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { VideoQuality } from '@mzansi/contracts/plans';
import { users } from './auth';
import { episodes, titles } from './catalogue';
import { videoKind, videoStatus } from './enums';

/** What a video is for: a programme (trailer or main video of a title) or an ad creative (issue 18). */
export type VideoPurpose = 'programme' | 'ad';

/** One rung of an HLS ladder, as written into the master playlist. */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  /** peak bits per second (EXT-X-STREAM-INF BANDWIDTH) */
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  frameRate: number;
  /** SD rungs are open to every plan; HD rungs need a plan with HD quality */
  tier: VideoQuality;
  /** playlist path relative to the video's directory */
  playlist: string;
}

export interface CaptionTrack {
  lang: string;
  label: string;
  /** path relative to the video's directory */
  path: string;
}

/**
 * An alternate audio rendition (EXT-X-MEDIA TYPE=AUDIO): an audio-only HLS playlist in one language. A video with
 * any has video-only renditions (whose BANDWIDTH and CODECS already count the audio in); without any, each rendition
 * carries its audio muxed in.
 */
export interface AudioTrack {
  lang: string;
  label: string;
  /** media playlist path relative to the video's directory, e.g. audio/zu/index.m3u8 */
  playlist: string;
  /** peak and average bits per second, measured like a rendition's */
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  /** the track players start on (exactly one per video) */
  default: boolean;
}

/** A playable asset (trailer or main video of a movie, documentary or episode) and its transcoding state. */
export const videos = pgTable(
  'videos',
  {
    id: uuid().primaryKey().defaultRandom(),
    titleId: uuid().references(() => titles.id, { onDelete: 'cascade' }),
    episodeId: uuid().references(() => episodes.id, { onDelete: 'cascade' }),
    kind: videoKind().notNull(),
    /** 'ad': an ad creative (issue 18), attached to no title, never listed or played as a programme */
    purpose: text().$type<VideoPurpose>().notNull().default('programme'),
    status: videoStatus().notNull().default('uploaded'),
    /** 0..100 while transcoding */
    progress: smallint().notNull().default(0),
    failureReason: text(),
    durationSeconds: doublePrecision(),
    width: integer(),
    height: integer(),
    renditions: jsonb().$type<Rendition[]>().notNull().default([]),
    captions: jsonb().$type<CaptionTrack[]>().notNull().default([]),
    audioTracks: jsonb().$type<AudioTrack[]>().notNull().default([]),
    /** storage key prefix of the HLS output, e.g. videos/{id} */
    storagePrefix: text(),
    /** storage key of the uploaded source file, removed after a successful transcode */
    sourceKey: text(),
    /** the uploaded file's name as the uploader's device called it (shown in the studio) */
    originalFilename: text(),
    posterKey: text(),
    storyboardKey: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    readyAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_title_idx').on(t.titleId, t.kind),
    index('videos_status_idx').on(t.status),
    // One main video per movie/documentary and per episode.
    uniqueIndex('videos_title_main_idx')
      .on(t.titleId)
      .where(sql`${t.kind} = 'main' and ${t.episodeId} is null`),
    uniqueIndex('videos_episode_main_idx')
      .on(t.episodeId)
      .where(sql`${t.kind} = 'main'`),
  ],
);
