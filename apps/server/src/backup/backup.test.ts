import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { watchlistResponseSchema } from '@mzansi/contracts/watchlist';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signIn, signUpAndConfirm, type TestAccount } from '../../test/accounts';
import { cloneTestDatabase, startTestServer, type TestServer } from '../../test/harness';
import { createLocalStorage } from '../adapters/storage/local-storage';
import { loadConfig } from '../config';
import { openPglite, PGLITE_EXTENSIONS } from '../db/client';
import { demoIds } from '../seed/demo-ids';
import { BackupError, createBackup, MANIFEST_FILE, restoreBackup, type BackupManifest } from './backup';

const UMKHOKHA = demoIds.title('umkhokha');
const { pgDumpPath, pgRestorePath } = loadConfig({
  ...(process.env.PG_DUMP_PATH ? { PG_DUMP_PATH: process.env.PG_DUMP_PATH } : {}),
  ...(process.env.PG_RESTORE_PATH ? { PG_RESTORE_PATH: process.env.PG_RESTORE_PATH } : {}),
});

/**
 * The restore drill (issue 20): a small dataset (an account, a title, its watchlist entry, a few stored files) is
 * backed up, restored into a new database and a new storage folder, and read back through HTTP by an app built on
 * the restored pair. pg_dump needs PostgreSQL: this runs in the server:postgres project.
 */
