import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalOidcProvider } from '../../apps/server/test/oidc-provider';
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: {
      baseUrl: string;
      chromePath: string;
      artifactsDir: string;
      /** an identity of the local OpenID provider standing in for Google */
      googleIdentity: { sub: string; email: string };
    };
  }
}

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
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

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was ready.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The server was not healthy within ${timeoutMs / 1000}s.`);
}

/**
 * Starts the real built server on a free port with a fresh database. Generated demo media is kept in
 * .cache/e2e-storage between runs (it is derived from the demo catalogue and reused, like on a developer's machine).
 */
export default async function setup(project: TestProject) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(NO_CHROMIUM_MESSAGE);
  const entry = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(entry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The e2e tests run against the built app: run `npm run build` first (npm test does).');
  }

  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-e2e-'));
  const storageDir = path.join(root, '.cache/e2e-storage');
  const artifactsDir = path.join(root, 'e2e/artifacts');
  await fs.mkdir(storageDir, { recursive: true });
  await fs.mkdir(artifactsDir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Google sign-in goes to a local OpenID provider configured like Google, never the real one.
  const google = await startLocalOidcProvider(`${baseUrl}/api/auth/callback/google`);
  const googleIdentity = { sub: 'e2e-google-subject-0001', email: 'zanele.google@mzansi.test' };
  google.identities.set(googleIdentity.sub, {
    ...googleIdentity,
    email_verified: true,
    name: 'Zanele Google',
  });
  const logFile = path.join(artifactsDir, 'server.log');
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
      ...google.env(),
    },
    stdio: ['ignore', log.fd, log.fd],
  });
  try {
    // First run on a machine generates the demo media (about 2-3 minutes on 2 cores); later runs reuse it.
    await waitForHealth(baseUrl, child, 280_000);
  } catch (error) {
    child.kill('SIGKILL');
    await google.close();
    throw new Error(`${(error as Error).message} Server log: ${logFile}`);
  }
  project.provide('e2e', { baseUrl, chromePath, artifactsDir, googleIdentity });

  return async () => {
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
    await log.close();
    await google.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}
