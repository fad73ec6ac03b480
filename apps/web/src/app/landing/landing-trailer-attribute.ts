/**
 * The landing hero's trailer button carries what playing it needs (video id, title, poster) as JSON in this
 * attribute, for the landing page's own script (landing-islands.ts) where React does not run.
 */
export const LANDING_TRAILER_ATTRIBUTE = 'data-landing-trailer';

export interface LandingTrailer {
  videoId: string;
  title: string;
  poster?: string;
}
