import { SPEC_COLLECTIONS } from '@mzansi/contracts/catalogue';
import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  collectionItems,
  collections,
  credits,
  episodes,
  genres,
  people,
  seasons,
  titleAdvisories,
  titleGenres,
  titleLanguages,
  titles,
  titleTranslations,
  videos,
} from '../db/schema/index';
import { COLLECTION_MEMBERS, GENRES, TITLES } from './catalogue-data';
import { TITLE_TRANSLATIONS } from './catalogue-translations';
import { demoCaptionVtt, languageLabel } from './demo-captions';
import { demoIds, slugify } from './demo-ids';
import type { SeedLook, SeedTitle } from './seed-types';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lengths of the generated demo clips: short stand-ins for the real thing, long enough to seek and resume. */
export const DEMO_CLIP_SECONDS = { trailer: 8, feature: 16, episode: 12, longEpisode: 75 } as const;

/**
 * The series whose episodes run longer than a minute, so the next-episode countdown, resume and progress bars can be
 * seen working (its episodes also have captions and a second audio track).
 */
export const LONG_EPISODE_SERIES = 'umoya';

/** The length of a demo episode's clip. */
export const episodeClipSeconds = (slug: string): number =>
  slug === LONG_EPISODE_SERIES ? DEMO_CLIP_SECONDS.longEpisode : DEMO_CLIP_SECONDS.episode;

/** The runtime a demo page shows is its clip's, to the minute (a clip of seconds shows as 1 min). */
export const clipRuntimeMinutes = (seconds: number): number => Math.max(1, Math.round(seconds / 60));

/** One video the seed must generate. */
export interface DemoVideoJob {
  videoId: string;
  title: string;
  label: string;
  look: SeedLook;
  durationSeconds: number;
  /** main videos: the title's audio languages (two or more become alternate audio renditions) */
  audioTracks?: { lang: string; label: string }[];
  /** main videos: WebVTT captions in the title's subtitle languages */
  captions?: { lang: string; label: string; vtt: string }[];
}

/** What a title's main video carries: exactly the audio and caption languages its page names. */
function mainTracks(
  title: SeedTitle,
  clip: { title: string; label: string; durationSeconds: number },
): Pick<DemoVideoJob, 'audioTracks' | 'captions'> {
  return {
    audioTracks: title.audioLanguages.map((lang) => ({ lang, label: languageLabel(lang) })),
    captions: title.subtitleLanguages.map((lang) => ({
      lang,
      label: languageLabel(lang),
      vtt: demoCaptionVtt(lang, clip),
    })),
  };
}

export interface DemoArtworkJob {
  titleId: string;
  title: string;
  type: SeedTitle['type'];
  year: number;
  ageRating: string;
  look: SeedLook;
}

/** Every video of the demo catalogue, in the order they should be generated (trailers first: the landing needs them). */
export function demoVideoJobs(): DemoVideoJob[] {
  const trailers: DemoVideoJob[] = [];
  const mains: DemoVideoJob[] = [];
  for (const title of TITLES) {
    trailers.push({
      videoId: demoIds.trailer(title.slug),
      title: title.title,
      label: 'Official Trailer',
      look: title.look,
      durationSeconds: DEMO_CLIP_SECONDS.trailer,
    });
    if (title.type === 'series') {
      for (const season of title.seasons ?? []) {
        for (const episode of season.episodes) {
          const clip = {
            title: title.title,
            label: `S${season.number} E${episode.number} · ${episode.name}`,
            durationSeconds: episodeClipSeconds(title.slug),
          };
          mains.push({
            videoId: demoIds.episodeMain(title.slug, season.number, episode.number),
            ...clip,
            look: title.look,
            ...mainTracks(title, clip),
          });
        }
      }
    } else {
      const clip = {
        title: title.title,
        label: title.type === 'documentary' ? 'Documentary' : 'Feature',
        durationSeconds: DEMO_CLIP_SECONDS.feature,
      };
      mains.push({
        videoId: demoIds.main(title.slug),
        ...clip,
        look: title.look,
        ...mainTracks(title, clip),
      });
    }
  }
  return [...trailers, ...mains];
}

export function demoArtworkJobs(): DemoArtworkJob[] {
  return TITLES.map((title) => ({
    titleId: demoIds.title(title.slug),
    title: title.title,
    type: title.type,
    year: title.year,
    ageRating: title.ageRating,
    look: title.look,
  }));
}

export const demoTitleIds = (): string[] => TITLES.map((title) => demoIds.title(title.slug));

/**
 * Inserts the whole demo catalogue in one transaction, one multi-row INSERT per table. Video rows start as
 * `transcoding`; the media step marks them ready.
 */
