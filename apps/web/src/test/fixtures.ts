import type { VideoListItem } from '@mzansi/contracts/catalogue';
import type { VideoDetail } from '@mzansi/contracts/discovery';

let sequence = 0;

/** A valid item of GET /api/videos/public; ids are unique per call. */
export function makeVideoListItem(overrides: Partial<VideoListItem> = {}): VideoListItem {
  sequence += 1;
  const n = String(sequence).padStart(12, '0');
  return {
    id: `6f1c2d3e-4b5a-4c7d-8e9f-${n}`,
    slug: `title-${sequence}`,
    type: 'movie',
    title: `Title ${sequence}`,
    tagline: 'A story from Mzansi.',
    year: 2024,
    ageRating: '13',
    premium: false,
    runtimeMinutes: 95,
    genres: ['Drama'],
    languages: ['zu'],
    poster: {
      src: `/media/posters/${sequence}-400.webp`,
      srcSet: `/media/posters/${sequence}-200.webp 200w, /media/posters/${sequence}-400.webp 400w`,
      width: 400,
      height: 600,
    },
    backdrop: {
      src: `/media/backdrops/${sequence}-1280.webp`,
      srcSet: `/media/backdrops/${sequence}-640.webp 640w, /media/backdrops/${sequence}-1280.webp 1280w`,
      width: 1280,
      height: 720,
    },
    trailerVideoId: null,
    publishedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A fetch Response with a JSON body (or the given content type). */
export function jsonResponse(body: unknown, init: ResponseInit & { contentType?: string } = {}): Response {
  const { contentType = 'application/json; charset=utf-8', ...rest } = init;
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status: 200,
    ...rest,
    headers: { 'content-type': contentType, ...rest.headers },
  });
}

/** A GET /api/videos/:id answer: a movie with a trailer and a main video unless overridden. */
export function makeVideoDetail(overrides: Partial<VideoDetail> = {}): VideoDetail {
  const item = makeVideoListItem(overrides);
  const n = item.id.slice(-12);
  return {
    ...item,
    synopsis: 'A story told in Soweto over one long weekend.',
    ageRatingName: 'Ages 13 and older',
    advisories: [
      { code: 'V', name: 'Violence' },
      { code: 'L', name: 'Language' },
    ],
    originalLanguage: { code: 'zu', name: 'isiZulu' },
    audioLanguages: [
      { code: 'zu', name: 'isiZulu' },
      { code: 'en', name: 'English' },
    ],
    subtitleLanguages: [{ code: 'en', name: 'English' }],
    genreDetails: [{ slug: 'drama', name: 'Drama' }],
    credits: [
      {
        personId: `p1-${n}`,
        name: 'Thandiwe Nkosi',
        slug: 'thandiwe-nkosi',
        role: 'actor',
        character: 'Lindiwe',
      },
      { personId: `p2-${n}`, name: 'Sipho Dube', slug: 'sipho-dube', role: 'director', character: null },
    ],
    seasons: [],
    trailer: { videoId: `7a000000-0000-4000-8000-${n}`, durationSeconds: 90, maxQuality: 'SD' },
    mainVideo: { videoId: `7b000000-0000-4000-8000-${n}`, durationSeconds: 5400, maxQuality: 'HD' },
    collections: [],
    trailerVideoId: `7a000000-0000-4000-8000-${n}`,
    ...overrides,
  };
}

/** A series with the given episode counts per season, episode videos included. */
export function makeSeriesDetail(
  episodesPerSeason: number[],
  overrides: Partial<VideoDetail> = {},
): VideoDetail {
  const base = makeVideoDetail({ type: 'series', runtimeMinutes: null, mainVideo: null, ...overrides });
  const n = base.id.slice(-12);
  return {
    ...base,
    seasons: episodesPerSeason.map((count, seasonIndex) => ({
      id: `5e000000-0000-4000-8000-${String(seasonIndex).padStart(2, '0')}${n.slice(2)}`,
      number: seasonIndex + 1,
      synopsis: `Season ${seasonIndex + 1} synopsis.`,
      year: 2024 + seasonIndex,
      episodes: Array.from({ length: count }, (_, episodeIndex) => ({
        id: `e${seasonIndex}${episodeIndex}000000-0000-4000-8000-${n}`.slice(0, 36),
        number: episodeIndex + 1,
        name: `S${seasonIndex + 1} episode ${episodeIndex + 1}`,
        synopsis: `What happens in episode ${episodeIndex + 1}.`,
        runtimeMinutes: 52,
        video: {
          videoId: `${seasonIndex}${episodeIndex}000000-0000-4000-8000-${n}`.slice(0, 36),
          durationSeconds: 3120,
          maxQuality: 'HD' as const,
        },
      })),
    })),
    ...overrides,
  };
}
