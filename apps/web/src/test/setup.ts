import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetStores } from './reset-stores';

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  resetStores();
});
