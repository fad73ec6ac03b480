import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { assertSafeKey, type Storage } from '../adapters/storage/storage';
import type { Config } from '../config';
import { openPglite, PGLITE_EXTENSIONS, type DatabaseHandle } from '../db/client';

/**
 * Backups (issue 20): the database and the stored files, with a manifest to check a restore against.
 *
 * A backup folder holds `database.dump` (PostgreSQL: `pg_dump --format=custom`) or `database.tar.gz` (PGlite: its
 * data folder), `storage/` (every stored object under its key) and `manifest.json`: when, which database, each
 * table's row count, and each object's size and SHA-256, plus the SHA-256 of the database file. A restore checks
 * every file against the manifest before it writes anything, then checks what it wrote.
 *
 * The storage part uses only the Storage interface (list, read, put, stat), so the same commands copy an
 * S3-compatible store.
 */

export const MANIFEST_FILE = 'manifest.json';
export const STORAGE_FOLDER = 'storage';
const MANIFEST_FORMAT = 1;

/**
 * The most objects one backup lists. Storage.list has no pagination: the whole store is listed in one call, and a
 * store this large is refused rather than copied in part.
 */
export const MAX_BACKUP_OBJECTS = 5_000_000;

/** Keys the app writes only for a moment (the health probe): not part of a backup. */
const TRANSIENT_PREFIXES = ['.health/'];

export interface ManifestObject {
  key: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  database: {
    kind: 'postgres' | 'pglite';
    file: string;
    sha256: string;
    /** rows per table, `schema.table` */
    tables: Record<string, number>;
  };
  storage: {
    objects: ManifestObject[];
    count: number;
    bytes: number;
    /** SHA-256 of the listing (`key size sha256` lines): one value to compare two backups by */
    listingSha256: string;
  };
}

/** A backup or restore that cannot go on, or a restore that does not match its manifest. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}\n- ${problems.join('\n- ')}` : message);
    this.name = 'BackupError';
  }
}

export interface BackupTarget {
  database: Config['database'];
  storage: Storage;
  pgDumpPath: string;
  pgRestorePath: string;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  const handle = await fs.open(file);
  try {
    for await (const chunk of handle.createReadStream()) hash.update(chunk as Buffer);
  } finally {
    await handle.close();
  }
  return hash.digest('hex');
}

function listingSha256(objects: ManifestObject[]): string {
  return sha256(objects.map((object) => `${object.key} ${object.size} ${object.sha256}\n`).join(''));
}

/** The tables the app's database holds (every schema but PostgreSQL's own), sorted. */
const TABLES_SQL = `select table_schema || '.' || table_name as name from information_schema.tables
  where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
  order by 1`;

const quoteName = (qualified: string) =>
  qualified
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');

async function rowCounts(
  query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }>,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const { rows } = await query(TABLES_SQL);
  for (const { name } of rows as { name: string }[]) {
    const result = await query(`select count(*)::int as n from ${quoteName(name)}`);
    counts[name] = Number(result.rows[0]!.n);
  }
  return counts;
}

/** The connection settings of a URL as libpq environment variables, so no password shows in a process list. */
function libpqEnvironment(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env };
}

