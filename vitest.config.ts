import { defineConfig } from 'vitest/config';

/**
 * `npm test`: shared rules, the API suite on PGlite, the API suite again on PostgreSQL when a server URL is set,
 * the web unit tests, and the browser journeys (which skip with one line when no Chromium is found).
 */
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;

const apiProject = (name: string, testDb: 'pglite' | 'postgres') => ({
  test: {
    name,
    root: 'apps/server',
    include: ['test/**/*.test.ts'],
    env: { TEST_DB: testDb, NODE_ENV: 'test' },
    // PGlite: every test file starts from a copy of one migrated database instead of creating and migrating its own.
    globalSetup: testDb === 'pglite' ? ['test/helpers/pglite-template.ts'] : [],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One module graph per worker: every file builds its own app and database (buildTestApp), so nothing is shared
    // through modules, and the server's modules and PGlite's WebAssembly are loaded once instead of once per file
    // (measured: 2.6 times less CPU for the module tests).
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Two test files at once. Vitest's default is one fewer than the cores (one on a 2-core machine), but the API
    // suite on PostgreSQL and the browser journeys spend much of their time waiting on another process (the database,
    // Chromium, the shared server), so a second file keeps both cores busy.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['test/**/*.test.ts'] } },
      // The repository's scripts (npm start's versioned builds).
      { test: { name: 'scripts', root: 'scripts', include: ['test/**/*.test.ts'], testTimeout: 60_000 } },
      // The benchmark's own helpers (the measurements themselves run with `npm run bench`).
      { test: { name: 'bench', root: 'bench', include: ['test/**/*.test.ts'] } },
      {
        // Web unit tests: the web app's own Vite config (React, the `@` and zod aliases) in a simulated DOM.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/__tests__/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['./src/testing/setup.ts'],
          // One module graph per worker, as the API suite: a new one per file spent most of each file's time
          // importing React and Mantine again (measured: the project alone 115 s -> 34 s on a 2-core host). The setup
          // file resets what a file could leave behind (rendered trees, toasts, storage, stubs, timers).
          isolate: false,
        },
      },
      apiProject('api-pglite', 'pglite'),
      ...(postgresUrl ? [apiProject('api-postgres', 'postgres')] : []),
      {
        // Browser journeys: global setup builds the web app (unless a build of the same sources exists) and starts
        // the real server on a fresh database, shared by every spec. Specs run in parallel, one Chromium per worker:
        // each arranges its own club and users (random phone numbers), so none depends on another's data.
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page settles within a second on an idle machine, but CI runs the browser beside the API suites on two
          // cores: the a11y sweep once waited longer than poll's default second for the first render's colour scheme.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
