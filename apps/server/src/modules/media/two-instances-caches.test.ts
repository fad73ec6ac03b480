import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo } from '../../../test/accounts';
import { cloneTestDatabase, startTestServer, type TestServer } from '../../../test/harness';
import { forgetMediaFiles, mediaFilesOf } from './playlist-preload';
import { demoIds } from '../../seed/demo-ids';

const UMKHOKHA = demoIds.title('umkhokha');

/**
 * Issue 20: two API instances on one PostgreSQL database (and one storage). What one changes, the other's caches
 * drop at once (NOTIFY, see db/broadcast.ts), not after their TTL (60 s, far longer than these tests wait).
 */
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')(
  'caches shared by two instances (PostgreSQL only)',
  () => {
    let a: TestServer;
    let b: TestServer;
    let storageDir: string;

    /** Both instances LISTEN on the channel (a message sent before that is lost, by design: see channel-listener). */
    const bothListen = async (channel: string) =>
      expect
        .poll(async () => {
          const { rows } = await a.ctx.database.raw.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity where datname = current_database() and query = $1`,
            [`listen ${channel}`],
          );
          return rows[0]!.n;
        })
        .toBeGreaterThanOrEqual(2);

    beforeAll(async () => {
      const url = await cloneTestDatabase();
      storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-two-instances-'));
      a = await startTestServer({ databaseUrl: url, storageDir });
      b = await startTestServer({ databaseUrl: url, storageDir });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await fs.rm(storageDir, { recursive: true, force: true });
    });

    it("shows a studio write made through one instance in the other's cached catalogue at once", async () => {
      await bothListen('mzansi_catalogue');
      const detail = `/api/videos/${UMKHOKHA}`;
      expect((await b.request(detail)).status).toBe(200);
      const cached = await b.request(detail);
      expect(cached.status).toBe(200);
      expect(cached.headers.get('x-cache')).toBe('HIT');

      const admin = await signInDemo(a, 'admin');
      const unpublished = await a.request(`/api/studio/titles/${UMKHOKHA}`, {
        method: 'PATCH',
        headers: { cookie: admin },
        json: { status: 'draft' },
      });
      expect(unpublished.status).toBe(200);
      // Within a few seconds (the notification's trip), not the 60 s TTL.
      await expect.poll(async () => (await b.request(detail)).status, { timeout: 5_000 }).toBe(404);
    });

    it("makes the other instance forget a video's changed media files", async () => {
      await bothListen('mzansi_media_files');
      const folder = `videos/${demoIds.title('amaphupho')}-test`;
      const key = `${folder}/master.m3u8`;
      await a.ctx.storage.put(key, Buffer.from('#EXTM3U\n# first\n'));
      const first = await mediaFilesOf(b.ctx).get(key);
      expect(first?.kind === 'memory' && first.file.body.toString()).toContain('# first');

      // Changed in place (as captions change the master playlist): B still answers the copy in its memory...
      await a.ctx.storage.put(key, Buffer.from('#EXTM3U\n# second\n'));
      const stale = await mediaFilesOf(b.ctx).get(key);
      expect(stale?.kind === 'memory' && stale.file.body.toString()).toContain('# first');

      // ...until the writer (instance A) says so.
      forgetMediaFiles(a.ctx, folder);
      await expect
        .poll(
          async () => {
            const lookup = await mediaFilesOf(b.ctx).get(key);
            return lookup?.kind === 'memory' ? lookup.file.body.toString() : null;
          },
          { timeout: 5_000 },
        )
        .toContain('# second');
    });
  },
);
