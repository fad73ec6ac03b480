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

const noData: PageData = () => Promise.resolve();

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
