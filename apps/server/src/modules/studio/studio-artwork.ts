import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { ARTWORK_MAX_PIXELS, ARTWORK_MIN_SIZE, type ArtworkKind } from '@mzansi/contracts/studio-editing';
import type { ImageSet } from '../../db/schema/catalogue';
import type { Storage } from '../../adapters/storage/storage';
import { AppError } from '../../http/errors';
import { localised } from '../../i18n/translate';
import { BACKDROP_WIDTHS, POSTER_WIDTHS } from '../../seed/artwork';

const SHAPES: Record<ArtworkKind, { widths: readonly number[]; width: number; height: number }> = {
  poster: { widths: POSTER_WIDTHS, width: 600, height: 900 },
  backdrop: { widths: BACKDROP_WIDTHS, width: 1920, height: 1080 },
};

const FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * An uploaded poster or backdrop: decoded by sharp (anything it cannot decode, or that is not JPEG, PNG or WebP, or
 * is over the pixel limit, is refused), cropped to the picture's shape (2:3 or 16:9, centred on what matters) and
 * written as WebP at the same widths as the demo artwork, under names carrying the content's hash, so the artwork
 * route may cache them for a year.
 */
export async function storeUploadedArtwork(
  storage: Storage,
  titleId: string,
  kind: ArtworkKind,
  file: Buffer,
): Promise<ImageSet> {
  let metadata: Metadata;
  try {
    metadata = await sharp(file, { limitInputPixels: ARTWORK_MAX_PIXELS }).metadata();
  } catch (error) {
    const tooLarge = error instanceof Error && /pixel limit/i.test(error.message);
    throw new AppError(
      tooLarge ? 'payload_too_large' : 'unsupported_media_type',
      tooLarge
        ? localised('errors:studio.artworkTooManyPixels', {
            megapixels: String(ARTWORK_MAX_PIXELS / 1_000_000),
          })
        : localised('errors:studio.artworkNotImage'),
    );
  }
  if (!metadata.format || !FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new AppError('unsupported_media_type', localised('errors:studio.artworkNotImage'));
  }
  if (metadata.width * metadata.height > ARTWORK_MAX_PIXELS) {
    throw new AppError(
      'payload_too_large',
      localised('errors:studio.artworkTooManyPixels', { megapixels: String(ARTWORK_MAX_PIXELS / 1_000_000) }),
    );
  }
  const minimum = ARTWORK_MIN_SIZE[kind];
  if (metadata.width < minimum.width || metadata.height < minimum.height) {
    throw new AppError(
      'bad_request',
      localised('errors:studio.artworkTooSmall', {
        width: String(minimum.width),
        height: String(minimum.height),
      }),
    );
  }
  const shape = SHAPES[kind];
  const hash = createHash('sha256').update(file).digest('hex').slice(0, 16);
  const base = `artwork/titles/${titleId}/${kind}-u${hash}`;
  // Decoding fails late for a truncated file: every size is made in memory before anything is stored.
  let outputs: { width: number; data: Buffer }[];
  try {
    outputs = await Promise.all(
      shape.widths.map(async (width) => ({
        width,
        data: await sharp(file, { limitInputPixels: ARTWORK_MAX_PIXELS })
          .rotate()
          .resize(width, Math.round((width * shape.height) / shape.width), {
            fit: 'cover',
            position: 'attention',
          })
          .webp({ quality: 82 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new AppError('unsupported_media_type', localised('errors:studio.artworkNotImage'));
  }
  for (const output of outputs) await storage.put(`${base}-${output.width}.webp`, output.data);
  return { base, widths: [...shape.widths], width: shape.width, height: shape.height, format: 'webp' };
}

/** Removes an image set's files (the artwork it replaced). */
export async function removeImageSet(storage: Storage, image: ImageSet | undefined): Promise<void> {
  if (!image) return;
  await Promise.all(
    image.widths.map((width) =>
      storage.delete(`${image.base}-${width}.${image.format}`).catch(() => undefined),
    ),
  );
}
