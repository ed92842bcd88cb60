import {
  inviteViaApi,
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { createRisksViaApi, riskTotalViaApi } from './support/risk-data.ts';
import {
  chooseInFilter,
  expectPosition,
  expectRiskTitles,
  expectRiskTitlesInAnyOrder,
  pageStat,
  riskCell,
  riskRow,
  riskTable,
  searchParam,
} from './support/risk-ui.ts';
import { expectToast } from './support/ui.ts';

// Spec §4 (Risk, List holders), §5 (Risk list filters), §8. The register lives at
// /dashboard/risks; its filters and sort are kept in the URL.

const openRegister = async (page: import('@playwright/test').Page, path = '/dashboard/risks') => {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Risk Register', level: 1 })).toBeVisible();
};

test.describe('risk register', () => {
  test('a new risk shows its score and level live, joins the register, and an edit moves its level', async ({
    page,
    owner: _owner,
  }) => {
    await openRegister(page);
    await expect(page.getByText('No risks recorded yet', { exact: true })).toBeVisible();
    await expect(pageStat(page, 'Risks')).toHaveText('0');

    await page.getByRole('button', { name: 'New risk' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New risk' });
    await expect(dialog).toBeVisible();
    const preview = dialog.getByText('Inherent risk', { exact: true }).locator('..');
    // A blank risk starts at 3 × 3.
    await expect(preview).toHaveText(/^Inherent risk\s*9\s*\/ 25\s*Medium\s*3 × 3$/);

    await dialog.getByLabel('Title', { exact: true }).fill('Ransomware encrypts the file servers');
    await dialog
      .getByLabel('Description', { exact: true })
      .fill('Backups are on the same network as the servers.');
    await dialog.getByLabel('Category', { exact: true }).selectOption({ label: 'Technology' });
    await dialog.getByLabel('Likelihood', { exact: true }).selectOption({ label: '4 · High' });
    await expect(preview).toHaveText(/^Inherent risk\s*12\s*\/ 25\s*Medium\s*4 × 3$/);
    await dialog.getByLabel('Impact', { exact: true }).selectOption({ label: '5 · Very High' });
    await expect(preview).toHaveText(/^Inherent risk\s*20\s*\/ 25\s*High\s*4 × 5$/);
    // Spec §4: above 20 is critical, 20 itself is high.
    await dialog.getByLabel('Likelihood', { exact: true }).selectOption({ label: '5 · Very High' });
    await expect(preview).toHaveText(/^Inherent risk\s*25\s*\/ 25\s*Critical\s*5 × 5$/);
    await dialog.getByLabel('Likelihood', { exact: true }).selectOption({ label: '4 · High' });
    await expect(preview).toHaveText(/^Inherent risk\s*20\s*\/ 25\s*High\s*4 × 5$/);

    await dialog.getByRole('button', { name: 'Create risk' }).click();
    await expectToast(page, 'Risk created', 'Ransomware encrypts the file servers');
    await expect(dialog).toHaveCount(0);

    const title = 'Ransomware encrypts the file servers';
    await expect(riskRow(page, title)).toHaveCount(1);
    await expect(await riskCell(page, title, 'Inherent')).toHaveText('High20');
    await expect(await riskCell(page, title, 'Category')).toHaveText('Technology');
    await expect(pageStat(page, 'Risks')).toHaveText('1');

    // The risk's page, then an edit that moves it to critical.
    await riskRow(page, title).getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectPosition(page, 'Inherent risk', {
      score: 20,
      level: 'High',
      likelihood: '4 · High',
      impact: '5 · Very High',
    });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit risk' });
    await expect(edit.getByLabel('Title', { exact: true })).toHaveValue(title);
    await edit.getByLabel('Likelihood', { exact: true }).selectOption({ label: '5 · Very High' });
    await expect(edit.getByText('Inherent risk', { exact: true }).locator('..')).toHaveText(
      /^Inherent risk\s*25\s*\/ 25\s*Critical\s*5 × 5$/,
    );
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Risk updated', title);
    await expect(edit).toHaveCount(0);
    await expectPosition(page, 'Inherent risk', {
      score: 25,
      level: 'Critical',
      likelihood: '5 · Very High',
      impact: '5 · Very High',
    });

    await page.getByRole('link', { name: 'Risk Register' }).first().click();
    await expect(page.getByRole('heading', { name: 'Risk Register', level: 1 })).toBeVisible();
    await expect(await riskCell(page, title, 'Inherent')).toHaveText('Critical25');
  });

  test('category, level and text filters narrow the rows and are kept in the URL across a reload', async ({
    page,
    owner: _owner,
  }) => {
    await createRisksViaApi(page.request, [
      { title: 'Ransomware on file servers', category: 'TECHNOLOGY', likelihood: 5, impact: 5 },
      { title: 'Phishing steals credentials', category: 'TECHNOLOGY', likelihood: 3, impact: 3 },
      { title: 'Supplier insolvency', category: 'FINANCIAL', likelihood: 4, impact: 4 },
      { title: 'Late regulatory filing', category: 'COMPLIANCE', likelihood: 2, impact: 2 },
      {
        title: 'Key engineer leaves',
        category: 'OPERATIONAL',
        likelihood: 3,
        impact: 4,
        description: 'Only one person knows the billing system.',
      },
    ]);
    await openRegister(page);
    await expect(pageStat(page, 'Risks')).toHaveText('5');
    const filters = page.getByRole('search', { name: 'Filter risks' });

    await chooseInFilter(filters, page, 'Category', ['Technology']);
    await expect(filters.getByRole('button', { name: 'Category: Technology' })).toBeVisible();
    await expectRiskTitlesInAnyOrder(page, [
      'Phishing steals credentials',
      'Ransomware on file servers',
    ]);
    await expect(pageStat(page, 'Matching risks')).toHaveText('2');
    expect(searchParam(page, 'category')).toEqual(['TECHNOLOGY']);

    await chooseInFilter(filters, page, 'Level', ['Medium']);
    await expectRiskTitles(page, ['Phishing steals credentials']);
    expect(searchParam(page, 'riskLevel')).toEqual(['medium']);

    await page.reload();
    await expect(filters.getByRole('button', { name: 'Category: Technology' })).toBeVisible();
    await expect(filters.getByRole('button', { name: 'Level: Medium' })).toBeVisible();
    await expectRiskTitles(page, ['Phishing steals credentials']);
    await expect(pageStat(page, 'Matching risks')).toHaveText('1');

    // Several values of a filter are combined with OR, filters with AND.
    await chooseInFilter(filters, page, 'Level', ['Low']);
    await expect(filters.getByRole('button', { name: 'Level: 2 selected' })).toBeVisible();
    await expectRiskTitles(page, ['Phishing steals credentials']);
    await chooseInFilter(filters, page, 'Category', ['Compliance']);
    await expectRiskTitlesInAnyOrder(page, [
      'Late regulatory filing',
      'Phishing steals credentials',
    ]);

    await filters.getByRole('button', { name: 'Clear filters' }).click();
    await expect(filters.getByRole('button', { name: 'Category: All' })).toBeVisible();
    await expect(pageStat(page, 'Risks')).toHaveText('5');
    expect(searchParam(page, 'category')).toBeUndefined();
    expect(searchParam(page, 'riskLevel')).toBeUndefined();

    // Search covers the description too (spec §5), and is kept in the URL.
    const searchBox = filters.getByRole('searchbox', { name: 'Search risks' });
    await searchBox.fill('billing');
    await searchBox.press('Enter');
    await expectRiskTitles(page, ['Key engineer leaves']);
    expect(searchParam(page, 'search')).toBe('billing');
    await page.reload();
    await expect(searchBox).toHaveValue('billing');
    await expectRiskTitles(page, ['Key engineer leaves']);

    await searchBox.fill('nothing like this');
    await searchBox.press('Enter');
    await expect(page.getByText('No risks match these filters', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(searchBox).toHaveValue('');
    await expect(pageStat(page, 'Risks')).toHaveText('5');
  });

  test('sorting by score orders the rows both ways; bulk delete asks first and clears the selection', async ({
    page,
    owner: _owner,
  }) => {
    await createRisksViaApi(page.request, [
      { title: 'Medium nine', likelihood: 3, impact: 3 },
      { title: 'Critical twenty-five', likelihood: 5, impact: 5 },
      { title: 'Low four', likelihood: 2, impact: 2 },
      { title: 'High sixteen', likelihood: 4, impact: 4 },
      { title: 'Medium twelve', likelihood: 3, impact: 4 },
    ]);
    await openRegister(page);
    await expect(pageStat(page, 'Risks')).toHaveText('5');

    const byScore = [
      'Critical twenty-five',
      'High sixteen',
      'Medium twelve',
      'Medium nine',
      'Low four',
    ];
    const inherent = riskTable(page).getByRole('columnheader', { name: 'Inherent' });
    await inherent.getByRole('button').click();
    await expect(inherent).toHaveAttribute('aria-sort', 'descending');
    await expectRiskTitles(page, byScore);
    expect(searchParam(page, 'sortBy')).toBe('riskScore');

    await inherent.getByRole('button').click();
    await expect(inherent).toHaveAttribute('aria-sort', 'ascending');
    await expectRiskTitles(page, [...byScore].reverse());
    expect(searchParam(page, 'sortDirection')).toBe('asc');
    await page.reload();
    await expect(inherent).toHaveAttribute('aria-sort', 'ascending');
    await expectRiskTitles(page, [...byScore].reverse());

    // Select two, then delete them.
    await page.getByRole('checkbox', { name: 'Select Low four' }).check();
    await page.getByRole('checkbox', { name: 'Select Medium twelve' }).check();
    const bar = page.getByRole('region', { name: 'Selected risks' });
    await expect(bar).toContainText('2 selected');
    await expect(riskRow(page, 'Low four')).toHaveAttribute('aria-selected', 'true');

    // Cancel first: nothing changes.
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete 2 risks?' });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(bar).toContainText('2 selected');
    expect(await riskTotalViaApi(page.request)).toBe(5);

    await bar.getByRole('button', { name: 'Delete selected' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete 2 risks?' });
    await confirm.getByRole('button', { name: 'Delete risks' }).click();
    await expectToast(page, 'Risks deleted', '2 risks were deleted.');
    await expect(confirm).toHaveCount(0);
    await expectRiskTitles(page, ['Medium nine', 'High sixteen', 'Critical twenty-five']);
    await expect(bar).toHaveCount(0);
    await expect(riskTable(page).getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(pageStat(page, 'Risks')).toHaveText('3');
    expect(await riskTotalViaApi(page.request)).toBe(3);
  });

  test('an auditor reads the register and a risk but is offered no way to change them', async ({
    page,
    owner,
    openBrowser,
  }) => {
    const [risk] = await createRisksViaApi(page.request, [
      { title: 'Data centre flood', category: 'OPERATIONAL', likelihood: 2, impact: 5 },
    ]);
    const auditor = newAccount('auditor');
    const { token } = await inviteViaApi(page.request, auditor.email, 'auditor');
    const other = await openBrowser();
    const user = await registerViaApi(other.page.request, auditor, token);
    expect(user.role).toBe('auditor');
    expect(user.organization.name).toBe(owner.account.organizationName);
    await recordTour(other.page.request, PLATFORM_OVERVIEW, 'completed');
    const reader = other.page;

    await openRegister(reader);
    await expect(riskRow(reader, 'Data centre flood')).toHaveCount(1);
    await expect(await riskCell(reader, 'Data centre flood', 'Inherent')).toHaveText('Medium10');
    await expect(reader.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'New risk' })).toHaveCount(0);
    await expect(reader.getByRole('button', { name: 'Import' })).toHaveCount(0);
    await expect(riskTable(reader).getByRole('checkbox')).toHaveCount(0);

    await riskRow(reader, 'Data centre flood').getByRole('link').click();
    await expect(
      reader.getByRole('heading', { name: 'Data centre flood', level: 1 }),
    ).toBeVisible();
    await expect(reader.getByText('No controls mapped', { exact: true })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(reader.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(reader.getByRole('button', { name: 'Map a control' })).toHaveCount(0);

    // Spreadsheets: exports only.
    await reader.goto('/dashboard/spreadsheets');
    await expect(reader.getByRole('rowheader', { name: /Data centre flood/ })).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Export XLSX of risks' })).toBeEnabled();
    await expect(reader.getByRole('button', { name: 'Import risks' })).toBeDisabled();
    await expect(reader.getByRole('button', { name: 'Import XLSX' })).toBeDisabled();
    await expect(reader.getByRole('button', { name: 'Add control column' })).toHaveCount(0);

    // The server agrees: a write is refused.
    const refused = await reader.request.patch(`/api/risks/${risk!.id}`, {
      data: { likelihood: 5 },
    });
    expect(refused.status()).toBe(403);
  });
});
