import {
  browsePageData,
  discoverPageData,
  homePageData,
  landingPageData,
  libraryPageData,
  recommendationsPageData,
  searchPageData,
  watchPageData,
  type PageData,
} from '@/features/catalog/api/page-data';
import { PLAY_PARAM } from '@/features/catalog/api/title-links';

const noData: PageData = () => Promise.resolve();

/**
 * The player's modules (its chunk and hls.js, as the client build's manifest names them; `npm:` is a package), loaded
 * with a page that opens to play: the first frame should not wait for the app to ask for them.
 */
export const PLAYER_MODULES = ['src/features/player/components/video-player.tsx', 'npm:hls.js'];

/** Pages that open with the player, and when: the title page with `?play=`. */
export const PLAYING_PAGES: Readonly<Record<string, (search: URLSearchParams) => boolean>> = {
  watch: (search) => search.has(PLAY_PARAM),
};

/**
 * The pages the server draws (entry-server.tsx), by route id, each with what its first screen reads. Every public page
 * people arrive on is here; the others (sign-in, account, admin and studio pages, redirects, /feedback, whose form
 * reads the browser's address) are drawn by the client alone.
 */
export const SERVER_DRAWN_PAGES: Readonly<Record<string, PageData>> = {
  landing: landingPageData,
  home: homePageData,
  browse: browsePageData,
  'browse-category': browsePageData,
  search: searchPageData,
  discover: discoverPageData,
  recommendations: recommendationsPageData,
  library: libraryPageData,
  watch: watchPageData,
  pricing: noData,
  terms: noData,
  privacy: noData,
  cookies: noData,
  accessibility: noData,
  sitemap: noData,
  'not-found': noData,
};
