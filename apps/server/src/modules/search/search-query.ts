/** Lower case without accents, collapsing whitespace: the same normalisation the database applies (search_norm). */
export function normaliseQuery(query: string): string {
  return query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export interface TsQueries {
  /** every word required, the last one as a prefix (results appear as the viewer types) */
  any: string;
  /** the same words, matched only in the title (tsvector weight A) */
  title: string;
}

/**
 * Turns what a viewer typed into safe tsquery texts: words only (letters and digits of any script, so no tsquery
 * syntax gets through), at most 8. Returns null when nothing searchable is left.
 */
export function buildTsQueries(normalised: string): TsQueries | null {
  const words = normalised
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  const join = (weight: string) =>
    words
      .map((word, index) => {
        const suffix = `${index === words.length - 1 ? '*' : ''}${weight}`;
        return suffix ? `${word}:${suffix}` : word;
      })
      .join(' & ');
  return { any: join(''), title: join('A') };
}
