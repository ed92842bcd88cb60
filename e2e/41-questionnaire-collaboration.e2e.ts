import type { APIRequestContext, Locator, Page, WebSocketRoute } from '@playwright/test';
import type { Questionnaire } from '@rampart/contracts';
import {
  dataOf,
  getPreferences,
  inviteViaApi,
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
} from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/ui.ts';

// The collaboration screen (issue 12 points 2 and 3): two people of one organisation edit one
// draft at once over the real socket, each sees the other's edits and presence, undo takes back
// only one's own change, the save indicator reaches Saved from the server's store, and a viewer
// sees the same live document without anything to edit; a dropped connection is told and
// recovered from.

const ORIGINAL = 'Is MFA enforced for all staff?';

const createDraft = async (request: APIRequestContext, title: string) =>
  dataOf<Questionnaire>(
    await request.post('/api/questionnaires', {
      data: {
        title,
        structure: {
          sections: [
            {
              id: 's_access',
              title: 'Access control',
              questions: [
                { id: 'q_mfa', text: ORIGINAL, type: 'yes_no', required: true, weight: 1 },
              ],
            },
          ],
        },
      },
    }),
  );

/** A member of the owner's organisation with `role`, signed in in a browser of their own. */
const colleague = async (
  owner: Page,
  openBrowser: () => Promise<{ page: Page }>,
  who: string,
  role: string,
) => {
  const account = newAccount(who);
  const { token } = await inviteViaApi(owner.request, account.email, role);
  const { page } = await openBrowser();
  await registerViaApi(page.request, account, token);
  await recordTour(page.request, PLATFORM_OVERVIEW, 'completed');
  return { page, account };
};

const question = (page: Page, n: number): Locator =>
  page.getByRole('group', { name: `Question ${n}`, exact: true });
const questionText = (page: Page, n: number) =>
  question(page, n).getByLabel('Question text', { exact: true });
const viewing = (page: Page) => page.getByText(/^\d+ viewing$/);
const saveStatus = (page: Page) => page.getByRole('status', { name: 'Save status' });

