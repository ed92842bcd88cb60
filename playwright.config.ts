import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// localhost, not 127.0.0.1: browsers refuse passkeys (WebAuthn) on an IP address (58-two-factor).
const baseURL = `http://localhost:${PORT}`;
/** The second server, holding the demo organisation (e2e/support/demo.ts reads the same). */
const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? PORT + 1);
const demoURL = `http://127.0.0.1:${DEMO_PORT}`;
const serverEnv = (port: number, url: string) => ({
  PORT: String(port),
  PUBLIC_URL: url,
  LOG_LEVEL: 'warn',
  // The vendor hub's journey serves a vendor site on this loopback port (31-vendor-hub); the
  // single sign-on journey runs its identity provider on another (61-single-sign-on).
  FETCH_ALLOW_PRIVATE_HOSTS: [
    `127.0.0.1:${process.env.E2E_VENDOR_SITE_PORT ?? 3290}`,
    `127.0.0.1:${process.env.E2E_OIDC_PORT ?? 3254}`,
    `127.0.0.1:${process.env.E2E_SAML_PORT ?? 3255}`,
    // The webhooks journey receives events on this one (68-webhooks).
    `127.0.0.1:${process.env.E2E_WEBHOOK_PORT ?? 3256}`,
    // The OAuth journey serves its assistant's client metadata document here (69-oauth).
    `127.0.0.1:${process.env.E2E_OAUTH_CLIENT_PORT ?? 3257}`,
  ].join(','),
  // The single sign-on journey answers TXT questions on this loopback port (61-single-sign-on).
  DNS_SERVERS: `127.0.0.1:${process.env.E2E_DNS_PORT ?? 3253}`,
  // The test-only password hasher (issue 20, apps/server/src/config.ts): quick hashes for the
  // many accounts the journeys register and sign in. Never set outside tests.
  TEST_PASSWORD_HASHER: 'fast',
});

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
    // The demo organisation with its year of history, for the journeys that read it (54, 55).
    {
      command: 'node e2e/serve.mjs',
      url: `${demoURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      env: { ...serverEnv(DEMO_PORT, demoURL), E2E_DEMO: '1' },
    },
  ],
});
