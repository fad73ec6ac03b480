import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { creditRole, languageKind, publicationStatus, titleType } from './enums';

/** Reference data: South Africa's languages, the FPB age ratings and consumer advice letters. */
export const languages = pgTable('languages', {
  code: text().primaryKey(),
  name: text().notNull(),
  nativeName: text().notNull(),
});

export const ageRatings = pgTable('age_ratings', {
  code: text().primaryKey(),
  name: text().notNull(),
  minAge: smallint().notNull(),
  sortOrder: smallint().notNull(),
});

export const advisories = pgTable('advisories', {
  code: text().primaryKey(),
  name: text().notNull(),
});

/** One responsive image: `{base}-{width}.{format}` exists for every width. */
export interface ImageSet {
  base: string;
  widths: number[];
  width: number;
  height: number;
  format: 'webp';
}

export interface TitleArtwork {
  poster: ImageSet;
  backdrop: ImageSet;
}

/** A catalogue entry: movie, series or documentary. The API calls these "videos" (spec §7). */
export const titles = pgTable(
  'titles',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    type: titleType().notNull(),
    title: text().notNull(),
    tagline: text().notNull().default(''),
    synopsis: text().notNull().default(''),
    releaseYear: smallint().notNull(),
    ageRating: text()
      .notNull()
      .references(() => ageRatings.code),
    originalLanguage: text()
      .notNull()
      .references(() => languages.code),
    isPremium: boolean().notNull().default(true),
    /** catalogue runtime of a movie or documentary; series have per-episode runtimes */
    runtimeMinutes: integer(),
    status: publicationStatus().notNull().default('draft'),
    featured: boolean().notNull().default(false),
    popularity: smallint().notNull().default(0),
    artwork: jsonb().$type<TitleArtwork>(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Publication review (issue 19): 'pending' while a creator's submission waits for a moderator (the title stays
     * a draft, so nothing public sees it), 'rejected' with review_reason for the creator; null otherwise.
     */
    reviewState: text(),
    reviewReason: text(),
    submittedAt: timestamp({ withTimezone: true }),
    /** which of the artwork was uploaded in the studio rather than generated (issue 19) */
    uploadedArtwork: jsonb().$type<{ poster?: boolean; backdrop?: boolean }>(),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('titles_review_idx')
      .on(t.submittedAt)
      .where(sql`${t.reviewState} = 'pending'`),
    check(
      'titles_review_state',
      sql`${t.reviewState} is null or ${t.reviewState} in ('pending', 'rejected')`,
    ),
    index('titles_published_idx').on(t.status, t.publishedAt.desc(), t.id),
    index('titles_type_idx').on(t.type),
    // Keyset pages of ?sort=popular and ?sort=title read only their rows (bench/api, issue 4).
    index('titles_popular_idx').on(t.status, t.popularity.desc(), t.id.desc()),
    index('titles_title_sort_idx').on(t.status, sql`lower(${t.title})`, t.id),
    check('titles_runtime_positive', sql`${t.runtimeMinutes} is null or ${t.runtimeMinutes} > 0`),
  ],
);

/**
 * A title's tagline and synopsis in another interface language (issue 16: isiZulu, isiXhosa, Afrikaans). English
 * is the title's own columns; an empty field here means "not translated", and English is shown instead. Search
 * indexes every language's text (refresh_title_search, migration 0006).
 */
export const titleTranslations = pgTable(
  'title_translations',
  {
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    tagline: text().notNull().default(''),
    synopsis: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.language] }),
    check('title_translations_language', sql`${t.language} in ('zu', 'xh', 'af')`),
  ],
);

export const titleAdvisories = pgTable(
  'title_advisories',
  {
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    advisoryCode: text()
      .notNull()
      .references(() => advisories.code),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.advisoryCode] })],
);

export const titleLanguages = pgTable(
  'title_languages',
  {
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    languageCode: text()
      .notNull()
      .references(() => languages.code),
    kind: languageKind().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.titleId, t.languageCode, t.kind] }),
    index('title_languages_language_idx').on(t.languageCode, t.kind),
  ],
);

export const seasons = pgTable(
  'seasons',
  {
    id: uuid().primaryKey().defaultRandom(),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    number: smallint().notNull(),
    synopsis: text().notNull().default(''),
    releaseYear: smallint(),
  },
  (t) => [unique('seasons_title_number_key').on(t.titleId, t.number)],
);

export const episodes = pgTable(
  'episodes',
  {
    id: uuid().primaryKey().defaultRandom(),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    seasonId: uuid()
      .notNull()
      .references(() => seasons.id, { onDelete: 'cascade' }),
    number: smallint().notNull(),
    name: text().notNull(),
    synopsis: text().notNull().default(''),
    runtimeMinutes: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('episodes_season_number_key').on(t.seasonId, t.number),
    index('episodes_title_idx').on(t.titleId),
  ],
);

/** Categories shown as browse rows and /browse/{category}. */
export const genres = pgTable('genres', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull().default(''),
  sortOrder: smallint().notNull().default(0),
});

export const titleGenres = pgTable(
  'title_genres',
  {
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    genreId: uuid()
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.titleId, t.genreId] }), index('title_genres_genre_idx').on(t.genreId)],
);

/** Spec §3 content collection: `{ id, name, guid, videoCount }`; videoCount is counted from the items. */
export const collections = pgTable('collections', {
  id: text().primaryKey(),
  guid: uuid().notNull().unique().defaultRandom(),
  name: text().notNull(),
  description: text().notNull().default(''),
  sortOrder: smallint().notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: text()
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.titleId] }),
    index('collection_items_title_idx').on(t.titleId),
  ],
);

export const people = pgTable('people', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  bio: text().notNull().default(''),
});

export const credits = pgTable(
  'credits',
  {
    id: uuid().primaryKey().defaultRandom(),
    titleId: uuid()
      .notNull()
      .references(() => titles.id, { onDelete: 'cascade' }),
    personId: uuid()
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    role: creditRole().notNull(),
    character: text(),
    position: smallint().notNull().default(0),
  },
  (t) => [
    unique('credits_title_person_role_key').on(t.titleId, t.personId, t.role),
    index('credits_person_idx').on(t.personId),
  ],
);
