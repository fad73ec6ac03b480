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
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The e2e tests run against the built app: run `npm run build` first (npm test does).');
  }
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-e2e-'));
  const storageDir = path.join(root, '.cache/e2e-storage');
  const artifactsDir = path.join(root, 'e2e/artifacts');
  await fs.mkdir(storageDir, { recursive: true });
  await fs.mkdir(artifactsDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(artifactsDir, `${options.name}.log`);
  const log = await fs.open(logFile, 'w');
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: {
      ...process.env,
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
    stdio: ['ignore', log.fd, log.fd],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => {
        const timer = setTimeout(() => {
          child.kill('SIGKILL');
          resolve(undefined);
        }, 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve(undefined);
        });
      });
    }
    await log.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };

  // First run on a machine generates the demo media (about 2-3 minutes on 2 cores); later runs reuse it.
  const deadline = Date.now() + (options.timeoutMs ?? 280_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        `The server exited with code ${child.exitCode} before it was ready. Server log: ${logFile}`,
      );
    }
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return { baseUrl, logFile, stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await stop();
      throw new Error(`The server was not healthy in time. Server log: ${logFile}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