test('two people edit one draft together: presence, live edits, their own undo, saved', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  const q = await createDraft(page.request, 'Supplier security review');
  const lin = await colleague(page, openBrowser, 'lin', 'member');

  // The owner opens it from the list: its title is the link to the screen.
  await page.goto('/dashboard/questionnaires');
  await page.getByRole('link', { name: 'Supplier security review' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/questionnaires/${q.id}$`));
  await expect(
    page.getByRole('heading', { name: 'Supplier security review', level: 1 }),
  ).toBeVisible();
  await lin.page.goto(`/dashboard/questionnaires/${q.id}`);

  // Presence: both are here, each sees the other's avatar.
  await expect(viewing(page)).toHaveText('2 viewing');
  await expect(viewing(lin.page)).toHaveText('2 viewing');
  const people = page.getByRole('list', { name: 'People here' });
  await expect(people.getByLabel(lin.account.name, { exact: true })).toBeVisible();
  await expect(people.getByLabel(`${owner.account.name} (you)`, { exact: true })).toBeVisible();

  // The owner rewrites the question; the colleague sees it, and sees where the owner is.
  await expect(questionText(lin.page, 1)).toHaveValue(ORIGINAL);
  await questionText(page, 1).fill('Is MFA enforced for every account?');
  await expect(questionText(lin.page, 1)).toHaveValue('Is MFA enforced for every account?');
  await expect(question(lin.page, 1)).toContainText(`${owner.account.name} is editing`);

  // The colleague adds a question; the owner sees it appear.
  await lin.page.getByRole('button', { name: 'Add question', exact: true }).click();
  await expect(question(page, 2)).toBeVisible();
  await question(lin.page, 2)
    .getByLabel('Question text', { exact: true })
    .fill('Are backups tested?');
  await expect(questionText(page, 2)).toHaveValue('Are backups tested?');

  // Undo in the owner's browser takes back the owner's change only.
  await questionText(page, 1).click();
  await page.keyboard.press('Control+z');
  await expectToast(page, 'Undone');
  await expect(questionText(page, 1)).toHaveValue(ORIGINAL);
  await expect(questionText(lin.page, 1)).toHaveValue(ORIGINAL);
  await expect(questionText(page, 2)).toHaveValue('Are backups tested?');
  await expect(questionText(lin.page, 2)).toHaveValue('Are backups tested?');

  // Both end on Saved, from the server's store of the document.
  await expect(saveStatus(page)).toHaveText(/^Saved \d\d:\d\d$/, { timeout: 15_000 });
  await expect(saveStatus(lin.page)).toHaveText(/^Saved \d\d:\d\d$/, { timeout: 15_000 });
  // Saving by hand tells what the indicator says: everything is stored already.
  await page.keyboard.press('Control+s');
  await expectToast(page, 'Auto-saved');
  const stored = await dataOf<Questionnaire>(await page.request.get(`/api/questionnaires/${q.id}`));
  expect(stored.structure.sections[0]!.questions.map((x) => x.text)).toEqual([
    ORIGINAL,
    'Are backups tested?',
  ]);

  await page.screenshot({ path: testInfo.outputPath('owner.png'), fullPage: true });
  await lin.page.screenshot({ path: testInfo.outputPath('colleague.png'), fullPage: true });

  // The star keeps the questionnaire among the owner's favorites.
  await page.getByRole('button', { name: 'Add Supplier security review to favorites' }).click();
  await expectToast(page, 'Added to favorites', 'Supplier security review');
  expect((await getPreferences(page.request)).favorites).toContain(
    `/dashboard/questionnaires/${q.id}`,
  );

  // View mode, kept in the URL: the same live questions with nothing to edit.
  await page.getByRole('radio', { name: 'View' }).click();
  await expect(page).toHaveURL(/\?mode=view$/);
  await expect(questionText(page, 1)).toHaveCount(0);
  await expect(page.getByRole('listitem', { name: 'Question 1' })).toContainText(ORIGINAL);
  await lin.page.getByRole('button', { name: 'Add question', exact: true }).click();
  await expect(page.getByRole('listitem', { name: 'Question 3' })).toBeVisible();
});

test('a viewer follows the live document read-only, and the screen passes axe', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  const q = await createDraft(page.request, 'Processor review');
  const auditor = await colleague(page, openBrowser, 'auditor', 'auditor');

  await page.goto(`/dashboard/questionnaires/${q.id}`);
  await auditor.page.goto(`/dashboard/questionnaires/${q.id}`);
  await expect(viewing(auditor.page)).toHaveText('2 viewing');
  await expect(auditor.page.getByText(/You are a viewer of this questionnaire/)).toBeVisible();
  await expect(auditor.page.getByRole('button', { name: 'Add question', exact: true })).toHaveCount(
    0,
  );
  await expect(questionText(auditor.page, 1)).toHaveCount(0);
  await expect(auditor.page.getByRole('listitem', { name: 'Question 1' })).toContainText(ORIGINAL);

  // The owner's edit reaches the viewer as it is typed.
  await questionText(page, 1).fill('Is MFA enforced for administrators?');
  await expect(auditor.page.getByRole('listitem', { name: 'Question 1' })).toContainText(
    'Is MFA enforced for administrators?',
  );

  // The side panel's four tabs; the team lists the owner, and so does the share dialog.
  const panel = page.getByRole('complementary', { name: 'Collaboration' });
  await expect(panel.getByRole('tab')).toHaveText(['Comments', 'Versions', 'Activity', 'Team']);
  await expect(panel.getByText('No comments yet')).toBeVisible();
  await panel.getByRole('tab', { name: 'Team' }).click();
  await expect(panel.getByRole('list', { name: 'Team' })).toContainText(owner.account.name);
  await expect(panel.getByRole('list', { name: 'Team' })).toContainText('Owner');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share Processor review' });
  await expect(share.getByRole('list', { name: 'Team' })).toContainText(owner.account.name);
  await share.getByRole('button', { name: 'Close' }).click();

  const violations = await auditScreen(page, testInfo, 'questionnaire-editor');
  violations.push(...(await auditScreen(auditor.page, testInfo, 'questionnaire-viewer')));
  await page.emulateMedia({ colorScheme: 'dark' });
  await auditor.page.emulateMedia({ colorScheme: 'dark' });
  violations.push(...(await auditScreen(page, testInfo, 'questionnaire-editor-dark')));
  violations.push(...(await auditScreen(auditor.page, testInfo, 'questionnaire-viewer-dark')));
  expect(violations).toEqual([]);
});

test('two changes to one question within 5 s raise the conflict banner for both', async ({
  page,
  owner,
  openBrowser,
}) => {
  const q = await createDraft(page.request, 'Conflicting edits');
  const lin = await colleague(page, openBrowser, 'lin', 'member');
  await page.goto(`/dashboard/questionnaires/${q.id}`);
  await lin.page.goto(`/dashboard/questionnaires/${q.id}`);
  await expect(viewing(page)).toHaveText('2 viewing');

  await questionText(page, 1).fill('Is MFA enforced for contractors?');
  await question(lin.page, 1).getByLabel('Required').uncheck();
  const banner = (p: Page) => p.getByRole('alert').filter({ hasText: 'at the same time as you' });
  await expect(banner(page)).toContainText(`${lin.account.name} changed question 1`);
  await expect(banner(lin.page)).toContainText(`${owner.account.name} changed question 1`);

  // Merge keeps both changes and ends the conflict for everyone.
  await banner(lin.page).getByRole('button', { name: 'Merge' }).click();
  await expectToast(lin.page, 'Conflict Resolved');
  await expect(banner(lin.page)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  await expect(questionText(lin.page, 1)).toHaveValue('Is MFA enforced for contractors?');
  await expect(question(page, 1).getByLabel('Required')).not.toBeChecked();
});

test('access that changes while connected is followed: published goes read-only, unshared says so', async ({
  page,
  owner: _owner,
  openBrowser,
  guard,
}) => {
  guard.allow(/status of 404 /); // the colleague's questionnaire, once it is private
  const q = await createDraft(page.request, 'Changing access');
  const lin = await colleague(page, openBrowser, 'lin', 'member');
  await page.goto(`/dashboard/questionnaires/${q.id}`);
  await lin.page.goto(`/dashboard/questionnaires/${q.id}`);
  await expect(questionText(lin.page, 1)).toHaveValue(ORIGINAL);

  // Publishing from More: both connections reopen read-only and say why.
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Publish' }).click();
  await expectToast(page, 'Questionnaire published', 'Changing access');
  await expect(lin.page.getByText(/This questionnaire is published/)).toBeVisible();
  await expect(questionText(lin.page, 1)).toHaveCount(0);
  await expect(questionText(page, 1)).toHaveCount(0);
  await expect(viewing(lin.page)).toHaveText('2 viewing');

  // Made private: the colleague, never invited, loses it on the spot.
  await dataOf(
    await page.request.patch(`/api/questionnaires/${q.id}/sharing`, {
      data: { visibility: 'private' },
    }),
  );
  await expect(
    lin.page.getByRole('heading', { name: 'You no longer have access', level: 1 }),
  ).toBeVisible();
  await expect(viewing(page)).toHaveText('1 viewing');
});

test('a dropped connection says Reconnecting, keeps the edit made meanwhile and saves it', async ({
  page,
  owner: _owner,
}) => {
  const q = await createDraft(page.request, 'Offline edits');
  // The page's sockets pass through here, so the test can cut them and refuse new ones.
  const sockets: WebSocketRoute[] = [];
  let refusing = false;
  await page.routeWebSocket(/\/collab$/, (ws) => {
    sockets.push(ws);
    if (refusing) void ws.close({ code: 4000, reason: 'network down' });
    else ws.connectToServer();
  });
  await page.goto(`/dashboard/questionnaires/${q.id}`);
  // The live document has arrived once the builder shows its fields.
  await expect(questionText(page, 1)).toHaveValue(ORIGINAL);
  await expect(viewing(page)).toHaveText('1 viewing');
  await expect(saveStatus(page)).toHaveText(/^Saved/);

  refusing = true;
  await sockets.at(-1)!.close({ code: 4000, reason: 'network down' });
  await expect(page.getByText('Reconnecting…')).toBeVisible();
  await questionText(page, 1).fill('Is MFA enforced while offline?');
  await expect(saveStatus(page)).toHaveText('Not saved');

  refusing = false;
  await expectToast(page, 'Reconnected', 'Real-time collaboration restored.');
  await expect(page.getByText('Reconnecting…')).toHaveCount(0);
  await expect(saveStatus(page)).toHaveText(/^Saved \d\d:\d\d$/, { timeout: 15_000 });
  const stored = await dataOf<Questionnaire>(await page.request.get(`/api/questionnaires/${q.id}`));
  expect(stored.structure.sections[0]!.questions[0]!.text).toBe('Is MFA enforced while offline?');
});

test('a questionnaire that is not there says so', async ({ page, owner: _owner, guard }) => {
  guard.allow(/status of 404 /);
  await page.goto('/dashboard/questionnaires/qnr_missing');
  await expect(
    page.getByRole('heading', { name: 'Questionnaire not found', level: 1 }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to questionnaires' }).click();
  await expect(page).toHaveURL(/\/dashboard\/questionnaires$/);
});
