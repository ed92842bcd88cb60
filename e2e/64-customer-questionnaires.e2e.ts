import { createHash } from 'node:crypto';
import { Document, Packer, Paragraph, Table, TableCell, TableRow } from 'docx';
import ExcelJS from 'exceljs';
import mammoth from 'mammoth';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout.ts';
import { downloadFrom, isoDay, shownDate } from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// Issue 22 points 2 and 3: a questionnaire a customer sent is read, its columns shown as found
// and corrected by a person, imported with the dropdown answers of each cell and kept exactly as
// it came; its answers are then drafted from the organisation's records, each with the records
// behind it.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A customer's workbook: a sheet of instructions, then the questions under a title and header. */
const customerWorkbook = async (): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Instructions').getCell('A1').value =
    'Please answer every question in the Questions sheet.';
  const ws = wb.addWorksheet('Questions');
  ws.getCell('A1').value = 'Northwind Traders supplier security assessment';
  ws.mergeCells('A1:E1');
  ws.getRow(3).values = ['ID', 'Domain', 'Question', 'Response', 'Supporting comments'];
  const questions = [
    ['IAM-01', 'Identity', 'Is multi-factor authentication enforced for administrators?'],
    ['IAM-02', 'Identity', 'Are user access rights reviewed at least quarterly?'],
    ['BCP-01', 'Resilience', 'Are backups tested for restoration at least annually?'],
  ];
  questions.forEach((q, i) => {
    ws.getRow(4 + i).values = q;
    ws.getCell(4 + i, 4).dataValidation = { type: 'list', formulae: ['"Yes,No,Partially,N/A"'] };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
};

test('a customer workbook is read, corrected, imported and kept as it came', async ({
  page,
  owner: _owner,
}, testInfo) => {
  const workbook = await customerWorkbook();
  await page.goto('/dashboard/customer-questionnaires');
  await expect(page.getByText('No customer questionnaires yet')).toBeVisible();
  await page.getByRole('link', { name: 'Import questionnaire' }).first().click();
  await expect(
    page.getByRole('heading', { name: 'Import a customer questionnaire' }),
  ).toBeVisible();

  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'northwind.xlsx', mimeType: XLSX, buffer: workbook });
  await page.getByLabel('Customer', { exact: true }).fill('Northwind Traders');
  await page.getByLabel('Due date').fill(isoDay(30));
  await page.getByRole('button', { name: 'Read questions' }).click();
  const found = page.getByRole('status').filter({ hasText: 'found' });
  await expect(found).toHaveText(/3 questions found in 1 of 2 sheets/);

  // The columns as found: number, section, question, answer (a dropdown), comment.
  const sheet = page.getByRole('table', { name: /What each column of Questions holds/ });
  await expect(sheet.getByLabel('Column A of Questions holds')).toHaveValue('reference');
  await expect(sheet.getByLabel('Column D of Questions holds')).toHaveValue('answer');
  const firstQuestions = page.getByRole('list').filter({ hasText: 'Is multi-factor' });
  await expect(firstQuestions).toContainText('IAM-01');
  await expect(firstQuestions).toContainText('Yes / No / Partially / N/A');
  expect(await auditScreen(page, testInfo, 'customer questionnaire import')).toEqual([]);

  // A person says column A holds nothing to read: the questions lose their numbers.
  await sheet.getByLabel('Column A of Questions holds').selectOption('');
  await expect(firstQuestions).toContainText('Row 4');
  await expect(firstQuestions).not.toContainText('IAM-01');
  await sheet.getByLabel('Column A of Questions holds').selectOption('reference');
  await expect(firstQuestions).toContainText('IAM-01');

  await page.getByRole('button', { name: 'Import 3 questions' }).click();
  await expectToast(page, 'Questionnaire imported', '3 questions');
  await expect(page.getByRole('heading', { name: 'northwind', level: 1 })).toBeVisible();
  const questions = page.getByRole('region', { name: 'Identity' });
  await expect(questions).toContainText('IAM-02');
  await expect(questions).toContainText('Are user access rights reviewed at least quarterly?');
  await expect(questions).toContainText('Answers allowed: Yes / No / Partially / N/A');
  await expect(page.getByRole('region', { name: 'Resilience' })).toContainText('BCP-01');
  await expect(page.getByText(shownDate(isoDay(30)))).toBeVisible();
  expect(await auditScreen(page, testInfo, 'customer questionnaire')).toEqual([]);

  // The original, byte for byte.
  const original = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Download original' }).click(),
  );
  expect(original.name).toBe('northwind.xlsx');
  expect(sha256(original.bytes)).toBe(sha256(workbook));

  await page.getByRole('button', { name: 'Edit details' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit details' });
  await dialog.getByLabel('Title').fill('Northwind supplier assessment');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Questionnaire saved', 'Northwind supplier assessment');

  // On a phone every part fits; the sheet's table scrolls inside its own frame.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => layoutProblems(page)).toEqual([]);
  await page.goto('/dashboard/customer-questionnaires');
  await expect(page.getByRole('link', { name: 'Northwind supplier assessment' })).toBeVisible();
  await expect.poll(() => layoutProblems(page)).toEqual([]);
});

