import type { FeaturedPick, RecommendationRow, RecommendationsResponse } from '@mzansi/contracts/discovery';
import { DEFAULT_LANGUAGE, type Language } from '@mzansi/i18n/languages';
import type { AppContext } from '../../context';
import { toListItem } from '../catalog/catalog.service';
import { catalogueVersion } from '../catalog/catalogue-cache';
import { catalogueI18n } from '../catalog/catalogue-text';
import type { MaturityLimit } from '../viewer-profiles/maturity';
import { createRecommendationsRepository } from './recommendations.repository';

const ROW_SIZE = 16;

/**
 * The rows that are the same for everyone (trending, new, popular series and documentaries) are computed at most
 * this often, and again at once when the catalogue changes: on a large catalogue they are four scans of it, and
 * every home page asks for them. Trending therefore follows plays within a minute.
 */
export const SHARED_ROWS_REFRESH_MS = 60_000;

type Item = RecommendationRow['items'][number];

/** The featured set the hero rotates through: the first titles (with a backdrop) of these rows. */
export const FEATURED_ROWS = ['trending', 'new'] as const;
export const FEATURED_PER_ROW = 5;
/** How many of a viewer's best-matching titles the hero rotates through. */
export const FEATURED_TASTE_POOL = 3;
const DAY_MS = 24 * 3600 * 1000;
/** The hero changes at midnight in South Africa (SAST, UTC+2, no daylight saving). */
const SAST_OFFSET_MS = 2 * 3600 * 1000;

export function featuredDay(now: Date): number {
  return Math.floor((now.getTime() + SAST_OFFSET_MS) / DAY_MS);
}

/**
 * The home hero's title (D59): one of the featured set, a different one each day (the same all day, so it never
 * jumps within a visit); for a viewer with a taste (genres of their history and My List), one of the few that fit it
 * best. Pure: the API and the server-rendered /home call it with the same rows and get the same answer.
 */
