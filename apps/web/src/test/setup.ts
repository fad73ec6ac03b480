import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server, startServer, takeUnhandledRequests } from './msw-server';
import { resetStores } from './reset-stores';

beforeAll(() => startServer());

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
  server.resetHandlers();
  const unhandled = takeUnhandledRequests();
  if (unhandled.length > 0) {
    throw new Error(
      `Requests without an msw handler (use mockApi or server.use):\n  ${unhandled.join('\n  ')}`,
    );
  }
});

afterAll(() => server.close());
