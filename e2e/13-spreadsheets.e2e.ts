import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  createControlViaApi,
  createRisksViaApi,
  downloadFrom,
  getRiskViaApi,
  mapControlViaApi,
  mappingsOfRiskViaApi,
  riskTotalViaApi,
  ZIP_SIGNATURE,
} from './support/risk-data.ts';
import { expectRiskTitlesInAnyOrder, pageStat } from './support/risk-ui.ts';
import { expectToast } from './support/ui.ts';

const openSpreadsheets = async (page: Page, query = '') => {
  await page.goto(`/dashboard/spreadsheets${query}`);
  await expect(page.getByRole('heading', { name: 'Spreadsheets', level: 1 })).toBeVisible();
};

test.describe('spreadsheets', () => {
  test('risks exported to XLSX import back unchanged; a CSV with a bad line is refused whole', async ({
    page,
    guard,
    owner: _owner,
  }) => {
    // The refused import answers 400, which the browser logs.
    guard.allow(/status of 400 /);
    const risks = await createRisksViaApi(page.request, [
      { title: 'Ransomware on file servers', category: 'TECHNOLOGY', likelihood: 5, impact: 4 },
      { title: 'Supplier insolvency', category: 'FINANCIAL', likelihood: 2, impact: 4 },
      { title: 'Late regulatory filing', category: 'COMPLIANCE', likelihood: 3, impact: 2 },
    ]);
    const titles = risks.map((r) => r.title);

    // Export from the register.
    await page.goto('/dashboard/risks');
    await expect(pageStat(page, 'Risks')).toHaveText('3');
    const xlsx = await downloadFrom(page, async () => {
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    });
    expect(xlsx.name).toMatch(/^rampart-risks-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(xlsx.bytes.subarray(0, 4).equals(ZIP_SIGNATURE), 'an XLSX is a ZIP archive').toBe(true);
    await expectToast(page, 'Export ready', xlsx.name);

    // Import the same file on Spreadsheets: every row has an id, so all are updates.
    await openSpreadsheets(page);
    await page.getByRole('button', { name: 'Import risks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import risks' });
    await dialog.getByLabel('File (.csv or .xlsx)').setInputFiles({
      name: xlsx.name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx.bytes,
    });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      `Imported ${xlsx.name}: 0 created, 3 updated.`,
    );
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await riskTotalViaApi(page.request)).toBe(3);
    for (const r of risks) {
      const back = await getRiskViaApi(page.request, r.id);
      expect([back.title, back.category, back.likelihood, back.impact]).toEqual([
        r.title,
        r.category,
        r.likelihood,
        r.impact,
      ]);
    }

    // A CSV whose third line is wrong: the line and column are named, and nothing is imported.
    await page.goto('/dashboard/risks');
    await expect(pageStat(page, 'Risks')).toHaveText('3');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const register = page.getByRole('dialog', { name: 'Import risks' });
    const file = register.getByLabel('File', { exact: true });
    await file.setInputFiles({
      name: 'new-risks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'title,category,likelihood,impact\n' +
          'Flood in the basement,OPERATIONAL,2,3\n' +
          'Broken likelihood,TECHNOLOGY,9,3\n',
      ),
    });
    await register.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(register.getByRole('alert')).toHaveText(
      'Nothing was imported: 1 problem to fix in the file.',
    );
    await expect(register.getByRole('row').nth(1).getByRole('cell')).toHaveText([
      '3',
      'likelihood',
      'Likelihood must be from 1 to 5',
    ]);
    expect(await riskTotalViaApi(page.request)).toBe(3);

    // Fixed, the same file creates its two risks.
    await file.setInputFiles({
      name: 'new-risks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'title,category,likelihood,impact\n' +
          'Flood in the basement,OPERATIONAL,2,3\n' +
          'Fixed likelihood,TECHNOLOGY,4,3\n',
      ),
    });
    await expect(register.getByRole('alert')).toHaveCount(0);
    await register.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(register.getByRole('status')).toHaveText(
      'Imported new-risks.csv: 2 created, 0 updated.',
    );
    await register.getByRole('button', { name: 'Done' }).click();
    await expect(pageStat(page, 'Risks')).toHaveText('5');
    await expectRiskTitlesInAnyOrder(page, [
      ...titles,
      'Flood in the basement',
      'Fixed likelihood',
    ]);
  });

  test('an RCSA matrix cell typed and entered is saved, moves the residual, and survives a reload', async ({
    page,
    owner: _owner,
  }) => {
    const [laptop, office] = await createRisksViaApi(page.request, [
      { title: 'Stolen laptop', category: 'TECHNOLOGY', likelihood: 4, impact: 5 },
      { title: 'Office break-in', category: 'OPERATIONAL', likelihood: 3, impact: 3 },
    ]);
    const encryption = await createControlViaApi(page.request, {
      title: 'Disk encryption',
      type: 'preventive',
    });
    const cctv = await createControlViaApi(page.request, {
      title: 'CCTV monitoring',
      type: 'detective',
    });
    await mapControlViaApi(page.request, laptop!.id, encryption.id, 0.5);

    await openSpreadsheets(page);
    const matrix = page.getByRole('table', {
      name: 'RCSA matrix: control effectiveness per risk, in percent',
    });
    const rowHeader = (title: string) => matrix.getByRole('rowheader').filter({ hasText: title });
    const residual = (title: string) => rowHeader(title).locator('[title^="Residual score"]');
    const cellOf = (control: string, risk: string) =>
      matrix.getByRole('textbox', { name: `${control} × ${risk}`, exact: true });
    const status = page.getByRole('status').filter({ hasText: /Sav/ });

    // Highest inherent first; the mapped control is a column; 4 × 0.5 = 2, so 2 × 5 = 10.
    await expect(matrix.getByRole('rowheader')).toHaveText([/^Stolen laptop/, /^Office break-in/]);
    await expect(matrix.getByRole('columnheader', { name: /Disk encryption/ })).toBeVisible();
    await expect(cellOf('Disk encryption', 'Stolen laptop')).toHaveValue('50');
    await expect(cellOf('Disk encryption', 'Office break-in')).toHaveValue('');
    await expect(residual('Stolen laptop')).toHaveAttribute('title', 'Residual score 10, medium');

    // Type 70 and Enter: 4 × 0.3 = 1.2, so 1 × 5 = 5.
    await cellOf('Disk encryption', 'Stolen laptop').click();
    await page.keyboard.type('70');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved Disk encryption × Stolen laptop.')).toBeVisible();
    // Enter moves down a row, like a spreadsheet.
    await expect(cellOf('Disk encryption', 'Office break-in')).toBeFocused();
    await expect(cellOf('Disk encryption', 'Stolen laptop')).toHaveValue('70');
    await expect(residual('Stolen laptop')).toHaveAttribute('title', 'Residual score 5, low');

    // A control nothing maps to yet is added as a column, and a blank cell typed into maps it.
    await page.getByRole('button', { name: 'Add control column' }).click();
    const add = page.getByRole('dialog', { name: 'Add control column' });
    await add.getByRole('button', { name: 'Add CCTV monitoring as a column' }).click();
    await expect(add.getByRole('button', { name: 'CCTV monitoring is shown' })).toBeDisabled();
    await add.getByRole('button', { name: 'Done' }).click();
    await expect(add).toHaveCount(0);
    await cellOf('CCTV monitoring', 'Office break-in').click();
    await page.keyboard.type('70');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Saved CCTV monitoring × Office break-in.');
    // Detective: impact 3 × 0.3 = 0.9, at least 1, so 3 × 1 = 3.
    await expect(residual('Office break-in')).toHaveAttribute('title', 'Residual score 3, low');

    await page.reload();
    await expect(cellOf('Disk encryption', 'Stolen laptop')).toHaveValue('70');
    await expect(cellOf('CCTV monitoring', 'Office break-in')).toHaveValue('70');
    await expect(cellOf('CCTV monitoring', 'Stolen laptop')).toHaveValue('');
    await expect(residual('Stolen laptop')).toHaveAttribute('title', 'Residual score 5, low');

    // The mappings API holds the same numbers.
    const laptopMappings = await mappingsOfRiskViaApi(page.request, laptop!.id);
    expect(laptopMappings.map((m) => [m.controlTitle, m.effectiveness])).toEqual([
      ['Disk encryption', 0.7],
    ]);
    const officeMappings = await mappingsOfRiskViaApi(page.request, office!.id);
    expect(officeMappings.map((m) => [m.controlId, m.effectiveness])).toEqual([[cctv.id, 0.7]]);
    expect((await getRiskViaApi(page.request, office!.id)).residualScore).toBe(3);
  });
});
