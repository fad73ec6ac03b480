import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HeroTrailer } from '@/features/player/components/hero-trailer';
import { createAppI18n, documentLanguage, setAppI18n } from '@/lib/i18n';
import { ssrState } from '@/lib/ssr-state';
import type { LandingTrailer } from './landing-trailer-attribute';

/** The landing hero's trailer, played in its frame where the server drew the backdrop (landing-islands.ts). */
export function mountLandingTrailer(frame: Element, { videoId, title, poster }: LandingTrailer): void {
  // The first React on this page: the player speaks the page's language, from the catalogues the server drew it with
  // (any other namespace is loaded when the player first asks for it).
  const drawn = ssrState();
  const language = drawn?.i18n.language ?? documentLanguage();
  setAppI18n(createAppI18n(language, drawn ? { [language]: drawn.i18n.resources } : undefined));
  frame.replaceChildren();
  createRoot(frame).render(
    <StrictMode>
      <HeroTrailer videoId={videoId} title={title} poster={poster} />
    </StrictMode>,
  );
}
