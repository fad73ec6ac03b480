import type { RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import { RouteFallback } from './layouts/route-fallback';
import { RouteErrorPage } from './routes/route-error-page';
import { LandingPage } from './routes/landing-page';
import { NotFoundPage } from './routes/not-found-page';

/**
 * Route table (spec §2). The landing page ships with the entry chunk, since it is what visitors open first (no
 * second round trip before it renders); the shell layout and the other pages are split into their own chunks.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, Component: LandingPage },
      {
        lazy: async () => ({ Component: (await import('./layouts/shell-layout')).ShellLayout }),
        children: [
          {
            // Page-level errors render inside the shell so the header stays usable.
            errorElement: <RouteErrorPage />,
            children: [
              {
                path: 'home',
                lazy: async () => ({ Component: (await import('./routes/home-page')).HomePage }),
              },
              {
                path: 'watch/:id',
                lazy: async () => ({ Component: (await import('./routes/watch-page')).WatchPage }),
              },
              // Tiny, and already in the entry chunk through the route error page.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
  },
];

/** Chunks worth fetching while the visitor reads the landing page (spec §9: home is preloaded at start). */
export function preloadLikelyRoutes(): void {
  void import('./layouts/shell-layout');
  void import('./routes/home-page');
}
