/**
 * `?play=` on /watch/{id} says which video the page plays: a video (asset) id from the title's detail, or `main` for
 * "the main video, or the first episode" when the caller does not know it (the home hero). The player issue's full
 * player reads the same parameter.
 */
export const PLAY_PARAM = 'play';
export const PLAY_MAIN = 'main';

export function watchHref(idOrSlug: string, play?: string | null): string {
  const base = `/watch/${encodeURIComponent(idOrSlug)}`;
  return play ? `${base}?${PLAY_PARAM}=${encodeURIComponent(play)}` : base;
}
