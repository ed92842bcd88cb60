// The two test servers of the end-to-end run: their ports, addresses and environment, read by
// playwright.config.ts (the empty installation, a web server Playwright waits for) and by
// demo-server.ts (the demo organisation's, started beside the journeys).

export const PORT = Number(process.env.E2E_PORT ?? 3210);
// localhost, not 127.0.0.1: browsers refuse passkeys (WebAuthn) on an IP address (58-two-factor).
export const BASE_URL = `http://localhost:${PORT}`;
/** The second server, holding the demo organisation (e2e/support/demo.ts reads the same). */
export const DEMO_PORT = Number(process.env.E2E_DEMO_PORT ?? PORT + 1);
export const DEMO_URL = `http://127.0.0.1:${DEMO_PORT}`;

export const serverEnv = (port: number, url: string) => ({
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
