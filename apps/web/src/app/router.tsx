import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routes } from './routes';

/**
 * Gives the page's history entry its own key before the router reads it. React Router keys a document's first entry
 * "default", so every fresh load (an address typed, a link from the landing page) shared the scroll position the
 * last page saved under "default" and opened part-way down (issue 14). With a key of its own in history.state, a
 * new entry starts at the top, while a reload or back/forward to it (which keep history.state) still restores.
 */
export function keyFirstHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  if (state && typeof state === 'object' && typeof (state as { key?: unknown }).key === 'string') return;
  const key = Math.random().toString(36).slice(2, 10);
  const kept = state && typeof state === 'object' ? state : {};
  history.replaceState({ usr: null, idx: 0, ...kept, key }, '');
}

/**
 * Loads the lazy route modules the address matches (the shell and the page) into the route objects, so that a router
 * made after it renders the page at once: hydrating server HTML needs the page in the first render (React Router's
 * SSR guide: lazy matches are resolved before hydration).
 */
export async function loadMatchedRoutes(
  table: RouteObject[],
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): Promise<void> {
  const matches = matchRoutes(table, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * The app's router. `hydrating`: the page came drawn from the server, with no loader data to hand over (the pages read
 * their data through TanStack Query, whose cache the server also hands over: start-app.tsx).
 */
export function createAppRouter(options: { hydrating?: boolean } = {}) {
  keyFirstHistoryEntry();
  return createBrowserRouter(
    routes,
    options.hydrating ? { hydrationData: { loaderData: {}, actionData: null, errors: null } } : {},
  );
}
