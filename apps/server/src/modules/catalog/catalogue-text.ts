import { ALL_RESOURCES } from '@mzansi/i18n/all-resources';
import { createI18n, type I18n } from '@mzansi/i18n/create-i18n';
import { DEFAULT_LANGUAGE, type Language } from '@mzansi/i18n/languages';

/**
 * The catalogue's own vocabulary in the request's language (issue 16, the `catalogue` namespace): category names and
 * descriptions, the spec collections' names, the home rows' titles and the words of search suggestions. Titles'
 * taglines and synopses are data (title_translations), not messages.
 *
 * Categories and collections are rows: the ones the catalogue ships with (the seed's genres, the spec collections)
 * have their words here, and any other shows its own (English) name in every language.
 */
const instances = new Map<Language, I18n>();

/** An i18next instance for the language, English as its fallback (one per language, made when first asked). */
export function catalogueI18n(language: Language): I18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n({
      language,
      resources: { [language]: ALL_RESOURCES[language], en: ALL_RESOURCES.en },
      namespaces: ['catalogue'],
    });
    instances.set(language, instance);
  }
  return instance;
}

/** Each known category's words, by slug (literal keys: the catalogue check finds them). */
const GENRE_TEXT = {
  drama: { name: 'catalogue:genres.drama.name', description: 'catalogue:genres.drama.description' },
  comedy: { name: 'catalogue:genres.comedy.name', description: 'catalogue:genres.comedy.description' },
  thriller: { name: 'catalogue:genres.thriller.name', description: 'catalogue:genres.thriller.description' },
  crime: { name: 'catalogue:genres.crime.name', description: 'catalogue:genres.crime.description' },
  romance: { name: 'catalogue:genres.romance.name', description: 'catalogue:genres.romance.description' },
  action: { name: 'catalogue:genres.action.name', description: 'catalogue:genres.action.description' },
  family: { name: 'catalogue:genres.family.name', description: 'catalogue:genres.family.description' },
  horror: { name: 'catalogue:genres.horror.name', description: 'catalogue:genres.horror.description' },
  music: { name: 'catalogue:genres.music.name', description: 'catalogue:genres.music.description' },
  history: { name: 'catalogue:genres.history.name', description: 'catalogue:genres.history.description' },
  nature: { name: 'catalogue:genres.nature.name', description: 'catalogue:genres.nature.description' },
  sport: { name: 'catalogue:genres.sport.name', description: 'catalogue:genres.sport.description' },
  food: { name: 'catalogue:genres.food.name', description: 'catalogue:genres.food.description' },
} as const;

const COLLECTION_NAMES = {
  'mzansi-movies': 'catalogue:collections.mzansi-movies',
  'previews-trailers': 'catalogue:collections.previews-trailers',
  'zulu-stories': 'catalogue:collections.zulu-stories',
} as const;

const own = <T extends object>(map: T, key: string): key is Extract<keyof T, string> =>
  Object.prototype.hasOwnProperty.call(map, key);

/** A category's name and description in the language (its own English words in English, or when unknown). */
export function localiseGenre<T extends { slug: string; name: string; description?: string }>(
  language: Language,
  genre: T,
): T {
  if (language === DEFAULT_LANGUAGE || !own(GENRE_TEXT, genre.slug)) return genre;
  const keys = GENRE_TEXT[genre.slug];
  const { t } = catalogueI18n(language);
  return {
    ...genre,
    name: t(keys.name),
    ...(genre.description === undefined ? {} : { description: t(keys.description) }),
  };
}

/** A collection's name in the language (its own name in English, or when it is not a spec collection). */
export function localiseCollection<T extends { id: string; name: string }>(
  language: Language,
  collection: T,
): T {
  if (language === DEFAULT_LANGUAGE || !own(COLLECTION_NAMES, collection.id)) return collection;
  return { ...collection, name: catalogueI18n(language).t(COLLECTION_NAMES[collection.id]) };
}

/** The Film and Publication Board classifications' names, by code (literal keys; studio shows the same words). */
const AGE_RATING_NAMES = {
  A: 'catalogue:ageRatings.all',
  PG: 'catalogue:ageRatings.pg',
  '7-9PG': 'catalogue:ageRatings.pg7to9',
  '10-12PG': 'catalogue:ageRatings.pg10to12',
  '13': 'catalogue:ageRatings.age13',
  '16': 'catalogue:ageRatings.age16',
  '18': 'catalogue:ageRatings.adults',
} as const;

/** An age rating's name in the language (the stored English name in English, or for a code we do not know). */
export function localiseAgeRating(language: Language, code: string, name: string): string {
  if (language === DEFAULT_LANGUAGE || !own(AGE_RATING_NAMES, code)) return name;
  return catalogueI18n(language).t(AGE_RATING_NAMES[code]);
}
