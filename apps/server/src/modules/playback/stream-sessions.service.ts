import { LEASE_SECONDS, type StreamSession, type TooManyStreamsDetails } from '@mzansi/contracts/playback';
import type { Plan } from '@mzansi/contracts/plans';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { createStreamSessionRepository, type ActiveStreamRow } from './stream-sessions.repository';
import { localised, type LocalisedMessage } from '../../i18n/translate';

/** The device a stream plays on: a key derived from its device cookie, and a readable name. */
export interface StreamDevice {
  key: string;
  label: string;
  ip: string | null;
}

/** Ended and lapsed streams are kept this long (they explain a 410), then purged at the user's next start. */
const RETENTION_MS = 24 * 60 * 60 * 1000;

const iso = (value: Date | string) => new Date(value).toISOString();

function toSession(row: ActiveStreamRow, currentDeviceKey: string | null): StreamSession {
  return {
    id: row.id,
    current: currentDeviceKey !== null && row.deviceId === currentDeviceKey,
    deviceLabel: row.deviceLabel,
    videoId: row.videoId,
    title: row.title,
    startedAt: iso(row.startedAt),
    lastSeenAt: iso(row.lastSeenAt),
  };
}

/** "Your Free plan lets you watch on 1 device at a time…": names the plan and its limit (spec §9 max_devices). */
export function tooManyStreamsMessage(plan: Plan): LocalisedMessage {
  return localised('errors:playback.tooManyStreams', {
    plan: plan.name,
    devices: plan.max_devices,
    free: plan.id === 'free' ? 'yes' : 'no',
  });
}

/**
 * Concurrent playback leases (spec §9 max_devices). A stream holds a slot while its lease (LEASE_SECONDS) runs;
 * the player renews it with heartbeats. One device holds at most one stream: starting again on it reuses the lease.
 * Counting and taking a slot happen under a per-user lock, so parallel starts cannot overshoot the limit.
 */
export function createStreamSessionService(ctx: AppContext) {
  const repository = createStreamSessionRepository(ctx.database.db);
  const leaseEnd = (now: Date) => new Date(now.getTime() + LEASE_SECONDS * 1000);
  // Leases live in the database: the gauge counts every instance's streams, read when Prometheus scrapes.
  ctx.metrics.readActiveStreams(() => repository.countLive(ctx.clock.now()));

  return {
    /** Takes (or renews) this device's slot for a video; 409 too_many_streams when the plan's slots are taken. */
    async start(input: {
      userId: string;
      authSessionId: string;
      videoId: string;
      device: StreamDevice;
      plan: Plan;
    }): Promise<string> {
      const { userId, device, plan } = input;
      const now = ctx.clock.now();
      const outcome = await repository.inUserLock(userId, async (tx) => {
        await repository.purge(tx, userId, new Date(now.getTime() - RETENTION_MS));
        const active = await repository.active(tx, userId, now);
        const mine = active.find((stream) => stream.deviceId === device.key);
        if (mine) {
          await repository.renew(tx, mine.id, {
            now,
            leaseExpiresAt: leaseEnd(now),
            videoId: mine.videoId === input.videoId ? undefined : input.videoId,
            deviceLabel: device.label,
            authSessionId: input.authSessionId,
          });
          return { refused: null, id: mine.id };
        }
        if (active.length >= plan.max_devices) return { refused: active, id: null };
        const id = await repository.insert(tx, {
          userId,
          videoId: input.videoId,
          deviceId: device.key,
          deviceLabel: device.label,
          authSessionId: input.authSessionId,
          ipAddress: device.ip,
          now,
          leaseExpiresAt: leaseEnd(now),
        });
        return { refused: null, id };
      });
      if (outcome.refused) {
        const details: TooManyStreamsDetails = {
          limit: plan.max_devices,
          streams: outcome.refused.map((row) => toSession(row, device.key)),
        };
        throw new AppError('too_many_streams', tooManyStreamsMessage(plan), details);
      }
      return outcome.id;
    },

    /** The stream as it stands, without renewing it (null when it is not this user's). */
    async find(userId: string, id: string) {
      return (await repository.byId(ctx.database.db, userId, id)) ?? null;
    },

    /**
     * Renews a lease. 410 stream_ended when the stream was stopped (from another device or by the player), or when
     * it lapsed and its slot has been taken since; a lapsed stream whose slot is still free simply resumes.
     */
    async heartbeat(input: {
      userId: string;
      id: string;
      plan: Plan;
    }): Promise<{ videoId: string; leaseExpiresAt: Date }> {
      const now = ctx.clock.now();
      const outcome = await repository.inUserLock(input.userId, async (tx) => {
        const row = await repository.byId(tx, input.userId, input.id);
        if (!row) return 'missing' as const;
        if (row.endedAt) return 'ended' as const;
        if (new Date(row.leaseExpiresAt).getTime() <= now.getTime()) {
          const active = await repository.active(tx, input.userId, now);
          const replaced = active.some((stream) => stream.deviceId === row.deviceId);
          if (replaced || active.length >= input.plan.max_devices) {
            await repository.end(tx, input.userId, row.id, now);
            return 'lapsed' as const;
          }
        }
        const leaseExpiresAt = leaseEnd(now);
        await repository.renew(tx, row.id, { now, leaseExpiresAt });
        return { videoId: row.videoId, leaseExpiresAt };
      });
      if (outcome === 'missing') throw new AppError('not_found', localised('errors:playback.noSuchStream'));
      if (outcome === 'ended') {
        throw new AppError('stream_ended', localised('errors:playback.stoppedElsewhere'), {
          reason: 'ended',
        });
      }
      if (outcome === 'lapsed') {
        throw new AppError('stream_ended', localised('errors:playback.lapsed'), { reason: 'lapsed' });
      }
      return outcome;
    },

    /** Ends one of the user's own streams (idempotent); 404 for a stream that is not theirs. */
    async end(userId: string, id: string): Promise<void> {
      const now = ctx.clock.now();
      if (await repository.end(ctx.database.db, userId, id, now)) return;
      if (!(await repository.byId(ctx.database.db, userId, id))) {
        throw new AppError('not_found', localised('errors:playback.noSuchStream'));
      }
    },

    /** Ends all the user's streams (their next heartbeat answers stream_ended); how many were live. */
    async endAll(userId: string): Promise<number> {
      return repository.inUserLock(userId, (tx) => repository.endAll(tx, userId, ctx.clock.now()));
    },

    async list(userId: string, currentDeviceKey: string | null): Promise<StreamSession[]> {
      const rows = await repository.active(ctx.database.db, userId, ctx.clock.now());
      return rows.map((row) => toSession(row, currentDeviceKey));
    },
  };
}

export type StreamSessionService = ReturnType<typeof createStreamSessionService>;
