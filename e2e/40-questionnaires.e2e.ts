import type { APIRequestContext, Page } from '@playwright/test';
import type { Questionnaire } from '@rampart/contracts';
import { dataOf } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { downloadFrom } from './support/risk-data.ts';
import { pageStat } from './support/risk-ui.ts';
import { expectFieldError, expectToast } from './support/ui.ts';

// The questionnaire list (issue 12 point 1): one made from the vendor security template is
// published, exported and archived; a blank one is refused publishing with its issues named.

const TEMPLATE = 'Vendor security assessment';

const table = (page: Page) => page.getByRole('table', { name: 'Questionnaires' });
const row = (page: Page, title: string) => table(page).getByRole('row').filter({ hasText: title });
const rowAction = async (page: Page, title: string, action: string) => {
  await page.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
};

const createViaApi = async (request: APIRequestContext, body: Record<string, unknown>) =>
  dataOf<Questionnaire>(await request.post('/api/questionnaires', { data: body }));

test('a questionnaire from the vendor security template is published, exported and archived', async ({
  page,
  owner: _owner,
}) => {
  await page.goto('/dashboard/questionnaires');
  await expect(page.getByRole('heading', { name: 'Questionnaires', level: 1 })).toBeVisible();
  await expect(page.getByText('No questionnaires yet', { exact: true })).toBeVisible();

  // New questionnaire: the title is required; choosing a template offers its title.
  await page.getByRole('button', { name: 'New questionnaire' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New questionnaire' });
  await dialog.getByRole('button', { name: 'Create questionnaire' }).click();
  await expectFieldError(page, 'Title', 'Title is required');
  await dialog.getByRole('radio', { name: new RegExp(`^${TEMPLATE}`) }).check();
  await expect(dialog.getByLabel('Title', { exact: true })).toHaveValue(TEMPLATE);
  await dialog.getByLabel('Title', { exact: true }).fill('Northwind security review');
  await dialog.getByRole('button', { name: 'Create questionnaire' }).click();
  await expectToast(page, 'Questionnaire created', 'Northwind security review');
  await expect(dialog).toHaveCount(0);

  const created = row(page, 'Northwind security review');
  await expect(created).toContainText('Draft');
  await expect(created).toContainText('Vendor security');
  await expect(pageStat(page, 'Questionnaires')).toHaveText('1');
  await expect(pageStat(page, 'Draft')).toHaveText('1');

  // Publish: the status and the version label change.
  await rowAction(page, 'Northwind security review', 'Publish');
  await expectToast(page, 'Questionnaire published', 'Northwind security review');
  await expect(created).toContainText('Published');
  await expect(created).toContainText('1.1');
  await expect(pageStat(page, 'Published')).toHaveText('1');

  // Export its questions as CSV: one line per question, under the export's header.
  const csv = await downloadFrom(page, () =>
    rowAction(page, 'Northwind security review', 'Export CSV (.csv)'),
  );
  expect(csv.name).toMatch(/\.csv$/);
  await expectToast(page, 'Export ready', csv.name);
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split(/\r?\n/);
  expect(lines[0]).toMatch(/^sectionId,sectionTitle,sectionDescription,questionId,text,type,/);
  expect(lines.length).toBeGreaterThan(2);

  // Archive it; the status filter then finds it among the archived ones.
  await rowAction(page, 'Northwind security review', 'Archive');
  await expectToast(page, 'Questionnaire archived', 'Northwind security review');
  await expect(created).toContainText('Archived');
  await expect(pageStat(page, 'Archived')).toHaveText('1');
  const list = (
    await dataOf<{ items: Questionnaire[] }>(await page.request.get('/api/questionnaires'))
  ).items;
  expect(list.map((q) => [q.title, q.status])).toEqual([['Northwind security review', 'archived']]);
});

test('a blank questionnaire is refused publishing, with its issues named', async ({
  page,
  owner: _owner,
  guard,
}) => {
  guard.allow(/status of 400 /); // the refused publish
  await createViaApi(page.request, { title: 'Empty draft' });
  await page.goto('/dashboard/questionnaires');
  await rowAction(page, 'Empty draft', 'Publish');
  const issues = page.getByRole('dialog', { name: 'Cannot publish yet' });
  await expect(issues.getByRole('list', { name: 'Issues' })).toContainText(
    'Add a question before publishing',
  );
  await expect(issues).toContainText('structure.sections');
  await issues.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(row(page, 'Empty draft')).toContainText('Draft');
});

test('the questionnaire list and the new-questionnaire dialog pass axe', async ({
  page,
  owner: _owner,
}, testInfo) => {
  await createViaApi(page.request, { title: 'Processor review', templateId: 'gdpr-processor' });
  await page.goto('/dashboard/questionnaires');
  await expect(row(page, 'Processor review')).toHaveCount(1);
  const violations = await auditScreen(page, testInfo, 'questionnaires');

  await page.getByRole('button', { name: 'New questionnaire' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New questionnaire' });
  await expect(dialog.getByRole('radio', { name: new RegExp(`^${TEMPLATE}`) })).toBeVisible();
  violations.push(...(await auditScreen(page, testInfo, 'new-questionnaire')));

  expect(violations).toEqual([]);
});
