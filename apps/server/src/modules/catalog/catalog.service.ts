import type { AgeRatingCode, VideoListItem } from '@mzansi/contracts/catalogue';
import type {
  Category,
  Collection,
  VideoDetail,
  VideoListParams,
  VideoPage,
} from '@mzansi/contracts/discovery';
import { DEFAULT_LANGUAGE, type Language } from '@mzansi/i18n/languages';
import type { AppContext } from '../../context';
import type { ImageSet } from '../../db/schema/index';
import type { TitleListRow } from '../../db/title-list';
import { AppError } from '../../http/errors';
import {
  type CatalogRepository,
  createCatalogRepository,
  type Keyset,
  type ListSort,
  type VideoRow,
} from './catalog.repository';
import { localised } from '../../i18n/translate';
import { assertWithinMaturity, type MaturityLimit } from '../viewer-profiles/maturity';
import { localiseAgeRating, localiseCollection, localiseGenre } from './catalogue-text';

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
    // Raw queries may give timestamps as strings (PGlite) or Dates (node-postgres).
    publishedAt: new Date(row.publishedAt ?? 0).toISOString(),
  };
}

/** Cursors are opaque to clients: base64url JSON of the last row's sort key. */
export function encodeCursor(sort: ListSort, row: TitleListRow): string {
  const key: Keyset =
    sort === 'new'
      ? { sort, at: new Date(row.publishedAt ?? 0).toISOString(), id: row.id }
      : sort === 'popular'
        ? { sort, pop: row.popularity, id: row.id }
        : { sort, title: row.title.toLowerCase(), id: row.id };
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor(cursor: string, sort: ListSort): Keyset {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Keyset;
    const idOk = typeof key.id === 'string' && /^[0-9a-f-]{36}$/i.test(key.id);
    const valid =
      key.sort === sort &&
      idOk &&
      ((key.sort === 'new' && !Number.isNaN(Date.parse(key.at))) ||
        (key.sort === 'popular' && Number.isInteger(key.pop)) ||
        (key.sort === 'title' && typeof key.title === 'string'));
    if (valid) return key;
  } catch {
    // fall through to the error below
  }
  throw new AppError('bad_request', localised('errors:catalog.pageLinkExpired'));
}

function playable(video: VideoRow | undefined) {
  if (!video) return null;
  return {
    videoId: video.id,
    durationSeconds: video.durationSeconds,
    maxQuality: video.renditions.some((rendition) => rendition.tier === 'HD')
      ? ('HD' as const)
      : ('SD' as const),
  };
}

export function createCatalogService(
  ctx: AppContext,
  repository: CatalogRepository = createCatalogRepository(ctx.database.db),
) {
  const now = () => ctx.clock.now();

  return {
    /**
     * Every read takes the viewer profile's maturity limit (D74; null for visitors and profiles without one): lists
     * leave out the titles above it, a title page above it is refused (403 maturity_restricted).
     */
    async listPublic(language: Language, maturity: MaturityLimit): Promise<VideoListItem[]> {
      const rows = await repository.list(now(), {
        filters: {},
        sort: 'new',
        limit: PUBLIC_LIST_LIMIT,
        language,
        maturity,
      });
      return rows.map(toListItem);
    },

    async list(query: VideoListParams, language: Language, maturity: MaturityLimit): Promise<VideoPage> {
      const { sort, limit } = query;
      const after = query.cursor ? decodeCursor(query.cursor, sort) : undefined;
      // One extra row tells whether there is a next page without a count query.
      const rows = await repository.list(now(), {
        filters: {
          type: query.type,
          genre: query.genre,
          language: query.language,
          collection: query.collection,
        },
        sort,
        limit: limit + 1,
        after,
        language,
        maturity,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        items: page.map(toListItem),
        nextCursor: rows.length > limit && last ? encodeCursor(sort, last) : null,
      };
    },

    /** A title page, its seasons and episodes; 403 maturity_restricted above the limit (not 404: it exists). */
    async detail(idOrSlug: string, language: Language, maturity: MaturityLimit): Promise<VideoDetail> {
      const title = await repository.findDetail(now(), idOrSlug, language);
      if (!title) throw new AppError('not_found', localised('messages:signedUrl404'));
      assertWithinMaturity(maturity, title.ageRating);
      const { videos, languageDetails: languages } = title;
      const episodeVideo = new Map(
        videos
          .filter((video) => video.kind === 'main' && video.episodeId)
          .map((video) => [video.episodeId!, video]),
      );
      return {
        ...toListItem(title),
        synopsis: title.synopsis,
        ageRatingName: localiseAgeRating(language, title.ageRating, title.ageRatingName),
        advisories: title.advisories as VideoDetail['advisories'],
        originalLanguage: { code: title.originalLanguage, name: title.originalLanguageName },
        audioLanguages: languages.filter((l) => l.kind === 'audio').map(({ code, name }) => ({ code, name })),
        subtitleLanguages: languages
          .filter((l) => l.kind === 'subtitle')
          .map(({ code, name }) => ({ code, name })),
        genreDetails: title.genreDetails.map((genre) => localiseGenre(language, genre)),
        credits: title.credits as VideoDetail['credits'],
        seasons: title.seasons.map((season) => ({
          ...season,
          episodes: title.episodes
            .filter((episode) => episode.seasonId === season.id)
            .map(({ seasonId: _seasonId, ...episode }) => ({
              ...episode,
              video: playable(episodeVideo.get(episode.id)),
            })),
        })),
        trailer: playable(videos.find((video) => video.kind === 'trailer')),
        mainVideo: playable(videos.find((video) => video.kind === 'main' && !video.episodeId)),
        collections: title.collections.map((collection) => localiseCollection(language, collection)),
      };
    },

    /** Published titles with these ids, as list items (others' lists check a title exists through this). */
    async listItems(ids: string[], language: Language = DEFAULT_LANGUAGE): Promise<VideoListItem[]> {
      return (await repository.byIds(now(), ids, language)).map(toListItem);
    },

    /** Titles like one the limit allows (403 maturity_restricted for one above it), themselves within it. */
    async related(
      id: string,
      limit: number,
      language: Language,
      maturity: MaturityLimit,
    ): Promise<VideoListItem[]> {
      const title = await repository.findTitle(now(), id);
      if (!title) throw new AppError('not_found', localised('messages:signedUrl404'));
      assertWithinMaturity(maturity, title.ageRating);
      return (await repository.related(now(), title.id, limit, language, maturity)).map(toListItem);
    },

    /** Categories with the number of titles the limit allows in each. */
    async categories(language: Language, maturity: MaturityLimit): Promise<Category[]> {
      return (await repository.categories(now(), maturity)).map((category) =>
        localiseGenre(language, category),
      );
    },

    async collections(language: Language, maturity: MaturityLimit): Promise<Collection[]> {
      return (await repository.collections(now(), maturity)).map((collection) =>
        localiseCollection(language, collection),
      );
    },

    async collection(
      idOrGuid: string,
      language: Language,
      maturity: MaturityLimit,
    ): Promise<Collection & { items: VideoListItem[] }> {
      const collection = (await repository.collections(now(), maturity)).find(
        (candidate) => candidate.id === idOrGuid || candidate.guid === idOrGuid,
      );
      if (!collection) throw new AppError('not_found', localised('errors:catalog.collectionNotFound'));
      const items = await repository.collectionItems(now(), collection.id, language, maturity);
      return { ...localiseCollection(language, collection), items: items.map(toListItem) };
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
