import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { streamSessions } from '../../db/schema/index';
import { queryRows as rows, type Tx } from '../../db/sql';

type Queryable = Database | Tx;

/** Namespace of the per-user advisory locks (two-key form: does not collide with single-key locks). */
const STREAM_LOCK_CLASS = 0x6d7a; // "mz"

export interface StreamRow {
  id: string;
  userId: string;
  videoId: string;
  deviceId: string;
  leaseExpiresAt: Date;
  endedAt: Date | null;
}

export interface ActiveStreamRow {
  id: string;
  deviceId: string;
  deviceLabel: string;
  videoId: string;
  title: string;
  startedAt: Date | string;
  lastSeenAt: Date | string;
}

export function createStreamSessionRepository(db: Database) {
  return {
    /**
     * Runs `fn` in a transaction holding the user's stream lock, so counting and taking a slot cannot interleave
     * with another start or heartbeat of the same user (on PostgreSQL; PGlite runs one transaction at a time).
     */
    inUserLock<T>(userId: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${STREAM_LOCK_CLASS}, hashtext(${userId}))`);
        return fn(tx);
      });
    },

    /** The user's streams holding a lease now, oldest first, with what is playing. */
    active: (q: Queryable, userId: string, now: Date) =>
      rows<ActiveStreamRow>(
        q,
        sql`select s.id, s.device_id as "deviceId", coalesce(s.device_label, 'Unknown device') as "deviceLabel",
            s.video_id as "videoId",
            coalesce(t.title, 'Video') || coalesce(' · S' || se.number || ' E' || e.number, '') as title,
            s.started_at as "startedAt", s.last_heartbeat_at as "lastSeenAt"
          from stream_sessions s
          join videos v on v.id = s.video_id
          left join titles t on t.id = v.title_id
          left join episodes e on e.id = v.episode_id
          left join seasons se on se.id = e.season_id
          where s.user_id = ${userId} and s.ended_at is null
            and s.lease_expires_at > ${now.toISOString()}::timestamptz
          order by s.started_at, s.id`,
      ),

    /** Leases held now, over all users (the active streams gauge). */
    async countLive(now: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(streamSessions)
        .where(and(isNull(streamSessions.endedAt), gt(streamSessions.leaseExpiresAt, now)));
      return Number(row?.count ?? 0);
    },

    async byId(q: Queryable, userId: string, id: string): Promise<StreamRow | undefined> {
      const [row] = await q
        .select({
          id: streamSessions.id,
          userId: streamSessions.userId,
          videoId: streamSessions.videoId,
          deviceId: streamSessions.deviceId,
          leaseExpiresAt: streamSessions.leaseExpiresAt,
          endedAt: streamSessions.endedAt,
        })
        .from(streamSessions)
        .where(and(eq(streamSessions.id, id), eq(streamSessions.userId, userId)))
        .limit(1);
      return row;
    },

    async insert(
      q: Queryable,
      values: {
        userId: string;
        videoId: string;
        deviceId: string;
        deviceLabel: string;
        authSessionId: string;
        ipAddress: string | null;
        now: Date;
        leaseExpiresAt: Date;
      },
    ): Promise<string> {
      const [row] = await q
        .insert(streamSessions)
        .values({
          userId: values.userId,
          videoId: values.videoId,
          deviceId: values.deviceId,
          deviceLabel: values.deviceLabel,
          authSessionId: values.authSessionId,
          ipAddress: values.ipAddress,
          startedAt: values.now,
          lastHeartbeatAt: values.now,
          leaseExpiresAt: values.leaseExpiresAt,
        })
        .returning({ id: streamSessions.id });
      return row!.id;
    },

    /** Renews a lease; a new video on the same device restarts the stream's clock. */
    async renew(
      q: Queryable,
      id: string,
      values: {
        now: Date;
        leaseExpiresAt: Date;
        videoId?: string;
        deviceLabel?: string;
        authSessionId?: string;
      },
    ): Promise<void> {
      await q
        .update(streamSessions)
        .set({
          lastHeartbeatAt: values.now,
          leaseExpiresAt: values.leaseExpiresAt,
          ...(values.videoId ? { videoId: values.videoId, startedAt: values.now } : {}),
          ...(values.deviceLabel ? { deviceLabel: values.deviceLabel } : {}),
          ...(values.authSessionId ? { authSessionId: values.authSessionId } : {}),
        })
        .where(eq(streamSessions.id, id));
    },

    /** Ends a stream of this user; false when it is not theirs or already ended. */
    async end(q: Queryable, userId: string, id: string, now: Date): Promise<boolean> {
      const ended = await q
        .update(streamSessions)
        .set({ endedAt: now })
        .where(
          and(eq(streamSessions.id, id), eq(streamSessions.userId, userId), isNull(streamSessions.endedAt)),
        )
        .returning({ id: streamSessions.id });
      return ended.length > 0;
    },

    /** Ends every live stream of the user (suspension, sessions ended by an admin); how many were live. */
    async endAll(q: Queryable, userId: string, now: Date): Promise<number> {
      const ended = await q
        .update(streamSessions)
        .set({ endedAt: now })
        .where(
          and(
            eq(streamSessions.userId, userId),
            isNull(streamSessions.endedAt),
            gt(streamSessions.leaseExpiresAt, now),
          ),
        )
        .returning({ id: streamSessions.id });
      return ended.length;
    },

    /** Drops the user's streams that ended or lapsed before `before` (kept a while for the streams list). */
    async purge(q: Queryable, userId: string, before: Date): Promise<void> {
      await q
        .delete(streamSessions)
        .where(
          and(
            eq(streamSessions.userId, userId),
            or(lt(streamSessions.endedAt, before), lt(streamSessions.leaseExpiresAt, before)),
          ),
        );
    },
  };
}
