import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { joinViaInvitation, postData } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout.ts';
import { downloadFrom, isoDay, shownDate } from './support/risk-data.ts';
import { pageStat } from './support/risk-ui.ts';
import { expectFieldError, expectToast } from './support/ui.ts';

// Issue 22 point 5: each drafted answer of a customer's questionnaire is reviewed by a person
// (accepted, edited or rejected), assigned with a due date and discussed; a gap becomes a risk in
// one click; the review's progress shows; the customer's workbook carries the reviewed answers;
// an auditor sees where the review stands and is offered nothing to change.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MFA = 'Is multi-factor authentication enforced for administrators?';
const ACCESS = 'Are user access rights reviewed at least quarterly?';
const ISO = 'Are you ISO 27001 certified?';
const PENTEST = 'Do you run an external penetration test every year?';
const EDITED = 'Certification is planned: the ISO 27001 stage 1 audit is booked for next quarter.';
const COMMENT = 'Ask IT for the evidence of the last quarterly review.';

const post = postData;

/** One control passing its test (a "yes"), one failing it (a "partially"). */
const seedControls = async (page: Page) => {
  const mfa = await post(page, '/api/controls', {
    title: 'Multi-factor authentication for administrators',
    implementationStatus: 'implemented',
    frequency: 'QUARTERLY',
  });
  await post(page, `/api/controls/${mfa.id}/complete-test`, { result: 'pass', effectiveness: 0.9 });
  const review = await post(page, '/api/controls', {
    title: 'Quarterly user access review',
    implementationStatus: 'implemented',
    frequency: 'QUARTERLY',
  });
  await post(page, `/api/controls/${review.id}/complete-test`, {
    result: 'fail',
    effectiveness: 0.2,
  });
};

const workbook = async (): Promise<Buffer> => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Security');
  ws.getRow(1).values = ['#', 'Question', 'Answer', 'Comments'];
  [MFA, ACCESS, ISO, PENTEST].forEach((question, i) => {
    ws.getRow(i + 2).values = [String(i + 1), question];
    ws.getCell(i + 2, 3).dataValidation = { type: 'list', formulae: ['"Yes,No,Partially"'] };
  });
  return Buffer.from(await wb.xlsx.writeBuffer());
};

/** One question of the page (the workbook's one sheet), by its words. */
const question = (page: Page, words: string) =>
  page
    .getByRole('region', { name: 'Security' })
    .getByRole('listitem')
    .filter({ hasText: words })
    .first();

const REVIEW_BUTTONS = /^(Accept|Edit|Reject|Reopen|Assign|Turn into…)$/;

