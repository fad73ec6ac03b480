import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';

/** A client build as vite-plugin-pwa leaves it (D76): the worker, the manifest and the icons at the root. */
function fakeBuild(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'mzansi-pwa-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Mzansi Stream' }));
  writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
  for (const icon of ['apple-touch-icon.png', 'icon-192.png', 'icon-512.png', 'icon-maskable-512.png']) {
    writeFileSync(path.join(dist, icon), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  }
  writeFileSync(path.join(dist, 'assets', 'start-app-AbCd1234.js'), 'export {};');
  return dist;
}

describe('the installable app: service worker, manifest and icons', () => {
  let server: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = fakeBuild();
    server = await startTestServer({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  async function get(pathname: string) {
    const response = await server.request(pathname);
    // Read to the end: an unread answer keeps its connection busy.
    await response.arrayBuffer();
    return response;
  }

  it('serves /sw.js as JavaScript that the browser revalidates on every update check (no-cache)', async () => {
    const response = await get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // At the root its scope is the whole app: no Service-Worker-Allowed needed.
    expect(response.headers.get('service-worker-allowed')).toBeNull();
  });

  it('serves /manifest.webmanifest as application/manifest+json, revalidated', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it.each([
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/icon-192.png', /^image\/png/],
    ['/icon-512.png', /^image\/png/],
    ['/icon-maskable-512.png', /^image\/png/],
  ])('serves %s (not the 404 it used to be)', async (pathname, type) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the shell (/index.html) the worker precaches as it was built, and hashed chunks for a year', async () => {
    const shell = await get('/index.html');
    expect(shell.status).toBe(200);
    expect(shell.headers.get('content-type')).toMatch(/^text\/html/);
    expect(shell.headers.get('cache-control')).toBe('no-cache');
    const chunk = await get('/assets/start-app-AbCd1234.js');
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it("allows the worker and the manifest from the app's own origin in the CSP", async () => {
    const csp = (await get('/home')).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/worker-src 'self'/);
    expect(csp).toMatch(/manifest-src 'self'/);
  });
});
