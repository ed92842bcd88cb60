import { defineConfig } from '@playwright/test';
import { BASE_URL as baseURL, PORT, serverEnv } from './e2e/support/servers.ts';

/** The journey that needs an installation nobody has registered on yet. */
const FIRST_RUN = '01-first-run.e2e.ts';

/**
 * End-to-end tests in Debian's Chromium against a real server on a fresh embedded database.
 * The first-run journey goes alone and first; then the others, each in its own organisation, on
 * two workers (a file's tests stay in order on one worker). Files start in the order of their
 * names, so the longest (07-phone-layout) is numbered to start early, not hold one worker at the
 * end while the other waits.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'first-run', testMatch: FIRST_RUN },
    { name: 'journeys', testIgnore: FIRST_RUN, dependencies: ['first-run'] },
  ],
  retries: 0,
  // Timeouts catch hangs: on two workers of a shared two-core machine a journey takes minutes.
  // Long journeys, and any that audits with axe, call test.slow() (three times this).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    baseURL,
    // With E2E_TRACE=1 a failed test keeps its trace: actions, network and the page's DOM at each
    // step (the screencast filmstrip left out). Off otherwise: recording a DOM snapshot at every
    // action of every test cost about 5% of the suite, and CI prints its failures as text.
    trace:
      process.env.E2E_TRACE === '1'
        ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
        : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The demo organisation's server, with its year of history, for the journeys that read it (07,
  // 54-57, 73): started beside the journeys, not waited for by all (e2e/support/demo-server.ts).
  globalSetup: './e2e/support/demo-server.ts',
  webServer: [
    // An installation that starts empty: most journeys make their own organisations, and the
    // first-run journey needs nobody registered yet.
    {
      command: 'node e2e/serve.mjs',
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: { ...serverEnv(PORT, baseURL), E2E_DEMO: '0' },
    },
  ],
});
