import { DEMO_URL, signInDemo } from './support/demo.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 19, fast on a phone (Lighthouse's phone screen): a page renders what the first screen
// shows and leaves the rest until the reader scrolls to it. On Analytics a chart is drawn when it
// nears the screen, not all five with the first render, and drawn as a picture by a worker off the
// page's thread; the live chart, with its tooltip, comes when the reader reaches for it. On the
// dashboard, one column of widgets, the first widget loads with the page and the others as they
// come into view.

test.use({ baseURL: DEMO_URL, viewport: { width: 412, height: 823 } });

test('Analytics on a phone draws the charts near the screen, the others as the reader scrolls', async ({
  page,
}) => {
  await signInDemo(page, 'owner@demo.rampart.test');
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const first = page.getByRole('img', { name: /^Risk trend/ });
  const last = page.getByRole('img', { name: /^Vendors by status/ });
  await expect(first).toHaveAttribute('data-chart', 'picture');
  await expect(first.locator('svg')).toHaveCount(1);
  await expect(first.locator('svg text').first()).toBeAttached();
  // Only a picture: ECharts itself is not loaded on the page.
  await expect(first.locator('canvas')).toHaveCount(0);
  // The last chart's data is in and its box laid out, far below the fold: nothing drawn in it.
  await expect(last).toBeAttached();
  await expect(last).not.toBeInViewport();
  await expect(last.locator('svg, canvas')).toHaveCount(0);

  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-chart', 'picture');
  // Every chart of the page is drawn as the reader comes to it.
  const charts = page.locator('main [role="img"][aria-label*="Choose Data"]');
  await expect(charts).toHaveCount(5);
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart).toHaveAttribute('data-chart', 'picture');
  }

  // Touched, a chart becomes the live one, with its tooltip.
  await first.scrollIntoViewIfNeeded();
  await first.hover();
  await expect(first).toHaveAttribute('data-chart', 'live');
  await expect(first.locator('canvas').first()).toBeAttached();
  await expect(first.locator('svg')).toHaveCount(0);

  // The image export of a chart shown as a picture makes the live chart first, then gives a PNG
  // (the mouse goes off the charts first, so scrolling brings none under it).
  await page.mouse.move(0, 0);
  const testingCard = page.locator('.rounded-lg', {
    has: page.getByRole('heading', { name: 'Control testing' }),
  });
  await testingCard.scrollIntoViewIfNeeded();
  const png = page.waitForEvent('download');
  await expect(testingCard.getByRole('img')).toHaveAttribute('data-chart', 'picture');
  await testingCard.getByRole('button', { name: 'Export Control testing' }).click();
  await page.getByRole('menuitem', { name: 'Image (.png)' }).click();
  expect((await png).suggestedFilename()).toMatch(/^control-testing-.*\.png$/);
  await expect(testingCard.getByRole('img')).toHaveAttribute('data-chart', 'live');
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
