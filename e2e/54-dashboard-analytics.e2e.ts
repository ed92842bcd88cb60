import type { Page } from '@playwright/test';
import { auditScreen } from './support/axe.ts';
import { DEMO_URL, signInDemo } from './support/demo.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast, sidebar } from './support/ui.ts';

// Issue 13: the dashboard for each persona with the demo organisation (no console errors, no
// failed requests), and Analytics drawn, filtered and exported. The demo, with its year of
// history, is on its own test server (e2e/support/demo.ts).

test.use({ baseURL: DEMO_URL });

/** Signs the demo person in, with the tour out of the way, and records every failed response. */
const signIn = async (page: Page, email: string) => {
  await signInDemo(page, email);
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    // Navigating away cancels what the last page was still loading: not a failure.
    if (r.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${r.url()}`);
  });
  return failed;
};

const widgetHeadings = (page: Page) =>
  page.locator('main h2').filter({ hasNotText: /^Dashboard$/ });

/** Scrolls to the end so the widgets below the fold load, then waits for every one. */
const loadAllWidgets = async (page: Page) => {
  await page.mouse.wheel(0, 5000);
  await expect(page.locator('[data-widget-placeholder]')).toHaveCount(0);
  await expect(page.getByRole('status')).toHaveCount(0);
};

const PERSONAS = [
  {
    email: 'owner@demo.rampart.test',
    first: 'Risks by level',
    sees: ['Framework status', 'Heat map', 'Recent activity', 'Vendors'],
    not: [],
  },
  {
    email: 'risk@demo.rampart.test',
    first: 'Heat map',
    sees: ['Risks by level', 'Control tests', 'Open findings', 'Evidence expiring'],
    // A risk manager may not read the audit log: no activity widget, so no refused request.
    not: ['Recent activity'],
  },
  {
    email: 'auditor@demo.rampart.test',
    first: 'Framework status',
    sees: ['Open findings', 'Evidence expiring', 'Recent activity'],
    not: [],
  },
  {
    email: 'member@demo.rampart.test',
    first: 'Control tests',
    sees: ['Evidence expiring', 'Open findings'],
    not: ['Recent activity'],
  },
];

for (const persona of PERSONAS) {
  test(`the dashboard of ${persona.email} shows real figures, no refused request`, async ({
    page,
  }, testInfo) => {
    const failed = await signIn(page, persona.email);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(widgetHeadings(page).first()).toHaveText(persona.first);
    await loadAllWidgets(page);
    for (const title of persona.sees) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    for (const title of persona.not) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toHaveCount(0);
    }
    // The demo holds risks and tracked frameworks: those widgets show figures, not empty states.
    await expect(page.getByText('Your workspace is ready')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await auditScreen(page, testInfo, `dashboard ${persona.email}`)).toEqual([]);
    expect(failed).toEqual([]);
  });
}

test('a widget that fails says so and retries, instead of an empty state', async ({
  page,
  guard,
}) => {
  guard.allow(/status of 503 /);
  await signIn(page, 'risk@demo.rampart.test');
  let refuse = true;
  await page.route('**/api/dashboard/tests?*', (route) =>
    refuse
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            success: false,
            error: { code: 'UNAVAILABLE', message: 'The database is busy' },
          }),
        })
      : route.continue(),
  );
  await page.goto('/dashboard');
  const card = page
    .locator('div', { has: page.getByRole('heading', { name: 'Control tests' }) })
    .last();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Could not load control tests' }),
  ).toBeVisible();
  await expect(page.getByText('The database is busy')).toBeVisible();
  await expect(card.getByText('Nothing due this week')).toHaveCount(0);
  refuse = false;
  await page.getByRole('alert').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(
    page.getByText('Overdue', { exact: true }).or(page.getByText('Nothing due this week')),
  ).toBeVisible();
});

test('Analytics draws the history, filters it, and exports a chart as PNG and CSV', async ({
  page,
}, testInfo) => {
  const failed = await signIn(page, 'risk@demo.rampart.test');
  await page.goto('/dashboard');
  await sidebar(page).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const riskTrend = page.getByRole('img', { name: /^Risk trend/ });
  await expect(riskTrend).toBeVisible();
  await expect(riskTrend).toHaveAttribute('data-chart', /^(picture|live)$/);

  await page.getByRole('radio', { name: '30 days' }).click();
  await expect(page).toHaveURL(/period=30d/);
  await page.getByRole('radio', { name: 'Residual' }).click();
  await expect(page.getByText('Risks by residual level at each point.')).toBeVisible();

  // The figures as a table: 31 daily points and the header.
  const riskCard = page.locator('.rounded-lg', {
    has: page.getByRole('heading', { name: 'Risk trend' }),
  });
  await riskCard.getByRole('button', { name: 'Data' }).click();
  await expect(riskCard.getByRole('row')).toHaveCount(32);
  await riskCard.getByRole('button', { name: 'Chart' }).click();

  const csv = page.waitForEvent('download');
  await riskCard.getByRole('button', { name: 'Export Risk trend' }).click();
  await page.getByRole('menuitem', { name: 'Data (.csv)' }).click();
  const csvFile = await csv;
  expect(csvFile.suggestedFilename()).toMatch(/^risk-trend-residual-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await csvFile.createReadStream()).toArray();
  expect(Buffer.concat(text).toString('utf8').split('\r\n')[0]).toBe(
    'Date,Total,Inherent critical,Inherent high,Inherent medium,Inherent low,Residual critical,Residual high,Residual medium,Residual low',
  );
  await expectToast(page, 'Data exported');

  const png = page.waitForEvent('download');
  await riskCard.getByRole('button', { name: 'Export Risk trend' }).click();
  await page.getByRole('menuitem', { name: 'Image (.png)' }).click();
  const pngFile = await png;
  expect(pngFile.suggestedFilename()).toMatch(/\.png$/);
  const bytes = Buffer.concat(await (await pngFile.createReadStream()).toArray());
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');

  // A custom period waits for both dates; a filter narrows every chart.
  await page.getByRole('radio', { name: 'Custom' }).click();
  await expect(page.getByText('Choose the period')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-03-31');
  await expect(riskTrend).toBeVisible();
  await page.getByRole('radio', { name: '365 days' }).click();
  await page.getByRole('button', { name: /Risk category/ }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Technology' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/category=.*TECHNOLOGY/);
  await expect(page.getByRole('heading', { name: 'Framework coverage' })).toBeVisible();
  expect(await auditScreen(page, testInfo, 'analytics')).toEqual([]);
  expect(failed).toEqual([]);
});