test('drafted answers are reviewed, assigned, discussed and their gaps tracked; an auditor reads it all', async ({
  page,
  owner,
  openBrowser,
  guard,
}, testInfo) => {
  await seedControls(page);
  await page.goto('/dashboard/customer-questionnaires/import');
  await page.getByLabel('File', { exact: true }).setInputFiles({
    name: 'delta.xlsx',
    mimeType: XLSX,
    buffer: await workbook(),
  });
  await page.getByLabel('Title').fill('Delta security review');
  await page.getByRole('button', { name: 'Read questions' }).click();
  await page.getByRole('button', { name: 'Import 4 questions' }).click();
  await expect(
    page.getByRole('heading', { name: 'Delta security review', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Draft answers' }).click();

  const mfa = question(page, MFA);
  const access = question(page, ACCESS);
  const iso = question(page, ISO);
  const pentest = question(page, PENTEST);
  await expect(pentest.getByText('To review')).toBeVisible();
  await expect(pageStat(page, 'Reviewed')).toHaveText('0 of 4');
  const progress = page.getByRole('progressbar', { name: 'Answers reviewed' });
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  expect(await auditScreen(page, testInfo, 'answers to review')).toEqual([]);

  // Accepted as drafted.
  await mfa.getByRole('button', { name: 'Accept' }).click();
  await expectToast(page, 'Answer accepted', `1: ${MFA}`);
  await expect(mfa.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(mfa).toContainText(`Accepted as drafted by ${owner.user.name}`);
  // The draft stays, with the records behind it.
  await expect(
    mfa
      .getByRole('list', { name: 'Records behind this answer' })
      .getByRole('link', { name: 'Multi-factor authentication for administrators' }),
  ).toBeVisible();

  // Edited: the dialog starts from the draft; an empty answer is refused under its field.
  await iso.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit answer' });
  await expect(edit.getByLabel('Answer', { exact: true })).toHaveValue('no');
  await expect(edit.getByLabel('What the customer reads')).not.toHaveValue('');
  guard.allow(/status of 400 /); // the refused empty answer
  await edit.getByLabel('What the customer reads').fill('   ');
  await edit.getByRole('button', { name: 'Save answer' }).click();
  await expectFieldError(page, 'What the customer reads', 'Write the answer');
  await edit.getByLabel('Answer', { exact: true }).selectOption({ label: 'Partially' });
  await edit.getByLabel('What the customer reads').fill(EDITED);
  expect(await auditScreen(page, testInfo, 'edit answer')).toEqual([]);
  await edit.getByRole('button', { name: 'Try again' }).click();
  await expectToast(page, 'Answer edited', `3: ${ISO}`);
  await expect(edit).toHaveCount(0);
  // The Edit button is gone (the answer is reviewed): focus stays in the question's actions.
  await expect(iso.getByRole('button', { name: 'Reopen' })).toBeFocused();
  await expect(iso.getByText('Edited', { exact: true })).toBeVisible();
  await expect(iso).toContainText(EDITED);
  await expect(iso).toContainText(`Edited by ${owner.user.name}`);

  // Rejected: nothing goes to the customer; reopened and rejected again.
  await pentest.getByRole('button', { name: 'Reject' }).click();
  await expectToast(page, 'Answer rejected', `4: ${PENTEST}`);
  await expect(pentest.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(pentest.getByRole('button', { name: 'Reopen' })).toBeFocused();
  await pentest.getByRole('button', { name: 'Reopen' }).click();
  await expect(pentest.getByText('To review', { exact: true })).toBeVisible();
  await pentest.getByRole('button', { name: 'Reject' }).click();
  await expect(pentest.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(pentest.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // Assigned, with a due date.
  const due = isoDay(7);
  await access.getByRole('button', { name: 'Assign' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign answer' });
  await assign
    .getByLabel('Reviewer')
    .selectOption({ label: `${owner.user.name} (${owner.user.email})` });
  await assign.getByLabel('Due date').fill(due);
  await assign.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, `Assigned to ${owner.user.name}`);
  await expect(access).toContainText(`Reviewer: ${owner.user.name}`);
  await expect(access).toContainText(`Due ${shownDate(due)}`);

  // A comment, in the side panel; the count shows on the button.
  await access.getByRole('button', { name: 'Comments' }).click();
  const panel = page.getByRole('dialog', { name: 'Comments on question 2' });
  await expect(panel.getByText('No comments yet')).toBeVisible();
  await panel.getByLabel('Comment', { exact: true }).fill(COMMENT);
  await panel.getByRole('button', { name: 'Post comment' }).click();
  await expect(panel.getByRole('list', { name: 'Comments' })).toContainText(COMMENT);
  await expect(panel.getByLabel('Comment', { exact: true })).toHaveValue('');
  expect(await auditScreen(page, testInfo, 'answer comments')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(access.getByRole('button', { name: 'Comments 1' })).toBeFocused();

  // The progress, and the filters over the questions.
  await expect(pageStat(page, 'Reviewed')).toHaveText('3 of 4');
  await expect(progress).toHaveAttribute('aria-valuenow', '75');
  const filters = page.getByRole('radiogroup', { name: 'Show questions' });
  await filters.getByRole('radio', { name: 'To review (1)' }).click();
  await expect(access).toBeVisible();
  await expect(mfa).toHaveCount(0);
  // The answer edited to "Partially" and the drafted "Partially" are gaps; the rejected is not.
  await filters.getByRole('radio', { name: 'Gaps (2)' }).click();
  await expect(iso).toBeVisible();
  await expect(pentest).toHaveCount(0);
  await filters.getByRole('radio', { name: 'Reviewed (3)' }).click();
  await expect(access).toHaveCount(0);
  await filters.getByRole('radio', { name: 'All (4)' }).click();
  // Only the answers that leave a gap offer to track it.
  await expect(mfa.getByRole('button', { name: 'Turn into…' })).toHaveCount(0);
  await expect(pentest.getByRole('button', { name: 'Turn into…' })).toHaveCount(0);

  // The customer's workbook carries the reviewed answers: accepted, edited, rejected (blank).
  const answered = await downloadFrom(page, () =>
    page.getByRole('button', { name: 'Download answered workbook' }).click(),
  );
  const back = new ExcelJS.Workbook();
  await back.xlsx.load(answered.bytes as unknown as ArrayBuffer);
  const sheet = back.getWorksheet('Security')!;
  expect(sheet.getCell('C2').value).toBe('Yes');
  expect(sheet.getCell('C4').value).toBe('Partially');
  expect(String(sheet.getCell('D4').value)).toBe(EDITED);
  expect(sheet.getCell('C5').value ?? null).toBeNull();
  // And a printable summary of the same answers.
  await page.getByRole('button', { name: 'More actions' }).click();
  const summary = await downloadFrom(page, () =>
    page.getByRole('menuitem', { name: 'Download summary (PDF)' }).click(),
  );
  expect(summary.name).toMatch(/\(answers\)\.pdf$/);
  expect(summary.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // On a phone every part fits, the comments panel too.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => layoutProblems(page)).toEqual([]);
  await access.getByRole('button', { name: 'Comments 1' }).click();
  await expect(panel.getByRole('list', { name: 'Comments' })).toContainText(COMMENT);
  await expect.poll(() => layoutProblems(page)).toEqual([]);
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.setViewportSize({ width: 1280, height: 900 });

  // The gap becomes a risk; the question links to it.
  await access.getByRole('button', { name: 'Turn into…' }).click();
  await page.getByRole('menuitem', { name: 'Risk' }).click();
  await expectToast(page, 'Risk created', `2: ${ACCESS}`);
  await expect(access.getByRole('button', { name: 'Turn into…' })).toHaveCount(0);
  await expect(access).toContainText('Turned into a risk');
  await expect(access.getByRole('link', { name: 'Open the risk' })).toBeFocused();

  // An auditor of the organisation sees where the review stands, and no button to change it.
  const other = await openBrowser();
  await joinViaInvitation(page.request, other.page.request, 'auditor');
  const reader = other.page;
  await reader.goto(page.url());
  await expect(
    reader.getByRole('heading', { name: 'Delta security review', level: 1 }),
  ).toBeVisible();
  await expect(pageStat(reader, 'Reviewed')).toHaveText('3 of 4');
  await expect(question(reader, MFA).getByText('Accepted', { exact: true })).toBeVisible();
  await expect(question(reader, ISO)).toContainText(EDITED);
  await expect(question(reader, PENTEST).getByText('Rejected', { exact: true })).toBeVisible();
  const seen = question(reader, ACCESS);
  await expect(seen.getByText('To review', { exact: true })).toBeVisible();
  await expect(seen).toContainText(`Reviewer: ${owner.user.name}`);
  await expect(reader.getByRole('button', { name: REVIEW_BUTTONS })).toHaveCount(0);
  await expect(reader.getByRole('button', { name: 'Draft again' })).toHaveCount(0);
  await seen.getByRole('button', { name: 'Comments 1' }).click();
  const readPanel = reader.getByRole('dialog', { name: 'Comments on question 2' });
  await expect(readPanel.getByRole('list', { name: 'Comments' })).toContainText(COMMENT);
  await expect(readPanel.getByRole('textbox')).toHaveCount(0);
  await expect(readPanel.getByRole('button', { name: 'Post comment' })).toHaveCount(0);
  await reader.keyboard.press('Escape');
  expect(await auditScreen(reader, testInfo, 'answer review as auditor')).toEqual([]);
  await reader.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => layoutProblems(reader)).toEqual([]);

  // The review is live: each sees who else has it open, which answer someone is editing, and
  // what they decide, without reloading.
  await reader.setViewportSize({ width: 1280, height: 900 });
  await expect(page.getByText('2 viewing')).toBeVisible();
  await expect(reader.getByText('2 viewing')).toBeVisible();
  await access.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(seen).toContainText(`${owner.user.name} is editing`);
  await page.keyboard.press('Escape');
  await expect(seen).not.toContainText('is editing');
  await access.getByRole('button', { name: 'Accept', exact: true }).click();
  await expectToast(page, 'Answer accepted', `2: ${ACCESS}`);
  await expect(seen.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(pageStat(reader, 'Reviewed')).toHaveText('4 of 4');

  // The risk the gap became, one click away.
  await access.getByRole('link', { name: 'Open the risk' }).click();
  await expect(
    page.getByRole('heading', { name: `Customer question: ${ACCESS}`, level: 1 }),
  ).toBeVisible();
});
