/**
 * What the viewers load: the embedded media route (one app process on PGlite, MEDIA_SIGNER=embedded) or the nginx
 * edge (nginx serving the HLS files by secure_link as deploy/nginx/mzansi-media.conf does, in front of two
 * `--role=api` processes on a fresh PostgreSQL database). Everything about a topology is in `startTarget`, so
 * another (the multi-instance config of deploy/nginx/) can replace it.
 */
import { randomBytes } from 'node:crypto';
import { createPgliteDatabase, createPostgresDatabase, type BenchDatabase } from '../api/databases';
import { startServer, type RunningServer } from '../api/server';
import {
  findNginx,
  NO_NGINX_MESSAGE,
  shippedSite,
  startNginx,
  type Nginx,
} from '../../apps/server/test/nginx';
import { childrenOf, postgresBackends, type ProcessGroup } from './meter';
import { prepareData, type Prepared } from './prepare';

export type TargetKind = 'embedded' | 'nginx';

export interface Target {
  kind: TargetKind;
  /** where viewers send every request */
  origin: string;
  description: string;
  /** the processes whose CPU each step reports (the load generator is added by the bench) */
  groups: ProcessGroup[];
  data: Prepared;
  stop(): Promise<void>;
}

export interface TargetOptions {
  storageDir: string;
  accounts: { premium: number; free: number };
  /** PostgreSQL server for the nginx target (a database is created on it and dropped at the end) */
  postgresUrl: string;
  /** API processes behind nginx */
  apiInstances: number;
  nginxWorkers: string;
  /** run the server from source (tsx) instead of apps/server/dist */
  fromSource: boolean;
  logLevel: string;
}

const HEALTH_TIMEOUT_MS = 180_000;

export async function startTarget(kind: TargetKind, options: TargetOptions): Promise<Target> {
  const servers: RunningServer[] = [];
  let database: BenchDatabase | null = null;
  let nginx: Nginx | null = null;
  const stop = async () => {
    await nginx?.stop();
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  };
  try {
    database =
      kind === 'embedded' ? await createPgliteDatabase() : await createPostgresDatabase(options.postgresUrl);
    console.log(
      `  preparing ${database.kind}: demo catalogue, ${options.accounts.premium + options.accounts.free} accounts…`,
    );
    const authSecret = randomBytes(32).toString('hex');
    const data = await prepareData(database.serverEnv, options.storageDir, options.accounts, authSecret);
    const common = {
      ...database.serverEnv,
      STORAGE_DIR: options.storageDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: options.logLevel,
      // Instances behind one edge share their secrets: a session signed by one is read by the other.
      AUTH_SECRET: authSecret,
      MEDIA_TOKEN_SECRET: randomBytes(32).toString('hex'),
      // One address sends every request of the bench: the per-IP limits would measure themselves. Viewers each
      // have an account, so the per-user limits stay as in production.
      RATE_LIMITS: [
        'search_ip=9999999/60',
        'signed_url_ip=9999999/300',
        'heartbeat_ip=9999999/300',
        'sign_in_ip=9999999/300',
      ].join(','),
    };
    const serverOptions = { healthTimeoutMs: HEALTH_TIMEOUT_MS, fromSource: options.fromSource };

    if (kind === 'embedded') {
      const app = await startServer({ ...common, MEDIA_SIGNER: 'embedded' }, serverOptions);
      servers.push(app);
      return {
        kind,
        origin: app.url,
        description: `one app process (${options.fromSource ? 'from source' : 'built'}), PGlite, MEDIA_SIGNER=embedded`,
        groups: [{ name: 'app', pids: () => [app.pid] }],
        data,
        stop,
      };
    }

    const binary = findNginx();
    if (!binary) throw new Error(NO_NGINX_MESSAGE);
    const secret = randomBytes(32).toString('hex');
    for (let i = 0; i < options.apiInstances; i++) {
      servers.push(
        await startServer(
          { ...common, MEDIA_SIGNER: 'nginx', MEDIA_NGINX_SECRET: secret, TRUST_PROXY: 'true' },
          { ...serverOptions, args: ['--role=api'] },
        ),
      );
    }
    const upstreams = servers.map((server) => `127.0.0.1:${new URL(server.url).port}`);
    nginx = await startNginx(
      binary,
      async (listen) =>
        // The shipped config has one upstream server: the others are added beside it.
        (
          await shippedSite({ listen, storageDir: options.storageDir, secret, appUpstream: upstreams[0]! })
        ).replace(
          `server ${upstreams[0]!};`,
          upstreams.map((upstream) => `server ${upstream};`).join('\n    '),
        ),
      { workers: options.nginxWorkers, workerConnections: 8192 },
    );
    const edge = nginx;
    const databaseName = new URL(database.serverEnv.DATABASE_URL!).pathname.slice(1);
    return {
      kind,
      origin: edge.url,
      description:
        `nginx (${edge.version}, ${childrenOf(edge.pid).length} workers, shipped config) in front of ` +
        `${servers.length} --role=api processes (${options.fromSource ? 'from source' : 'built'}), PostgreSQL`,
      groups: [
        { name: 'nginx', pids: () => [edge.pid, ...childrenOf(edge.pid)] },
        ...servers.map((server, i) => ({ name: `api${i + 1}`, pids: () => [server.pid] })),
        { name: 'postgres', pids: () => postgresBackends(databaseName) },
      ],
      data,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
