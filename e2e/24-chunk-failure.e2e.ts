import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { PLATFORM_OVERVIEW } from './support/api.ts';
import { expectDashboard, expectToast, sidebar } from './support/ui.ts';

/**
 * Serves the scripts the dashboard has loaded so far and answers 404 for every other chunk, as a
 * server does for a build's old chunk names after a deploy. Returns a function that lifts it.
 */
const failNewChunks = async (page: Page) => {
  const loaded = new Set(
    await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    ),
  );
  const pattern = /\/assets\/.+\.js$/;
  await page.route(pattern, (route) =>
    loaded.has(route.request().url())
      ? route.continue()
      : route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
  );
  return () => page.unroute(pattern);
};

test.describe('a page chunk that fails to load', () => {
  test('reloads once, then shows the error with a Reload button inside the shell', async ({
    page,
    owner,
    guard,
  }) => {
    void owner;
    // The browser logs the 404s, and the router the failed import it shows.
    guard.allow(/^Failed to load resource: the server responded with a status of 404/);
    guard.allow(/dynamically imported module/);
    await page.goto('/dashboard');
    await expectDashboard(page);
    const restore = await failNewChunks(page);
    // Marks this document: a reload replaces it.
    await page.evaluate(() => {
      (window as unknown as { beforeReload?: boolean }).beforeReload = true;
    });

    await sidebar(page)
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Recent Activity' })
      .click();

    await expect(page).toHaveURL(/\/dashboard\/activity$/);
    const main = page.getByRole('main');
    const alert = main.getByRole('alert');
    await expect(alert).toContainText('This page could not be loaded');
    const reload = alert.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible();
    // The shell stayed: the sidebar is there to go elsewhere.
    await expect(sidebar(page).getByRole('link', { name: 'Recent Activity' })).toBeVisible();
    // It reloaded by itself once (a new document, the guard recorded) before showing the error.
    expect(
      await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload),
    ).toBeUndefined();
    expect(
      await page.evaluate(() => sessionStorage.getItem('rampart.chunk-reload-at')),
    ).not.toBeNull();

    // The chunk is back (the network recovered): Reload shows the page.
    await restore();
    await reload.click();
    await expect(page.getByRole('heading', { name: 'Recent Activity', level: 1 })).toBeVisible();
    await expect(main.getByRole('alert')).toHaveCount(0);
  });

  test('a tour whose overlay cannot load is not drawn, and the page stays usable', async ({
    page,
    owner,
    guard,
  }) => {
    void owner;
    guard.allow(/^Failed to load resource: the server responded with a status of 404/);
    guard.allow(/dynamically imported module/);
    await page.goto('/dashboard');
    await expectDashboard(page);
    await failNewChunks(page);

    await sidebar(page).getByRole('button', { name: 'Help' }).click();
    await page.getByTestId(`help-tour-${PLATFORM_OVERVIEW}`).click();

    await expectToast(page, 'The tour could not be shown');
    await expect(page.getByTestId('tour-card')).toHaveCount(0);
    // The page is still there, not replaced by an error.
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});
