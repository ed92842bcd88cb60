import type { Page } from '@playwright/test';
import {
  ASSESSMENT_STATUS_VALUES,
  FINDING_STATUS_VALUES,
  LIBRARY_CATEGORY_VALUES,
  RISK_STATUS_VALUES,
  VENDOR_COMPLIANCE_STATUSES,
} from '@rampart/contracts';
import { DEMO_URL, signInDemo } from './support/demo.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 19: words and figures a board can read, on the demo organisation's screens at 1440 px.

test.use({ baseURL: DEMO_URL, viewport: { width: 1440, height: 900 } });

/** An id as the server makes them: "asm_" and then at least ten letters and digits. */
const ID = /\b[a-z]{2,4}_[a-z0-9]{10,}\b/;
/** Codes of the vocabularies that have a snake, kebab or shouting spelling. */
const CODES = [
  ...RISK_STATUS_VALUES,
  ...FINDING_STATUS_VALUES,
  ...ASSESSMENT_STATUS_VALUES,
  ...LIBRARY_CATEGORY_VALUES,
  ...VENDOR_COMPLIANCE_STATUSES,
].filter((c) => /[-_]/.test(c) || /^[A-Z]{4,}$/.test(c));

const readableText = async (page: Page) => {
  const text = await page.locator('main').innerText();
  expect(text, 'an id on screen').not.toMatch(ID);
  for (const code of CODES) {
    const pattern = new RegExp(`(^|[^\\w-])${code.replace(/[-_]/g, '[-_]')}($|[^\\w-])`);
    expect(text, `the code ${code} on screen`).not.toMatch(pattern);
  }
};

test('key screens show words, not ids or codes', async ({ page }) => {
  test.slow();
  await signInDemo(page, 'owner@demo.rampart.test');
  for (const [path, heading] of [
    ['/dashboard/risks', 'Risk Register'],
    ['/dashboard/controls', 'Controls'],
    ['/dashboard/vendors', 'Vendors'],
    ['/dashboard/findings', 'Findings'],
    ['/dashboard/assessments', 'Assessments'],
    ['/dashboard/risks/monitoring', 'Risk Monitoring'],
    ['/dashboard/activity', 'Recent Activity'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
    // The content has come: a table (grids are role="table") or a list past the breadcrumbs.
    const main = page.getByRole('main');
    await expect(
      main.getByRole('table').or(main.getByRole('listitem').nth(3)).first(),
    ).toBeVisible();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await readableText(page);
  }
});

test('the assessments table keeps its Progress column in view at 1440 px', async ({ page }) => {
  await signInDemo(page, 'owner@demo.rampart.test');
  await page.goto('/dashboard/assessments');
  const table = page.getByRole('table', { name: 'Assessments' });
  await expect(table.getByRole('progressbar').first()).toBeVisible();
  const header = table.getByRole('columnheader', { name: 'Progress' });
  const frame = table.locator('xpath=..');
  const [h, f] = [await header.boundingBox(), await frame.boundingBox()];
  expect(h!.x + h!.width).toBeLessThanOrEqual(f!.x + f!.width + 0.5);
  // Nothing to scroll sideways for.
  const overflow = await frame.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('no two findings read the same in the register', async ({ page }) => {
  await signInDemo(page, 'owner@demo.rampart.test');
  await page.goto('/dashboard/findings');
  const table = page.getByRole('table', { name: 'Findings' });
  const titles = table.locator('tbody tr td:first-child button');
  await expect(titles.first()).toBeVisible();
  const names = await titles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const shown = await titles.allInnerTexts();
  const distinct = new Set(names).size;
  // As many different texts on screen as different findings.
  expect(new Set(shown).size).toBe(distinct);
});
