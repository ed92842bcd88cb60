import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Finding } from '@rampart/contracts';
import { dataOf, joinViaInvitation } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { createControlViaApi, downloadFrom, isoDay, shownDate } from './support/risk-data.ts';
import { chooseInFilter, pageStat, searchParam } from './support/risk-ui.ts';
import { expectToast, sidebar } from './support/ui.ts';

// The findings register (/dashboard/findings): every finding of the organisation, whatever raised
// it, with the filters, sort and edits a risk team works with. Findings follow the evidence
// permissions: an auditor reads them and changes nothing.

type FindingInput = {
  title: string;
  severity: 'low' | 'medium' | 'high' | 'critical';
  status?: string;
  dueDate?: string;
  controlId?: string;
  ownerUserId?: string;
  remediation?: string;
};

const createFindingsViaApi = async (request: APIRequestContext, inputs: FindingInput[]) => {
  const out: Finding[] = [];
  for (const data of inputs) {
    out.push(await dataOf<Finding>(await request.post('/api/findings', { data })));
  }
  return out;
};

const table = (page: Page): Locator => page.getByRole('table', { name: 'Findings' });
const titles = (page: Page): Locator => table(page).locator('tbody tr td:first-child button');
const row = (page: Page, title: string): Locator =>
  table(page)
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });

/** Three open findings (one overdue, on a control), one resolved and overdue-dated, one undated. */
const seed = async (page: Page, ownerUserId: string) => {
  const control = await createControlViaApi(page.request, { title: 'Quarterly access review' });
  await createFindingsViaApi(page.request, [
    {
      title: 'Leavers keep VPN access',
      severity: 'high',
      dueDate: isoDay(-10),
      controlId: control.id,
      ownerUserId,
      remediation: 'Tie VPN accounts to the HR leaver feed.',
    },
    { title: 'Backups are not encrypted', severity: 'critical', dueDate: isoDay(20) },
    { title: 'Old firewall rules', severity: 'low', status: 'resolved', dueDate: isoDay(-30) },
    { title: 'Visitor log incomplete', severity: 'medium' },
  ]);
  return control;
};

