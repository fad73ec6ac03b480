import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSession } from '@/stores/auth-store';
import { App } from './app';
import { preloadAtStart } from './preload';

/** The whole app: router, query client, shell. Every page but a first load of / starts here. */
export function startApp(container: HTMLElement): void {
  // The session read starts now, alongside the page's chunks, rather than after the first render.
  void refreshSession();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Spec §9: home and browse (and the shell) are fetched while the visitor reads the first page.
  preloadAtStart();
}
