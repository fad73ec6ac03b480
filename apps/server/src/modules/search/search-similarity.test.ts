import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/sql';
import { buildTsQuery, normaliseQuery } from './search-query';
import { createSearchRepository, termsSimilarity } from './search.repository';

// Search ranks by termsSimilarity, which skips pg_trgm's word_similarity when it can tell the answer is 1. Both
// databases must agree that the shortcut changes no score.
describe('termsSimilarity', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('gives word_similarity for every demo title and every name, surname, title word and typo', async () => {
    // What viewers type, taken from the catalogue itself (whole names, first and last words of names, two
    // neighbouring names, collection names, title words) and some that are not in it as typed.
    const typed = [
      'mabaso thabo',
      'zulu storys',
      'umkhoka',
      "o'neil",
      'le roux',
      'the',
      'x &',
      'thandiwe  mokoena',
      'ma',
    ];
    const rows = await queryRows<{ qn: string; exact: number; fast: number; whole: boolean }>(
      handle.db,
      sql`with typed as (
          select search_norm(name) as qn from people
          union select split_part(search_norm(name), ' ', 1) from people
          union select regexp_replace(search_norm(name), '^.* ', '') from people
          union select search_norm(name) from collections
          union select split_part(title_norm, ' ', 2) from title_search
          union select search_norm(a.name || ' ' || b.name) from credits ca
            join credits cb on cb.title_id = ca.title_id and cb.position = ca.position + 1
            join people a on a.id = ca.person_id join people b on b.id = cb.person_id
          union select unnest(${sql.param(typed)}::text[])
        )
        select typed.qn, word_similarity(typed.qn, s.terms_norm)::float8 as exact,
          ${termsSimilarity(sql`typed.qn`, sql`s.terms_norm`, sql`word_similarity(typed.qn, s.title_norm)`)}::float8 as fast,
          strpos(' ' || s.terms_norm || ' ', ' ' || typed.qn || ' ') > 0 as whole
        from typed cross join title_search s where typed.qn <> ''`,
    );
    const differing = rows.filter((row) => row.fast !== row.exact);
    expect(differing.slice(0, 10)).toEqual([]);
    // The shortcut was taken, for many pairs.
    expect(rows.filter((row) => row.whole).length).toBeGreaterThan(100);
    expect(rows.length).toBeGreaterThan(1000);
  });
});

// Search computes a title's people-and-collections similarity only for candidates that can still be among the
// results (RANKING_BOUND in search.repository.ts). It must change no result, score or order.
describe('the ranking bound', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  it('gives the results, scores and order of scoring every candidate, for every prefix typed', async () => {
    const repository = createSearchRepository(handle.db);
    const names = await queryRows<{ typed: string }>(
      handle.db,
      sql`(select title as typed from titles) union (select name from people) union (select name from collections)`,
    );
    // Everything typed on the way to a title, a name or a collection, and a few typos and common words.
    const typed = new Set(['umkhoka', 'zulu storys', 'the', 'ma', 'a']);
    for (const { typed: whole } of names) {
      for (let end = 1; end <= Math.min(whole.length, 6); end++) typed.add(whole.slice(0, end).trim());
    }
    const now = new Date();
    let compared = 0;
    let pruned = 0;
    for (const raw of typed) {
      const tsQuery = buildTsQuery(normaliseQuery(raw));
      if (!tsQuery) continue;
      // A small limit leaves most candidates out, which is where the bound prunes.
      for (const limit of [24, 3]) {
        const input = { raw, tsQuery, filters: {}, limit };
        const bounded = await repository.search(now, input);
        const exhaustive = await repository.search(now, { ...input, exhaustive: true });
        const shape = (rows: typeof bounded) => rows.map((row) => [row.id, row.score, row.matchedPeople]);
        expect(shape(bounded), `${raw} (limit ${limit})`).toEqual(shape(exhaustive));
        compared++;
        if (exhaustive.length === limit) pruned++;
      }
    }
    expect(compared).toBeGreaterThan(300);
    // Many searches had more candidates than results: the bound had something to leave out.
    expect(pruned).toBeGreaterThan(100);
    // A few hundred searches, twice each: minutes on a busy machine with PGlite.
  }, 300_000);
});
