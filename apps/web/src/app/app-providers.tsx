import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { appI18n } from '@/lib/i18n';
import { createAppQueryClient } from './app-query-client';

/**
 * Context every page relies on: the query client and the interface's language (the app's i18n instance: the
 * browser's, or on the server the one of the request being drawn). Auth and UI state are Zustand stores.
 */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createAppQueryClient());
  return (
    <I18nextProvider i18n={appI18n()}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
