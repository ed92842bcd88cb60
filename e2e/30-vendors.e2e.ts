import type { APIRequestContext, Page } from '@playwright/test';
import type { Vendor, VendorDocument } from '@rampart/contracts';
import { dataOf } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { downloadFrom, isoDay, minimalPdf, shownDate } from './support/risk-data.ts';
import { chooseInFilter, pageStat, searchParam } from './support/risk-ui.ts';
import { expectFieldError, expectToast } from './support/ui.ts';

// The vendor register (issue 11): a vendor added by hand, its relationship edited, a document
// kept with it, the list filtered and exported, and both screens checked by axe in both themes.

const createVendorViaApi = async (
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<Vendor> => dataOf<Vendor>(await request.post('/api/vendors', { data: body }));

const getVendorViaApi = async (request: APIRequestContext, id: string): Promise<Vendor> =>
  dataOf<Vendor>(await request.get(`/api/vendors/${encodeURIComponent(id)}`));

/** Text fields first, the file last, as the server reads the parts in order. */
const uploadDocumentViaApi = async (
  request: APIRequestContext,
  vendorId: string,
  fields: { title: string; documentType: string; issuedAt: string; expiresAt: string },
): Promise<VendorDocument> =>
  dataOf<VendorDocument>(
    await request.post(`/api/vendors/${encodeURIComponent(vendorId)}/documents`, {
      multipart: {
        ...fields,
        file: { name: 'report.pdf', mimeType: 'application/pdf', buffer: minimalPdf(fields.title) },
      },
    }),
  );

const vendorTable = (page: Page) => page.getByRole('table', { name: 'Vendors' });
const vendorNames = (page: Page) => vendorTable(page).getByRole('row').getByRole('link');
const vendorRow = (page: Page, name: string) =>
  vendorTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name, exact: true }) });

