import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/seed-demo.ts';
import { PLATFORM_OVERVIEW, recordTour, signInViaApi } from './api.ts';

// The demo organisation (Northwind Health, a year of history) lives on its own test server,
// written by `npm run demo` before that server starts (playwright.config.ts, e2e/serve.mjs).
// Journeys that read it run there: `test.use({ baseURL: DEMO_URL })`.

const PORT = Number(process.env.E2E_PORT ?? 3210);
export const DEMO_URL = `http://127.0.0.1:${Number(process.env.E2E_DEMO_PORT ?? PORT + 1)}`;

/** Signs a demo person in `page`'s context, with the tour out of the way. */
export const signInDemo = async (page: Page, email: string): Promise<void> => {
  await signInViaApi(page.request, { email, password: DEMO_PASSWORD });
  await recordTour(page.request, PLATFORM_OVERVIEW, 'completed');
};
