import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import pg from 'pg';
import { advisoryLockKey } from '../../db/advisory-lock-key';
import { listenToChannel, postgresConnection, type ChannelListener } from '../../db/channel-listener';
import type { DatabaseHandle } from '../../db/client';
import type { Logger } from '../../logger';

/** Where an instance asks the holder of an upload's lock (on whichever instance) to let it go. */
const RELEASE_CHANNEL = 'mzansi_upload_release';
/** How long a request waits for an upload's lock before failing (tus's MemoryLocker default). */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request tries the lock again. */
const RETRY_MS = 100;

/** The advisory lock of one upload. */
export const uploadLockKey = (id: string): string => advisoryLockKey('upload', id);

export interface UploadLocker extends Locker {
  /** resolves once release requests from other instances are heard (LISTEN in place) */
  ready: Promise<void>;
  /** Stops listening for release requests (app close). */
  close(): Promise<void>;
}

/**
 * Locks of tus uploads (one request at a time writes an upload) across every API instance on the database.
 *
 * tus's own MemoryLocker locks only within a process; with uploads in a bucket, two instances could append to one
 * upload at once and corrupt it. Here a request first takes the in-process lock (tus's MemoryLocker, which asks an
 * earlier request of this process to stop), then a PostgreSQL advisory lock on a connection of its own, held until
 * the request ends. A request that finds the lock held on another instance asks its holder there to stop (NOTIFY),
 * as tus does in-process: a client that reconnects through another instance after its first connection went quiet
 * takes over its upload instead of waiting for the stale request. When an instance dies, PostgreSQL lets its locks
 * go with its connections. The embedded database serves one process: the MemoryLocker alone is enough there.
 */
export function createUploadLocker(
  database: DatabaseHandle,
  logger: Logger,
  options: { acquireTimeoutMs?: number } = {},
): UploadLocker {
  const acquireTimeoutMs = options.acquireTimeoutMs ?? ACQUIRE_TIMEOUT_MS;
  const memory = new MemoryLocker({ acquireLockTimeout: acquireTimeoutMs });
  const connection = postgresConnection(database);
  if (!connection) return Object.assign(memory, { ready: Promise.resolve(), close: async () => {} });

  /** The locks this process holds, by key: what to call when another instance asks for one. */
  const held = new Map<string, RequestRelease>();
  const listener: ChannelListener = listenToChannel(connection, {
    channel: RELEASE_CHANNEL,
    logger,
    purpose: 'upload lock releases',
    onNotification(key) {
      void Promise.resolve(held.get(key)?.()).catch(() => undefined);
    },
  });

  /** Takes the advisory lock on a new connection; null when the signal or the deadline came first. */
  async function takeAdvisoryLock(
    key: string,
    signal: AbortSignal,
    deadline: number,
  ): Promise<pg.Client | null> {
    const client = new pg.Client(connection!);
    // A connection that breaks while held lets the lock go; nothing to do but not crash the process.
    client.on('error', (error) => logger.warn({ err: error }, 'upload lock connection failed'));
    await client.connect();
    try {
      let asked = false;
      while (!signal.aborted && Date.now() < deadline) {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1::bigint) as locked',
          [key],
        );
        if (rows[0]?.locked) return client;
        if (!asked) {
          asked = true;
          await client.query('select pg_notify($1, $2)', [RELEASE_CHANNEL, key]);
        }
        await sleep(RETRY_MS);
      }
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    await client.end().catch(() => undefined);
    return null;
  }

  return {
    newLock(id: string): Lock {
      const local = memory.newLock(id);
      const key = uploadLockKey(id);
      let client: pg.Client | null = null;
      return {
        async lock(signal, requestRelease) {
          const deadline = Date.now() + acquireTimeoutMs;
          await local.lock(signal, requestRelease);
          try {
            client = await takeAdvisoryLock(key, signal, deadline);
          } catch (error) {
            await local.unlock();
            throw error;
          }
          if (!client) {
            await local.unlock();
            // tus's own answer to a lock it could not get (500), as an Error.
            throw Object.assign(new Error(ERRORS.ERR_LOCK_TIMEOUT.body), ERRORS.ERR_LOCK_TIMEOUT);
          }
          held.set(key, requestRelease);
        },
        async unlock() {
          held.delete(key);
          // Ending the connection lets the advisory lock go.
          await client?.end().catch(() => undefined);
          client = null;
          await local.unlock();
        },
      };
    },
    ready: listener.ready,
    async close() {
      await listener.stop();
    },
  };
}
