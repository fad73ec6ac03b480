import { LANGUAGES, SPEC_COLLECTIONS, type VideoListItem } from '@mzansi/contracts/catalogue';

export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const TYPE_CATEGORIES = [
  { slug: 'movies', name: 'Movies', type: 'movie' },
  { slug: 'series', name: 'Series', type: 'series' },
  { slug: 'documentaries', name: 'Documentaries', type: 'documentary' },
] as const;

export interface Category {
  slug: string;
  name: string;
  count: number;
}

function languageName(code: string): string {
  return LANGUAGES.find((language) => language.code === code)?.name ?? code;
}

/** The categories a list offers: its title types, then its genres, then its languages (most titles first). */
export function categoriesOf(items: readonly VideoListItem[]): Category[] {
  const types = TYPE_CATEGORIES.map(({ slug, name, type }) => ({
    slug,
    name,
    count: items.filter((item) => item.type === type).length,
  })).filter((category) => category.count > 0);
  const genres = new Map<string, Category>();
  for (const item of items) {
    for (const genre of item.genres) {
      const slug = slugify(genre);
      const existing = genres.get(slug);
      if (existing) existing.count += 1;
      else genres.set(slug, { slug, name: genre, count: 1 });
    }
  }
  const languages = new Map<string, Category>();
  for (const item of items) {
    for (const code of item.languages) {
      const name = languageName(code);
      const slug = slugify(name);
      const existing = languages.get(slug);
      if (existing) existing.count += 1;
      else languages.set(slug, { slug, name, count: 1 });
    }
  }
  const byCount = (a: Category, b: Category) => b.count - a.count || a.name.localeCompare(b.name);
  return [...types, ...[...genres.values()].sort(byCount), ...[...languages.values()].sort(byCount)];
}

/** /browse/:category: a title type (movies, series, documentaries), a genre or a language. */
export function filterByCategory(items: readonly VideoListItem[], slug: string): VideoListItem[] {
  const wanted = slugify(slug);
  const type = TYPE_CATEGORIES.find((category) => category.slug === wanted)?.type;
  if (type) return items.filter((item) => item.type === type);
  return items.filter(
    (item) =>
      item.genres.some((genre) => slugify(genre) === wanted) ||
      item.languages.some((code) => code === wanted || slugify(languageName(code)) === wanted),
  );
}

export function categoryName(items: readonly VideoListItem[], slug: string): string {
  return (
    categoriesOf(items).find((category) => category.slug === slugify(slug))?.name ?? slug.replace(/-/g, ' ')
  );
}

/**
 * /browse?collection=: the spec's collections (Mzansi Movies, Previews & Trailers, Zulu Stories). The public list
 * carries no collection membership yet, so each is its natural filter until the collections API arrives.
 */
export function filterByCollection(
  items: readonly VideoListItem[],
  collection: string,
): { name: string; items: VideoListItem[] } | null {
  const key = slugify(collection);
  const known = SPEC_COLLECTIONS.find((entry) => entry.id === key || slugify(entry.name) === key);
  if (!known) return null;
  if (known.id === 'mzansi-movies')
    return { name: known.name, items: items.filter((item) => item.type === 'movie') };
  if (known.id === 'previews-trailers')
    return { name: known.name, items: items.filter((item) => item.trailerVideoId) };
  return { name: known.name, items: items.filter((item) => item.languages.includes('zu')) };
}

/** Search across title, tagline, genres and languages; every word must match somewhere. */
export function searchItems(items: readonly VideoListItem[], query: string): VideoListItem[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return items.filter((item) => {
    const haystack = [
      item.title,
      item.tagline,
      item.type,
      String(item.year),
      ...item.genres,
      ...item.languages.map(languageName),
    ]
      .join(' ')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export function newestFirst(items: readonly VideoListItem[]): VideoListItem[] {
  return [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.year - a.year);
}

export function alphabetical(items: readonly VideoListItem[]): VideoListItem[] {
  return [...items].sort((a, b) => a.title.localeCompare(b.title, 'en-ZA'));
}
