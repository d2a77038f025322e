import { defineConfig } from 'vitest/config';

// Unit tests are pure; integration tests run the server's routes against a real database,
// once on embedded PGlite and once on the machine's PostgreSQL (TEST_DATABASE_URL).
const integration = ['apps/server/src/**/*.int.test.ts'];
// Migrates one database per run; each test database is a copy of it (see the file).
const globalSetup = ['apps/server/src/test/database-templates.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one file at a time on a 2-core machine.
    // The integration specs mostly wait (sockets, timers, PostgreSQL, child processes), so two
    // files at once take about half the time; each file opens its own database.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'eslint-rules/*.test.js',
          ],
          exclude: ['**/node_modules/**', ...integration],
          environment: 'node',
          // A few unit files do real work (PGlite migrations, schema validation of manifests):
          // well under a second alone, but a loaded CI machine can stretch them past Vitest's
          // 5-second default. A time limit here guards against hangs, not a speed target.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration-pglite',
          include: integration,
          // Files named *.postgres.int.test.ts test what only a PostgreSQL server has.
          exclude: ['**/node_modules/**', 'apps/server/src/**/*.postgres.int.test.ts'],
          env: { TEST_DB_DRIVER: 'pglite' },
          globalSetup,
          // Test files share a worker's module cache: importing the server is most of a file's
          // cost, and the files keep no state in modules (no mocks, no fake timers, fresh apps).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration-postgres',
          include: integration,
          env: { TEST_DB_DRIVER: 'postgres' },
          globalSetup,
          // Test files share a worker's module cache: importing the server is most of a file's
          // cost, and the files keep no state in modules (no mocks, no fake timers, fresh apps).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