export async function insertDemoCatalogue(db: Database, now: Date): Promise<void> {
  const personNames = new Map<string, string>();
  for (const title of TITLES)
    for (const credit of title.credits) personNames.set(slugify(credit.person), credit.person);

  const titleRows = TITLES.map((title) => ({
    id: demoIds.title(title.slug),
    slug: title.slug,
    type: title.type,
    title: title.title,
    tagline: title.tagline,
    synopsis: title.synopsis,
    releaseYear: title.year,
    ageRating: title.ageRating,
    originalLanguage: title.originalLanguage,
    // Spec §1/§6: free users watch trailers only, so every title's main content needs Premium.
    isPremium: true,
    // The page's runtime is the length of the clip it plays, not the invented film's.
    runtimeMinutes: title.runtimeMinutes === null ? null : clipRuntimeMinutes(DEMO_CLIP_SECONDS.feature),
    status: 'published' as const,
    featured: title.featured ?? false,
    popularity: title.popularity,
    publishedAt: new Date(now.getTime() - title.publishedDaysAgo * DAY_MS),
  }));

  const seasonRows = TITLES.flatMap((title) =>
    (title.seasons ?? []).map((season) => ({
      id: demoIds.season(title.slug, season.number),
      titleId: demoIds.title(title.slug),
      number: season.number,
      synopsis: season.synopsis,
      releaseYear: season.year,
    })),
  );
  const episodeRows = TITLES.flatMap((title) =>
    (title.seasons ?? []).flatMap((season) =>
      season.episodes.map((episode) => ({
        id: demoIds.episode(title.slug, season.number, episode.number),
        titleId: demoIds.title(title.slug),
        seasonId: demoIds.season(title.slug, season.number),
        number: episode.number,
        name: episode.name,
        synopsis: episode.synopsis,
        runtimeMinutes: clipRuntimeMinutes(episodeClipSeconds(title.slug)),
      })),
    ),
  );
  const videoRows = TITLES.flatMap((title) => {
    const titleId = demoIds.title(title.slug);
    const rows: { id: string; kind: 'trailer' | 'main'; episodeId: string | null }[] = [
      { id: demoIds.trailer(title.slug), kind: 'trailer', episodeId: null },
    ];
    if (title.type === 'series') {
      for (const season of title.seasons ?? []) {
        for (const episode of season.episodes) {
          rows.push({
            id: demoIds.episodeMain(title.slug, season.number, episode.number),
            kind: 'main',
            episodeId: demoIds.episode(title.slug, season.number, episode.number),
          });
        }
      }
    } else {
      rows.push({ id: demoIds.main(title.slug), kind: 'main', episodeId: null });
    }
    return rows.map((row) => ({
      ...row,
      titleId,
      status: 'transcoding' as const,
      progress: 0,
      storagePrefix: `videos/${row.id}`,
    }));
  });

  await db.transaction(async (tx) => {
    await tx.insert(genres).values(
      GENRES.map((genre, index) => ({
        id: demoIds.genre(genre.slug),
        slug: genre.slug,
        name: genre.name,
        description: genre.description,
        sortOrder: index,
      })),
    );
    await tx
      .insert(people)
      .values([...personNames].map(([slug, name]) => ({ id: demoIds.person(slug), slug, name })));
    await tx.insert(titles).values(titleRows);
    // Taglines and synopses in isiZulu, isiXhosa and Afrikaans (issue 16), for the titles that have them.
    const translationRows = TITLES.flatMap((title) =>
      Object.entries(TITLE_TRANSLATIONS[title.slug] ?? {}).map(([language, text]) => ({
        titleId: demoIds.title(title.slug),
        language,
        tagline: text.tagline,
        synopsis: text.synopsis,
      })),
    );
    if (translationRows.length > 0) await tx.insert(titleTranslations).values(translationRows);
    await tx.insert(titleGenres).values(
      TITLES.flatMap((title) =>
        title.genres.map((genre) => ({
          titleId: demoIds.title(title.slug),
          genreId: demoIds.genre(genre),
        })),
      ),
    );
    await tx.insert(titleLanguages).values(
      TITLES.flatMap((title) => [
        ...title.audioLanguages.map((code) => ({
          titleId: demoIds.title(title.slug),
          languageCode: code,
          kind: 'audio' as const,
        })),
        ...title.subtitleLanguages.map((code) => ({
          titleId: demoIds.title(title.slug),
          languageCode: code,
          kind: 'subtitle' as const,
        })),
      ]),
    );
    const advisoryRows = TITLES.flatMap((title) =>
      title.advisories.map((code) => ({ titleId: demoIds.title(title.slug), advisoryCode: code })),
    );
    if (advisoryRows.length > 0) await tx.insert(titleAdvisories).values(advisoryRows);
    await tx.insert(credits).values(
      TITLES.flatMap((title) =>
        title.credits.map((credit, position) => ({
          titleId: demoIds.title(title.slug),
          personId: demoIds.person(slugify(credit.person)),
          role: credit.role,
          character: credit.character ?? null,
          position,
        })),
      ),
    );
    if (seasonRows.length > 0) await tx.insert(seasons).values(seasonRows);
    if (episodeRows.length > 0) await tx.insert(episodes).values(episodeRows);
    await tx.insert(videos).values(videoRows);
    await tx.insert(collections).values(
      SPEC_COLLECTIONS.map((collection, index) => ({
        id: collection.id,
        name: collection.name,
        sortOrder: index,
      })),
    );
    await tx.insert(collectionItems).values(
      SPEC_COLLECTIONS.flatMap((collection) =>
        COLLECTION_MEMBERS[collection.id].map((slug, position) => ({
          collectionId: collection.id,
          titleId: demoIds.title(slug),
          position,
        })),
      ),
    );
  });
}

/** Removes the demo catalogue rows (by their derived ids), leaving anything users or admins added. */
export async function deleteDemoCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(titles).where(inArray(titles.id, demoTitleIds()));
    await tx.delete(collections).where(
      inArray(
        collections.id,
        SPEC_COLLECTIONS.map((collection) => collection.id),
      ),
    );
    await tx.delete(genres).where(
      inArray(
        genres.id,
        GENRES.map((genre) => demoIds.genre(genre.slug)),
      ),
    );
    const slugs = new Set(TITLES.flatMap((title) => title.credits.map((credit) => slugify(credit.person))));
    await tx.delete(people).where(
      inArray(
        people.id,
        [...slugs].map((slug) => demoIds.person(slug)),
      ),
    );
  });
}
