import type { Page } from '@playwright/test';
import { joinViaInvitation, postData } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout.ts';
import { isoDay, shownDate } from './support/risk-data.ts';
import { pageStat, searchParam } from './support/risk-ui.ts';
import { expectToast } from './support/ui.ts';

// Issue 22 point 4: the answers a person accepts or edits in a customer's questionnaire are kept
// in an answer library with who approved them, when, for whom and the records they rest on;
// searched and filtered by standing; removed by those who write questionnaires; marked stale,
// with the reason in words, once a record they rest on no longer holds. An auditor reads it.

const MFA = 'Is multi-factor authentication enforced for administrators?';
const ACCESS = 'Are user access rights reviewed at least quarterly?';
const MFA_CONTROL = 'Multi-factor authentication for administrators';
const EDITED = 'Access rights are reviewed once a year, not every quarter.';

const post = postData;

/** Two implemented controls that passed their tests: the records the drafted answers cite. */
const seedControls = async (page: Page): Promise<{ mfa: string }> => {
  const mfa = await post(page, '/api/controls', {
    title: MFA_CONTROL,
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
    result: 'pass',
    effectiveness: 0.9,
  });
  return { mfa: mfa.id };
};

/** Imports the pasted questions for Omega Ltd and drafts their answers; returns its id. */
const importAndDraft = async (page: Page): Promise<string> => {
  await page.goto('/dashboard/customer-questionnaires/import');
  await page.getByRole('radio', { name: 'Paste questions' }).click();
  await page.getByLabel('Questions', { exact: true }).fill(`1. ${MFA}\n2. ${ACCESS}\n`);
  await page.getByLabel('Title').fill('Omega vendor review');
  await page.getByLabel('Customer', { exact: true }).fill('Omega Ltd');
  await page.getByRole('button', { name: 'Read questions' }).click();
  await page.getByRole('button', { name: 'Import 2 questions' }).click();
  await expect(page.getByRole('heading', { name: 'Omega vendor review', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Draft answers' }).click();
  await expect(page.getByRole('button', { name: 'Draft again' })).toBeEnabled();
  return new URL(page.url()).pathname.split('/').pop()!;
};

/** Accepts the first answer as drafted and edits the second to a "no", through the API. */
const review = async (page: Page, id: string) => {
  const res = await page.request.get(`/api/questionnaires/incoming/${id}`);
  const questions: { id: string; text: string }[] = (await res.json()).data.questions;
  const idOf = (words: string) => questions.find((q) => q.text.includes(words))!.id;
  const patch = async (questionId: string, data: object) => {
    const r = await page.request.patch(
      `/api/questionnaires/incoming/${id}/questions/${questionId}`,
      { data },
    );
    expect(r.ok(), await r.text()).toBe(true);
  };
  await patch(idOf('multi-factor'), { decision: 'accept' });
  await patch(idOf('access rights'), { decision: 'edit', answer: 'no', text: EDITED });
};

/** One entry of the library, by words of its question. */
const entry = (page: Page, words: string) =>
  page
    .getByRole('list', { name: 'Approved answers' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: words }) });

test('approved answers are kept, searched, filtered, removed and go stale with their records; an auditor reads them', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  const { mfa: mfaControl } = await seedControls(page);
  const questionnaireId = await importAndDraft(page);
  await review(page, questionnaireId);

  // From the list of questionnaires, one click away.
  await page.goto('/dashboard/customer-questionnaires');
  await page.getByRole('link', { name: 'Answer library' }).click();
  await expect(page.getByRole('heading', { name: 'Answer library', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/customer-questionnaires\/library$/);
  await expect(pageStat(page, 'Current')).toHaveText('2');
  await expect(pageStat(page, 'Stale')).toHaveText('0');
  await expect(pageStat(page, 'Disagreeing')).toHaveText('0');

  // Each entry: the verdict in words, what the customer read, who approved it, for whom, and the
  // records it rests on.
  const mfa = entry(page, MFA);
  const access = entry(page, ACCESS);
  await expect(mfa.getByText('Yes', { exact: true })).toBeVisible();
  await expect(mfa.getByText('Current', { exact: true })).toBeVisible();
  await expect(mfa).toContainText(`Approved by ${owner.user.name} on ${shownDate(isoDay(0))}`);
  await expect(
    mfa
      .getByRole('list', { name: 'Records this answer rests on' })
      .getByRole('link', { name: MFA_CONTROL }),
  ).toHaveAttribute('href', `/dashboard/controls/${mfaControl}`);
  await expect(mfa.getByRole('link', { name: 'Omega Ltd' })).toHaveAttribute(
    'href',
    `/dashboard/customer-questionnaires/${questionnaireId}`,
  );
  await expect(access.getByText('No', { exact: true })).toBeVisible();
  await expect(access).toContainText(EDITED);
  expect(await auditScreen(page, testInfo, 'answer library')).toEqual([]);

  // Searched by words of the question, kept in the URL.
  await page.getByRole('searchbox', { name: 'Search approved answers' }).fill('administrators');
  await expect(access).toHaveCount(0);
  await expect(mfa).toBeVisible();
  await expect.poll(() => searchParam(page, 'q')).toBe('administrators');
  await expect(page.getByRole('status').filter({ hasText: 'of 2 answers' })).toHaveText(
    '1 of 2 answers',
  );
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(access).toBeVisible();

  // Filtered by standing: nothing is stale yet.
  const standing = page.getByRole('radiogroup', { name: 'Standing' });
  await standing.getByRole('radio', { name: 'Stale' }).click();
  await expect(page.getByText('No approved answers match')).toBeVisible();
  await expect.poll(() => searchParam(page, 'standing')).toBe('stale');
  await standing.getByRole('radio', { name: 'Current' }).click();
  await expect(mfa).toBeVisible();
  await expect(access).toBeVisible();
  await standing.getByRole('radio', { name: 'All' }).click();

  // Removed, after a confirmation; the questionnaire keeps its answer.
  await access.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this answer from the library?' });
  await expect(confirm).toContainText(ACCESS);
  expect(await auditScreen(page, testInfo, 'remove library answer')).toEqual([]);
  await confirm.getByRole('button', { name: 'Remove answer' }).click();
  await expectToast(page, 'Answer removed from the library', ACCESS);
  await expect(confirm).toHaveCount(0);
  await expect(access).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Approved answers' })).toBeFocused();
  await expect(pageStat(page, 'Current')).toHaveText('1');

  // The control it rests on fails its test: the answer is stale, and says why.
  await post(page, `/api/controls/${mfaControl}/complete-test`, {
    result: 'fail',
    effectiveness: 0.2,
    lastTestDate: new Date().toISOString(),
  });
  await page.goto('/dashboard/customer-questionnaires/library?standing=stale');
  await expect(pageStat(page, 'Stale')).toHaveText('1');
  await expect(pageStat(page, 'Current')).toHaveText('0');
  await expect(mfa.getByText('Stale', { exact: true })).toBeVisible();
  await expect(mfa).toContainText(`${MFA_CONTROL} failed its last test on ${shownDate(isoDay(0))}`);
  await expect(standing.getByRole('radio', { name: 'Stale' })).toBeChecked();
  expect(await auditScreen(page, testInfo, 'stale library answer')).toEqual([]);

  // On a phone every part fits; long questions wrap.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => layoutProblems(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  // An auditor reads the library and is offered nothing to remove.
  const other = await openBrowser();
  await joinViaInvitation(page.request, other.page.request, 'auditor');
  const reader = other.page;
  await reader.goto('/dashboard/customer-questionnaires');
  await reader.getByRole('link', { name: 'Answer library' }).click();
  await expect(entry(reader, MFA).getByText('Stale', { exact: true })).toBeVisible();
  await expect(entry(reader, MFA)).toContainText(`${MFA_CONTROL} failed its last test`);
  await expect(reader.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
  expect(await auditScreen(reader, testInfo, 'answer library as auditor')).toEqual([]);
  await reader.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => layoutProblems(reader)).toEqual([]);
});
