import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MOTIFS } from '@mzansi/media/demo-clip';
import {
  BACKDROP_WIDTHS,
  POSTER_WIDTHS,
  artworkHash,
  generateTitleArtwork,
  resolveInterFont,
  type ArtworkJob,
} from './artwork';

const job = (overrides: Partial<ArtworkJob> = {}): ArtworkJob => ({
  titleId: '11111111-1111-4111-8111-111111111111',
  title: 'Môre Kom die Reën',
  type: 'movie',
  year: 2019,
  ageRating: '13',
  look: { palette: ['#2b1d14', '#8a5a3c', '#f2c58f'], motif: 'hills' },
  ...overrides,
});

/** Mean absolute difference of two same-sized images, 0..255. */
async function difference(a: string, b: string): Promise<number> {
  const [left, right] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
  let sum = 0;
  for (let i = 0; i < left.length; i++) sum += Math.abs(left[i]! - right[i]!);
  return sum / left.length;
}

// No database involved: running these once (not again against PostgreSQL) is enough.
describe.skipIf(process.env.TEST_DB_DRIVER === 'postgres')('title artwork', () => {
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'mzansi-art-'));
  });

  afterAll(async () => {
    await fs.rm(root, { recursive: true, force: true });
  });

  it('ships the Inter font files it draws with', async () => {
    for (const weight of ['600SemiBold', '800ExtraBold'] as const) {
      const file = resolveInterFont(weight);
      expect(file).toMatch(/Inter_\w+\.ttf$/);
      expect((await fs.stat(file)).size).toBeGreaterThan(100_000);
    }
  });

  it('writes WebP posters (2:3) and backdrops (16:9) at every width, named by a content hash', async () => {
    const dir = path.join(root, 'a');
    const artwork = await generateTitleArtwork(job(), dir, 'artwork/titles/a');
    const hash = artworkHash(job());
    expect(hash).toMatch(/^[0-9a-f]{8}$/);
    expect(artwork).toEqual({
      poster: {
        base: `artwork/titles/a/poster-${hash}`,
        widths: [200, 400, 600],
        width: 600,
        height: 900,
        format: 'webp',
      },
      backdrop: {
        base: `artwork/titles/a/backdrop-${hash}`,
        widths: [640, 1280, 1920],
        width: 1920,
        height: 1080,
        format: 'webp',
      },
    });
    for (const [kind, widths, ratio] of [
      ['poster', POSTER_WIDTHS, 1.5],
      ['backdrop', BACKDROP_WIDTHS, 9 / 16],
    ] as const) {
      for (const width of widths) {
        const metadata = await sharp(path.join(dir, `${kind}-${hash}-${width}.webp`)).metadata();
        expect(metadata).toMatchObject({ format: 'webp', width, height: Math.round(width * ratio) });
      }
    }
    expect((await fs.readdir(dir)).sort()).toHaveLength(6);
  });

  it('draws the title: the same art with another title differs where the text is', async () => {
    await generateTitleArtwork(job({ title: 'Thula' }), path.join(root, 'b'), 'artwork/titles/b');
    const original = path.join(root, 'a', `poster-${artworkHash(job())}-600.webp`);
    const other = path.join(root, 'b', `poster-${artworkHash(job({ title: 'Thula' }))}-600.webp`);
    // Same look and title id seed the same background; the drawn title must change the picture.
    expect(await difference(original, other)).toBeGreaterThan(1);
  });

  it('gives titles with different looks clearly different pictures', async () => {
    const city = job({
      titleId: '22222222-2222-4222-8222-222222222222',
      look: { palette: ['#0b132b', '#1c2541', '#5bc0be'], motif: 'city' },
    });
    await generateTitleArtwork(city, path.join(root, 'c'), 'artwork/titles/c');
    const original = path.join(root, 'a', `backdrop-${artworkHash(job())}-640.webp`);
    const other = path.join(root, 'c', `backdrop-${artworkHash(city)}-640.webp`);
    expect(await difference(original, other)).toBeGreaterThan(20);
  });

  it('fits a very long title and a long single word inside the poster', async () => {
    const long = job({
      title: 'Abantwana baseNgilandi Abangakaze Babone Ilanga Eliphuma Ekuseni',
      type: 'documentary',
    });
    const word = job({ title: 'Ukungabikhoemhlabeni', type: 'series' });
    await expect(generateTitleArtwork(long, path.join(root, 'd'), 'x/d')).resolves.toBeDefined();
    await expect(generateTitleArtwork(word, path.join(root, 'e'), 'x/e')).resolves.toBeDefined();
  });

  it('keeps existing files with the same hash and changes names when an input changes', async () => {
    const dir = path.join(root, 'a');
    const file = path.join(dir, `poster-${artworkHash(job())}-200.webp`);
    const before = (await fs.stat(file)).mtimeMs;
    await generateTitleArtwork(job(), dir, 'artwork/titles/a');
    expect((await fs.stat(file)).mtimeMs).toBe(before);
    expect(artworkHash(job({ year: 2020 }))).not.toBe(artworkHash(job()));
  });

  it('draws every motif', async () => {
    const started = performance.now();
    for (const motif of DEMO_MOTIFS) {
      const look = { palette: ['#102030', '#305070', '#f0c040'] as [string, string, string], motif };
      await generateTitleArtwork(job({ look }), path.join(root, 'motifs', motif), `m/${motif}`);
    }
    // A generous bound for a shared CI machine; ~110 ms per title on two idle cores.
    expect((performance.now() - started) / DEMO_MOTIFS.length).toBeLessThan(1000);
  });
});
