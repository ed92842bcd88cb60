import { test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/seed-demo.ts';
import { PLATFORM_OVERVIEW, recordTour, signInViaApi } from './api.ts';
import { DEMO_URL } from './servers.ts';

// The demo organisation (Northwind Health, a year of history) lives on its own test server,
// written by `npm run demo` before that server starts (e2e/support/demo-server.ts, e2e/serve.mjs).
// Journeys that read it run there: `test.use({ baseURL: DEMO_URL })`.

export { DEMO_URL };

/** How long the demo's server may take to answer: writing its year on a busy two-core machine. */
const DEMO_START_MS = 300_000;

/** Resolves once the demo's server answers its health check; one wait per worker. */
let ready: Promise<void> | undefined;
const demoAnswers = async (): Promise<void> => {
  const deadline = Date.now() + DEMO_START_MS;
  for (;;) {
    try {
      if ((await fetch(`${DEMO_URL}/api/health`)).ok) return;
    } catch {
      // Not listening yet: the year is still being written.
    }
    if (Date.now() > deadline) {
      throw new Error(
        `The demo organisation's server (${DEMO_URL}) did not answer within ${DEMO_START_MS / 1000} s: see its output above.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/**
 * Waits for the demo's server, started beside the journeys: the test's own time limit is
 * lengthened by the wait, so the first demo journey of a worker has its whole time for itself.
 */
const demoReady = async (): Promise<void> => {
  const info = test.info();
  const limit = info.timeout;
  const started = Date.now();
  // 0: no time limit (a debugging run), which stays so.
  if (limit > 0) info.setTimeout(limit + DEMO_START_MS);
  try {
    await (ready ??= demoAnswers());
  } catch (error) {
    ready = undefined;
    throw error;
  }
  if (limit > 0) info.setTimeout(limit + (Date.now() - started));
};

/** Signs a demo person in `page`'s context, with the tour out of the way. */
export const signInDemo = async (page: Page, email: string): Promise<void> => {
  await demoReady();
  await signInViaApi(page.request, { email, password: DEMO_PASSWORD });
  await recordTour(page.request, PLATFORM_OVERVIEW, 'completed');
};
