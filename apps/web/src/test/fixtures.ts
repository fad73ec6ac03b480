import type { VideoListItem } from '@mzansi/contracts/catalogue';

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