describe.skipIf(process.env.TEST_DB_DRIVER !== 'postgres')('backup and restore (PostgreSQL only)', () => {
  const folders: string[] = [];
  const tempDir = async (name: string) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `mzansi-${name}-`));
    folders.push(dir);
    return dir;
  };
  let source: TestServer;
  let viewer: TestAccount;
  let sourceUrl: string;
  let backupDir: string;
  let manifest: BackupManifest;
  const artworkKey = `artwork/titles/${UMKHOKHA}/poster-drill.webp`;
  const artwork = randomBytes(3000);
  const files: Record<string, Buffer> = {
    [artworkKey]: artwork,
    [`videos/${UMKHOKHA}-drill/master.m3u8`]: Buffer.from('#EXTM3U\n'),
    [`videos/${UMKHOKHA}-drill/720p/seg_00001.m4s`]: randomBytes(5000),
  };

  const targetFor = (url: string, storageDir: string) => ({
    database: { kind: 'postgres' as const, url },
    storage: createLocalStorage(storageDir),
    pgDumpPath,
    pgRestorePath,
  });

  beforeAll(async () => {
    sourceUrl = await cloneTestDatabase();
    source = await startTestServer({ databaseUrl: sourceUrl, storageDir: await tempDir('backup-source') });
    viewer = await signUpAndConfirm(source);
    const added = await source.request('/api/user/watchlist', {
      method: 'POST',
      headers: { cookie: viewer.cookie },
      json: { videoId: UMKHOKHA },
    });
    expect(added.status).toBe(201);
    for (const [key, body] of Object.entries(files)) await source.ctx.storage.put(key, body);
    backupDir = path.join(await tempDir('backup'), 'nightly');
    // Taken while the app is running, as a nightly cron job would.
    manifest = await createBackup(targetFor(sourceUrl, source.storageDir), backupDir);
  });
  afterAll(async () => {
    await source?.close();
    for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
  });

  it('writes a dump, the files under their keys and a manifest of row counts and checksums', async () => {
    expect(manifest.database.kind).toBe('postgres');
    expect((await fs.stat(path.join(backupDir, 'database.dump'))).size).toBeGreaterThan(0);
    expect(manifest.database.tables['public.watchlist']).toBeGreaterThanOrEqual(1);
    expect(manifest.database.tables['public.users']).toBeGreaterThanOrEqual(1);
    expect(manifest.storage.objects.map((object) => object.key)).toEqual(Object.keys(files).sort());
    expect(manifest.storage.bytes).toBe(Object.values(files).reduce((sum, body) => sum + body.length, 0));
    expect(await fs.readFile(path.join(backupDir, 'storage', ...artworkKey.split('/')))).toEqual(artwork);
    const written = JSON.parse(
      await fs.readFile(path.join(backupDir, MANIFEST_FILE), 'utf8'),
    ) as BackupManifest;
    expect(written).toEqual(manifest);
  });

  it('refuses to restore into a database that is not empty', async () => {
    const emptyStorage = await tempDir('restore-refused');
    await expect(restoreBackup(targetFor(sourceUrl, emptyStorage), backupDir)).rejects.toThrow(
      /target database is not empty/,
    );
  });

  it('restores into a new database and storage that an app then serves: the account, its list and the files', async () => {
    const restoredUrl = await cloneTestDatabase({ empty: true });
    const restoredStorage = await tempDir('restored-storage');
    const report = await restoreBackup(targetFor(restoredUrl, restoredStorage), backupDir);
    expect(report.objects).toBe(3);

    const restored = await startTestServer({ databaseUrl: restoredUrl, storageDir: restoredStorage });
    try {
      const cookie = await signIn(restored, viewer.email, viewer.password);
      const list = await restored.request('/api/user/watchlist', { headers: { cookie } });
      expect(list.status).toBe(200);
      const items = watchlistResponseSchema.parse(await list.json()).items;
      expect(items.map((item) => item.video_id)).toEqual([UMKHOKHA]);
      const title = await restored.request(`/api/videos/${UMKHOKHA}`);
      expect(title.status).toBe(200);
      const file = await restored.request(`/media/${artworkKey}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer())).toEqual(artwork);
    } finally {
      await restored.close();
    }
  });

  it('detects a damaged dump or file before restoring anything', async () => {
    const damaged = path.join(await tempDir('damaged'), 'copy');
    await fs.cp(backupDir, damaged, { recursive: true });
    const dump = path.join(damaged, 'database.dump');
    const bytes = await fs.readFile(dump);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await fs.writeFile(dump, bytes);
    await fs.writeFile(path.join(damaged, 'storage', ...artworkKey.split('/')), randomBytes(3000));

    const restoredUrl = await cloneTestDatabase({ empty: true });
    const restoredStorage = await tempDir('restore-damaged');
    const failure = await restoreBackup(targetFor(restoredUrl, restoredStorage), damaged).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(BackupError);
    expect((failure as BackupError).problems).toEqual([
      'database.dump: its checksum does not match the manifest (damaged or changed)',
      `${artworkKey}: its checksum does not match the manifest`,
    ]);
    // Nothing was written.
    expect(await createLocalStorage(restoredStorage).list('', 10)).toEqual([]);
  });
});

/** The embedded database's variant: its data folder as a tarball, restored into a new DATA_DIR. */
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')(
  'backup and restore of the embedded database',
  () => {
    let root: string;
    const storageOf = (dir: string) => createLocalStorage(path.join(root, dir));
    const targetFor = (dataDir: string, storage: string) => ({
      database: { kind: 'pglite' as const, dataDir: path.join(root, dataDir) },
      storage: storageOf(storage),
      pgDumpPath,
      pgRestorePath,
    });

    beforeAll(async () => {
      root = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-pglite-backup-'));
      const testDb = inject('testDb');
      if (testDb.driver !== 'pglite') throw new Error('needs the server:pglite project');
      // A data folder on disk holding the test template (demo catalogue and accounts), as a stopped server leaves it.
      const client = await PGlite.create(path.join(root, 'source-db'), {
        loadDataDir: new Blob([await fs.readFile(testDb.templateFile)]),
        extensions: PGLITE_EXTENSIONS,
      });
      await client.close();
      await storageOf('source-storage').put(
        `artwork/titles/${UMKHOKHA}/poster-drill.webp`,
        randomBytes(2000),
      );
    });
    afterAll(() => fs.rm(root, { recursive: true, force: true }));

    it('restores the data folder and files into a new place and checks them; a damaged tarball is refused', async () => {
      const out = path.join(root, 'backup');
      const manifest = await createBackup(targetFor('source-db', 'source-storage'), out);
      expect(manifest.database).toMatchObject({ kind: 'pglite', file: 'database.tar.gz' });
      expect(manifest.database.tables['public.users']).toBeGreaterThan(0);
      expect(manifest.storage.count).toBe(1);

      const report = await restoreBackup(targetFor('restored-db', 'restored-storage'), out);
      expect(report.rows).toBe(Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0));
      const restored = await openPglite({ dataDir: path.join(root, 'restored-db') });
      try {
        const { rows } = await restored.raw.query<{ email: string }>(
          `select email from users where email = 'premium@mzansi.test'`,
        );
        expect(rows).toHaveLength(1);
      } finally {
        await restored.close();
      }
      // A second restore over it is refused without --force.
      await expect(restoreBackup(targetFor('restored-db', 'other-storage'), out)).rejects.toThrow(
        /already holds a database/,
      );

      const tarball = path.join(out, 'database.tar.gz');
      const bytes = await fs.readFile(tarball);
      bytes[bytes.length - 10]! ^= 0xff;
      await fs.writeFile(tarball, bytes);
      await expect(restoreBackup(targetFor('third-db', 'third-storage'), out)).rejects.toThrow(
        /database\.tar\.gz: its checksum does not match/,
      );
    });
  },
);