test.describe('findings register', () => {
  test('lists the open findings, filters by severity and overdue, sorts, and edits one', async ({
    page,
    owner,
  }) => {
    const control = await seed(page, owner.user.id);

    await page.goto('/dashboard');
    await sidebar(page).getByRole('link', { name: 'Findings' }).click();
    await expect(page).toHaveURL(/\/dashboard\/findings$/);
    await expect(page.getByRole('heading', { name: 'Findings', level: 1 })).toBeVisible();

    // By default the open ones: the resolved finding stays out, newest first.
    await expect(titles(page)).toHaveText([
      'Visitor log incomplete',
      'Backups are not encrypted',
      'Leavers keep VPN access',
    ]);
    await expect(pageStat(page, 'Open findings')).toHaveText('3');
    await expect(pageStat(page, 'Overdue')).toHaveText('1');
    const leavers = row(page, 'Leavers keep VPN access');
    await expect(leavers).toContainText(shownDate(isoDay(-10)));
    await expect(leavers).toContainText('Overdue');
    await expect(leavers).toContainText(owner.account.name);
    await expect(leavers.getByRole('link', { name: 'Quarterly access review' })).toHaveAttribute(
      'href',
      `/dashboard/controls/${control.id}`,
    );
    await expect(row(page, 'Backups are not encrypted')).not.toContainText('Overdue');
    await expect(row(page, 'Visitor log incomplete')).toContainText('No due date');

    await chooseInFilter(page, page, 'Severity', ['High', 'Critical']);
    await expect(titles(page)).toHaveText(['Backups are not encrypted', 'Leavers keep VPN access']);
    expect(searchParam(page, 'severity')).toEqual(['critical', 'high']);
    await expect(pageStat(page, 'Matching findings')).toHaveText('2');

    await page.getByRole('checkbox', { name: 'Overdue only' }).check();
    await expect(titles(page)).toHaveText(['Leavers keep VPN access']);
    expect(searchParam(page, 'overdue')).toBe(true);

    // The filters live in the URL: a reload shows the same list.
    await page.reload();
    await expect(titles(page)).toHaveText(['Leavers keep VPN access']);
    await expect(page.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();

    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect(titles(page)).toHaveCount(3);
    expect(searchParam(page, 'severity')).toBeUndefined();

    // Every status (the menu's "All"): the resolved one comes back.
    await page.getByRole('button', { name: /^Status: / }).click();
    await page.getByRole('menuitem', { name: 'Clear status' }).click();
    await expect(page.getByRole('button', { name: 'Status: All' })).toBeVisible();
    expect(searchParam(page, 'status')).toBe('all');
    await expect(titles(page)).toHaveCount(4);
    await expect(row(page, 'Old firewall rules')).toContainText('Resolved');
    // Resolved in time or not, a done finding is never overdue.
    await expect(row(page, 'Old firewall rules')).not.toContainText('Overdue');

    // Sorted by the server: severity by weight, highest first, then lowest first.
    const severity = table(page).getByRole('columnheader', { name: 'Severity' });
    await severity.getByRole('button').click();
    await expect(severity).toHaveAttribute('aria-sort', 'descending');
    await expect(titles(page)).toHaveText([
      'Backups are not encrypted',
      'Leavers keep VPN access',
      'Visitor log incomplete',
      'Old firewall rules',
    ]);
    await severity.getByRole('button').click();
    await expect(severity).toHaveAttribute('aria-sort', 'ascending');
    await expect(titles(page).first()).toHaveText('Old firewall rules');
    const due = table(page).getByRole('columnheader', { name: 'Due' });
    await due.getByRole('button').click();
    await expect(due).toHaveAttribute('aria-sort', 'ascending');
    // Earliest due first; undated last.
    await expect(titles(page)).toHaveText([
      'Old firewall rules',
      'Leavers keep VPN access',
      'Backups are not encrypted',
      'Visitor log incomplete',
    ]);

    // The title opens the edit form; resolving the overdue finding takes it off the open list.
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await row(page, 'Leavers keep VPN access')
      .getByRole('button', { name: 'Leavers keep VPN access' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit finding' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Leavers keep VPN access');
    await expect(dialog.getByLabel('Remediation')).toHaveValue(
      'Tie VPN accounts to the HR leaver feed.',
    );
    await dialog.getByLabel('Status').selectOption({ label: 'Resolved' });
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Finding updated', 'Leavers keep VPN access');
    await expect(dialog).toHaveCount(0);
    // The sort stays: earliest due first.
    await expect(titles(page)).toHaveText(['Backups are not encrypted', 'Visitor log incomplete']);
    await expect(pageStat(page, 'Open findings')).toHaveText('2');
    await expect(pageStat(page, 'Overdue')).toHaveText('0');

    // A new finding needs no control.
    await page.getByRole('button', { name: 'New finding' }).first().click();
    const create = page.getByRole('dialog', { name: 'New finding' });
    await create.getByLabel('Title').fill('Shared admin password on the CCTV recorder');
    await create.getByLabel('Severity').selectOption({ label: 'Critical' });
    await create.getByLabel('Due date').fill(isoDay(-1));
    await create.getByRole('button', { name: 'Add finding' }).click();
    await expectToast(page, 'Finding created', 'Shared admin password on the CCTV recorder');
    const cctv = row(page, 'Shared admin password on the CCTV recorder');
    await expect(cctv).toContainText('Critical');
    await expect(cctv).toContainText('Overdue');
    await expect(cctv.getByRole('link')).toHaveCount(0);
    await expect(pageStat(page, 'Overdue')).toHaveText('1');

    // The export holds what the filters show.
    await chooseInFilter(page, page, 'Severity', ['Critical']);
    await expect(titles(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Export findings' }).click();
    const file = await downloadFrom(page, () =>
      page.getByRole('menuitem', { name: 'CSV (.csv)' }).click(),
    );
    expect(file.name).toMatch(/^rampart-findings.*\.csv$/);
    const csv = await readFile(file.path, 'utf8');
    expect(csv).toContain('Backups are not encrypted');
    expect(csv).toContain('Shared admin password on the CCTV recorder');
    expect(csv).not.toContain('Visitor log incomplete');
  });

  test('an auditor reads the findings but is offered no way to change them', async ({
    page,
    owner,
    openBrowser,
  }) => {
    await seed(page, owner.user.id);
    const other = await openBrowser();
    await joinViaInvitation(page.request, other.page.request, 'auditor');
    const reader = other.page;

    await reader.goto('/dashboard/findings');
    await expect(titles(reader)).toHaveCount(3);
    await expect(reader.getByRole('button', { name: 'Export findings' })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'New finding' })).toHaveCount(0);

    await reader.getByRole('button', { name: 'Leavers keep VPN access' }).click();
    const details = reader.getByRole('dialog', { name: 'Leavers keep VPN access' });
    await expect(details).toContainText('Tie VPN accounts to the HR leaver feed.');
    await expect(details).toContainText('Overdue');
    await expect(details.getByRole('link', { name: 'Quarterly access review' })).toBeVisible();
    await expect(details.getByRole('textbox')).toHaveCount(0);
    await expect(details.getByRole('button', { name: /Save/ })).toHaveCount(0);
    await details.getByRole('button', { name: 'Close' }).first().click();
    await expect(details).toHaveCount(0);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the register and its forms pass axe in the ${scheme} theme`, async ({
      page,
      owner,
    }, testInfo) => {
      await seed(page, owner.user.id);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/dashboard/findings?status=all');
      await expect(titles(page)).toHaveCount(4);
      await expect(page.locator('html')).toHaveClass(
        scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      const violations = await auditScreen(page, testInfo, `${scheme}-findings`);

      await page.getByRole('button', { name: 'Leavers keep VPN access' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit finding' })).toBeVisible();
      violations.push(...(await auditScreen(page, testInfo, `${scheme}-finding-edit`)));
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await page.goto('/dashboard/findings?search=nothing-matches-this');
      await expect(page.getByText('No findings match these filters')).toBeVisible();
      violations.push(...(await auditScreen(page, testInfo, `${scheme}-findings-empty`)));
      expect(violations).toEqual([]);
    });
  }
});
