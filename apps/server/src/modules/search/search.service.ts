import type { SearchParams, SearchResponse, Suggestion } from '@mzansi/contracts/discovery';
import { DEFAULT_LANGUAGE, type Language } from '@mzansi/i18n/languages';
import type { AppContext } from '../../context';
import { toListItem } from '../catalog/catalog.service';
import { catalogueI18n, localiseGenre } from '../catalog/catalogue-text';
import { stricterLimit, type MaturityLimit } from '../viewer-profiles/maturity';
import { buildTsQuery, normaliseQuery } from './search-query';
import { createSearchRepository, type SearchRow } from './search.repository';

/** Below this many results a "did you mean" is worth offering. */
const FEW_RESULTS = 3;
const TYPE_LABEL = {
  movie: 'catalogue:suggest.type.movie',
  series: 'catalogue:suggest.type.series',
  documentary: 'catalogue:suggest.type.documentary',
} as const;
const isType = (type: string): type is keyof typeof TYPE_LABEL => Object.hasOwn(TYPE_LABEL, type);

const toResult = (row: SearchRow) => ({ ...toListItem(row), matchedPeople: row.matchedPeople });

export function createSearchService(ctx: AppContext) {
  const repository = createSearchRepository(ctx.database.db);
  const now = () => ctx.clock.now();

  /**
   * Categories whose name starts with the query: in English the names the database holds; in another language
   * their names in it as well (the handful of categories, read whole), shown in it.
   */
  async function suggestGenres(normalised: string, language: Language, limit: number) {
    if (language === DEFAULT_LANGUAGE) return repository.suggestGenres(normalised, limit);
    return (await repository.allGenres())
      .map((genre) => ({ genre, localised: localiseGenre(language, genre) }))
      .filter(({ genre, localised }) =>
        [localised.name, genre.name, genre.slug].some((name) => normaliseQuery(name).startsWith(normalised)),
      )
      .slice(0, limit)
      .map(({ localised }) => localised);
  }

  return {
    /**
     * Results in the language (their taglines; issue 16). What a query matches is the same in every language: a
     * title's document holds its taglines and synopses in all of them (refresh_title_search). Only titles the
     * viewer profile's maturity limit allows (D74), within the age filter when there is one: the stricter of both.
     */
    async search(params: SearchParams, language: Language, maturity: MaturityLimit): Promise<SearchResponse> {
      const filters = {
        type: params.type,
        genre: params.genre,
        language: params.language,
        year: params.year,
        maxAge: stricterLimit(params.age ?? null, maturity),
      };
      const normalised = normaliseQuery(params.q);
      const tsQuery = buildTsQuery(normalised);
      if (!tsQuery) {
        const rows = await repository.browse(now(), filters, params.limit, language);
        return { query: params.q, items: rows.map(toResult), didYouMean: null };
      }
      const rows = await repository.search(now(), {
        raw: params.q,
        tsQuery,
        filters,
        limit: params.limit,
        language,
      });
      let didYouMean: string | null = null;
      if (rows.length < FEW_RESULTS) {
        const closest = await repository.closestName(now(), params.q, maturity);
        if (closest && normaliseQuery(closest) !== normalised) didYouMean = closest;
      }
      return { query: params.q, items: rows.map(toResult), didYouMean };
    },

    /**
     * Suggestions worded in the language (kinds, counts, category names; issue 16); titles only those the maturity
     * limit allows (D74). People, categories and languages are suggested to everyone.
     */
    async suggest(q: string, language: Language, maturity: MaturityLimit): Promise<Suggestion[]> {
      const normalised = normaliseQuery(q);
      const tsQuery = buildTsQuery(normalised);
      if (!tsQuery || normalised.length < 2) return [];
      const [titles, people, genres, languages] = await Promise.all([
        repository.suggestTitles(now(), q, tsQuery, 6, maturity),
        repository.suggestPeople(q, normalised, 3),
        suggestGenres(normalised, language, 2),
        repository.suggestLanguages(normalised, 2),
      ]);
      const { t } = catalogueI18n(language);
      return [
        ...titles.map((title) => ({
          kind: 'title' as const,
          label: title.title,
          href: `/watch/${title.id}`,
          detail: t('catalogue:suggest.titleDetail', {
            type: isType(title.type) ? t(TYPE_LABEL[title.type]) : title.type,
            year: String(title.year),
          }),
        })),
        ...people.map((person) => ({
          kind: 'person' as const,
          label: person.name,
          href: `/search?q=${encodeURIComponent(person.name)}`,
          detail: t('catalogue:suggest.personTitles', { count: person.titles }),
        })),
        ...genres.map((genre) => ({
          kind: 'genre' as const,
          label: genre.name,
          href: `/browse/${genre.slug}`,
          detail: t('catalogue:suggest.category'),
        })),
        ...languages.map((found) => ({
          kind: 'language' as const,
          label: found.name,
          href: `/browse?language=${found.code}`,
          detail: t('catalogue:suggest.language'),
        })),
      ];
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