test('pasted questions are imported with their sections', async ({ page, owner: _owner }) => {
  await page.goto('/dashboard/customer-questionnaires/import');
  await page.getByRole('radio', { name: 'Paste questions' }).click();
  await page
    .getByLabel('Questions', { exact: true })
    .fill(
      '## Access control\n1. Is MFA enforced for all staff?\n2. How often are access rights\nreviewed?\n\n## Privacy\n3. Do you have a data protection officer?\n',
    );
  await page.getByLabel('Title').fill('Email from Beta Ltd');
  await page.getByRole('button', { name: 'Read questions' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
    /Pasted text · 3 questions found/,
  );
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => layoutProblems(page)).toEqual([]);
  await page.getByRole('button', { name: 'Import 3 questions' }).click();
  await expect(page.getByRole('heading', { name: 'Email from Beta Ltd', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Access control' })).toContainText(
    'How often are access rights reviewed?',
  );
  await expect(page.getByRole('region', { name: 'Privacy' })).toContainText(
    'Do you have a data protection officer?',
  );
  await expect.poll(() => layoutProblems(page)).toEqual([]);

  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete questionnaire' }).click();
  await expectToast(page, 'Questionnaire deleted', 'Email from Beta Ltd');
  await expect(page.getByText('No customer questionnaires yet')).toBeVisible();
});

test('answers are drafted from the records, shown with them, and written back into the customer’s workbook', async ({
  page,
  owner: _owner,
}, testInfo) => {
  const post = async (url: string, data: object) => {
    const res = await page.request.post(url, { data });
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()).data;
  };
  const mfa = await post('/api/controls', {
    title: 'Multi-factor authentication for administrators',
    implementationStatus: 'implemented',
    frequency: 'QUARTERLY',
  });
  await post(`/api/controls/${mfa.id}/complete-test`, { result: 'pass', effectiveness: 0.9 });
  const review = await post('/api/controls', {
    title: 'Quarterly user access review',
    implementationStatus: 'implemented',
    frequency: 'QUARTERLY',
  });
  await post(`/api/controls/${review.id}/complete-test`, { result: 'fail', effectiveness: 0.2 });

  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Security');
  ws.getRow(1).values = ['#', 'Question', 'Answer', 'Comments'];
  [
    'Is multi-factor authentication enforced for administrators?',
    'Are user access rights reviewed at least quarterly?',
    'Are you ISO 27001 certified?',
  ].forEach((question, i) => {
    ws.getRow(i + 2).values = [String(i + 1), question];
    ws.getCell(i + 2, 3).dataValidation = { type: 'list', formulae: ['"Yes,No,Partially"'] };
  });
  await page.goto('/dashboard/customer-questionnaires/import');
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'gamma.xlsx',
    mimeType: XLSX,
    buffer: Buffer.from(await wb.xlsx.writeBuffer()),
  });
  await page.getByLabel('Title').fill('Gamma security review');
  await page.getByRole('button', { name: 'Read questions' }).click();
  await page.getByRole('button', { name: 'Import 3 questions' }).click();
  await expect(
    page.getByRole('heading', { name: 'Gamma security review', level: 1 }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Draft answers' }).click();
  const questions = page.getByRole('list').filter({ hasText: 'multi-factor' });
  const first = questions.getByRole('listitem').filter({ hasText: 'enforced for administrators' });
  await expect(first.getByText('Yes', { exact: true })).toBeVisible();
  await expect(first).toContainText('passed its last test');
  const second = questions.getByRole('listitem').filter({ hasText: 'reviewed at least quarterly' });
  await expect(second.getByText('Partially', { exact: true })).toBeVisible();
  await expect(second).toContainText('failed its last test');
  const third = questions.getByRole('listitem').filter({ hasText: 'ISO 27001' });
  await expect(third.getByText('No', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Draft again' })).toBeEnabled();
  expect(await auditScreen(page, testInfo, 'drafted answers')).toEqual([]);

  // The customer's own workbook comes back with the answers in its cells.
  const answered = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Download answered workbook' }).click(),
  );
  expect(answered.name).toBe('gamma (answered).xlsx');
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(answered.bytes as unknown as ArrayBuffer);
  const sheet = back.getWorksheet('Security')!;
  expect([sheet.getCell('C2').value, sheet.getCell('C3').value, sheet.getCell('C4').value]).toEqual(
    ['Yes', 'Partially', 'No'],
  );
  expect(String(sheet.getCell('D2').value)).toContain('Records: ');

  // The record behind the answer is one click away.
  await first
    .getByRole('list', { name: 'Records behind this answer' })
    .getByRole('link', { name: 'Multi-factor authentication for administrators' })
    .click();
  await expect(
    page.getByRole('heading', { name: 'Multi-factor authentication for administrators', level: 1 }),
  ).toBeVisible();
});

test('a customer’s Word document comes back with the answers in its table', async ({
  page,
  owner: _owner,
}) => {
  const control = await page.request.post('/api/controls', {
    data: {
      title: 'Multi-factor authentication for administrators',
      implementationStatus: 'implemented',
      frequency: 'QUARTERLY',
    },
  });
  const { id } = (await control.json()).data;
  await page.request.post(`/api/controls/${id}/complete-test`, {
    data: { result: 'pass', effectiveness: 0.9 },
  });
  const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
  const document = await Packer.toBuffer(
    new Document({
      sections: [
        {
          children: [
            new Paragraph('Delta Bank supplier questionnaire'),
            new Table({
              rows: [
                ['No.', 'Question', 'Answer', 'Comments'],
                ['1', 'Is multi-factor authentication enforced for administrators?', '', ''],
              ].map((row) => new TableRow({ children: row.map(cell) })),
            }),
          ],
        },
      ],
    }),
  );
  await page.goto('/dashboard/customer-questionnaires/import');
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'delta.docx',
    mimeType: DOCX,
    buffer: document,
  });
  await page.getByLabel('Title').fill('Delta Bank review');
  await page.getByRole('button', { name: 'Read questions' }).click();
  await page.getByRole('button', { name: 'Import 1 question' }).click();
  await page.getByRole('button', { name: 'Draft answers' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'passed its last test' }),
  ).toBeVisible();

  const answered = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Download answered document' }).click(),
  );
  expect(answered.name).toBe('delta (answered).docx');
  const html = (await mammoth.convertToHtml({ buffer: answered.bytes })).value;
  const row = /<tr>(.*?)<\/tr>/g;
  const cells = [...html.matchAll(row)].map((r) =>
    [...r[1]!.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((c) => c[1]!.replace(/<[^>]+>/g, '')),
  );
  expect(cells[1]!.slice(0, 3)).toEqual([
    '1',
    'Is multi-factor authentication enforced for administrators?',
    'Yes',
  ]);
  expect(cells[1]![3]).toContain('Records: Multi-factor authentication for administrators');
});
