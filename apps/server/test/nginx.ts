/**
 * A real nginx for the tests of the shipped edge config and for the benches (segments, ttfb, startup): unprivileged,
 * temp prefix, free port, the Debian stock `sendfile on; tcp_nopush on;` http context, with the server block(s) a
 * caller hands it.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

export const SHIPPED_CONF = path.resolve(import.meta.dirname, '../../../deploy/nginx/mzansi-media.conf');

export function findNginx(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

export const NO_NGINX_MESSAGE = 'nginx is not installed (apt-get install -y nginx-light, or set NGINX_PATH).';

/** The shipped edge config (deploy/nginx/mzansi-media.conf) with its placeholders filled in. */
export async function shippedSite(options: {
  listen: string;
  storageDir: string;
  secret: string;
  appUpstream: string;
}): Promise<string> {
  return (await fs.readFile(SHIPPED_CONF, 'utf8'))
    .replaceAll('@LISTEN@', options.listen)
    .replaceAll('@STORAGE_DIR@', options.storageDir)
    .replaceAll('@MEDIA_NGINX_SECRET@', options.secret)
    .replaceAll('@APP_UPSTREAM@', options.appUpstream);
}

export interface Nginx {
  url: string;
  port: number;
  pid: number;
  version: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx with the site `site(listen)` returns (its server block(s), given `127.0.0.1:{port}`), in the
 * foreground of a child process; `stop()` quits it and removes its prefix.
 */
export async function startNginx(
  binary: string,
  site: (listen: string) => string | Promise<string>,
  options: {
    workers?: string;
    /** per worker, clients and upstream connections together (a load test holds one per viewer) */
    workerConnections?: number;
  } = {},
): Promise<Nginx> {
  const prefix = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-nginx-'));
  const port = await freePort();
  await fs.writeFile(path.join(prefix, 'site.conf'), await site(`127.0.0.1:${port}`));
  const version = execFileSync('sh', ['-c', `"${binary}" -V 2>&1`], { encoding: 'utf8' });
  const temps = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .filter((name) => name === 'client_body' || !version.includes(`--without-http_${name}_module`))
    .map((name) => `  ${name}_temp_path ${prefix}/tmp/${name};`);
  await fs.mkdir(path.join(prefix, 'tmp'), { recursive: true });
  const errorLog = path.join(prefix, 'error.log');
  await fs.writeFile(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      `worker_processes ${options.workers ?? '1'};`,
      `pid ${prefix}/nginx.pid;`,
      `error_log ${errorLog} warn;`,
      `events { worker_connections ${options.workerConnections ?? 1024}; }`,
      'http {',
      '  access_log off;',
      // Debian's stock /etc/nginx/nginx.conf http context, which a site config is included into.
      '  sendfile on;',
      '  tcp_nopush on;',
      ...temps,
      `  include ${prefix}/site.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const root = process.getuid?.() === 0;
  if (root) {
    await fs.chown(prefix, 65534, 65534);
    await fs.chown(path.join(prefix, 'tmp'), 65534, 65534);
  }
  const child: ChildProcess = spawn(
    binary,
    ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog],
    { stdio: 'ignore', ...(root ? { uid: 65534, gid: 65534 } : {}) },
  );
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `nginx exited (${child.exitCode}): ${await fs.readFile(errorLog, 'utf8').catch(() => '')}`,
      );
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `nginx did not listen on ${port}: ${await fs.readFile(errorLog, 'utf8').catch(() => '')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid!,
    version: version.split('\n')[0]!.replace(/^nginx version:\s*/, ''),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await fs.rm(prefix, { recursive: true, force: true });
    },
  };
}
