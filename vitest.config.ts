import { configDefaults, defineConfig } from 'vitest/config';

// Which project runs a test file (decision 028). Every *.test.ts is in exactly one project;
// docs/test-projects.test.ts fails when a file is in none, in two, or listed here by a path
// that no longer exists.
//
// - unit: domain, contracts, web and docs. No database.
// - server-pure: the server tests that open no database, listed in SERVER_PURE. The rule: a
//   server test that never calls `testDatabase()` or `openDatabase()` (itself or through a
//   helper such as testing/app.ts) and does not read DATABASE_URL goes in SERVER_PURE; the
//   check test follows the imports and fails either way round, so a new file lands where it
//   belongs.
// - db and server: the tests on a database, PGlite in `npm test`.

/** Server tests that open no database (see the rule above). */
export const SERVER_PURE = [
  'apps/server/src/ai/errors.test.ts',
  'apps/server/src/ai/guard/circuit-breaker.test.ts',
  'apps/server/src/ai/guard/rate-limits.test.ts',
  'apps/server/src/ai/guard/response-cache.test.ts',
  'apps/server/src/ai/guard/retry.test.ts',
  'apps/server/src/auth/session-cache.test.ts',
  'apps/server/src/collaboration/update-guard.test.ts',
  'apps/server/src/demo/sim-clock.test.ts',
  'apps/server/src/fetcher/*.test.ts',
  'apps/server/src/main.test.ts',
  'apps/server/src/modules/documents/file-text/file-text-reader.test.ts',
  'apps/server/src/modules/oscal/oscal-parser.test.ts',
  'apps/server/src/modules/reports/render/*.test.ts',
  'apps/server/src/platform/pdf/*.test.ts',
  'apps/server/src/platform/spreadsheets/*.test.ts',
  'apps/server/src/plugins/node20-esm-dependencies.test.ts',
  'apps/server/src/plugins/safe-request-log.test.ts',
  'apps/server/src/vendors/extraction/*.test.ts',
];

const shared = { env: { TZ: 'UTC' } };

/** One database per worker, shared by its files (CONVENTIONS.md). */
const onDatabase = {
  isolate: false,
  pool: 'forks' as const,
  setupFiles: ['packages/db/src/testing/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'docs/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          ...shared,
          name: 'server-pure',
          isolate: false,
          pool: 'forks',
          include: SERVER_PURE,
          setupFiles: ['packages/db/src/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...shared,
          ...onDatabase,
          name: 'db',
          include: ['packages/db/src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...shared,
          ...onDatabase,
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_PURE],
        },
      },
    ],
  },
});
