import { afterEach, describe, expect, it, vi } from 'vitest';
// The function cleanupOutdatedCaches() runs at every activation (sw.ts).
import { deleteOutdatedCaches } from 'workbox-precaching/utils/deleteOutdatedCaches.js';

const SCOPE = 'https://mzansi.example/';

describe("the worker's cache clean-up at activation (D76)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("deletes only this scope's outdated precaches, never the offline downloads", async () => {
    const names = [
      `mzansi-precache-v2-${SCOPE}`,
      `workbox-precache-v2-${SCOPE}`,
      `mzansi-precache-v1-${SCOPE}`,
      'mzansi-downloads',
      'mzansi-downloads-v1',
      `mzansi-downloads-${SCOPE}`,
      'mzansi-precache-v2-https://other.example/',
    ];
    const deleted: string[] = [];
    vi.stubGlobal('self', {
      registration: { scope: SCOPE },
      caches: {
        keys: () => Promise.resolve(names),
        delete: (name: string) => {
          deleted.push(name);
          return Promise.resolve(true);
        },
      },
    });
    await deleteOutdatedCaches(`mzansi-precache-v2-${SCOPE}`);
    expect(deleted.sort()).toEqual([`mzansi-precache-v1-${SCOPE}`, `workbox-precache-v2-${SCOPE}`]);
  });
});
