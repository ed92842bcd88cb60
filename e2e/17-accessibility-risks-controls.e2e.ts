import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  createControlViaApi,
  createRisksViaApi,
  mapControlViaApi,
  scheduleTestViaApi,
  updateRiskViaApi,
} from './support/risk-data.ts';
import { riskRow } from './support/risk-ui.ts';

// DESIGN.md, Checks: no serious or critical axe violations, in the light and the dark theme, on
// the risk and control screens, each with data on it.

for (const scheme of ['light', 'dark'] as const) {
  test(`the risk and control screens pass axe in the ${scheme} theme`, async ({
    page,
    owner: _owner,
  }, testInfo) => {
    const risks = await createRisksViaApi(page.request, [
      { title: 'Ransomware on file servers', category: 'TECHNOLOGY', likelihood: 5, impact: 5 },
      { title: 'Supplier insolvency', category: 'FINANCIAL', likelihood: 4, impact: 3 },
      { title: 'Phishing steals credentials', category: 'TECHNOLOGY', likelihood: 3, impact: 3 },
      { title: 'Late regulatory filing', category: 'COMPLIANCE', likelihood: 1, impact: 2 },
    ]);
    const ransomware = risks[0]!;
    await updateRiskViaApi(page.request, risks[3]!.id, {
      nextReview: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    const backups = await createControlViaApi(page.request, {
      title: 'Offline backups',
      type: 'preventive',
    });
    await createControlViaApi(page.request, { title: 'Security awareness training' });
    await mapControlViaApi(page.request, ransomware.id, backups.id, 0.6);
    await scheduleTestViaApi(
      page.request,
      backups.id,
      new Date(Date.now() - 2 * 86_400_000).toISOString(),
    );

    await page.emulateMedia({ colorScheme: scheme });
    const violations: string[] = [];
    const audit = async (screen: string) => {
      await expect(page.locator('html')).toHaveClass(
        scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      violations.push(...(await auditScreen(page, testInfo, `${scheme}-${screen}`)));
    };

    await page.goto('/dashboard/risks');
    await expect(riskRow(page, 'Ransomware on file servers')).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Select Supplier insolvency' }).check();
    await expect(page.getByRole('region', { name: 'Selected risks' })).toBeVisible();
    await audit('risk-register');

    await page.goto(`/dashboard/risks/${ransomware.id}`);
    await expect(
      page.getByRole('spinbutton', { name: /^Effectiveness of Offline backups/ }),
    ).toHaveValue('60');
    await audit('risk-detail');

    await page.goto('/dashboard/risks/heatmap');
    await page.getByRole('gridcell', { name: /^Likelihood 5 .*, impact 5 .*1 risk$/ }).click();
    await expect(
      page.getByRole('complementary', { name: 'Selected cell' }).getByRole('link', {
        name: 'Ransomware on file servers',
      }),
    ).toBeVisible();
    await audit('heat-map');

    await page.goto('/dashboard/spreadsheets');
    await expect(
      page.getByRole('textbox', { name: 'Offline backups × Ransomware on file servers' }),
    ).toHaveValue('60');
    await audit('spreadsheets');

    await page.goto('/dashboard/controls');
    await expect(
      page.getByRole('table', { name: 'Controls' }).getByRole('link', { name: 'Offline backups' }),
    ).toBeVisible();
    await audit('controls');

    await page.goto(`/dashboard/controls/${backups.id}`);
    await expect(page.getByRole('heading', { name: 'Offline backups', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Test history' })).toBeVisible();
    await expect(page.getByText('No evidence yet', { exact: true })).toBeVisible();
    await audit('control-detail');

    await page.goto('/dashboard/risks/monitoring');
    await expect(page.getByRole('table', { name: 'Risk reviews due' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Control tests due' })).toBeVisible();
    await audit('risk-monitoring');

    expect(violations, 'serious or critical axe violations').toEqual([]);
  });
}
