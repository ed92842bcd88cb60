import type { APIRequestContext, Page } from '@playwright/test';
import { dataOf } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  createControlViaApi,
  createRisksViaApi,
  downloadFrom,
  mappingsOfRiskViaApi,
} from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// ARIA's analyses with the offline engine (the default: no AI key in the e2e server): the risk
// card, ARIA Insights with the executive report, and test steps drafted for a control.

const PAYROLL = {
  title: 'Payroll clerks approve their own changes',
  description:
    'The same person enters and approves payroll changes, so fictitious employees could be paid.',
  category: 'FINANCIAL' as const,
  likelihood: 4,
  impact: 5,
};
const SOD = 'Segregation of duties for finance and payroll';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const ariaCard = (page: Page) => page.getByTestId('aria-risk-card');

const completeTestViaApi = async (
  request: APIRequestContext,
  controlId: string,
  result: 'pass' | 'fail',
  effectiveness: number,
) =>
  dataOf(
    await request.post(`/api/controls/${encodeURIComponent(controlId)}/complete-test`, {
      data: { result, effectiveness },
    }),
  );

test('a risk is analysed, and a recommended library control is adopted and mapped to it in one go', async ({
  page,
  owner: _owner,
}, testInfo) => {
  const [risk] = await createRisksViaApi(page.request, [PAYROLL]);
  await page.goto(`/dashboard/risks/${risk!.id}`);
  await expect(page.getByRole('heading', { name: PAYROLL.title, level: 1 })).toBeVisible();

  // No controls: residual = inherent 20, above the medium tolerance (6), not rare: mitigate.
  const card = ariaCard(page);
  await card.getByRole('button', { name: 'Analyze', exact: true }).click();
  const analysis = card.getByRole('region', { name: 'ARIA analysis' });
  await expect(analysis.getByTestId('aria-recommendation')).toHaveText('Mitigate');
  // (0.4 × 20 + 0.6 × 20) / 25 = 80 of 100.
  await expect(analysis.getByText('80 / 100')).toBeVisible();
  await expect(analysis.getByText(/gives an inherent score of 20 of 25 \(high\)/)).toBeVisible();
  await expect(analysis.getByTestId('aria-engine')).toHaveText('Offline engine');
  await expect(analysis.getByText(/^Confidence \d+%$/)).toBeVisible();

  await card.getByRole('button', { name: 'Recommended controls', exact: true }).click();
  const recommended = card.getByRole('region', { name: 'Recommended controls' });
  await expect(recommended.getByText(SOD, { exact: false }).first()).toBeVisible();
  expect(await auditScreen(page, testInfo, 'risk-aria-card')).toEqual([]);

  await recommended.getByRole('button', { name: `Adopt and map ${SOD}` }).click();
  await expectToast(page, 'Control mapped to this risk');
  // Among the risk's mapped controls, and marked on the recommendation.
  await expect(page.getByRole('button', { name: `Unmap ${SOD}` })).toBeVisible();
  await expect(recommended.getByText('Mapped', { exact: true })).toBeVisible();
  const mappings = await mappingsOfRiskViaApi(page.request, risk!.id);
  expect(mappings.map((m) => m.controlTitle)).toEqual([SOD]);
});

