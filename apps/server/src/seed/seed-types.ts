import type { DemoMotif } from '@mzansi/media/demo-clip';
import type {
  AdvisoryCode,
  AgeRatingCode,
  CreditRole,
  LanguageCode,
  TitleType,
} from '@mzansi/contracts/catalogue';

/** Artwork and demo-clip look of a title: colours and a motif drawn on posters, backdrops and in the video. */
export interface SeedLook {
  /** Three hex colours: background, secondary, highlight. Distinct per title. */
  palette: [string, string, string];
  motif: DemoMotif;
}

export interface SeedCredit {
  person: string;
  role: CreditRole;
  character?: string;
}

export interface SeedEpisode {
  number: number;
  name: string;
  synopsis: string;
  runtimeMinutes: number;
}

export interface SeedSeason {
  number: number;
  synopsis: string;
  year: number;
  episodes: SeedEpisode[];
}

export interface SeedGenre {
  slug: string;
  name: string;
  description: string;
}

export interface SeedTitle {
  /** kebab-case, unique; stable ids are derived from it */
  slug: string;
  type: TitleType;
  title: string;
  /** one-line hook for the hero and cards, <= 90 chars */
  tagline: string;
  /** 2-4 sentences */
  synopsis: string;
  year: number;
  ageRating: AgeRatingCode;
  advisories: AdvisoryCode[];
  originalLanguage: LanguageCode;
  audioLanguages: LanguageCode[];
  subtitleLanguages: LanguageCode[];
  /** slugs from GENRES, 1-3 */
  genres: string[];
  /** catalogue runtime for movies and documentaries; null for series */
  runtimeMinutes: number | null;
  credits: SeedCredit[];
  /** series only */
  seasons?: SeedSeason[];
  look: SeedLook;
  /** days before the seed date that the title was published (drives "New") */
  publishedDaysAgo: number;
  /** 0..100, drives "Trending" before any real views exist */
  popularity: number;
  featured?: boolean;
}
