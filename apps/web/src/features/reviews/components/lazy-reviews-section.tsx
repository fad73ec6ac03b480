import { lazy } from 'react';

/**
 * The title page's ratings and reviews as a chunk of its own, loaded once the browser has taken the page over: the
 * server never draws it (it depends on who is signed in), so its code stays out of the title page's first load.
 * Render it inside ClientOnly (its Suspense boundary waits for the chunk).
 */
export const LazyReviewsSection = lazy(() =>
  import('./reviews-section').then((module) => ({ default: module.ReviewsSection })),
);