test('ARIA Insights shows what the organisation’s data says, its trend and gaps, and the executive PDF', async ({
  page,
  owner: _owner,
}, testInfo) => {
  // Identified 20 and 10 days ago and today: the 30-day trend has points to draw a line through.
  await dataOf(
    await page.request.post('/api/risks/bulk-create', {
      data: {
        risks: [
          { ...PAYROLL, dateIdentified: daysAgo(10) },
          {
            title: 'Ransomware encrypts the file servers',
            likelihood: 5,
            impact: 5,
            category: 'TECHNOLOGY',
          },
          {
            title: 'Supplier goes bankrupt',
            likelihood: 2,
            impact: 3,
            category: 'STRATEGIC',
            dateIdentified: daysAgo(20),
          },
        ],
      },
    }),
  );
  const badge = await createControlViaApi(page.request, { title: 'Badge access review' });
  await completeTestViaApi(page.request, badge.id, 'fail', 0.4);
  await dataOf(await page.request.put('/api/frameworks/SOX-ITGC/selection'));

  await page.goto('/dashboard/aria/insights');
  await expect(page.getByRole('heading', { name: 'ARIA Insights', level: 1 })).toBeVisible();
  // Nothing is computed on reading: the person asks, and the answer is kept for everyone.
  await expect(page.getByText('Not analysed yet', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Analyse now' }).first().click();
  const cards = page.getByTestId('insight-card');
  await expect(
    cards.filter({ hasText: '3 risks opened, 0 closed in the last 365 days' }),
  ).toBeVisible();
  await expect(
    cards
      .filter({ hasText: '1 control is ineffective' })
      .getByText(/Badge access review \(2 of 5\)/),
  ).toBeVisible();
  await expect(cards.filter({ hasText: '0% of control tests passed' })).toBeVisible();
  await expect(
    cards.filter({ hasText: 'Ransomware encrypts the file servers (25)' }),
  ).toBeVisible();
  await expect(cards.filter({ hasText: /^.*SOX.*% of applicable requirements met/ })).toBeVisible();

  // The trend: history solid, the next period dashed.
  await expect(page.getByText('The last 90 days are not analysed yet')).toBeVisible();
  await page.getByRole('button', { name: 'Analyse now' }).click();
  await expect(
    page.getByRole('img', { name: /Average inherent score over the last 90 days/ }),
  ).toBeVisible();
  await page.getByRole('radio', { name: '30 days' }).click();
  await page.getByRole('button', { name: 'Analyse now' }).click();
  await expect(page.getByRole('img', { name: /over the last 30 days/ })).toBeVisible();
  await expect(page.getByText(/3 risks were opened and 0 closed/)).toBeVisible();
  await expect(page.getByText(/Method: Ordinary least-squares/)).toBeVisible();

  // Gap analysis of the tracked framework.
  const gaps = page.getByRole('list', { name: 'Gaps' });
  await expect(gaps.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/applicable requirements met \(\d+(\.\d)?%\)/).first()).toBeVisible();
  await expect(page.getByTestId('trend-prediction')).toBeVisible();
  expect(await auditScreen(page, testInfo, 'aria-insights')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await auditScreen(page, testInfo, 'aria-insights-dark')).toEqual([]);

  const file = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Executive report (PDF)' }).click(),
  );
  expect(file.name).toMatch(/^rampart-executive-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(file.bytes.subarray(0, 4).toString()).toBe('%PDF');
  await expectToast(page, 'Executive report downloaded', file.name);
});

test('ARIA drafts test steps for a control, and they are saved as its test script', async ({
  page,
  owner: _owner,
}, testInfo) => {
  const control = await createControlViaApi(page.request, {
    title: 'Weekly access log review',
    type: 'detective',
    frequency: 'WEEKLY',
  });
  await page.goto(`/dashboard/controls/${control.id}`);
  await expect(page.getByText('No test scripts linked', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Generate steps with ARIA' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate steps with ARIA' });
  const steps = dialog.getByRole('list', { name: 'Generated steps' });
  await expect(steps.getByRole('listitem').first()).toBeVisible();
  await expect(steps.getByText(/select 5 weeks at random/)).toBeVisible();
  await expect(dialog.getByTestId('aria-engine')).toHaveText('Offline engine');
  await expect(dialog.getByLabel('Script title')).toHaveValue('Test of Weekly access log review');
  const count = await steps.getByRole('listitem').count();
  expect(await auditScreen(page, testInfo, 'generate-steps-dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save as test script' }).click();
  await expectToast(page, 'Test script saved', 'Test of Weekly access log review');
  await expect(dialog).toHaveCount(0);
  const table = page.getByRole('table', { name: 'Test scripts' });
  const row = table.getByRole('row').filter({ hasText: 'Test of Weekly access log review' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(count));
});
