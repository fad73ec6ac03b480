import { ERRORS } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness';
import type { DatabaseHandle } from '../../db/client';
import { createLogger } from '../../logger';
import { createUploadLocker, uploadLockKey, type UploadLocker } from './upload-locker';

const logger = createLogger('silent');
const never = new AbortController().signal;

/**
 * Upload locks across instances: each locker stands for one API instance (its own memory, its own connections) on
 * one PostgreSQL database.
 */
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
  'upload locks across instances (PostgreSQL only)',
  () => {
    let database: DatabaseHandle;
    const lockers: UploadLocker[] = [];
    const instance = async (options: { acquireTimeoutMs?: number } = {}) => {
      const locker = createUploadLocker(database, logger, options);
      lockers.push(locker);
      await locker.ready;
      return locker;
    };

    beforeAll(async () => {
      database = await openTestDatabase();
    });
    afterAll(async () => {
      await Promise.all(lockers.map((locker) => locker.close()));
      await database?.close();
    });

    it('asks the holder on another instance to let go, then takes the lock; a third waits in vain', async () => {
      const a = await instance();
      const b = await instance();
      const held = a.newLock('upload-1');
      let asked = 0;
      await held.lock(never, async () => {
        asked += 1;
        // What tus does when asked: the request stops, saves what it has and unlocks.
        await held.unlock();
      });

      const taken = b.newLock('upload-1');
      await taken.lock(never, () => {});
      expect(asked).toBe(1);

      // B holds it and does not let go when asked: another instance gives up after its timeout, with tus's error.
      const c = await instance({ acquireTimeoutMs: 500 });
      await expect(c.newLock('upload-1').lock(never, () => {})).rejects.toMatchObject(
        ERRORS.ERR_LOCK_TIMEOUT,
      );
      // Another upload is not held up.
      const other = c.newLock('upload-2');
      await other.lock(never, () => {});
      await other.unlock();

      await taken.unlock();
      const after = c.newLock('upload-1');
      await after.lock(never, () => {});
      await after.unlock();
    });

    it("lets a dead instance's lock go with its connection", async () => {
      const a = await instance();
      const held = a.newLock('upload-3');
      await held.lock(never, () => {});
      // The instance is killed: PostgreSQL ends its session, as when the process dies (kill -9).
      const { rows } = await database.raw.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_locks
       where locktype = 'advisory' and granted and ((classid::bigint << 32) | objid::bigint) = $1::bigint`,
        [uploadLockKey('upload-3')],
      );
      expect(rows.map((row) => row.ended)).toEqual([true]);

      const b = await instance();
      const taken = b.newLock('upload-3');
      await taken.lock(never, () => {});
      await taken.unlock();
      await held.unlock();
    });

    it('gives up when the request is aborted while waiting', async () => {
      const a = await instance();
      const b = await instance();
      const held = a.newLock('upload-4');
      await held.lock(never, () => {});
      const stop = new AbortController();
      const waiting = b.newLock('upload-4').lock(stop.signal, () => {});
      stop.abort();
      await expect(waiting).rejects.toMatchObject(ERRORS.ERR_LOCK_TIMEOUT);
      await held.unlock();
    });
  },
);