test('a vendor added by hand is edited, keeps a document, and is found, filtered and exported from the register', async ({
  page,
  owner,
}) => {
  await page.goto('/dashboard/vendors');
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
  await expect(page.getByText('No vendors recorded yet', { exact: true })).toBeVisible();

  // Add a vendor by hand; the name is required.
  await page.getByRole('button', { name: 'Add vendor', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add vendor' });
  await dialog.getByRole('button', { name: 'Add vendor', exact: true }).click();
  await expectFieldError(page, 'Name', 'Name is required');
  await dialog.getByLabel('Name', { exact: true }).fill('Northwind Storage');
  await dialog.getByLabel('Website', { exact: true }).fill('https://northwind.example');
  await dialog.getByLabel('Category', { exact: true }).selectOption({
    label: 'Data storage and processing',
  });
  await dialog.getByLabel('Tier', { exact: true }).selectOption({ label: 'High' });
  await dialog
    .getByLabel('Owner', { exact: true })
    .selectOption({ label: `${owner.account.name} (${owner.account.email})` });
  await dialog.getByLabel('Personal data', { exact: true }).check();
  await dialog.getByLabel('Customer data', { exact: true }).check();
  await dialog.getByLabel('Business purpose', { exact: true }).fill('Backups of customer files');
  await dialog.getByLabel('Contract start', { exact: true }).fill('2026-01-01');
  await dialog.getByLabel('Contract end', { exact: true }).fill('2026-12-31');
  await dialog.getByLabel('Notice period (days)', { exact: true }).fill('30');
  await dialog.getByRole('button', { name: 'Add vendor', exact: true }).click();
  await expectToast(page, 'Vendor added', 'Northwind Storage');

  // Its page: the header says what was entered.
  await expect(page.getByRole('heading', { name: 'Northwind Storage', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/vendors\/[^/?]+$/);
  const vendorId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(pageStat(page, 'Tier')).toContainText('High');
  await expect(pageStat(page, 'Owner')).toHaveText(owner.account.name);
  await expect(pageStat(page, 'Compliance')).toHaveText('Not assessed');
  await expect(
    page.locator('header[data-tour="page-header"]').getByText('Data storage and processing', {
      exact: true,
    }),
  ).toBeVisible();
  const created = await getVendorViaApi(page.request, vendorId);
  expect(created).toMatchObject({
    tier: 'high',
    category: 'DATA_STORAGE_AND_PROCESSING',
    ownerUserId: owner.user.id,
    dataKinds: expect.arrayContaining(['personal', 'customer']),
    noticePeriodDays: 30,
    reviewCadenceDays: 180,
  });
  expect(created.contractEnd?.slice(0, 10)).toBe('2026-12-31');

  // Relationship: raise the tier; the review cadence follows it (critical: 90 days).
  await page.getByRole('tab', { name: 'Relationship' }).click();
  expect(searchParam(page, 'tab')).toBe('relationship');
  const cadence = page.getByLabel('Review cadence (days)', { exact: true });
  await expect(cadence).toHaveValue('180');
  await page.getByLabel('Tier', { exact: true }).selectOption({ label: 'Critical' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Vendor updated', 'Northwind Storage');
  await expect(pageStat(page, 'Tier')).toContainText('Critical');
  await expect(cadence).toHaveValue('90');
  expect(await getVendorViaApi(page.request, vendorId)).toMatchObject({
    tier: 'critical',
    reviewCadenceDays: 90,
    noticePeriodDays: 30,
  });

  // Documents: a SOC 2 report that expires within the warning window.
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('No documents yet', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  const upload = page.getByRole('dialog', { name: 'Upload document' });
  const pdf = minimalPdf(`SOC 2 ${vendorId}`);
  await upload.getByLabel('File', { exact: true }).setInputFiles({
    name: 'northwind-soc2.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(upload.getByLabel('Title', { exact: true })).toHaveValue('northwind-soc2');
  await upload.getByLabel('Title', { exact: true }).fill('SOC 2 Type II 2026');
  await upload.getByLabel('Document type', { exact: true }).selectOption({ label: 'SOC 2 report' });
  await upload.getByLabel('Issued on', { exact: true }).fill(isoDay(-300));
  const expires = isoDay(10);
  await upload.getByLabel('Expires on', { exact: true }).fill(expires);
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expectToast(page, 'Document uploaded', 'SOC 2 Type II 2026');
  await expect(upload).toHaveCount(0);
  const docRow = page
    .getByRole('table', { name: 'Documents' })
    .getByRole('row')
    .filter({ hasText: 'SOC 2 Type II 2026' });
  await expect(docRow.getByRole('cell').nth(1)).toHaveText('SOC 2 report');
  await expect(docRow.getByRole('cell').nth(3)).toHaveText(`${shownDate(expires)}Expiring soon`);
  const file = await downloadFrom(page, () =>
    docRow.getByRole('link', { name: 'Download northwind-soc2.pdf' }).click(),
  );
  expect(file.bytes.equals(pdf), 'the downloaded file is the uploaded one').toBe(true);

  // The timeline tells what happened, newest first.
  await page.getByRole('tab', { name: 'Timeline' }).click();
  const events = page.getByRole('list', { name: 'Vendor events' }).getByRole('listitem');
  await expect(events.first()).toContainText('Document added');
  await expect(events.last()).toContainText('Added');

  // The register: two more vendors, then the filters, the search and the sort.
  await createVendorViaApi(page.request, {
    name: 'Contoso Payroll',
    category: 'FINANCE',
    tier: 'low',
  });
  await createVendorViaApi(page.request, {
    name: 'Fabrikam Analytics',
    category: 'ANALYTICS',
    tier: 'medium',
    status: 'prospective',
  });
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Vendors', exact: true })
    .click();
  await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
  await expect(vendorNames(page)).toHaveText([
    'Fabrikam Analytics',
    'Contoso Payroll',
    'Northwind Storage',
  ]);
  await expect(pageStat(page, 'Vendors')).toHaveText('3');
  const northwind = vendorRow(page, 'Northwind Storage');
  await expect(northwind).toContainText('Critical');
  await expect(northwind).toContainText('Not assessed');

  await page.getByRole('columnheader', { name: 'Vendor', exact: true }).getByRole('button').click();
  await expect(vendorNames(page)).toHaveText([
    'Contoso Payroll',
    'Fabrikam Analytics',
    'Northwind Storage',
  ]);

  const filters = page.getByRole('search', { name: 'Filter vendors' });
  await chooseInFilter(filters, page, 'Tier', ['Critical', 'Low']);
  await expect(vendorNames(page)).toHaveText(['Contoso Payroll', 'Northwind Storage']);
  expect(searchParam(page, 'tier')).toEqual(['critical', 'low']);
  await expect(pageStat(page, 'Matching vendors')).toHaveText('2');

  await filters.getByRole('searchbox', { name: 'Search vendors' }).fill('northwind');
  await expect(vendorNames(page)).toHaveText(['Northwind Storage']);

  // Export what the register shows: the filtered row, as CSV.
  const csv = await downloadFrom(page, async () => {
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'CSV (.csv)' }).click();
  });
  expect(csv.name).toMatch(/\.csv$/);
  await expectToast(page, 'Export ready', csv.name);
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^name,legalName,website,category,tier,status,ownerEmail,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain('Northwind Storage');
  expect(lines[1]).toContain(',critical,');
  expect(lines[1]).toContain(owner.account.email);

  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(vendorNames(page)).toHaveCount(3);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the vendor screens pass axe in the ${scheme} theme`, async ({
    page,
    owner: _owner,
  }, testInfo) => {
    const vendor = await createVendorViaApi(page.request, {
      name: 'Globex Identity',
      category: 'IDENTITY_PROVIDER',
      tier: 'critical',
      website: 'https://globex.example',
      dataKinds: ['credentials', 'personal'],
      businessPurpose: 'Single sign-on for staff',
    });
    await createVendorViaApi(page.request, { name: 'Initech Office', tier: 'low' });
    await uploadDocumentViaApi(page.request, vendor.id, {
      title: 'ISO 27001 certificate',
      documentType: 'iso_certificate',
      issuedAt: isoDay(-400),
      expiresAt: isoDay(-5),
    });

    await page.emulateMedia({ colorScheme: scheme });
    const violations: string[] = [];
    const audit = async (screen: string) => {
      await expect(page.locator('html')).toHaveClass(
        scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      violations.push(...(await auditScreen(page, testInfo, `${scheme}-${screen}`)));
    };

    await page.goto('/dashboard/vendors');
    await expect(vendorRow(page, 'Globex Identity')).toHaveCount(1);
    await audit('vendors');

    await page.getByRole('button', { name: 'Add vendor', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Add vendor' })).toBeVisible();
    await audit('add-vendor');
    await page.keyboard.press('Escape');

    await vendorRow(page, 'Globex Identity').getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'Globex Identity', level: 1 })).toBeVisible();
    await audit('vendor-overview');

    for (const [tab, ready] of [
      ['Relationship', page.getByRole('button', { name: 'Save changes' })],
      ['Documents', page.getByText('Expired', { exact: true })],
      ['Timeline', page.getByRole('list', { name: 'Vendor events' })],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(ready).toBeVisible();
      await audit(`vendor-${tab.toLowerCase()}`);
    }

    expect(violations).toEqual([]);
  });
}

test('a vendor finding is mapped to a vendor-management control adopted from the library in the dialog', async ({
  page,
  owner: _owner,
}, testInfo) => {
  // Assessed at once by the rules: a vendor with no evidence gets findings to map.
  const vendor = await createVendorViaApi(page.request, {
    name: 'Tailspin Payments',
    category: 'FINANCE',
    assess: true,
  });
  const findingTitle = 'No privacy policy';
  const libraryName = 'Vendor due diligence before onboarding';

  await page.goto(`/dashboard/vendors/${encodeURIComponent(vendor.id)}`);
  await expect(page.getByRole('heading', { name: 'Tailspin Payments', level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: /^Findings/ }).click();
  await page.getByRole('button', { name: `Map to control: ${findingTitle}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Map finding to a control' });
  await expect(dialog).toBeVisible();

  // A new organisation: nothing of its own yet, the library's vendor-management controls below.
  const yours = dialog.getByRole('region', { name: 'Your controls' });
  await expect(yours.getByText('No controls yet', { exact: true })).toBeVisible();
  const library = dialog.getByRole('region', { name: 'From the control library' });
  const libraryRows = library.getByRole('list', { name: 'Library controls' }).getByRole('listitem');
  await expect(libraryRows.filter({ hasText: libraryName })).toHaveCount(1);
  expect(await auditScreen(page, testInfo, 'map-control-dialog')).toEqual([]);

  // Search both lists, adopt from the library: the new control becomes the organisation's,
  // is picked and takes the focus; its library row is gone.
  await dialog.getByRole('searchbox', { name: 'Search controls' }).fill('due diligence');
  await expect(libraryRows).toHaveCount(1);
  await library.getByRole('button', { name: `Adopt ${libraryName}` }).click();
  await expectToast(page, 'Control adopted', libraryName);
  const radio = yours.getByRole('radio', { name: new RegExp(`^${libraryName}`) });
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
  await expect(yours.getByText('Vendor management', { exact: true })).toBeVisible();
  await expect(
    library.getByText(`Every library control matching "due diligence" is adopted`),
  ).toBeVisible();

  await radio.check();
  await dialog.getByRole('button', { name: 'Map to control', exact: true }).click();
  await expectToast(page, 'Finding mapped to control', libraryName);
  await expect(dialog).toHaveCount(0);

  const mapped = page.getByRole('link', { name: `Mapped control: ${findingTitle}` });
  await expect(mapped).toBeVisible();
  const controlId = (await mapped.getAttribute('href'))!.split('/').at(-1)!;
  const control = await dataOf<{
    title: string;
    category: string;
    libraryControlId: string | null;
  }>(await page.request.get(`/api/controls/${controlId}`));
  expect(control).toMatchObject({
    title: libraryName,
    category: 'vendor-management',
    libraryControlId: 'LIB-VM-002',
  });
});