/** Runs a PostgreSQL tool; rejects with its own words when it fails or cannot be started. */
function runTool(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-4000);
    });
    child.on('error', (error) =>
      reject(
        new BackupError(
          `Cannot run ${command}: ${error.message} (set ${path.basename(command).startsWith('pg_restore') ? 'PG_RESTORE_PATH' : 'PG_DUMP_PATH'})`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${path.basename(command)} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/**
 * PostgreSQL: the row counts and pg_dump see the same moment (an exported snapshot held open meanwhile), so a
 * backup of a live database still matches its own manifest.
 */
async function dumpPostgres(
  target: BackupTarget,
  url: string,
  file: string,
): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const {
      rows: [snapshot],
    } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await rowCounts((sql) => client.query(sql));
    const { dbname, env } = libpqEnvironment(url);
    await runTool(
      target.pgDumpPath,
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot!.id}`,
        `--file=${file}`,
        dbname,
      ],
      env,
    );
    await client.query('commit');
    return tables;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PGlite: its data folder as a tarball. The folder belongs to one process: the server must be stopped. */
async function dumpPglite(dataDir: string, file: string): Promise<Record<string, number>> {
  try {
    await fs.access(path.join(dataDir, 'PG_VERSION'));
  } catch {
    throw new BackupError(`No embedded database at ${dataDir}`);
  }
  const client = await PGlite.create(dataDir, { extensions: PGLITE_EXTENSIONS });
  try {
    const tables = await rowCounts((sql) => client.query<Record<string, unknown>>(sql));
    const dump = await client.dumpDataDir('gzip');
    await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return tables;
  } finally {
    await client.close();
  }
}

/** Every stored object (but transient ones), in key order; refuses a store larger than one listing. */
async function listAll(storage: Storage): Promise<{ key: string; size: number }[]> {
  const listed = await storage.list('', MAX_BACKUP_OBJECTS);
  if (listed.length >= MAX_BACKUP_OBJECTS) {
    throw new BackupError(
      `The store holds more than ${MAX_BACKUP_OBJECTS} objects: too many for one backup listing`,
    );
  }
  return listed
    .filter((object) => !TRANSIENT_PREFIXES.some((prefix) => object.key.startsWith(prefix)))
    .map(({ key, size }) => ({ key, size }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** The backup folder's file for a storage key (keys are checked safe relative paths: see assertSafeKey). */
const objectFile = (dir: string, key: string) => path.join(dir, STORAGE_FOLDER, ...key.split('/'));

/** Writes a backup of the database and the storage into `out` (a new or empty folder). */
export async function createBackup(target: BackupTarget, out: string): Promise<BackupManifest> {
  await fs.mkdir(out, { recursive: true });
  if ((await fs.readdir(out)).length > 0) throw new BackupError(`${out} is not empty: give a new folder`);
  const createdAt = new Date().toISOString();

  const databaseFile = target.database.kind === 'postgres' ? 'database.dump' : 'database.tar.gz';
  const tables =
    target.database.kind === 'postgres'
      ? await dumpPostgres(target, target.database.url, path.join(out, databaseFile))
      : await dumpPglite(target.database.dataDir, path.join(out, databaseFile));

  // Files come after the database: an object the dump refers to was written before its row (uploads, transcodes
  // and artwork write the file first), so it is in the listing too.
  const objects: ManifestObject[] = [];
  for (const { key } of await listAll(target.storage)) {
    let body: Buffer;
    try {
      body = await target.storage.read(key);
    } catch (error) {
      // Deleted between the listing and the read (a video removed meanwhile): nothing refers to it any more.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const file = objectFile(out, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, body);
    objects.push({ key, size: body.length, sha256: sha256(body) });
  }

  const manifest: BackupManifest = {
    format: MANIFEST_FORMAT,
    createdAt,
    database: {
      kind: target.database.kind,
      file: databaseFile,
      sha256: await fileSha256(path.join(out, databaseFile)),
      tables,
    },
    storage: {
      objects,
      count: objects.length,
      bytes: objects.reduce((sum, object) => sum + object.size, 0),
      listingSha256: listingSha256(objects),
    },
  };
  // Written last: a folder without a manifest is an unfinished backup.
  await fs.writeFile(path.join(out, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** Reads and checks a backup folder's manifest and every file in it against the manifest. */
export async function verifyBackupFolder(from: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(from, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupError(`No readable ${MANIFEST_FILE} in ${from}: ${(error as Error).message}`);
  }
  if (
    manifest?.format !== MANIFEST_FORMAT ||
    !manifest.database ||
    !['postgres', 'pglite'].includes(manifest.database.kind) ||
    !/^database\.(dump|tar\.gz)$/.test(manifest.database.file) ||
    !Array.isArray(manifest.storage?.objects)
  ) {
    throw new BackupError(`${MANIFEST_FILE} in ${from} is not a backup manifest this version reads`);
  }
  const problems: string[] = [];
  try {
    if ((await fileSha256(path.join(from, manifest.database.file))) !== manifest.database.sha256) {
      problems.push(
        `${manifest.database.file}: its checksum does not match the manifest (damaged or changed)`,
      );
    }
  } catch {
    problems.push(`${manifest.database.file}: missing`);
  }
  if (listingSha256(manifest.storage.objects) !== manifest.storage.listingSha256) {
    problems.push("the manifest's object list does not match its own checksum");
  }
  for (const object of manifest.storage.objects) {
    try {
      // A key that could point outside the backup folder (a hand-edited manifest) is never read.
      assertSafeKey(object.key);
    } catch {
      problems.push(`${JSON.stringify(object.key)}: not a storage key`);
      continue;
    }
    try {
      const body = await fs.readFile(objectFile(from, object.key));
      if (sha256(body) !== object.sha256)
        problems.push(`${object.key}: its checksum does not match the manifest`);
    } catch {
      problems.push(`${object.key}: missing from the backup`);
    }
  }
  if (problems.length)
    throw new BackupError(`The backup in ${from} is damaged; nothing was restored`, problems);
  return manifest;
}

/** True when the database holds none of the app's tables. */
async function isEmptyDatabase(query: (sql: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  const { rows } = await query(TABLES_SQL);
  return rows.length === 0;
}

async function restorePostgres(
  target: BackupTarget,
  url: string,
  file: string,
  force: boolean,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (!force && !(await isEmptyDatabase((sql) => client.query(sql)))) {
      throw new BackupError(
        'The target database is not empty: restore into a new database, or add --force to replace what it holds',
      );
    }
  } finally {
    await client.end().catch(() => undefined);
  }
  const { dbname, env } = libpqEnvironment(url);
  await runTool(
    target.pgRestorePath,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(force ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      file,
    ],
    env,
  );
}

async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  const existing = await fs.readdir(dataDir).catch(() => [] as string[]);
  if (existing.length > 0) {
    if (!force) {
      throw new BackupError(
        `${dataDir} already holds a database: restore into a new DATA_DIR, or add --force to replace it`,
      );
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  await fs.mkdir(dataDir, { recursive: true });
  const dump = await fs.readFile(file);
  const client = await PGlite.create(dataDir, {
    loadDataDir: new Blob([dump]),
    extensions: PGLITE_EXTENSIONS,
  });
  await client.close();
}

/** Opens the restored database to count its rows. */
async function countRestored(database: Config['database']): Promise<Record<string, number>> {
  if (database.kind === 'postgres') {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return await rowCounts((sql) => client.query(sql));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const handle: DatabaseHandle = await openPglite({ dataDir: database.dataDir });
  try {
    return await rowCounts((sql) => handle.raw.query(sql));
  } finally {
    await handle.close();
  }
}

export interface RestoreReport {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  objects: number;
  bytes: number;
}

/**
 * Restores a backup into an empty database and storage (`force`: replaces what they hold), then checks the result
 * against the manifest: every table's row count, every object's checksum. Throws BackupError on any difference.
 */
export async function restoreBackup(
  target: BackupTarget,
  from: string,
  options: { force?: boolean } = {},
): Promise<RestoreReport> {
  const force = options.force ?? false;
  const manifest = await verifyBackupFolder(from);
  if (manifest.database.kind !== target.database.kind) {
    throw new BackupError(
      `The backup holds a ${manifest.database.kind} database but the target is ${target.database.kind}` +
        ' (set DATABASE_URL for PostgreSQL, leave it unset for the embedded database)',
    );
  }
  if (
    !force &&
    (await target.storage.list('', 1)).some((o) => !TRANSIENT_PREFIXES.some((p) => o.key.startsWith(p)))
  ) {
    throw new BackupError('The target storage is not empty: restore into a new folder, or add --force');
  }

  const databaseFile = path.join(from, manifest.database.file);
  if (target.database.kind === 'postgres')
    await restorePostgres(target, target.database.url, databaseFile, force);
  else await restorePglite(target.database.dataDir, databaseFile, force);

  for (const object of manifest.storage.objects) {
    await target.storage.put(object.key, await fs.readFile(objectFile(from, object.key)));
  }

  // What was written, read back.
  const problems: string[] = [];
  const tables = await countRestored(target.database);
  for (const [name, rows] of Object.entries(manifest.database.tables)) {
    if (tables[name] !== rows)
      problems.push(`table ${name}: ${tables[name] ?? 'missing'} rows, the backup had ${rows}`);
  }
  for (const object of manifest.storage.objects) {
    const info = await target.storage.stat(object.key);
    if (!info) {
      problems.push(`${object.key}: missing after the restore`);
      continue;
    }
    if (info.size !== object.size || sha256(await target.storage.read(object.key)) !== object.sha256) {
      problems.push(`${object.key}: differs from the backup after the restore`);
    }
  }
  if (problems.length) throw new BackupError('The restored data does not match the backup', problems);
  return {
    manifest,
    tables: Object.keys(manifest.database.tables).length,
    rows: Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0),
    objects: manifest.storage.count,
    bytes: manifest.storage.bytes,
  };
}
