import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import {
  dataOf,
  inviteViaApi,
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
} from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { downloadFrom, minimalPdf } from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// Documents (issue 13 point 4): a policy with versions, approved by a second person, found by a
// word inside its file, flagged when its review date has passed, and read-only for an auditor.

/** Someone invited with the role, signed up and signed in in a browser of their own. */
const joinAs = async (
  ownerRequest: APIRequestContext,
  openBrowser: () => Promise<{ context: BrowserContext; page: Page }>,
  role: string,
) => {
  const account = newAccount(role.replace('_', '-'));
  const { token } = await inviteViaApi(ownerRequest, account.email, role);
  const browser = await openBrowser();
  await registerViaApi(browser.page.request, account, token);
  await recordTour(browser.page.request, PLATFORM_OVERVIEW, 'completed');
  return { ...browser, account };
};

test('a policy gets a second version, is approved by another person, found by its text and read by an auditor', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  test.slow();
  const first = minimalPdf('Staff badges are checked by the wombat desk');
  const second = minimalPdf('Visitors are escorted by the quokka team at all times');

  await page.goto('/dashboard/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(page.getByText('No documents or evidence yet')).toBeVisible();
  const violations = await auditScreen(page, testInfo, 'documents-empty');

  // A new policy with its first file.
  await page.getByRole('button', { name: 'New document' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByLabel('File', { exact: true }).setInputFiles({
    name: 'physical-security.pdf',
    mimeType: 'application/pdf',
    buffer: first,
  });
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue('physical-security');
  await dialog.getByLabel('Title', { exact: true }).fill('Physical security policy');
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await expectToast(page, 'Document added', 'Physical security policy');
  await expect(
    page.getByRole('heading', { name: 'Physical security policy', level: 1 }),
  ).toBeVisible();
  const versions = page.getByRole('table', { name: 'Versions' });
  await expect(versions.getByRole('row')).toHaveCount(2);

  // A second version: both listed, the old one downloads byte for byte.
  await page.getByRole('button', { name: 'Upload new version' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload new version' });
  await upload.getByLabel('File', { exact: true }).setInputFiles({
    name: 'physical-security-2.pdf',
    mimeType: 'application/pdf',
    buffer: second,
  });
  await upload.getByLabel('What changed').fill('Visitor rules added');
  await upload.getByRole('button', { name: 'Upload version 2' }).click();
  await expectToast(page, 'Version 2 uploaded', 'Physical security policy');
  await expect(versions.getByRole('row')).toHaveCount(3);
  // The row whose version cell starts "v2" (names in other cells are random tags such as
  // "mx5qv2rn16w3").
  const v2 = versions
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: /^v2(\s|$)/ }) });
  await expect(v2).toContainText('Current');
  await expect(v2).toContainText('Visitor rules added');
  // The text of each file is read in the background, then searchable.
  await expect(v2).toContainText('Searchable', { timeout: 30_000 });
  const old = await downloadFrom(page, () =>
    versions.getByRole('link', { name: 'Download physical-security.pdf' }).click(),
  );
  expect(old.name).toBe('physical-security.pdf');
  expect(old.bytes.equals(first), 'the old version is the first file').toBe(true);
  violations.push(...(await auditScreen(page, testInfo, 'document-detail')));

  // Submitted by the owner, who may not approve it (four eyes) ...
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expectToast(page, 'Submitted for review', 'Physical security policy');
  await expect(
    page.getByText('You submitted this document for review: another person must approve it'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);

  // ... and approved by a risk manager.
  const url = page.url();
  const reviewer = await joinAs(page.request, openBrowser, 'risk_manager');
  await reviewer.page.goto(url);
  await expect(reviewer.page.getByText(`Submitted by ${owner.account.name}`)).toBeVisible();
  await reviewer.page.getByLabel('Comment').fill('Checked against ISO 27001 A.7');
  await reviewer.page.getByRole('button', { name: 'Approve', exact: true }).click();
  await expectToast(reviewer.page, 'Document approved', 'Physical security policy');
  await expect(reviewer.page.getByText(`Approved by ${reviewer.account.name}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Approved by ${reviewer.account.name}`)).toBeVisible();

  // A document whose review date has passed needs review.
  const form = {
    title: 'Clean desk procedure',
    kind: 'procedure',
    reviewDate: '2024-01-31',
    file: { name: 'clean-desk.pdf', mimeType: 'application/pdf', buffer: minimalPdf('Desks') },
  };
  await dataOf(await page.request.post('/api/documents', { multipart: form }));

  // The list: both documents; a word inside the current file finds the policy.
  await page.goto('/dashboard/documents');
  const table = page.getByRole('table', { name: 'Documents' });
  await expect(table.getByRole('row')).toHaveCount(3);
  const cleanDesk = table.getByRole('row').filter({ hasText: 'Clean desk procedure' });
  await expect(cleanDesk).toContainText('Needs review');
  await expect(cleanDesk).toContainText('Jan 31, 2024');
  const policy = table.getByRole('row').filter({ hasText: 'Physical security policy' });
  await expect(policy).toContainText('Approved');
  await expect(policy).not.toContainText('Needs review');
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('quokka');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('Physical security policy');
  await expect(page).toHaveURL(/search=quokka/);
  violations.push(...(await auditScreen(page, testInfo, 'documents-list')));

  // An auditor reads and downloads, and changes nothing.
  const auditor = await joinAs(page.request, openBrowser, 'auditor');
  await auditor.page.goto('/dashboard/documents');
  await expect(auditor.page.getByRole('button', { name: 'New document' })).toHaveCount(0);
  await auditor.page.getByRole('link', { name: 'Physical security policy' }).click();
  await expect(
    auditor.page.getByRole('heading', { name: 'Physical security policy', level: 1 }),
  ).toBeVisible();
  await expect(auditor.page.getByRole('link', { name: /^Download / })).toHaveCount(2);
  for (const name of ['Upload new version', 'Add link', 'Edit details', 'Delete', 'Approve']) {
    await expect(auditor.page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  violations.push(...(await auditScreen(auditor.page, testInfo, 'document-auditor')));
  expect(violations).toEqual([]);
});
