import { configDefaults, defineConfig } from 'vitest/config';

// Which project runs a test file (decision 028). Every *.test.ts is in exactly one project;
// docs/test-projects.test.ts fails when a file is in none, in two, or listed here by a path
// that no longer exists.
//
// - unit: domain, contracts, web, docs and testing/. No database.
// - server-pure: the server tests that open no database, listed in SERVER_PURE. The rule: a
//   server test that never calls `testDatabase()` or `openDatabase()` (itself or through a
//   helper such as testing/app.ts) and does not read DATABASE_URL goes in SERVER_PURE; the
//   check test follows the imports and fails either way round, so a new file lands where it
//   belongs.
// - db and server: the tests on a database, PGlite in `npm test`.
//
// `npm run test:db` (RAMPART_TESTS=engine, with DATABASE_URL and REDIS_URL) runs db and server
// again on the PostgreSQL server and Redis, but only the files in ENGINE_TESTS: what can behave
// differently there than on the embedded engine (row locks and SKIP LOCKED, LISTEN/NOTIFY,
// Redis, two processes, races, migrations under the advisory lock, bind-parameter limits, the
// trigram and full-text indexes) and the generated outsider matrix. Add a file, with its
// reason, when it tests one of those; the check test fails on a path that matches no file.

/** Server tests that open no database (see the rule above). */
export const SERVER_PURE = [
  'apps/server/src/ai/errors.test.ts',
  'apps/server/src/ai/guard/circuit-breaker.test.ts',
  'apps/server/src/ai/guard/rate-limits.test.ts',
  'apps/server/src/ai/guard/response-cache.test.ts',
  'apps/server/src/ai/guard/retry.test.ts',
  'apps/server/src/auth/backup-codes.test.ts',
  'apps/server/src/auth/password-hasher.test.ts',
  'apps/server/src/auth/session-cache.test.ts',
  'apps/server/src/auth/webauthn.test.ts',
  'apps/server/src/collaboration/update-guard.test.ts',
  'apps/server/src/config-storage.test.ts',
  'apps/server/src/config.test.ts',
  'apps/server/src/demo/sim-clock.test.ts',
  'apps/server/src/fetcher/*.test.ts',
  'apps/server/src/main.test.ts',
  'apps/server/src/modules/account-security/device-name.test.ts',
  'apps/server/src/modules/documents/file-text/file-text-reader.test.ts',
  'apps/server/src/modules/health/storage-readiness.test.ts',
  'apps/server/src/modules/oscal/oscal-parser.test.ts',
  'apps/server/src/modules/vendors/vendor-ended-once.test.ts',
  'apps/server/src/modules/reports/render/*.test.ts',
  'apps/server/src/modules/trust-center/public/render-*.test.ts',
  'apps/server/src/platform/files/backup-store.test.ts',
  'apps/server/src/platform/files/s3-storage.test.ts',
  'apps/server/src/platform/live-push/*.test.ts',
  'apps/server/src/platform/pdf/*.test.ts',
  'apps/server/src/platform/secrets/*.test.ts',
  'apps/server/src/platform/text-extraction/*.test.ts',
  'apps/server/src/platform/spreadsheets/*.test.ts',
  'apps/server/src/plugins/node20-esm-dependencies.test.ts',
  'apps/server/src/plugins/safe-request-log.test.ts',
  'apps/server/src/testing/totp.test.ts',
  'apps/server/src/modules/vendors/extraction/*.test.ts',
];

