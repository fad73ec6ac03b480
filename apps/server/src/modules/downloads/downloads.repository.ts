import type { DownloadRevokeReason } from '@mzansi/contracts/downloads';
import type { VideoQuality } from '@mzansi/contracts/plans';
import type { Language } from '@mzansi/i18n/languages';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { AudioTrack, CaptionTrack, Rendition } from '../../db/schema/index';
import { queryRows } from '../../db/sql';
import { listColumns, type TitleListRow, withinMaturity } from '../../db/title-list';
import type { PlayableVideo } from '../playback/playback.service';
import type { MaturityLimit } from '../viewer-profiles/maturity';
import type { ProfileOwner } from '../viewer-profiles/owner';

type Timestamp = Date | string;

/** A video as downloads need it: what the entitlement rule reads, and its rungs, tracks and files. */
export interface DownloadableVideo extends PlayableVideo {
  durationSeconds: number | null;
  renditions: Rendition[];
  audioTracks: AudioTrack[];
  captions: CaptionTrack[];
  posterKey: string | null;
}

export interface LicenceRow {
  id: string;
  userId: string;
  profileId: string;
  deviceKey: string;
  authSessionId: string | null;
  videoId: string;
  quality: VideoQuality;
  height: number;
  bytes: number | string;
  issuedAt: Timestamp;
  renewedAt: Timestamp;
  firstPlayedAt: Timestamp | null;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
  revokeReason: DownloadRevokeReason | null;
}

/** A licence with what re-checking it needs: its video as the entitlement rule reads it, its profile's limit. */
export interface CheckedLicenceRow extends LicenceRow {
  video: PlayableVideo;
  profileMaturityLimit: string | null;
}

export interface ListedLicenceRow extends Omit<LicenceRow, 'id'>, TitleListRow {
  licenceId: string;
  episodeLabel: string | null;
}

/** A licence's columns but its id (list queries name titles' ids `id`). */
const LICENCE_FIELDS = sql`l.user_id as "userId", l.profile_id as "profileId", l.device_key as "deviceKey",
  l.auth_session_id as "authSessionId", l.video_id as "videoId", l.quality, l.height, l.bytes,
  l.issued_at as "issuedAt", l.renewed_at as "renewedAt", l.first_played_at as "firstPlayedAt",
  l.expires_at as "expiresAt", l.revoked_at as "revokedAt", l.revoke_reason as "revokeReason"`;
const LICENCE_COLUMNS = sql`l.id, ${LICENCE_FIELDS}`;

/** What the entitlement rule reads of a video `v` and its title `t` (as playback.repository's `video`). */
const PLAYABLE_COLUMNS = (now: Date) => sql`v.id, v.kind, v.purpose, v.status, v.title_id as "titleId",
  v.duration_seconds as "durationSeconds", t.original_language as "titleLanguage", v.created_by as "createdBy", t.is_premium as "titleIsPremium", t.age_rating as "titleAgeRating",
  coalesce(t.status = 'published' and t.published_at <= ${now.toISOString()}::timestamptz, false) as "titleVisible"`;

/** Active: not revoked, not expired. */
const ACTIVE = (now: Date) => sql`l.revoked_at is null and l.expires_at > ${now.toISOString()}::timestamptz`;

/** "S1 E2 · Name" of an episode (as history and progress label it), `e` the episode and `se` its season. */
const EPISODE_LABEL = sql`case when e.id is null then null
  else 'S' || se.number || ' E' || e.number || ' · ' || e.name end`;

export interface NewLicence {
  owner: ProfileOwner;
  deviceKey: string;
  authSessionId: string | null;
  videoId: string;
  quality: VideoQuality;
  height: number;
  bytes: number;
  now: Date;
  expiresAt: Date;
}

export type IssueOutcome =
  { kind: 'created' | 'resumed'; licence: LicenceRow } | { kind: 'limit'; used: number };