export function pickFeatured(
  rows: readonly RecommendationRow[],
  taste: ReadonlyMap<string, number> | null,
  now: Date,
): FeaturedPick | null {
  const candidates: { rowId: string; item: Item }[] = [];
  for (const rowId of FEATURED_ROWS) {
    const row = rows.find((candidate) => candidate.id === rowId);
    for (const item of row?.items.filter((entry) => entry.backdrop.src).slice(0, FEATURED_PER_ROW) ?? []) {
      if (!candidates.some((candidate) => candidate.item.id === item.id)) candidates.push({ rowId, item });
    }
  }
  if (candidates.length === 0) return null;
  const score = (item: Item) => item.genres.reduce((sum, genre) => sum + (taste?.get(genre) ?? 0), 0);
  const liked = candidates
    .map((candidate, index) => ({ candidate, index, score: score(candidate.item) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, FEATURED_TASTE_POOL)
    .map((entry) => entry.candidate);
  const pool = liked.length > 0 ? liked : candidates;
  const chosen = pool[featuredDay(now) % pool.length]!;
  return { rowId: chosen.rowId, videoId: chosen.item.id };
}

interface SharedRows {
  trending: Item[];
  newest: Item[];
  popularSeries: Item[];
  popularDocumentaries: Item[];
}

/** Who the rows are for: the viewer profile (null for a visitor) and its maturity limit (D74; null: none). */
export interface RowsAudience {
  profileId: string | null;
  maturity: MaturityLimit;
}

const VISITOR: RowsAudience = { profileId: null, maturity: null };

/**
 * Rows for /home and /recommendations. Everyone gets "Trending in South Africa" and "New on Mzansi Stream";
 * a viewer with history also gets "Because you watched …" rows and "Top picks for you" first; a visitor gets
 * popular series and documentaries instead. Every row holds only titles the profile's maturity limit allows, so the
 * hero, picked from them, does too.
 */
export function createRecommendationsService(ctx: AppContext) {
  const repository = createRecommendationsRepository(ctx.database.db);
  /**
   * Per language (the rows' taglines are in it, issue 16) and maturity limit (their titles are those it allows, D74;
   * computed full for each limit, at most one set per FPB classification, rather than cut down from everyone's).
   */
  const shared = new Map<string, { version: number; computedAt: number; rows: Promise<SharedRows> }>();

  async function computeShared(now: Date, language: Language, maturity: MaturityLimit): Promise<SharedRows> {
    const [trending, newest, popularSeries, popularDocumentaries] = await Promise.all([
      repository.trending(now, language, maturity, ROW_SIZE),
      repository.newest(now, language, maturity, ROW_SIZE),
      repository.trending(now, language, maturity, ROW_SIZE, 'series'),
      repository.trending(now, language, maturity, ROW_SIZE, 'documentary'),
    ]);
    return {
      trending: trending.map(toListItem),
      newest: newest.map(toListItem),
      popularSeries: popularSeries.map(toListItem),
      popularDocumentaries: popularDocumentaries.map(toListItem),
    };
  }

  function sharedRows(now: Date, language: Language, maturity: MaturityLimit): Promise<SharedRows> {
    const version = catalogueVersion(ctx);
    const key = `${language}|${maturity ?? 'all'}`;
    const current = shared.get(key);
    if (
      current &&
      current.version === version &&
      now.getTime() - current.computedAt < SHARED_ROWS_REFRESH_MS &&
      now.getTime() >= current.computedAt
    ) {
      return current.rows;
    }
    const next = { version, computedAt: now.getTime(), rows: computeShared(now, language, maturity) };
    shared.set(key, next);
    // A failure is not remembered: the next request tries again.
    next.rows.catch(() => {
      if (shared.get(key) === next) shared.delete(key);
    });
    return next.rows;
  }

  async function tasteOf(profileId: string | null): Promise<Map<string, number> | null> {
    if (!profileId) return null;
    const genres = await repository.genreTaste(profileId);
    return new Map(genres.map((genre) => [genre.slug, genre.weight]));
  }

  const service = {
    /** GET /api/recommendations: the viewer's rows and the hero's title among them. */
    async home(
      audience: RowsAudience = VISITOR,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<RecommendationsResponse> {
      const [rows, taste] = await Promise.all([
        service.rows(audience, language),
        tasteOf(audience.profileId),
      ]);
      return { rows, featured: pickFeatured(rows, taste, ctx.clock.now()) };
    },

    /**
     * The hero's title for this viewer from `rows` (the visitor rows the HTML of /home carries: the featured set is
     * in everyone's rows), so the first paint shows what the app will.
     */
    async featured(
      profileId: string | null,
      rows: readonly RecommendationRow[],
    ): Promise<FeaturedPick | null> {
      return pickFeatured(rows, await tasteOf(profileId), ctx.clock.now());
    },

    /** The rows in the language: their titles, and their titles' taglines (issue 16). */
    async rows(
      audience: RowsAudience = VISITOR,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<RecommendationRow[]> {
      const { profileId, maturity } = audience;
      const now = ctx.clock.now();
      const { t } = catalogueI18n(language);
      const rows: RecommendationRow[] = [];
      const row = (id: string, title: string, kind: string, items: Item[]) => {
        if (items.length > 0) rows.push({ id, title, kind, items });
      };
      const common = sharedRows(now, language, maturity);

      if (profileId) {
        const recent = await repository.recentlyWatched(now, profileId, maturity, 2);
        for (const watched of recent) {
          row(
            `because-${watched.id}`,
            t('catalogue:rows.becauseYouWatched', { title: watched.title }),
            'because-you-watched',
            (
              await repository.becauseYouWatched(now, language, maturity, profileId, watched.id, ROW_SIZE)
            ).map(toListItem),
          );
        }
        if (recent.length > 0) {
          row(
            'top-picks',
            t('catalogue:rows.topPicks'),
            'genre',
            (await repository.topPicks(now, language, maturity, profileId, ROW_SIZE)).map(toListItem),
          );
        }
      }
      const { trending, newest, popularSeries, popularDocumentaries } = await common;
      row('trending', t('catalogue:rows.trending'), 'trending', trending);
      row('new', t('catalogue:rows.new'), 'new', newest);
      if (rows.every((candidate) => candidate.kind !== 'because-you-watched')) {
        row('popular-series', t('catalogue:rows.popularSeries'), 'popular', popularSeries);
        row(
          'popular-documentaries',
          t('catalogue:rows.popularDocumentaries'),
          'popular',
          popularDocumentaries,
        );
      }
      return rows;
    },
  };
  return service;
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;
