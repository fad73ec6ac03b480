import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { CORE_NAMESPACES, createAppI18n, documentLanguage, setAppI18n } from '@/lib/i18n';
import { ssrState } from '@/lib/ssr-state';
import { reportError } from '@/lib/telemetry';
import { refreshSession, rememberServerSession } from '@/stores/auth-store';
import { App } from './app';
import { createAppQueryClient } from './app-query-client';
import { preloadAtStart } from './preload';
import { createAppRouter, loadMatchedRoutes } from './router';
import { routes } from './routes';

/**
 * The whole app: router, query client, shell. A page the server drew (entry-server.tsx) is hydrated: the client starts
 * from the answers, session and layout the server used, so its first render matches the HTML and takes it over
 * instead of drawing it again. Anything else is drawn here from scratch.
 */
export async function startApp(container: HTMLElement): Promise<Root> {
  const drawn = ssrState();
  const queryClient = createAppQueryClient();
  let root!: Root;
  if (drawn) {
    // The language and the catalogues the server drew the page with: the first render reads the same words.
    setAppI18n(createAppI18n(drawn.i18n.language, { [drawn.i18n.language]: drawn.i18n.resources }));
    hydrate(queryClient, drawn.queries);
    rememberServerSession();
    // The page's own modules before the first render, which must draw exactly what the server drew.
    await loadMatchedRoutes(routes, window.location);
    const router = createAppRouter({ hydrating: true });
    // In a transition, hydration is time-sliced like any transition render: React takes the page over in slices of a
    // few milliseconds, yielding to the browser between them, instead of one long task (TBT) at the default lane.
    startTransition(() => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
        {
          // React recovered by drawing part of the page again: it works, but the server's HTML did not match.
          onRecoverableError: (error) =>
            reportError(error, {
              type: 'component-render',
              severity: 'low',
              context: { phase: 'hydration' },
            }),
        },
      );
    });
  } else {
    // The session read starts now, alongside the page's chunks and catalogues, rather than after the first render.
    void refreshSession();
    const i18n = createAppI18n(documentLanguage());
    setAppI18n(i18n);
    await i18n.loadNamespaces(CORE_NAMESPACES);
    root = createRoot(container);
    const router = createAppRouter();
    // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
    // them, instead of one long task that blocks input (TBT) while the page is being drawn.
    startTransition(() => {
      root.render(
        <StrictMode>
          <App router={router} queryClient={queryClient} />
        </StrictMode>,
      );
    });
  }
  // Spec §9: home and browse (and the shell) are fetched while the visitor reads the first page.
  preloadAtStart();
  return root;
}
