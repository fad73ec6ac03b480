import type { SessionResponse } from '@mzansi/contracts/auth';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppQueryClient } from '@/app/app-query-client';
import { buildRoutes } from '@/app/routes';
import { initialAuthState, useAuthStore } from '@/stores/auth-store';

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
  return { ...view, router, queryClient };
}

export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
}
