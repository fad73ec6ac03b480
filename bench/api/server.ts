/**
 * The real built server (apps/server/dist/main.js) in a child process of its own, so the load generator and the
 * server never share an event loop.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { freePort } from '../../apps/server/test/free-port';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_ENTRY = path.join(ROOT, 'apps/server/dist/main.js');

export interface RunningServer {
  url: string;
  pid: number;
  /** SIGTERM, then waits for the process to exit (SIGKILL after 15 s) */
  stop(): Promise<void>;
}

/** Bundles the server as `npm run build -w @mzansi/server` does, so the bench measures the current source. */
export function buildServer(): void {
  const result = spawnSync('npm', ['run', 'build', '--silent', '--workspace', '@mzansi/server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`server build failed (exit ${result.status})`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts the server in production mode (its real logging, headers and error handling) without the demo seed, on
 * the given environment (DATA_DIR or DATABASE_URL; SEED_DEMO and STORAGE_DIR to seed), and waits until
 * /api/health answers 200.
 */
export async function startServer(
  databaseEnv: Record<string, string>,
  options: {
    healthTimeoutMs?: number;
    /** Node flags of the server process (e.g. --cpu-prof) */ execArgv?: string[];
    /** run apps/server/src/main.ts through tsx instead of the build (no `npm run build` needed) */
    fromSource?: boolean;
    /** arguments of main (e.g. --role=api) */
    args?: string[];
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // Production refuses the development secrets; these live as long as the run.
    AUTH_SECRET: randomBytes(32).toString('hex'),
    MEDIA_TOKEN_SECRET: randomBytes(32).toString('hex'),
    // Production takes payments through PayFast: its public sandbox merchant (no payment is made in a bench).
    PAYFAST_SANDBOX: 'true',
    PAYFAST_MERCHANT_ID: '10000100',
    PAYFAST_MERCHANT_KEY: '46f0cd694581a',
    PAYFAST_PASSPHRASE: randomBytes(16).toString('hex'),
    // Every request of a bench comes from one address: the per-IP abuse limits (D48) would measure themselves.
    RATE_LIMITS: [
      'search_ip=9999999/60',
      'signed_url_ip=9999999/300',
      'signed_url_user=9999999/300',
      'heartbeat_ip=9999999/300',
      'heartbeat_user=9999999/300',
    ].join(','),
    ...databaseEnv,
  };
  const entry = options.fromSource
    ? ['--import', 'tsx', path.join(ROOT, 'apps/server/src/main.ts')]
    : [SERVER_ENTRY];
  const child = spawn(process.execPath, [...(options.execArgv ?? []), ...entry, ...(options.args ?? [])], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const healthTimeoutMs = options.healthTimeoutMs ?? 120_000;
  const deadline = Date.now() + healthTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy within ${healthTimeoutMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  let stopping = false;
  // A server that dies during a run says why (every later request of the bench would only be refused).
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`\nThe server exited (${signal ?? code}) during the run:\n${output}`);
  });
  return {
    url,
    pid: child.pid!,
    async stop() {
      stopping = true;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited(child);
      clearTimeout(timer);
    },
  };
}
