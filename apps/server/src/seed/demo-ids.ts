import { v5 as uuidv5 } from 'uuid';

/**
 * Demo rows get ids derived from their slugs, so a reset recreates the same ids and the generated media and
 * artwork on disk (keyed by id) are reused instead of encoded again.
 */
const DEMO_NAMESPACE = '6f1c1c7e-9a57-4a8e-9d0c-3f7f5e2b9a10';

export const demoId = (...parts: (string | number)[]): string => uuidv5(parts.join(':'), DEMO_NAMESPACE);

export const demoIds = {
  title: (slug: string) => demoId('title', slug),
  season: (slug: string, season: number) => demoId('season', slug, season),
  episode: (slug: string, season: number, episode: number) => demoId('episode', slug, season, episode),
  trailer: (slug: string) => demoId('video', slug, 'trailer'),
  main: (slug: string) => demoId('video', slug, 'main'),
  episodeMain: (slug: string, season: number, episode: number) =>
    demoId('video', slug, season, episode, 'main'),
  genre: (slug: string) => demoId('genre', slug),
  person: (slug: string) => demoId('person', slug),
  user: (email: string) => demoId('user', email),
};

export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
