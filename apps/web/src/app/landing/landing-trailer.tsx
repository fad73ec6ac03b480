import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HeroTrailer } from '@/features/player/components/hero-trailer';
import type { LandingTrailer } from './landing-trailer-attribute';

/** The landing hero's trailer, played in its frame where the server drew the backdrop (landing-islands.ts). */
export function mountLandingTrailer(frame: Element, { videoId, title, poster }: LandingTrailer): void {
  frame.replaceChildren();
  createRoot(frame).render(
    <StrictMode>
      <HeroTrailer videoId={videoId} title={title} poster={poster} />
    </StrictMode>,
  );
}