/** The files `npm run test:db` runs again on the PostgreSQL server and Redis, with the reason. */
export const ENGINE_TESTS = [
  // Migrations under the advisory lock, the pool, LISTEN/NOTIFY.
  'packages/db/src/database.test.ts',
  // Past 65,535 bind parameters on the wire protocol.
  'packages/db/src/repositories/batch.test.ts',
  // Full-text and trigram (pg_trgm) indexes.
  'packages/db/src/repositories/document-list.test.ts',
  // Limits shared through Redis.
  'apps/server/src/ai/guard/rate-limits.test.ts',
  'apps/server/src/auth/sign-in-throttle.test.ts',
  // Live push to clients carried through Redis to another process.
  'apps/server/src/platform/live-push/live-push.test.ts',
  // Session invalidation published through Redis to another process.
  'apps/server/src/auth/session-invalidation.test.ts',
  // Two server processes on one PostgreSQL (and one Redis).
  'apps/server/src/collaboration/collab-processes.test.ts',
  'apps/server/src/modules/notifications/notification-processes.test.ts',
  'apps/server/src/modules/webhooks/webhook-processes.test.ts',
  // Two processes behind a real HAProxy: shared sessions and limits, once-only delivery,
  // migrations under the lock by processes started together, graceful drain and kill -9.
  'apps/server/src/ops/load-balanced.test.ts',
  'apps/server/src/ops/load-balanced-shutdown.test.ts',
  // Job claims with FOR UPDATE SKIP LOCKED by several runners, and LISTEN/NOTIFY wake-ups.
  'apps/server/src/platform/jobs/job-runner.test.ts',
  // Mail claims with FOR UPDATE SKIP LOCKED by two senders at once.
  'apps/server/src/platform/mail/mail-outbox.test.ts',
  // Per-day counts (to_char at time zone, count filter) and the view counter's upsert.
  'apps/server/src/modules/trust-center/feed/trust-feed.test.ts',
  // Live notifications through LISTEN/NOTIFY.
  'apps/server/src/modules/notifications/notification-stream.test.ts',
  // Races: a row lock, and two sweeps at once that must queue or notify once.
  'apps/server/src/modules/risks/residual-race.test.ts',
  'apps/server/src/modules/reports/reports.test.ts',
  'apps/server/src/modules/questionnaires/panel/assignments.test.ts',
  // The health check names the engine.
  'apps/server/src/modules/health/health.test.ts',
  // Metrics of the pg pool, and the readiness probe's Redis ping.
  'apps/server/src/platform/metrics/metrics-engine.test.ts',
  // Single sign-on: one-time claims under advisory locks (states, SAML requests and assertion
  // IDs) that every process must share, and its rate limits through Redis.
  'apps/server/src/modules/single-sign-on/sso.test.ts',
  'apps/server/src/modules/single-sign-on/saml.test.ts',
  // SCIM: writes under the organisation's row lock, a leaver dropped from every process's cache.
  'apps/server/src/modules/scim/scim.test.ts',
  // API tokens: the per-token limit through Redis.
  'apps/server/src/modules/api-tokens/api-tokens.test.ts',
  // Customer questionnaires: full-text search of the organisation's controls, and drafting
  // requests serialised by the questionnaire's row lock.
  'apps/server/src/modules/incoming-questionnaires/drafting/draft-answers.test.ts',
  // Reviews: a question's row lock, an accepted answer reset by a changed draft in SQL.
  'apps/server/src/modules/incoming-questionnaires/review/review.test.ts',
  // The answer library: one entry per reviewed question, upserted on its unique index.
  'apps/server/src/modules/incoming-questionnaires/library/library.test.ts',
  // The generated outsider matrix over every route.
  'apps/server/src/modules/route-table-outsiders.test.ts',
  // Every list walked to its end: stable ORDER BY and counts on the engine that runs them.
  'apps/server/src/modules/list-walk.test.ts',
  // Idempotency keys: one claim among simultaneous requests on the primary key.
  'apps/server/src/platform/routes/idempotency.test.ts',
  // OAuth: a refresh token spent once among simultaneous refreshes, a grant locked while issuing.
  'apps/server/src/modules/oauth/oauth.test.ts',
  // Backups and migrate-to-postgres: checksums that agree between PGlite and the server's version.
  'apps/server/src/ops/ops-engines.test.ts',
  // Organisation export and import: rows through row_to_json and json_populate_recordset, jsonb
  // array parameters, and the cycle's deferred updates, landing on the server's version.
  'apps/server/src/modules/organizations/transfer/organization-transfer.test.ts',
];

/** Set by `npm run test:db`: db and server run only ENGINE_TESTS (pure ones included). */
const engineOnly = process.env.RAMPART_TESTS === 'engine';
const engineTestsUnder = (folder: string) => ENGINE_TESTS.filter((f) => f.startsWith(folder));

const shared = { env: { TZ: 'UTC' } };

/** The server's tests hash passwords with the fast test-only hasher (never in production). */
const serverEnv = { env: { ...shared.env, TEST_PASSWORD_HASHER: 'fast' } };

/** One database per worker, shared by its files (CONVENTIONS.md). */
const onDatabase = {
  isolate: false,
  pool: 'forks' as const,
  setupFiles: [...(engineOnly ? ['testing/engine-worker.ts'] : []), 'testing/setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine. The
    // server tests wait on sockets, child processes and files as much as on the CPU, so they
    // run two at a time, each worker on its own embedded database. On a PostgreSQL server
    // (DATABASE_URL) workers sharing one database and one Redis would meet (the outsider
    // matrix counts rows, runners claim any job): `npm run test:db` gives each worker its own
    // (testing/engine-worker.ts), and anything else on DATABASE_URL runs one at a time.
    // VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(
      process.env.VITEST_MAX_WORKERS ?? (process.env.DATABASE_URL && !engineOnly ? 1 : 2),
    ),
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          // One module graph per worker: importing anew per file was 53 s of the project's 56 s
          // (decision 028). The files share no state; one that changes a global restores it.
          isolate: false,
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'docs/**/*.test.ts',
            'testing/**/*.test.ts',
          ],
          setupFiles: ['testing/setup.ts'],
        },
      },
      {
        test: {
          ...serverEnv,
          name: 'server-pure',
          isolate: false,
          pool: 'forks',
          include: SERVER_PURE,
          setupFiles: ['testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          ...shared,
          ...onDatabase,
          name: 'db',
          include: engineOnly ? engineTestsUnder('packages/db/') : ['packages/db/src/**/*.test.ts'],
        },
      },
      {
        test: {
          ...serverEnv,
          ...onDatabase,
          name: 'server',
          include: engineOnly ? engineTestsUnder('apps/server/') : ['apps/server/src/**/*.test.ts'],
          exclude: engineOnly
            ? configDefaults.exclude
            : [...configDefaults.exclude, ...SERVER_PURE],
        },
      },
    ],
  },
});
