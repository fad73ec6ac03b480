import { ENGLISH } from '@mzansi/i18n/all-resources';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { appI18n, createAppI18n, setAppI18n } from '@/lib/i18n';
import { server, startServer, takeUnhandledRequests } from './msw-server';
import { resetStores } from './reset-stores';

beforeAll(() => startServer());

// findBy* and waitFor poll until they pass; on a busy machine the first import of a lazy page alone can take more than
// Testing Library's 1 s default. Tests that can wait for the app to come to rest use waitForApp (no clock at all).
configure({ asyncUtilTimeout: 5_000 });

// The interface in English, every catalogue in memory: components render at once, as the server draws them.
setAppI18n(createAppI18n('en', { en: ENGLISH }));

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
  if (appI18n().language !== 'en') void appI18n().changeLanguage('en');
  server.resetHandlers();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) {
    throw new Error(
      `Requests without an msw handler (use mockApi or server.use):\n  ${unhandled.join('\n  ')}`,
    );
  }
});

afterAll(() => server.close());
