import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createS3Storage } from '../../apps/server/src/adapters/storage/s3-storage';
import type { Storage } from '../../apps/server/src/adapters/storage/storage';
import { findNginx, startNginx, type Nginx } from '../../apps/server/test/nginx';
import { startS3Server, type TestS3Server } from '../../apps/server/test/s3-server';
import { startTcpProxy, type TcpProxy } from '../../apps/server/test/tcp-proxy';
import { freePort, root, startServerProcess, type ServerProcess } from './app-process';

export const CLUSTER_CONF = path.join(root, 'deploy/nginx/mzansi-cluster.conf');

/** The PostgreSQL server the topology runs on: TEST_DATABASE_URL, else the local one these machines have. */
export const TOPOLOGY_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Why the topology cannot run here (no nginx, no PostgreSQL), or null. */
export async function topologyProblem(): Promise<string | null> {
  if (!findNginx()) return 'nginx is not installed (apt-get install -y nginx-light)';
  const client = new pg.Client({ connectionString: TOPOLOGY_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (error) {
    return `PostgreSQL at ${TOPOLOGY_DATABASE_URL} cannot be reached (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The shipped cluster config (deploy/nginx/mzansi-cluster.conf) with its placeholders filled in. */
export async function clusterSite(options: {
  listen: string;
  apiUpstreams: string[];
  objectStore: string;
  bucketPath: string;
  cacheDir: string;
  secret: string;
}): Promise<string> {
  const servers = options.apiUpstreams
    .map((upstream) => `server ${upstream} max_fails=1 fail_timeout=10s;`)
    .join(' ');
  return (await fs.readFile(CLUSTER_CONF, 'utf8'))
    .replaceAll('@LISTEN@', options.listen)
    .replaceAll('@API_SERVERS@', servers)
    .replaceAll('@OBJECT_STORE@', options.objectStore)
    .replaceAll('@OBJECT_HOST@', options.objectStore)
    .replaceAll('@BUCKET_PATH@', options.bucketPath)
    .replaceAll('@CACHE_DIR@', options.cacheDir)
    .replaceAll('@CACHE_SIZE@', '1g')
    .replaceAll('@MEDIA_NGINX_SECRET@', options.secret);
}

export interface Topology {
  /** nginx in front: what users reach (PUBLIC_URL) */
  edge: Nginx;
  /** the API instances (`--role=api`), each also reachable directly at its baseUrl */
  apis: ServerProcess[];
  worker: ServerProcess;
  /** the S3 server holding every file */
  s3: TestS3Server;
  /** the bucket read by the test itself (the app's own S3 storage adapter) */
  objects: Storage;
  /** the database the processes use (through `database`), and a client of it for the test's own checks */
  databaseUrl: string;
  sql: pg.Pool;
  /** the processes reach PostgreSQL through this proxy, so a test can take the database away and bring it back */
  database: TcpProxy;
  env: Record<string, string>;
  /** starts another process of a role with the topology's settings (one to replace a process killed) */
  start(role: 'api' | 'worker', name: string, port?: number): Promise<ServerProcess>;
  stop(): Promise<void>;
}

/**
 * The topology of docs/deployment.md on this machine: nginx (mzansi-cluster.conf) in front of two `--role=api`
 * instances, one `--role=worker`, PostgreSQL (a fresh database on the local server, reached through a TCP proxy)
 * and an S3 server (s3rver) holding uploads, sources, ladders and artwork. Every process is the built server
 * (`apps/server/dist/main.js`) with the same environment, as on separate machines.
 */
export async function startTopology(options: { name: string; admins?: string[] }): Promise<Topology> {
  const nginxBinary = findNginx();
  if (!nginxBinary) throw new Error('nginx is not installed');
  const work = await fs.mkdtemp(path.join(os.tmpdir(), `mzansi-${options.name}-`));
  const databaseName = `mzansi_${options.name.replace(/\W/g, '_')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TOPOLOGY_DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const serverUrl = new URL(TOPOLOGY_DATABASE_URL);
  const database = await startTcpProxy({
    host: serverUrl.hostname,
    port: Number(serverUrl.port || 5432),
  });
  const direct = new URL(TOPOLOGY_DATABASE_URL);
  direct.pathname = `/${databaseName}`;
  const proxied = new URL(direct);
  proxied.host = `127.0.0.1:${database.port}`;
  const sql = new pg.Pool({ connectionString: direct.toString(), max: 2 });

  const s3 = await startS3Server();
  const objects = createS3Storage(s3.config, { workDir: path.join(work, 'objects') });
  const secret = randomBytes(24).toString('hex');
  const apiPorts = [await freePort(), await freePort()];
  // nginx runs as nobody when the tests run as root: its cache lives where nobody may write.
  const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-edge-cache-'));
  if (process.getuid?.() === 0) await fs.chown(cacheDir, 65534, 65534);
  const edge = await startNginx(nginxBinary, async (listen) =>
    clusterSite({
      listen,
      apiUpstreams: apiPorts.map((port) => `127.0.0.1:${port}`),
      objectStore: new URL(s3.endpoint).host,
      bucketPath: `${s3.bucket}/`,
      cacheDir,
      secret,
    }),
  );

  const env: Record<string, string> = {
    NODE_ENV: 'development',
    PUBLIC_URL: edge.url,
    HOST: '127.0.0.1',
    DATABASE_URL: proxied.toString(),
    ...s3.env,
    MEDIA_SIGNER: 'nginx',
    MEDIA_NGINX_SECRET: secret,
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
    AUTH_SECRET: randomBytes(24).toString('hex'),
    MEDIA_TOKEN_SECRET: randomBytes(24).toString('hex'),
    PAYMENTS_LOCAL_SECRET: randomBytes(24).toString('hex'),
    TRANSCODE_PRESET: 'ultrafast',
    LOG_LEVEL: 'info',
    ...(options.admins?.length ? { ADMIN_EMAIL: options.admins[0]! } : {}),
  };

  const processes: ServerProcess[] = [];
  let count = 0;
  const start = async (role: 'api' | 'worker', name: string, port?: number): Promise<ServerProcess> => {
    const dataDir = path.join(work, `${name}-${++count}`);
    await fs.mkdir(dataDir, { recursive: true });
    const httpPort = role === 'api' ? (port ?? (await freePort())) : undefined;
    const child = await startServerProcess({
      name: `${options.name}-${name}`,
      args: [`--role=${role}`],
      port: httpPort,
      readyLine: role === 'worker' ? 'worker is running' : undefined,
      timeoutMs: 60_000,
      env: {
        ...env,
        DATA_DIR: dataDir,
        ...(httpPort ? { PORT: String(httpPort) } : {}),
      },
    });
    processes.push(child);
    return child;
  };

  try {
    // Migrations run under an advisory lock: the first instance applies them, the others wait for it.
    const apis = await Promise.all(apiPorts.map((port, index) => start('api', `api-${index + 1}`, port)));
    const worker = await start('worker', 'worker');
    return {
      edge,
      apis,
      worker,
      s3,
      objects,
      databaseUrl: direct.toString(),
      sql,
      database,
      env,
      start,
      async stop() {
        await Promise.all(processes.map((child) => child.stop()));
        await edge.stop();
        await sql.end();
        await database.close();
        objects.destroy();
        await s3.stop();
        const cleanup = new pg.Client({ connectionString: TOPOLOGY_DATABASE_URL });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${databaseName} with (force)`);
        await cleanup.end();
        await fs.rm(work, { recursive: true, force: true });
        await fs.rm(cacheDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await Promise.all(processes.map((child) => child.kill()));
    await edge.stop();
    await sql.end();
    await database.close();
    objects.destroy();
    await s3.stop();
    throw error;
  }
}
