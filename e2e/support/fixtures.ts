import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import {
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
  type Account,
  type SessionUser,
} from './api.ts';
import { ConsoleGuard } from './console-guard.ts';

export type SignedIn = { account: Account; user: SessionUser };

type Fixtures = {
  /** Fails the test on page errors, console errors and requests leaving the test server. */
  guard: ConsoleGuard;
  /**
   * A new organisation's owner, registered through the API and signed in in `page`'s context,
   * with the auto-starting platform tour already completed so it does not cover the page.
   */
  owner: SignedIn;
  /** Another browser (its own cookies and storage), guarded like the first; closed at the end. */
  openBrowser: () => Promise<{ context: BrowserContext; page: Page }>;
};

export const test = base.extend<Fixtures>({
  guard: [
    async ({ context, baseURL }, use) => {
      const guard = new ConsoleGuard(new URL(baseURL!).origin);
      await guard.guard(context);
      await use(guard);
      expect(guard.problems, 'unexpected errors from the page').toEqual([]);
    },
    { auto: true },
  ],

  owner: async ({ page }, use) => {
    const account = newAccount('owner');
    const user = await registerViaApi(page.request, account);
    await recordTour(page.request, PLATFORM_OVERVIEW, 'completed');
    await use({ account, user });
  },

  openBrowser: async ({ browser, baseURL, guard }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async () => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      await guard.guard(context);
      return { context, page: await context.newPage() };
    });
    for (const context of contexts) await context.close();
  },
});

export { expect };
