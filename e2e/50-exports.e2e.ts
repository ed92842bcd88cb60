import type { Page } from '@playwright/test';
import { dataOf } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { createControlViaApi, downloadFrom, ZIP_SIGNATURE } from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// Issue 13 point 6: every list screen exports what it shows as CSV and XLSX.

const MENU_ITEMS = { csv: 'CSV (.csv)', xlsx: 'Excel (.xlsx)' } as const;

/**
 * Opens the Export menu named `button`, downloads both formats and checks each file: its name
 * `rampart-<what>-<day>.<ext>`, the CSV's header row, and the XLSX being a workbook (a ZIP).
 * Returns the CSV's text.
 */
const exportBoth = async (
  page: Page,
  button: string,
  what: string,
  header: string,
): Promise<string> => {
  let csv = '';
  for (const format of ['csv', 'xlsx'] as const) {
    const file = await downloadFrom(page, async () => {
      await page.getByRole('button', { name: button, exact: true }).click();
      await page.getByRole('menuitem', { name: MENU_ITEMS[format] }).click();
    });
    expect(file.name).toMatch(new RegExp(`^rampart-${what}-\\d{4}-\\d{2}-\\d{2}\\.${format}$`));
    await expectToast(page, 'Export ready', file.name);
    if (format === 'csv') {
      csv = file.bytes.toString('utf8');
      expect(csv.split('\n')[0]).toBe(header);
    } else {
      expect(file.bytes.subarray(0, 4).equals(ZIP_SIGNATURE), 'an XLSX is a ZIP').toBe(true);
    }
  }
  return csv;
};

test('controls, findings, evidence, assessments, the library and the audit log export as CSV and XLSX', async ({
  page,
  owner,
}) => {
  test.slow();
  expect(owner.user.role).toBe('owner');
  const control = await createControlViaApi(page.request, { title: 'Quarterly access review' });
  await createControlViaApi(page.request, { title: 'Visitor badges' });
  await dataOf(
    await page.request.post('/api/findings', {
      data: { title: 'Stale admin accounts', severity: 'high', controlId: control.id },
    }),
  );
  await dataOf(
    await page.request.post('/api/assessments', {
      data: {
        frameworkId: 'ISO27001',
        name: 'ISO 27001 surveillance',
        periodStart: '2026-01-01',
        periodEnd: '2026-06-30',
      },
    }),
  );

  // The controls list exports its filtered rows only.
  await page.goto('/dashboard/controls?search=Quarterly');
  await expect(page.getByRole('link', { name: 'Quarterly access review' })).toBeVisible();
  const controls = await exportBoth(
    page,
    'Export',
    'controls',
    'id,title,description,type,automation,category,owner,ownerEmail,frequency,status,effectivenessPercent,frameworks,lastTestDate,nextTestDate,implementationStatus,implementationProgress,priority,estimatedHours,effectivenessBand',
  );
  expect(controls).toContain('Quarterly access review');
  expect(controls).not.toContain('Visitor badges');

  // A control's findings and evidence, each from its own card.
  await page.goto(`/dashboard/controls/${control.id}`);
  await expect(page.getByRole('table', { name: 'Findings' })).toContainText('Stale admin accounts');
  const findings = await exportBoth(
    page,
    'Export findings',
    'findings',
    'ID,Title,Description,Severity,Status,Owner,Owner email,Due date,Overdue,Remediation,Control,Assessment,Vendor,Risk,Created,Updated',
  );
  expect(findings).toContain('Stale admin accounts,,High,Open');
  await exportBoth(
    page,
    'Export evidence',
    'evidence',
    'ID,Title,Description,File name,File type,Size (bytes),SHA-256,Effective date,Expires,Expired,Uploaded by,Uploaded,Control ID',
  );

  await page.goto('/dashboard/assessments');
  await expect(page.getByRole('link', { name: 'ISO 27001 surveillance' })).toBeVisible();
  const assessments = await exportBoth(
    page,
    'Export assessments',
    'assessments',
    'ID,Name,Framework,Framework version,Period start,Period end,Status,Lead assessor,Requirements,Assessed,Assessed (%),Met,Partly met,Not met,Not applicable,Signed off by,Signed off,Created',
  );
  expect(assessments).toContain('ISO 27001 surveillance,ISO/IEC 27001,2022,2026-01-01,2026-06-30');

  await page.goto('/dashboard/controls/library?importance=MANDATORY');
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeVisible();
  const library = await exportBoth(
    page,
    'Export',
    'control-library',
    'ID,Name,Category,Importance,Standards,Frameworks,Adopted,Adopted control ID,Priority,Complexity,Frequency,Estimated hours,Estimated cost,Why,How,Evidence',
  );
  // The importance filter holds: mandatory controls only.
  expect(library).toContain(',Mandatory,');
  expect(library).not.toContain(',Preferred,');
  expect(library).not.toContain(',Advanced,');

  await page.goto('/dashboard/activity');
  await expect(page.getByRole('list', { name: 'Audit events' })).toBeVisible();
  const log = await exportBoth(
    page,
    'Export audit log',
    'audit-log',
    'When,Who,Email,Through,Action,Action code,Record type,Record ID,Record,Changes,Request ID',
  );
  expect(log).toContain('Quarterly access review');
  expect(log).toContain('Stale admin accounts');
});

test("Framework Status, a framework's requirements and an assessment's results export with the page's filters", async ({
  page,
  owner,
}) => {
  test.slow();
  expect(owner.user.role).toBe('owner');
  await dataOf(await page.request.put('/api/frameworks/ISO27001/selection'));
  const assessment = await dataOf<{ id: string }>(
    await page.request.post('/api/assessments', {
      data: {
        frameworkId: 'ISO27001',
        name: 'ISO 27001 audit',
        periodStart: '2026-01-01',
        periodEnd: '2026-06-30',
      },
    }),
  );

  await page.goto('/dashboard/compliance');
  const frameworks = await exportBoth(
    page,
    'Export frameworks',
    'frameworks',
    'ID,Name,Version,Source,Tracked,Requirements,Met,Partly met,Not met,Not applicable,Met (%),Progress (%)',
  );
  expect(frameworks.trim().split('\n').slice(1)).toEqual([
    expect.stringMatching(/^ISO27001,ISO\/IEC 27001,2022,Built in,Yes,93,/),
  ]);

  await page.goto('/dashboard/compliance/ISO27001?q=A.5.1');
  await expect(page.getByText(/^Showing \d+ of 93 requirements$/)).toBeVisible();
  const requirements = await exportBoth(
    page,
    'Export requirements',
    'ISO-IEC-27001-requirements',
    'Code,Title,Description,Group,Mandatory,Status,Reasons,Applicable,Applicability reason,Controls',
  );
  const codes = requirements
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]);
  expect(codes).toContain('A.5.1');
  expect(codes.every((code) => code?.startsWith('A.5.1'))).toBe(true);

  await page.goto(`/dashboard/assessments/${assessment.id}`);
  await page.getByRole('searchbox', { name: 'Search requirements' }).fill('A.5.2');
  const results = await exportBoth(
    page,
    'Export results',
    'assessment-ISO-27001-audit',
    'Code,Title,Group,Mandatory,Result,Suggested status,Assessor,Notes,Evidence,Findings,Updated',
  );
  // The search matches A.5.2 and A.5.20 to A.5.29, as the table shows them.
  const rows = results.trim().split('\n').slice(1);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((row) => /^A\.5\.2\d?,/.test(row))).toBe(true);
});
