import ExcelJS from 'exceljs';
import type { APIRequestContext } from '@playwright/test';
import type { AssessmentDetail, Evidence, Finding } from '@rampart/contracts';
import { auditScreen } from './support/axe.ts';
import { dataOf } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { downloadFrom, minimalPdf, shownDate, ZIP_SIGNATURE } from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// An ISO 27001 assessment from creation to the signed-off Statement of Applicability.

const ISO = (code: string) => `ISO27001:2022-${code}`;

const putResult = async (
  request: APIRequestContext,
  assessmentId: string,
  requirementId: string,
  body: object,
) =>
  dataOf(
    await request.put(
      `/api/assessments/${assessmentId}/results/${encodeURIComponent(requirementId)}`,
      { data: body },
    ),
  );

/** The sheet's rows as text, from row 1. */
const sheetRows = async (bytes: Buffer): Promise<string[][]> => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= 8; c++) cells.push(String(row.getCell(c).value ?? ''));
    rows[row.number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
};

test('an ISO 27001 assessment is created, assessed, signed off, frozen and exported as a Statement of Applicability', async ({
  page,
  owner,
}, testInfo) => {
  test.slow();
  const evidence = await dataOf<Evidence>(
    await page.request.post('/api/evidence', {
      multipart: {
        title: 'Access control policy v3',
        file: {
          name: 'access-policy.pdf',
          mimeType: 'application/pdf',
          buffer: minimalPdf('Access control policy'),
        },
      },
    }),
  );
  const finding = await dataOf<Finding>(
    await page.request.post('/api/findings', {
      data: { title: 'Leavers keep VPN access', severity: 'high' },
    }),
  );

  // The empty list says what an assessment is and offers the first one.
  await page.goto('/dashboard/assessments');
  await expect(page.getByRole('heading', { name: 'Assessments', level: 1 })).toBeVisible();
  await expect(page.getByText('No assessments yet', { exact: true })).toBeVisible();
  expect(await auditScreen(page, testInfo, 'assessments-empty')).toEqual([]);

  await page.getByRole('button', { name: 'New assessment' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New assessment' });
  await dialog
    .getByLabel('Framework', { exact: true })
    .selectOption({ label: 'ISO/IEC 27001 2022 (93 requirements)' });
  await dialog.getByLabel('Name', { exact: true }).fill('ISO 27001 surveillance 2026');
  // A period that ends before it starts is refused beside the field.
  await dialog.getByLabel('Period start', { exact: true }).fill('2026-07-01');
  await dialog.getByLabel('Period end', { exact: true }).fill('2026-06-30');
  await dialog.getByRole('button', { name: 'Create assessment' }).click();
  await expect(dialog.getByLabel('Period end', { exact: true })).toHaveAccessibleDescription(
    'The period must end after it starts',
  );
  await dialog.getByLabel('Period start', { exact: true }).fill('2026-01-01');
  await dialog.getByRole('button', { name: 'Create assessment' }).click();
  await expectToast(page, 'Assessment created', 'ISO 27001 surveillance 2026');
  await expect(
    page.getByRole('heading', { name: 'ISO 27001 surveillance 2026', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText(`ISO/IEC 27001 2022 · ${shownDate('2026-01-01')}`)).toBeVisible();
  const assessmentId = /\/dashboard\/assessments\/([^/?#]+)$/.exec(page.url())![1]!;

  // Most results through the API; A.7.4 is out of scope; A.5.15 is left for the screen.
  const detail = await dataOf<AssessmentDetail>(
    await page.request.get(`/api/assessments/${assessmentId}`),
  );
  expect(detail.requirements).toHaveLength(93);
  const rest = detail.requirements.filter((r) => !['A.5.15', 'A.7.4'].includes(r.code));
  for (let i = 0; i < rest.length; i += 10) {
    await Promise.all(
      rest
        .slice(i, i + 10)
        .map((r) => putResult(page.request, assessmentId, r.id, { result: 'met' })),
    );
  }
  await putResult(page.request, assessmentId, ISO('A.7.4'), {
    result: 'not_applicable',
    notes: 'Fully remote: no premises to monitor',
  });

  await page.reload();
  const table = page.getByRole('table', { name: 'Requirements' });
  await page.getByLabel('Filter by result').selectOption('open');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('A.5.15');

  // One result in the edit dialog: result, notes, evidence and a finding.
  await page.getByRole('button', { name: 'Edit result of A.5.15' }).click();
  const edit = page.getByRole('dialog', { name: 'A.5.15 · Access control' });
  await expect(edit.getByRole('region', { name: 'Suggested by the controls' })).toContainText(
    'Not met',
  );
  await edit.getByLabel('Result', { exact: true }).selectOption({ label: 'Partly met' });
  await edit.getByLabel('Notes', { exact: true }).fill('Policy approved; leaver reviews lag.');
  await edit.getByLabel('Search evidence files').fill('access control');
  await edit.getByRole('checkbox', { name: evidence.title }).check();
  await edit.getByRole('checkbox', { name: finding.title }).check();
  await expect(edit.getByRole('list', { name: 'Linked findings' })).toContainText(
    'Leavers keep VPN access',
  );
  expect(await auditScreen(page, testInfo, 'assessment-result-dialog')).toEqual([]);
  await edit.getByRole('button', { name: 'Save result' }).click();
  await expectToast(page, 'Result recorded', 'A.5.15 · Access control');
  await expect(edit).toHaveCount(0);
  // Nothing needs a result any more.
  await expect(page.getByText('No requirements match', { exact: true })).toBeVisible();
  await page.getByLabel('Filter by result').selectOption('all');
  await page.getByLabel('Search requirements').fill('A.5.15');
  const row = table.getByRole('row').filter({ hasText: 'A.5.15' });
  await expect(row.getByLabel('Result for A.5.15')).toHaveValue('partly_met');
  await expect(row.getByLabel('1 evidence files')).toBeVisible();
  await expect(row.getByLabel('1 findings')).toBeVisible();
  await expect(row).toContainText(owner.account.name);

  // And one changed in place, from the table.
  await page.getByLabel('Search requirements').fill('A.5.1 ');
  const a51 = table.getByRole('row').filter({ hasText: 'Policies for information security' });
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes(encodeURIComponent(ISO('A.5.1'))),
  );
  await a51.getByLabel('Result for A.5.1').selectOption('not_met');
  expect((await saved).status()).toBe(200);
  await expect(a51.getByLabel('Result for A.5.1')).toHaveValue('not_met');
  await expect(a51.getByLabel('Result for A.5.1')).toBeEnabled();
  await page.getByLabel('Search requirements').fill('');
  expect(await auditScreen(page, testInfo, 'assessment-in-progress')).toEqual([]);
  // The dark theme follows the system until a theme is chosen.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await auditScreen(page, testInfo, 'assessment-in-progress-dark')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // Sign off.
  await page.getByRole('button', { name: 'Sign off', exact: true }).click();
  const signOff = page.getByRole('dialog', { name: 'Sign off the assessment' });
  await signOff.getByLabel('Sign-off statement').fill('Reviewed with the CISO; A.5.15 to fix.');
  await signOff.getByRole('button', { name: 'Sign off', exact: true }).click();
  await expectToast(page, 'Assessment signed off', 'ISO 27001 surveillance 2026');

  // Frozen: a banner, no result selects, no sign-off or edit actions; rows open read-only.
  const banner = page.getByRole('region', { name: 'Signed off' });
  await expect(banner).toContainText(`Signed off by ${owner.account.name} on`);
  await expect(banner).toContainText('This assessment is frozen and cannot be changed.');
  await expect(banner).toContainText('Reviewed with the CISO; A.5.15 to fix.');
  await expect(table.getByRole('combobox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign off', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit result of/ })).toHaveCount(0);
  await page.getByLabel('Search requirements').fill('A.5.15');
  await page.getByRole('button', { name: 'View result of A.5.15' }).click();
  const view = page.getByRole('dialog', { name: 'A.5.15 · Access control' });
  await expect(view.getByText('Policy approved; leaver reviews lag.')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Save result' })).toHaveCount(0);
  await expect(view.getByRole('combobox')).toHaveCount(0);
  await view.getByRole('button', { name: 'Close' }).first().click();
  await page.getByLabel('Search requirements').fill('');
  expect(await auditScreen(page, testInfo, 'assessment-signed-off')).toEqual([]);
  // The dark theme follows the system until a theme is chosen.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await auditScreen(page, testInfo, 'assessment-signed-off-dark')).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // The Statement of Applicability.
  const file = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Export SoA (XLSX)' }).click(),
  );
  expect(file.name).toMatch(/^rampart-soa-iso-27001-surveillance-2026-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(file.bytes.subarray(0, 4).equals(ZIP_SIGNATURE), 'an XLSX is a ZIP archive').toBe(true);
  await expectToast(page, 'Export ready', file.name);
  const rows = await sheetRows(file.bytes);
  expect(rows[0]![0]).toBe('Statement of Applicability');
  expect(rows.slice(1, 8).map((r) => r.slice(0, 2))).toEqual([
    ['Organisation', owner.account.organizationName],
    ['Standard', 'ISO/IEC 27001 2022'],
    ['Assessment', 'ISO 27001 surveillance 2026'],
    ['Audit period', '2026-01-01 to 2026-06-30'],
    ['Status', 'Signed off'],
    ['Sign-off', expect.stringMatching(new RegExp(`^Signed off by ${owner.account.name} on `))],
    ['Sign-off statement', 'Reviewed with the CISO; A.5.15 to fix.'],
  ]);
  expect(rows[10]).toEqual([
    'Control',
    'Title',
    'Applicable',
    'Justification',
    'Implementation status',
    'Assessment result',
    'Controls',
    'Evidence',
  ]);
  expect(rows[11]!.slice(0, 3)).toEqual(['A.5.1', 'Policies for information security', 'Yes']);
  expect(rows[11]![5]).toBe('Not met');
  const byCode = new Map(rows.slice(11).map((r) => [r[0], r]));
  expect(byCode.size).toBe(93);
  expect(byCode.get('A.5.15')).toEqual([
    'A.5.15',
    'Access control',
    'Yes',
    'Applicable; no control implements it yet',
    'Not implemented',
    'Partly met',
    '',
    'Access control policy v3',
  ]);
  expect(byCode.get('A.7.4')!.slice(2, 6)).toEqual([
    'No',
    'Fully remote: no premises to monitor',
    'Not applicable',
    'Not applicable',
  ]);

  // Back on the list it shows as signed off, fully assessed.
  await page.getByRole('link', { name: 'Assessments' }).first().click();
  const list = page.getByRole('table', { name: 'Assessments' });
  const listed = list.getByRole('row').filter({ hasText: 'ISO 27001 surveillance 2026' });
  await expect(listed).toContainText('Signed off');
  await expect(listed).toContainText('93 of 93 · 100%');
  await expect(page.getByRole('button', { name: 'New assessment' })).toBeVisible();
  expect(await auditScreen(page, testInfo, 'assessments-list')).toEqual([]);
});
