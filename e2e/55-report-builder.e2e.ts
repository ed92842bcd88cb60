import type { Page } from '@playwright/test';
import { dataOf } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { DEMO_URL, signInDemo } from './support/demo.ts';
import { refuseRequests } from './support/network.ts';
import { expect, test } from './support/fixtures.ts';
import { downloadFrom, ZIP_SIGNATURE } from './support/risk-data.ts';
import { expectToast, sidebar } from './support/ui.ts';

// Issue 13: a report built in Report Builder, previewed live, exported as PDF and XLSX through
// background runs with progress, saved and scheduled monthly; an auditor previews and exports.

test.use({ baseURL: DEMO_URL });

const preview = (page: Page) => page.getByRole('article', { name: /^Preview of / });

/**
 * Exports in the format and waits for the file the finished run downloads. The run is followed
 * in its own strip (progress while it runs, then the file); a small report renders in well under
 * a second, so the strip may already show the file when it is first seen.
 */
const exportAs = async (page: Page, format: 'PDF' | 'XLSX') => {
  const file = await downloadFrom(page, async () => {
    await page.getByRole('button', { name: `Export ${format}` }).click();
    await expect(page.getByRole('group', { name: `${format} export` })).toBeVisible();
  });
  await expectToast(page, 'Report exported', file.name);
  return file;
};

