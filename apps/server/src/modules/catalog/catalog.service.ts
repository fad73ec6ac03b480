import type { AgeRatingCode, VideoListItem } from '@mzansi/contracts/catalogue';
import type { AppContext } from '../../context';
import type { ImageSet } from '../../db/schema/index';
import { createCatalogRepository, type TitleListRow } from './catalog.repository';

/** The public list is the catalogue's front page, not an export: newest published titles up to this many. */
export const PUBLIC_LIST_LIMIT = 100;

const EMPTY_IMAGE = { src: '', srcSet: '', width: 0, height: 0 };

/** Public URL of an artwork file: artwork is not premium content, so it is served without a token. */
export function imageUrls(image: ImageSet | undefined): VideoListItem['poster'] {
  if (!image || image.widths.length === 0) return EMPTY_IMAGE;
  const url = (width: number) => `/media/${image.base}-${width}.${image.format}`;
  const middle = image.widths[Math.floor((image.widths.length - 1) / 2)] ?? image.widths[0]!;
  return {
    src: url(middle),
    srcSet: image.widths.map((width) => `${url(width)} ${width}w`).join(', '),
    width: image.width,
    height: image.height,
  };
}

export function toListItem(row: TitleListRow): VideoListItem {
  return {
    id: row.id,
    slug: row.slug,
    type: row.type,
    title: row.title,
    tagline: row.tagline,
    year: row.releaseYear,
    ageRating: row.ageRating as AgeRatingCode,
    premium: row.isPremium,
    runtimeMinutes: row.runtimeMinutes,
    genres: row.genres,
    languages: row.languages,
    poster: imageUrls(row.artwork?.poster),
    backdrop: imageUrls(row.artwork?.backdrop),
    trailerVideoId: row.trailerVideoId,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
  };
}

export function createCatalogService(ctx: AppContext) {
  const repository = createCatalogRepository(ctx.database.db);
  return {
    async listPublic(): Promise<VideoListItem[]> {
      const rows = await repository.listPublished(ctx.clock.now(), PUBLIC_LIST_LIMIT);
      return rows.map(toListItem);
    },
  };
}
