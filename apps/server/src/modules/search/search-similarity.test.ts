import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/harness';
import type { DatabaseHandle } from '../../db/client';
import { queryRows } from '../../db/sql';
import { termsSimilarity } from './search.repository';

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
