import type { DownloadRevokeReason } from '@mzansi/contracts/downloads';
import type { VideoQuality } from '@mzansi/contracts/plans';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { videos } from './media';
import { viewerProfiles } from './viewer-profiles';

/**
 * Offline download licences (issue 17, D75): one per account, device and video, owned by the viewer profile that
 * downloaded it. Rows are never deleted by the app (a deletion is a revocation), so revocations survive restarts and
 * can be audited; they go with the account, the profile or the video.
 */
export const downloadLicences = pgTable(
  'download_licences',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** the paying account: the plan's limit counts its active licences across devices and profiles */
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid()
      .notNull()
      .references(() => viewerProfiles.id, { onDelete: 'cascade' }),
    /** bindingTag of the device cookie (never the raw cookie) */
    deviceKey: text().notNull(),
    /** the sign-in that issued or last renewed it: ending that session from the device list revokes it */
    authSessionId: text(),
    videoId: uuid()
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    quality: text().$type<VideoQuality>().notNull(),
    height: integer().notNull(),
    bytes: bigint({ mode: 'number' }).notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    renewedAt: timestamp({ withTimezone: true }).notNull(),
    firstPlayedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokeReason: text().$type<DownloadRevokeReason>(),
  },
  (t) => [
    // Counting an account's active licences (the limit) and revoking them all (subscription ended).
    index('download_licences_user_active_idx')
      .on(t.userId, t.expiresAt)
      .where(sql`${t.revokedAt} is null`),
    // One device's licences (the Downloads page, checks, resuming a download of the same video).
    index('download_licences_user_device_idx').on(t.userId, t.deviceKey, t.videoId),
    index('download_licences_video_idx').on(t.videoId),
    index('download_licences_session_idx')
      .on(t.authSessionId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
