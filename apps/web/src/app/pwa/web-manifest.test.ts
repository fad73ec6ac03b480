import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@mzansi/contracts/routes';
import { describe, expect, it } from 'vitest';
import { WEB_MANIFEST } from './web-manifest';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../public');

describe('the web app manifest', () => {
  it('has what Chrome needs to install the app', () => {
    expect(WEB_MANIFEST).toMatchObject({
      name: 'Mzansi Stream',
      short_name: 'Mzansi',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
    });
    const sizes = WEB_MANIFEST.icons?.map((icon) => `${icon.sizes} ${String(icon.purpose)}`);
    expect(sizes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it('points at icons that are committed in public/', () => {
    const sources = [
      ...(WEB_MANIFEST.icons ?? []),
      ...(WEB_MANIFEST.shortcuts ?? []).flatMap((shortcut) => shortcut.icons ?? []),
    ].map((icon) => icon.src);
    for (const src of sources) expect(existsSync(path.join(PUBLIC_DIR, src))).toBe(true);
  });

  it("starts on a route of the app and has a shortcut to My List's route", () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths).toContain(WEB_MANIFEST.start_url);
    expect(paths).toContain(WEB_MANIFEST.shortcuts?.[0]?.url);
  });
});
