import { defineConfig } from 'vitest/config';

/**
 * One runner for every suite (npm test runs them in order through scripts/test.mjs):
 * - unit:packages and unit:web: pure code, no I/O;
 * - server:pglite (always) and server:postgres (when TEST_DATABASE_URL is set): HTTP integration tests, each test
 *   file on its own fresh database cloned from a migrated template;
 * - e2e: Playwright journeys in Chromium against the built app and a real server;
 * - topology: the built app as the scale-out topology (nginx, two API instances, a worker, PostgreSQL, an S3
 *   server) walked through a journey and through faults (e2e/topology).
 */
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    include: ['apps/server/src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['apps/server/test/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app, database and storage and nothing is mocked, so files can share a worker's
    // module graph: importing the server once per worker instead of once per file saves about a third of the run.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit:packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'unit:web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          // A time limit is for a test that hangs. The slowest (typing whole forms) take 3 s of CPU when both cores
          // of a 2-core machine are busy, too close to Vitest's default of 5 s; waits inside tests keep their own.
          testTimeout: 15_000,
        },
      },
      serverProject('server:pglite', { TEST_DB_DRIVER: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server:postgres', { TEST_DB_DRIVER: 'postgres' })]
        : []),
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'topology',
          include: ['e2e/topology/**/*.test.ts'],
          environment: 'node',
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
