import type { Locator, Page } from '@playwright/test';
import { dataOf } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { createRisksViaApi, mappingsOfRiskViaApi } from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// The control-generation wizard and bulk generation with the offline engine (the e2e server has
// no AI key): the six steps come from the server as each completes, results are applied to the
// register, and a bulk run with a failing batch keeps its state across a reload.

const PHISHING = {
  title: 'Phishing steals employee credentials',
  description:
    'Attackers send convincing emails that trick staff into entering passwords on fake login pages.',
  category: 'TECHNOLOGY' as const,
  likelihood: 4,
  impact: 4,
};
const RANSOMWARE = {
  title: 'Ransomware encrypts file servers',
  description: 'Malware spreads through the network and encrypts shared drives and backups.',
  category: 'TECHNOLOGY' as const,
  likelihood: 5,
  impact: 5,
};
const VENDOR = {
  title: 'Critical vendor outage',
  description: 'Our payment processor suffers a long outage and customers cannot pay.',
  category: 'OPERATIONAL' as const,
  likelihood: 3,
  impact: 4,
};
/** No usable context: a blank description and a one-letter title. */
const BLANK = { title: 'X', description: '', likelihood: 2, impact: 2 };

const STEPS = [
  'Analyzing Risk Context',
  'Identifying Relevant Controls',
  'Generating AI Recommendations',
  'Creating Control Mappings',
  'Calculating Implementation Plan',
  'Finalizing Results',
];

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const cards = (page: Page): Locator => page.getByTestId('generated-control');

