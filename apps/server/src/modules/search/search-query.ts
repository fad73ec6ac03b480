/** Lower case without accents, collapsing whitespace: the same normalisation the database applies (search_norm). */
export function normaliseQuery(query: string): string {
  return query
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Turns what a viewer typed into a safe tsquery text: words only (letters and digits of any script, so no tsquery
 * syntax gets through), at most 8, every word required and the last one a prefix (results appear as the viewer
 * types). Returns null when nothing searchable is left.
 */
export function buildTsQuery(normalised: string): string | null {
  const words = normalised
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  if (words.length === 0) return null;
  return words.map((word, index) => (index === words.length - 1 ? `${word}:*` : word)).join(' & ');
}
