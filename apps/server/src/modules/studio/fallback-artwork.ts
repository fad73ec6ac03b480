import { createHash } from 'node:crypto';
import type { TitleType } from '@mzansi/contracts/catalogue';
import { DEMO_MOTIFS } from '@mzansi/media/demo-clip';
import { storeToolOutput, type Storage } from '../../adapters/storage/storage';
import type { TitleArtwork } from '../../db/schema/catalogue';
import { generateTitleArtwork, type ArtworkJob } from '../../seed/artwork';
import type { SeedLook } from '../../seed/seed-types';

/** Palettes in the demo's spirit (background, secondary, highlight): dark enough for the white title on top. */
const PALETTES: SeedLook['palette'][] = [
  ['#1c0d0b', '#7a2e1f', '#d9a441'],
  ['#07141f', '#1f4e6b', '#37c4c0'],
  ['#2a1436', '#c2410c', '#fbbf24'],
  ['#2b1d12', '#a66a3f', '#e8c79a'],
  ['#3b0a3f', '#e0457b', '#ffd166'],
  ['#0b1f14', '#2f6b3f', '#9be15d'],
  ['#111827', '#3b82f6', '#f472b6'],
  ['#1f0f05', '#b45309', '#fde68a'],
];

/** A look picked from the title's id: the same title always gets the same picture. */
export function fallbackLook(titleId: string): SeedLook {
  const digest = createHash('sha256').update(titleId).digest();
  return {
    palette: PALETTES[digest[0]! % PALETTES.length]!,
    motif: DEMO_MOTIFS[digest[1]! % DEMO_MOTIFS.length]!,
  };
}

/**
 * A creator's title has no uploaded artwork: at publication it gets a generated poster and backdrop (the demo's
 * designs, with its name, year and type on them), so no card and no hero is ever blank (D62).
 */
export async function generateFallbackArtwork(
  title: { id: string; title: string; type: TitleType; releaseYear: number; ageRating: string },
  storage: Storage,
): Promise<TitleArtwork> {
  const job: ArtworkJob = {
    titleId: title.id,
    title: title.title,
    type: title.type,
    year: title.releaseYear,
    ageRating: title.ageRating,
    look: fallbackLook(title.id),
  };
  const keyPrefix = `artwork/titles/${title.id}`;
  return storeToolOutput(storage, keyPrefix, (dir) => generateTitleArtwork(job, dir, keyPrefix));
}