test('a risk manager builds, previews, exports, saves and schedules a monthly report', async ({
  page,
}, testInfo) => {
  test.slow();
  await signInDemo(page, 'risk@demo.rampart.test');
  await page.goto('/dashboard');
  await sidebar(page).getByRole('link', { name: 'Report Builder' }).click();
  await expect(page.getByRole('heading', { name: 'Report Builder', level: 1 })).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Executive summary' })).toBeVisible();

  // Sections chosen and ordered, a year's period: the preview follows.
  await page.getByLabel('Title', { exact: true }).fill('Monthly risk report');
  await page.getByRole('checkbox', { name: 'Risk register' }).check();
  await page.getByRole('checkbox', { name: 'Top risks' }).uncheck();
  const up = page.getByRole('button', { name: 'Move Risk register up' });
  await up.click();
  await expect(up).toBeFocused();
  await page.getByRole('radio', { name: '365 days' }).click();
  await expect(preview(page).getByRole('heading', { name: 'Monthly risk report' })).toBeVisible();
  const register = preview(page).getByRole('region', { name: 'Risk register' });
  await expect(register.getByRole('table')).toBeVisible();
  await expect(register.getByRole('row').nth(1)).toBeVisible();
  await expect(preview(page).getByRole('heading', { name: 'Top risks' })).toHaveCount(0);
  await expect(preview(page).locator('h4')).toHaveText([
    'Executive summary',
    'Heat map',
    'Risk register',
  ]);

  const pdf = await exportAs(page, 'PDF');
  expect(pdf.name).toMatch(/\.pdf$/);
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Report saved', 'Monthly risk report');
  await expect(page).toHaveURL(/report=/);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // A saved report, unchanged, is exported as saved: its run belongs to it.
  const xlsx = await exportAs(page, 'XLSX');
  expect(xlsx.name).toMatch(/\.xlsx$/);
  expect(xlsx.bytes.subarray(0, 4).equals(ZIP_SIGNATURE)).toBe(true);

  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule this report' });
  await dialog.getByRole('radio', { name: 'Monthly' }).click();
  await dialog.getByLabel('Day of the month').selectOption('1');
  await dialog.getByRole('checkbox', { name: /Priya Natarajan/ }).check();
  await dialog.getByRole('checkbox', { name: /Olivia Reyes/ }).check();
  expect(await auditScreen(page, testInfo, 'report schedule dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save schedule' }).click();
  await expectToast(page, 'Report scheduled', 'Monthly on the 1st, 07:00 UTC');
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Monthly risk report');
  await expect(page.getByText('Monthly on the 1st, 07:00 UTC').first()).toBeVisible();
  await expect(page.getByText('Priya Natarajan and Olivia Reyes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove schedule' })).toBeVisible();

  const history = page.getByRole('table', { name: 'Run history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('link', { name: `Download ${xlsx.name}` })).toBeVisible();
  await page.getByRole('radio', { name: 'All reports' }).click();
  await expect(history.getByRole('link', { name: `Download ${pdf.name}` })).toBeVisible();
  // Beside this report's two runs, the runs the demo's monthly pack's schedule made.
  await expect(history.getByRole('cell', { name: 'Monthly risk report' })).toHaveCount(2);
  await expect(
    history.getByRole('cell', { name: 'Monthly risk and compliance pack' }).nth(1),
  ).toBeVisible();
  // The preview is dimmed while it updates (aria-busy): audit the saved report's own preview,
  // composed, not the one before it mid-update.
  await expect(page.getByRole('article', { name: 'Preview of Monthly risk report' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await auditScreen(page, testInfo, 'report builder')).toEqual([]);
});

test("the demo's monthly pack lists the runs its schedule made, each file to download", async ({
  page,
}) => {
  await signInDemo(page, 'risk@demo.rampart.test');
  await page.goto('/dashboard/reporting');
  await page.getByRole('link', { name: /Monthly risk and compliance pack/ }).click();
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue(
    'Monthly risk and compliance pack',
  );
  // Scheduled about three months back: a run on each first of the month since, by the schedule.
  const history = page.getByRole('table', { name: 'Run history' });
  const scheduled = history.getByRole('row').filter({ hasText: 'Schedule' });
  await expect(scheduled.nth(1)).toBeVisible();
  await expect(scheduled.first()).toContainText('Completed');
  await expect(scheduled.first()).toContainText('PDF');
  const file = await downloadFrom(page, () =>
    scheduled
      .first()
      .getByRole('link', { name: /^Download monthly-risk-and-compliance-pack-.*\.pdf$/ })
      .click(),
  );
  expect(file.name).toMatch(/^monthly-risk-and-compliance-pack-\d{4}-\d{2}-01\.pdf$/);
  expect(file.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('an auditor previews and exports a saved report, without saving or scheduling', async ({
  page,
}, testInfo) => {
  test.slow();
  await signInDemo(page, 'risk@demo.rampart.test');
  const saved = await dataOf<{ id: string }>(
    await page.request.post('/api/reports/definitions', {
      data: {
        title: 'Audit pack',
        sections: ['framework_status', 'findings'],
        filters: { period: '90d' },
      },
    }),
  );
  await signInDemo(page, 'auditor@demo.rampart.test');
  await page.goto(`/dashboard/reporting?report=${saved.id}`);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Audit pack');
  await expect(preview(page).getByRole('heading', { name: 'Framework status' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Audit pack/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save as new' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Schedule/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  const pdf = await exportAs(page, 'PDF');
  expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
  expect(await auditScreen(page, testInfo, 'report builder auditor')).toEqual([]);
});

test('the preview says why it cannot be composed, and tries again', async ({ page, guard }) => {
  guard.allow(/status of (400|503)/);
  await signInDemo(page, 'risk@demo.rampart.test');
  const release = await refuseRequests(page, '**/api/reports/preview', 'The database is busy');
  await page.goto('/dashboard/reporting');
  const failure = page.getByRole('alert').filter({ hasText: 'Could not compose the preview' });
  await expect(failure).toContainText('The database is busy');
  await expect(page.getByText('Choose at least one section')).toHaveCount(0);
  release();
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(preview(page).getByRole('heading', { name: 'Executive summary' })).toBeVisible();

  // A custom period waits for both dates; the server's word on them shows beside the field.
  await page.getByRole('radio', { name: 'Custom' }).click();
  await expect(page.getByText('Choose the period')).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill('2026-03-31');
  await page.getByLabel('To', { exact: true }).fill('2026-01-01');
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
    'The end date is before the start date',
  );
  await expect(failure).toContainText('The end date is before the start date');
  await page.getByLabel('To', { exact: true }).fill('2026-04-30');
  await expect(preview(page).getByRole('heading', { name: 'Executive summary' })).toBeVisible();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'false');

  // No section, no preview: what to do, not an error.
  for (const name of ['Executive summary', 'Heat map', 'Top risks']) {
    await page.getByRole('checkbox', { name }).uncheck();
  }
  await expect(page.getByText('Choose at least one section')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeDisabled();
});
