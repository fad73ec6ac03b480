import type { SessionResponse } from '@mzansi/contracts/auth';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  unstable_IdlePriority as IdlePriority,
  unstable_scheduleCallback as scheduleCallback,
} from 'scheduler';
import { createAppQueryClient } from '@/app/app-query-client';
import { loadShellLayout, ROUTE_COMPONENTS } from '@/app/route-components';
import { buildRoutes } from '@/app/routes';
import { initialAuthState, useAuthStore } from '@/stores/auth-store';
import { useUiStore } from '@/stores/ui-store';
import { requestsInFlight, requestsStarted } from './msw-server';

/** Puts the auth store in a known state (as the server would answer). */
export function setAuth(response: SessionResponse | null, options: { loading?: boolean } = {}) {
  useAuthStore.setState({ ...initialAuthState(), isLoading: false, confirmed: true });
  if (response?.session) useAuthStore.getState().applySession(response);
  else useAuthStore.getState().setSignedOut(null);
  if (options.loading) useAuthStore.setState({ isLoading: true });
}

/** The whole app (route table, guards, layouts, global UI) at `path`, on a memory router. */
export function renderApp(path: string, options: { queryClient?: QueryClient } = {}) {
  const queryClient = options.queryClient ?? createAppQueryClient();
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  lastRendered = { router, queryClient };
  return { ...view, router, queryClient };
}

export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}

/**
 * Loads, ahead of the tests, every chunk the app imports lazily on its first screens: each route's page and the shell
 * layout (the router's `lazy`), the dialogs (Radix, loaded on first open), the user menu, and the list schema (zod) the catalogue fetchers
 * import on first use. A first render then resolves them from the module cache instead of waiting on a dynamic import,
 * which takes as long as the machine is slow (Vite transforms the module on first use). Call it at the top level of a
 * test file, where module loading is not timed: `await preloadAppChunks();`.
 */
export async function preloadAppChunks(): Promise<void> {
  await Promise.all([
    loadShellLayout(),
    ...Object.values(ROUTE_COMPONENTS).map((entry) => entry.load()),
    import('@/components/ui/modal-dialog'),
    import('@/app/layouts/user-menu'),
    import('@/features/reviews/components/reviews-section'),
    import('@/features/auth/components/auth-modal'),
    import('@/features/billing/components/subscription-modal'),
    import('@mzansi/contracts/catalogue'),
  ]);
}

let lastRendered: AppView | undefined;

/** The parts of a rendered app that tell whether it is still busy. */
interface AppView {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
}

/** What keeps the app busy, or [] when it is at rest. */
function busyWith({ router, queryClient }: AppView): string[] {
  const { initialized, navigation, revalidation } = router.state;
  const busy: string[] = [];
  if (!initialized) busy.push('the router is loading the first route');
  if (navigation.state !== 'idle')
    busy.push(`the router is ${navigation.state} ${navigation.location?.pathname}`);
  if (revalidation !== 'idle') busy.push('the router is revalidating');
  for (const query of queryClient.getQueryCache().findAll({ fetchStatus: 'fetching' })) {
    busy.push(`query ${JSON.stringify(query.queryKey)} is fetching`);
  }
  if (queryClient.isMutating() > 0) busy.push(`${queryClient.isMutating()} mutation(s) pending`);
  if (requestsInFlight() > 0) busy.push(`${requestsInFlight()} request(s) unanswered`);
  return busy;
}

const atRest = (view: AppView) => busyWith(view).length === 0;

const MAX_TURNS = 500;
/**
 * One turn of the event loop, taken once React's scheduler has nothing else queued: an idle-priority task runs after
 * every render React scheduled before or meanwhile (a router update made outside act is a time-sliced transition).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    scheduleCallback(IdlePriority, () => void setTimeout(resolve, 0));
  });

/**
 * Counts what the app does (query and mutation changes, router updates, store changes, requests): a round of waiting
 * in which the count does not move saw the app do nothing.
 */
function watchActivity({ router, queryClient }: AppView) {
  let count = 0;
  const bump = () => {
    count += 1;
  };
  const unsubscribers = [
    queryClient.getQueryCache().subscribe(bump),
    queryClient.getMutationCache().subscribe(bump),
    router.subscribe(bump),
    useAuthStore.subscribe(bump),
    useUiStore.subscribe(bump),
  ];
  return {
    count: () => count + requestsStarted(),
    stop: () => unsubscribers.forEach((unsubscribe) => unsubscribe()),
  };
}

/**
 * Waits, by condition and not by clock, until the app (the last renderApp, unless given) is at rest: the router has
 * loaded the current route (lazy modules included) and stopped navigating, no query, mutation or request is in flight,
 * and React has rendered what they brought (redirects and the queries that follow included). Do not use it while a
 * request is meant to stay unanswered: it would wait for it.
 */
export async function waitForApp(view: AppView | undefined = lastRendered): Promise<void> {
  if (!view) throw new Error('waitForApp: render the app first (renderApp)');
  const activity = watchActivity(view);
  // A bound in turns of the event loop, not in time: it ends a wait that cannot end (a request left unanswered, a
  // poll that never stops) with the reason, instead of spinning on after the test has timed out.
  let turns = 0;
  try {
    for (;;) {
      const before = activity.count();
      const restingBefore = atRest(view);
      await act(async () => {
        // TanStack Query hands results to React on zero-delay timeouts: let them run, inside act, until all is quiet.
        for (let quiet = 0; quiet < 2;) {
          // Loading a lazy route always ends (an import); only what could wait for ever counts against the bound.
          if (view.router.state.navigation.state === 'idle' && view.router.state.initialized) turns += 1;
          if (turns > MAX_TURNS) {
            throw new Error(`waitForApp: the app does not come to rest: ${busyWith(view).join('; ')}`);
          }
          await nextTask();
          quiet = atRest(view) ? quiet + 1 : 0;
        }
      });
      // Done after a whole round in which the app was at rest and did nothing: what came in before it (even while the
      // previous round's act was flushing) has been handed to React and rendered in it, and that render started no
      // redirect, query or request.
      if (restingBefore && atRest(view) && activity.count() === before) return;
    }
  } finally {
    activity.stop();
  }
}

/**
 * The app's query client, with its retry rules (spec §9) but no backoff between attempts: a test of what happens
 * after the retries need not wait them out on the real clock.
 */
export function createQueryClientWithoutBackoff(): QueryClient {
  const queryClient = createAppQueryClient();
  const { queries, mutations } = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...queries, retryDelay: 0 },
    mutations: { ...mutations, retryDelay: 0 },
  });
  return queryClient;
}
