import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { refreshSession } from '@/stores/auth-store';
import { App } from './app';
import { preloadAtStart } from './preload';

/** The whole app: router, query client, shell. Every page but a first load of / starts here. */
export function startApp(container: HTMLElement): void {
  // The session read starts now, alongside the page's chunks, rather than after the first render.
  void refreshSession();
  const root = createRoot(container);
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task that blocks input (TBT) while the page is being drawn.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // Spec §9: home and browse (and the shell) are fetched while the visitor reads the first page.
  preloadAtStart();
}
