import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { AppErrorBoundary } from './app-error-boundary';
import { AppProviders } from './app-providers';
import type { createAppRouter } from './router';

/** The app around its router: the browser's (start-app.tsx) or, on the server, the static one (entry-server.tsx). */
export function AppShell({ queryClient, children }: { queryClient?: QueryClient; children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <AppProviders client={queryClient}>{children}</AppProviders>
    </AppErrorBoundary>
  );
}

export function App({
  router,
  queryClient,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient?: QueryClient;
}) {
  return (
    <AppShell queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppShell>
  );
}
