import type { SearchParams, SearchResponse, Suggestion } from '@mzansi/contracts/discovery';
import type { AppContext } from '../../context';
import { toListItem } from '../catalog/catalog.service';
import { buildTsQuery, normaliseQuery } from './search-query';
import { createSearchRepository, type SearchRow } from './search.repository';

/** Below this many results a "did you mean" is worth offering. */
const FEW_RESULTS = 3;
const TYPE_LABEL: Record<string, string> = { movie: 'Movie', series: 'Series', documentary: 'Documentary' };

const toResult = (row: SearchRow) => ({ ...toListItem(row), matchedPeople: row.matchedPeople });

export function createSearchService(ctx: AppContext) {
  const repository = createSearchRepository(ctx.database.db);
  const now = () => ctx.clock.now();

  return {
    async search(params: SearchParams): Promise<SearchResponse> {
      const filters = {
        type: params.type,
        genre: params.genre,
        language: params.language,
        year: params.year,
        maxAge: params.age,
      };
      const normalised = normaliseQuery(params.q);
      const tsQuery = buildTsQuery(normalised);
      if (!tsQuery) {
        const rows = await repository.browse(now(), filters, params.limit);
        return { query: params.q, items: rows.map(toResult), didYouMean: null };
      }
      const rows = await repository.search(now(), {
        raw: params.q,
        tsQuery,
        filters,
        limit: params.limit,
      });
      let didYouMean: string | null = null;
      if (rows.length < FEW_RESULTS) {
        const closest = await repository.closestName(now(), params.q);
        if (closest && normaliseQuery(closest) !== normalised) didYouMean = closest;
      }
      return { query: params.q, items: rows.map(toResult), didYouMean };
    },

    async suggest(q: string): Promise<Suggestion[]> {
      const normalised = normaliseQuery(q);
      const tsQuery = buildTsQuery(normalised);
      if (!tsQuery || normalised.length < 2) return [];
      const [titles, people, genres, languages] = await Promise.all([
        repository.suggestTitles(now(), q, tsQuery, 6),
        repository.suggestPeople(q, normalised, 3),
        repository.suggestGenres(normalised, 2),
        repository.suggestLanguages(normalised, 2),
      ]);
      return [
        ...titles.map((title) => ({
          kind: 'title' as const,
          label: title.title,
          href: `/watch/${title.id}`,
          detail: `${TYPE_LABEL[title.type] ?? title.type} · ${title.year}`,
        })),
        ...people.map((person) => ({
          kind: 'person' as const,
          label: person.name,
          href: `/search?q=${encodeURIComponent(person.name)}`,
          detail: person.titles === 1 ? '1 title' : `${person.titles} titles`,
        })),
        ...genres.map((genre) => ({
          kind: 'genre' as const,
          label: genre.name,
          href: `/browse/${genre.slug}`,
          detail: 'Category',
        })),
        ...languages.map((language) => ({
          kind: 'language' as const,
          label: language.name,
          href: `/browse?language=${language.code}`,
          detail: 'Language',
        })),
      ];
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
