import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * s3rver in a child process (s3-server-child.mjs): its ListObjectsV2 continuation tokens use DES, which Node's
 * OpenSSL 3 offers only with the legacy provider (a flag the test process itself should not run with). The child
 * prints its port, and stops when its stdin closes (so a crashed test leaves no server behind). It also answers the
 * multipart listing and abort requests s3rver 3.7.1 lacks (resumable uploads use them; see the child).
 */
const CHILD = fileURLToPath(new URL('./s3-server-child.mjs', import.meta.url));

export interface TestS3Server {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** the settings pointing the app at this server (STORAGE_DRIVER=s3 and the S3_* values) */
  env: Record<string, string>;
  /** the storage configuration as config.ts makes it from `env` */
  config: {
    driver: 's3';
    bucket: string;
    endpoint: string;
    region: string;
    credentials: { accessKeyId: string; secretAccessKey: string };
    forcePathStyle: true;
    prefix: string;
  };
  /** Stops the server and removes its files. Destroy every S3 client first: keep-alive sockets hold close open. */
  stop(): Promise<void>;
}

/** A real S3 API (s3rver) on a free port, with a fresh bucket in a temporary directory. */
export async function startS3Server(options: { prefix?: string } = {}): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-test-s3-'));
  const bucket = 'mzansi-test';
  const child = spawn(process.execPath, ['--openssl-legacy-provider', CHILD], {
    env: {
      ...process.env,
      S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIR: directory,
      S3RVER_BUCKET: bucket,
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`s3rver exited (${code}) before listening`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve((JSON.parse(line) as { port: number }).port);
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const prefix = options.prefix ?? '';
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      ...(prefix ? { S3_PREFIX: prefix } : {}),
    },
    config: {
      driver: 's3',
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials,
      forcePathStyle: true,
      prefix,
    },
    async stop() {
      child.stdin.end();
      await exited;
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
