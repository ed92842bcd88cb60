import { DEMO_URL, signInDemo } from './support/demo.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 19, fast on a phone (Lighthouse's phone screen): a page renders what the first screen
// shows and leaves the rest until the reader scrolls to it. On Analytics a chart is drawn when it
// nears the screen, not all five with the first render; on the dashboard, one column of widgets,
// the first widget loads with the page and the others as they come into view.

test.use({ baseURL: DEMO_URL, viewport: { width: 412, height: 823 } });

test('Analytics on a phone draws the charts near the screen, the others as the reader scrolls', async ({
  page,
}) => {
  await signInDemo(page, 'owner@demo.rampart.test');
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const first = page.getByRole('img', { name: /^Risk trend/ });
  const last = page.getByRole('img', { name: /^Vendors by status/ });
  await expect(first.locator('canvas')).toHaveCount(1);
  // The last chart's data is in and its box laid out, far below the fold: nothing drawn in it.
  await expect(last).toBeAttached();
  await expect(last).not.toBeInViewport();
  await expect(last.locator('canvas')).toHaveCount(0);

  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('canvas')).toHaveCount(1);
  // Every chart of the page is drawn as the reader comes to it.
  const charts = page.locator('main [role="img"][aria-label*="Choose Data"]');
  await expect(charts).toHaveCount(5);
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas')).toHaveCount(1);
  }

  // The image export waits for the drawing; drawn, it gives a PNG.
  const riskCard = page.locator('.rounded-lg', {
    has: page.getByRole('heading', { name: 'Risk trend' }),
  });
  await riskCard.scrollIntoViewIfNeeded();
  const png = page.waitForEvent('download');
  await riskCard.getByRole('button', { name: 'Export Risk trend' }).click();
  await page.getByRole('menuitem', { name: 'Image (.png)' }).click();
  expect((await png).suggestedFilename()).toMatch(/^risk-trend-inherent-.*\.png$/);
});

test('the dashboard on a phone loads its first widget with the page, the others as they come', async ({
  page,
}) => {
  await signInDemo(page, 'owner@demo.rampart.test');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Risks by level', exact: true })).toBeVisible();
  // What lies past the first screens waits as a placeholder until it is scrolled near.
  const placeholders = page.locator('[data-widget-placeholder]');
  await expect(placeholders.first()).toBeAttached();
  const last = placeholders.last();
  const name = await last.getAttribute('data-widget-placeholder');
  await last.scrollIntoViewIfNeeded();
  await expect(page.locator(`[data-widget-placeholder="${name}"]`)).toHaveCount(0);
});