export function createDownloadsRepository(db: Database) {
  return {
    async video(now: Date, videoId: string): Promise<DownloadableVideo | undefined> {
      const [row] = await queryRows<DownloadableVideo>(
        db,
        sql`select ${PLAYABLE_COLUMNS(now)}, v.renditions,
            v.audio_tracks as "audioTracks", v.captions, v.poster_key as "posterKey"
          from videos v left join titles t on t.id = v.title_id
          where v.id = ${videoId}`,
      );
      return row;
    },

    /**
     * Issues a licence, or answers the active one this profile already holds for the video on this device (its
     * quality updated). The account's row is locked first, so the count and the insert of concurrent requests (on
     * any device) happen one after another: the limit holds under concurrency.
     */
    issue(licence: NewLicence, limit: number): Promise<IssueOutcome> {
      const { owner, now } = licence;
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id = ${owner.userId} for update`);
        const [existing] = await queryRows<{ id: string }>(
          tx,
          sql`select l.id from download_licences l
            where l.user_id = ${owner.userId} and l.profile_id = ${owner.profileId}
              and l.device_key = ${licence.deviceKey} and l.video_id = ${licence.videoId} and ${ACTIVE(now)}
            order by l.issued_at desc limit 1`,
        );
        if (existing) {
          const [resumed] = await queryRows<LicenceRow>(
            tx,
            sql`update download_licences l set quality = ${licence.quality}, height = ${licence.height},
                bytes = ${licence.bytes}
              where l.id = ${existing.id} returning ${LICENCE_COLUMNS}`,
          );
          return { kind: 'resumed', licence: resumed! };
        }
        const [count] = await queryRows<{ used: number | string }>(
          tx,
          sql`select count(*) as used from download_licences l where l.user_id = ${owner.userId} and ${ACTIVE(now)}`,
        );
        const used = Number(count?.used ?? 0);
        if (used >= limit) return { kind: 'limit', used };
        const at = now.toISOString();
        const [created] = await queryRows<LicenceRow>(
          tx,
          sql`insert into download_licences as l (user_id, profile_id, device_key, auth_session_id, video_id,
              quality, height, bytes, issued_at, renewed_at, expires_at)
            values (${owner.userId}, ${owner.profileId}, ${licence.deviceKey}, ${licence.authSessionId},
              ${licence.videoId}, ${licence.quality}, ${licence.height}, ${licence.bytes}, ${at}::timestamptz,
              ${at}::timestamptz, ${licence.expiresAt.toISOString()}::timestamptz)
            returning ${LICENCE_COLUMNS}`,
        );
        return { kind: 'created', licence: created! };
      });
    },

    /** The account's active licences, all devices and profiles. */
    async countActive(now: Date, userId: string): Promise<number> {
      const [row] = await queryRows<{ used: number | string }>(
        db,
        sql`select count(*) as used from download_licences l where l.user_id = ${userId} and ${ACTIVE(now)}`,
      );
      return Number(row?.used ?? 0);
    },

    /** Licences of this account and device among `ids`, with their video and their profile's maturity limit. */
    async forCheck(
      now: Date,
      userId: string,
      deviceKey: string,
      ids: string[],
    ): Promise<CheckedLicenceRow[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<
        LicenceRow & PlayableVideo & { licenceId: string; profileMaturityLimit: string | null }
      >(
        db,
        sql`select l.id as "licenceId", ${LICENCE_FIELDS}, vp.maturity_limit as "profileMaturityLimit",
            ${PLAYABLE_COLUMNS(now)}
          from download_licences l
          join videos v on v.id = l.video_id
          join viewer_profiles vp on vp.id = l.profile_id
          left join titles t on t.id = v.title_id
          where l.user_id = ${userId} and l.device_key = ${deviceKey}
            and l.id in (${sql.join(
              ids.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
      );
      return rows.map((row) => ({
        ...row,
        id: row.licenceId,
        video: {
          id: row.videoId,
          kind: row.kind,
          purpose: row.purpose,
          status: row.status,
          durationSeconds: row.durationSeconds,
          titleLanguage: row.titleLanguage,
          titleId: row.titleId,
          createdBy: row.createdBy,
          titleIsPremium: row.titleIsPremium,
          titleAgeRating: row.titleAgeRating,
          titleVisible: row.titleVisible,
        },
      }));
    },

    /** Stores a reported first play (only where none is stored yet). */
    async setFirstPlayed(id: string, at: Date, expiresAt: Date): Promise<void> {
      await db.execute(
        sql`update download_licences set first_played_at = ${at.toISOString()}::timestamptz,
            expires_at = ${expiresAt.toISOString()}::timestamptz
          where id = ${id} and first_played_at is null and revoked_at is null`,
      );
    },

    async renew(id: string, authSessionId: string | null, now: Date, expiresAt: Date): Promise<LicenceRow> {
      const [row] = await queryRows<LicenceRow>(
        db,
        sql`update download_licences l set renewed_at = ${now.toISOString()}::timestamptz, first_played_at = null,
            auth_session_id = ${authSessionId}, expires_at = ${expiresAt.toISOString()}::timestamptz
          where l.id = ${id} returning ${LICENCE_COLUMNS}`,
      );
      return row!;
    },

    /** Revokes the active licences matching `where` (a condition on `l`); expired ones stay expired. */
    async revokeWhere(
      where: ReturnType<typeof sql>,
      reason: DownloadRevokeReason,
      now: Date,
    ): Promise<number> {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`update download_licences l set revoked_at = ${now.toISOString()}::timestamptz, revoke_reason = ${reason}
          where l.revoked_at is null and l.expires_at > ${now.toISOString()}::timestamptz and (${where})
          returning l.id`,
      );
      return rows.length;
    },

    /** One licence of the account, whatever its state. */
    async ofAccount(userId: string, id: string): Promise<LicenceRow | undefined> {
      const [row] = await queryRows<LicenceRow>(
        db,
        sql`select ${LICENCE_COLUMNS} from download_licences l where l.id = ${id} and l.user_id = ${userId}`,
      );
      return row;
    },

    /**
     * This device's licences of a profile: the active ones and those that ended since `endedSince` (the app says
     * why it deletes them), newest first; titles above the profile's maturity limit are left out (D74).
     */
    listForDevice: (
      owner: ProfileOwner,
      deviceKey: string,
      endedSince: Date,
      language: Language,
      maturity: MaturityLimit,
    ) =>
      queryRows<ListedLicenceRow>(
        db,
        sql`select l.id as "licenceId", ${LICENCE_FIELDS}, ${EPISODE_LABEL} as "episodeLabel",
            ${listColumns(language)}
          from download_licences l
          join videos v on v.id = l.video_id
          join titles t on t.id = v.title_id
          left join episodes e on e.id = v.episode_id
          left join seasons se on se.id = e.season_id
          where l.user_id = ${owner.userId} and l.profile_id = ${owner.profileId} and l.device_key = ${deviceKey}
            and coalesce(l.revoked_at, l.expires_at) > ${endedSince.toISOString()}::timestamptz
            and ${withinMaturity(maturity)}
          order by l.issued_at desc, l.id`,
      ),
  };
}

export type DownloadsRepository = ReturnType<typeof createDownloadsRepository>;