test('the wizard generates controls for a risk and applies the chosen ones to the register', async ({
  page,
  owner: _owner,
}, testInfo) => {
  const [risk] = await createRisksViaApi(page.request, [PHISHING]);
  await page.goto(`/dashboard/risks/${risk!.id}`);
  await expect(page.getByRole('link', { name: 'Generate controls with ARIA' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('risk-entry.png'), fullPage: true });
  await page.getByRole('link', { name: 'Generate controls with ARIA' }).click();
  await expect(page).toHaveURL(/\/dashboard\/controls\/generate\?riskId=/);
  await expect(page.getByRole('heading', { name: 'Generate controls with ARIA' })).toBeVisible();

  // Configuration: every §5 input; Results stays disabled until there are results.
  await expect(tab(page, 'Configuration')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Results')).toBeDisabled();
  await expect(page.getByLabel('Risk', { exact: true })).toHaveValue(risk!.id);
  await page.getByLabel('Industry').selectOption({ label: 'Finance' });
  await page.getByLabel('Organization size').selectOption({ label: 'Enterprise (5000+)' });
  await page.getByLabel('Tech stack').fill(' AWS ,  Okta ');
  await page.getByRole('radio', { name: 'Low' }).click();
  await page.getByLabel('Timeline').selectOption({ label: 'Urgent (1-2 weeks)' });
  await page.getByRole('checkbox', { name: 'ISO 27001' }).first().check();
  const hours = page.getByLabel('Max implementation hours');
  await hours.fill('lots');
  await expect(page.getByText('Not a number: 80 hours will be used.')).toBeVisible();
  await hours.fill('200');
  await expect(page.getByText('The plan stays within 200 hours.')).toBeVisible();
  expect(await auditScreen(page, testInfo, 'wizard-configuration')).toEqual([]);

  await page.getByRole('button', { name: 'Generate controls' }).click();
  // The Results tab opens once the server sent the result, every control pre-selected.
  await expect(tab(page, 'Results')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/jobId=aij_/);
  const count = await cards(page).count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(count);
  await expect(page.getByText(`${count} of ${count} selected`)).toBeVisible();
  const first = cards(page).first();
  await expect(first.getByText('$150/h')).toBeVisible();
  await expect(first.getByText(/\/10$/)).toBeVisible();

  // The six steps, each ticked by the server's event.
  await tab(page, 'Generation').click();
  const steps = page.getByRole('list', { name: 'Generation steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(6);
  for (const [i, name] of STEPS.entries()) {
    await expect(steps.nth(i)).toContainText(`${i + 1}. ${name}`);
    await expect(steps.nth(i)).toHaveAttribute('data-state', 'done');
  }
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(steps.nth(0)).toContainText(`"${PHISHING.title}": high risk (score 16)`);

  await tab(page, 'Results').click();
  await page.getByRole('button', { name: 'Deselect All', exact: true }).click();
  await expect(page.getByText(`0 of ${count} selected`)).toBeVisible();
  await page.getByRole('button', { name: 'Select All', exact: true }).click();
  await expect(page.getByText(`${count} of ${count} selected`)).toBeVisible();
  const dropped = (await first.locator('label').first().innerText()).trim();
  await first.getByRole('checkbox').uncheck();
  await expect(page.getByText(`${count - 1} of ${count} selected`)).toBeVisible();
  expect(await auditScreen(page, testInfo, 'wizard-results')).toEqual([]);

  await page.getByRole('button', { name: `Apply ${count - 1} controls` }).click();
  await expectToast(
    page,
    'Controls applied',
    `${count - 1} controls created, ${count - 1} mappings added to the register.`,
  );
  const applied = page.getByRole('status').filter({ hasText: 'Applied to the register:' });
  await expect(applied.getByRole('link')).toHaveCount(count - 1);
  const kept = await applied.getByRole('link').allInnerTexts();
  expect(kept).not.toContain(dropped);

  // The risk's page lists the new controls as mapped.
  await page.goto(`/dashboard/risks/${risk!.id}`);
  for (const title of kept) {
    await expect(page.getByRole('button', { name: `Unmap ${title}` })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: `Unmap ${dropped}` })).toHaveCount(0);
  const mappings = await mappingsOfRiskViaApi(page.request, risk!.id);
  expect(mappings.map((m) => m.controlTitle).sort()).toEqual([...kept].sort());
});

test('bulk generation runs in batches, records a failed batch and keeps its state across a reload', async ({
  page,
  owner: _owner,
}, testInfo) => {
  const risks = await createRisksViaApi(page.request, [PHISHING, RANSOMWARE, BLANK, VENDOR]);
  await page.goto('/dashboard/risks');
  for (const r of [PHISHING, RANSOMWARE, BLANK, VENDOR]) {
    await page.getByRole('checkbox', { name: `Select ${r.title}`, exact: true }).check();
  }
  const selection = page.getByRole('region', { name: 'Selected risks' });
  await selection.screenshot({ path: testInfo.outputPath('register-selection.png') });
  await selection.getByRole('link', { name: 'Generate controls with ARIA' }).click();
  await expect(page.getByText('4 risks selected')).toBeVisible();
  await page.getByLabel('Batch size').fill('2');
  await expect(page.getByText('2 batches')).toBeVisible();
  await page.getByRole('button', { name: 'Generate for 4 risks' }).click();

  await expect(page).toHaveURL(/jobId=aij_/);
  const progress = page.getByRole('progressbar', { name: 'Bulk generation progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
  const check = async () => {
    // The run's own badge (the recent generations list below has one too).
    await expect(page.getByText('Completed', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('2 of 2', { exact: true })).toBeVisible();
    const failed = page.getByRole('region', { name: 'Failed batches' });
    const rows = failed.getByRole('row');
    await expect(rows).toHaveCount(2);
    const row = rows.nth(1);
    await expect(row).toContainText('#1');
    await expect(row).toContainText('Request context is required');
    // The batch's risks: the blank one and the one batched with it.
    const blank = risks.find((r) => r.title === BLANK.title)!;
    const vendor = risks.find((r) => r.title === VENDOR.title)!;
    await expect(row).toContainText(blank.id);
    await expect(row).toContainText(vendor.id);
    await expect(row.getByRole('link', { name: VENDOR.title })).toBeVisible();
    // The first batch's risks have results, pre-selected for applying.
    await expect(
      page.getByRole('region', { name: `Controls for ${PHISHING.title}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: `Controls for ${RANSOMWARE.title}` }),
    ).toBeVisible();
  };
  await check();
  expect(await auditScreen(page, testInfo, 'bulk-run')).toEqual([]);

  await page.reload();
  await check();
  const jobId = new URL(page.url()).searchParams.get('jobId')!;
  const job = await dataOf<{ status: string; progress: number; failedBatches: unknown[] }>(
    await page.request.get(`/api/ai/jobs/${jobId}`),
  );
  expect(job).toMatchObject({ status: 'completed', progress: 100 });
  expect(job.failedBatches).toHaveLength(1);

  // The run is listed among the recent generations.
  await expect(page.getByRole('link', { name: 'Bulk: 4 risks' }).first()).toBeVisible();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the generation screens pass axe in the ${scheme} theme`, async ({
    page,
    owner: _owner,
  }, testInfo) => {
    const [risk, blank] = await createRisksViaApi(page.request, [PHISHING, BLANK]);
    const queued = await dataOf<{ id: string }>(
      await page.request.post('/api/ai/controls/bulk-generate', {
        data: {
          riskIds: [risk!.id, blank!.id],
          batchSize: 1,
          organizationContext: {
            industry: 'technology',
            size: 'medium',
            riskTolerance: 'medium',
            timeline: 'standard',
          },
        },
      }),
    );
    await page.emulateMedia({ colorScheme: scheme });
    const violations: string[] = [];
    const audit = async (screen: string) => {
      await expect(page.locator('html')).toHaveClass(
        scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      violations.push(...(await auditScreen(page, testInfo, `${scheme}-${screen}`)));
    };

    await page.goto(`/dashboard/controls/generate?riskId=${risk!.id}`);
    await expect(tab(page, 'Configuration')).toHaveAttribute('aria-selected', 'true');
    await audit('generation-configuration');

    await page.getByRole('button', { name: 'Generate controls' }).click();
    await expect(tab(page, 'Results')).toHaveAttribute('aria-selected', 'true');
    await audit('generation-results');
    await tab(page, 'Generation').click();
    await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await audit('generation-steps');

    await page.goto(`/dashboard/controls/generate?jobId=${queued.id}`);
    await expect(
      page.getByRole('progressbar', { name: 'Bulk generation progress' }),
    ).toHaveAttribute('aria-valuenow', '100', { timeout: 30_000 });
    await expect(page.getByRole('region', { name: 'Failed batches' })).toBeVisible();
    await audit('generation-bulk-run');
    expect(violations).toEqual([]);
  });
}
