import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface AppProcess {
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
}

export interface ServerProcess {
  /** where it serves HTTP (null for a worker) */
  baseUrl: string | null;
  logFile: string;
  pid: number;
  /** SIGTERM (a graceful stop), then SIGKILL after 10 s; resolves when it exited */
  stop(): Promise<void>;
  /** kill -9: no shutdown at all, as when the machine or the process dies */
  kill(): Promise<void>;
  /** resolves when the process has exited, with its exit code (null when killed by a signal) */
  exited: Promise<number | null>;
}

const ENTRY = path.join(root, 'apps/server/dist/main.js');

export function assertBuilt(): void {
  if (!existsSync(ENTRY) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('These tests run against the built app: run `npm run build` first (npm test does).');
  }
}

/**
 * Runs `apps/server/dist/main.js` with `args` and the environment given (over this process's), its output in
 * e2e/artifacts/{name}.log, and waits until it is ready: `/api/health` answers when it serves HTTP (`port`), or
 * its log shows `readyLine` (a worker).
 */
export async function startServerProcess(options: {
  name: string;
  args?: string[];
  env: Record<string, string>;
  port?: number;
  readyLine?: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  assertBuilt();
  const artifactsDir = path.join(root, 'e2e/artifacts');
  await fs.mkdir(artifactsDir, { recursive: true });
  const logFile = path.join(artifactsDir, `${options.name}.log`);
  const log = await fs.open(logFile, 'w');
  const child = spawn(process.execPath, [ENTRY, ...(options.args ?? [])], {
    cwd: root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', log.fd, log.fd],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  void exited.then(() => log.close());
  const waitForExit = async (ms: number) => {
    if (child.exitCode !== null || child.signalCode !== null) return true;
    return Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), ms)),
    ]);
  };
  const baseUrl = options.port ? `http://127.0.0.1:${options.port}` : null;
  const handle: ServerProcess = {
    baseUrl,
    logFile,
    pid: child.pid!,
    exited,
    async stop() {
      child.kill('SIGTERM');
      if (!(await waitForExit(10_000))) {
        child.kill('SIGKILL');
        await exited;
      }
    },
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
  };

  const deadline = Date.now() + (options.timeoutMs ?? 280_000);
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `${options.name} exited with code ${child.exitCode} before it was ready. Its log: ${logFile}`,
      );
    }
    if (baseUrl) {
      try {
        if ((await fetch(`${baseUrl}/api/health`)).ok) return handle;
      } catch {
        // not listening yet
      }
    } else if (options.readyLine && (await fs.readFile(logFile, 'utf8')).includes(options.readyLine)) {
      return handle;
    }
    if (Date.now() > deadline) {
      await handle.kill();
      throw new Error(`${options.name} was not ready in time. Its log: ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Starts the real built server on a free port with a fresh embedded database, and waits until it is healthy.
 * Generated demo media is kept in .cache/e2e-storage between runs (it is derived from the demo catalogue and reused,
 * like on a developer's machine), and shared by every app a run starts.
 */
export async function startAppProcess(options: {
  /** the server log's name in e2e/artifacts */
  name: string;
  /** extra environment (PUBLIC_URL, PORT and the data folder are set here) */
  env?: Record<string, string>;
  port?: number;
  timeoutMs?: number;
}): Promise<AppProcess> {
  assertBuilt();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-e2e-'));
  const storageDir = path.join(root, '.cache/e2e-storage');
  await fs.mkdir(storageDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  // First run on a machine generates the demo media (about 2-3 minutes on 2 cores); later runs reuse it.
  const server = await startServerProcess({
    name: options.name,
    port,
    timeoutMs: options.timeoutMs,
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      STORAGE_DIR: storageDir,
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...options.env,
    },
  }).catch(async (error: unknown) => {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl,
    logFile: server.logFile,
    async stop() {
      await server.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
