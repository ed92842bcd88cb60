import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testDatabase } from '@rampart/db/testing';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../testing/app.ts';
import { buildOrg } from '../../testing/factories.ts';
import { serveRoutes } from './extraction/extraction-test-kit.ts';
import { call } from './vendor-test-kit.ts';

// A trust centre written by JavaScript alone: unreadable without a browser, read with
// VENDOR_BROWSER=chromium (Debian's Chromium, every request through the safe fetcher).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(
    `vendor rendering: SKIPPED — Chromium not found at ${CHROMIUM} (apt-get install -y chromium)`,
  );

const site = () =>
  serveRoutes({
    '/': `<!doctype html><html lang=en><head><title>Orbit Vault</title></head><body><div id=app></div>
      <script src="/app.js"></script></body></html>`,
    '/app.js': {
      type: 'text/javascript',
      body: `document.getElementById('app').innerHTML =
        '<h1>Orbit Vault</h1><p>Password management for growing teams.</p>' +
        '<p>Orbit Vault holds an ISO/IEC 27001:2022 certificate.</p>' +
        '<a href="/privacy">Privacy Policy</a>';`,
    },
    '/privacy':
      '<!doctype html><html lang=en><body><h1>Privacy Policy</h1><p>We keep your data in the EU.</p></body></html>',
  });

describe.skipIf(!hasChromium)('a JavaScript-only site', () => {
  it('is read after rendering in headless Chromium, and reported unreadable without it', async () => {
    const served = await site();
    const env = { FETCH_ALLOW_PRIVATE_HOSTS: served.host, FETCH_TIMEOUT_MS: '10000' };
    const database = await testDatabase();
    const plain = await buildApp({ config: testConfig(env), database, mailer: null });
    const rendering = await buildApp({
      config: testConfig({ ...env, VENDOR_BROWSER: 'chromium', VENDOR_BROWSER_PATH: CHROMIUM }),
      database,
      mailer: null,
    });
    try {
      const owner = await buildOrg(plain);
      const without = (
        await call(plain, owner, 'POST', '/api/vendors/extract', { url: served.origin })
      ).json().data;
      expect(without.certifications).toEqual([]);
      const home = without.pages.find((p: { kind: string }) => p.kind === 'home');
      expect(home.note).toMatch(/JavaScript-only page/);

      const res = await call(rendering, owner, 'POST', '/api/vendors/extract', {
        url: served.origin,
      });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.pages.some((p: { readAs: string }) => p.readAs === 'rendered')).toBe(true);
      expect(data.certifications).toEqual(['ISO 27001']);
      expect(data.urls.privacyPolicy).toBe(`${served.origin}/privacy`);
    } finally {
      await rendering.close();
      await plain.close();
    }
  }, 90_000);
});
