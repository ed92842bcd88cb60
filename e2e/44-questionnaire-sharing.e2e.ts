import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Questionnaire } from '@rampart/contracts';
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
import { expectToast, submitSignIn } from './support/ui.ts';

// Sharing a questionnaire (issue 12 point 4), in the Share dialog's four tabs and on the link
// page: an invited colleague accepts from the list and follows role changes and removal live; a
// guest without an account opens a password-protected edit link and edits with the owner until
// the link is turned off; settings, assignments and a sign-in link.

const ORIGINAL = 'Is MFA enforced for all staff?';
const PHONE = { width: 375, height: 812 };

const createDraft = async (
  request: APIRequestContext,
  title: string,
  visibility: 'private' | 'organization' = 'private',
) =>
  dataOf<Questionnaire>(
    await request.post('/api/questionnaires', {
      data: {
        title,
        visibility,
        structure: {
          sections: [
            {
              id: 's_access',
              title: 'Access control',
              questions: [
                { id: 'q_mfa', text: ORIGINAL, type: 'yes_no', required: true, weight: 1 },
              ],
            },
            {
              id: 's_backup',
              title: 'Backups',
              questions: [
                {
                  id: 'q_bak',
                  text: 'Are backups tested?',
                  type: 'yes_no',
                  required: true,
                  weight: 1,
                },
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

const shareDialog = (page: Page, title: string) =>
  page.getByRole('dialog', { name: `Share ${title}` });

const openShare = async (page: Page, title: string) => {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = shareDialog(page, title);
  await expect(dialog.getByRole('tab')).toHaveText(['People', 'Links', 'Assignments', 'Settings']);
  return dialog;
};

const personRow = (dialog: Locator, name: string) =>
  dialog.getByRole('list', { name: 'Team' }).getByRole('listitem').filter({ hasText: name });

const questionText = (page: Page, n: number) =>
  page.getByRole('group', { name: `Question ${n}`, exact: true }).getByLabel('Question text', {
    exact: true,
  });
const addQuestion = (page: Page) =>
  page.getByRole('button', { name: 'Add question', exact: true }).first();

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an invited colleague accepts, follows a role change live, and loses access when removed', async ({
  page,
  owner: _owner,
  openBrowser,
  guard,
}, testInfo) => {
  guard.allow(/status of (400|404) /); // the outsider's email; the removed colleague's reload
  const title = 'Payroll processor review';
  const q = await createDraft(page.request, title);
  const lin = await colleague(page, openBrowser, 'lin', 'member');

  await page.goto(`/dashboard/questionnaires/${q.id}`);
  const dialog = await openShare(page, title);

  // §5 Invite: a blank email is refused with the spec's toast and under the field.
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expectToast(page, 'Email Required', 'Please enter an email address to invite.');
  const email = dialog.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter an email address to invite.');

  // Someone outside the organisation: the server's refusal under the field.
  await email.fill('stranger@elsewhere.example');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(email).toHaveAccessibleDescription(/is not a member of this organisation/);

  // The colleague as a commenter (§6: the four roles sharing offers).
  await email.fill(lin.account.email);
  const role = dialog.getByLabel('Role', { exact: true });
  await expect(role.locator('option')).toHaveText(['Viewer', 'Commenter', 'Editor', 'Admin']);
  await role.selectOption('commenter');
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expectToast(page, 'Invitation Sent');
  await expect(personRow(dialog, lin.account.name)).toContainText('Pending');
  await dialog.screenshot({ path: testInfo.outputPath('share-people.png') });
  expect(await auditScreen(page, testInfo, 'share-people')).toEqual([]);

  // The colleague finds it on the list page, accepts, and follows the link to it.
  await lin.page.goto('/dashboard/questionnaires');
  const shared = lin.page.getByRole('list', { name: 'Shared with you' });
  await expect(shared).toContainText(title);
  await expect(shared).toContainText('Commenter');
  await shared.getByRole('button', { name: `Accept ${title}` }).click();
  await expectToast(lin.page, 'Invitation accepted', title);
  await expect(personRow(dialog, lin.account.name)).not.toContainText('Pending');
  await shared.getByRole('link', { name: `Open ${title}` }).click();
  await expect(lin.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // A commenter reads the live questions but cannot change them, nor share.
  await expect(lin.page.getByText(/You are a commenter of this questionnaire/)).toBeVisible();
  await expect(lin.page.getByRole('listitem', { name: 'Question 1' })).toContainText(ORIGINAL);
  await expect(addQuestion(lin.page)).toHaveCount(0);
  await expect(lin.page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);

  // Made an editor: the colleague's connection reopens writable.
  await personRow(dialog, lin.account.name)
    .getByLabel(`Role of ${lin.account.name}`)
    .selectOption('editor');
  await expectToast(page, 'Role Updated', `${lin.account.name} is now Editor.`);
  await expect(questionText(lin.page, 1)).toHaveValue(ORIGINAL);
  await questionText(lin.page, 1).fill('Is MFA enforced for every account?');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(questionText(page, 1)).toHaveValue('Is MFA enforced for every account?');

  // Removed: the colleague's screen says so at once.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await personRow(dialog, lin.account.name)
    .getByRole('button', { name: `Remove ${lin.account.name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: `Remove ${lin.account.name}?` });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expectToast(page, 'User Removed', 'User access has been revoked.');
  await expect(personRow(dialog, lin.account.name)).toHaveCount(0);
  await expect(
    lin.page.getByRole('heading', { name: 'You no longer have access', level: 1 }),
  ).toBeVisible();
});

test('a guest opens a password-protected edit link, edits live with the owner, and is closed out when it is turned off', async ({
  page,
  owner: _owner,
  openBrowser,
  guard,
}, testInfo) => {
  guard.allow(/status of 410 /); // the guest's page asking after the link was turned off
  const title = 'Hosting provider questionnaire';
  const q = await createDraft(page.request, title);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/dashboard/questionnaires/${q.id}`);
  const dialog = await openShare(page, title);
  await dialog.getByRole('tab', { name: 'Links' }).click();

  // The password is asked for only once protection is on; the name defaults to 'Shared Link'.
  await expect(dialog.getByLabel('Link name')).toHaveAttribute('placeholder', 'Shared Link');
  await dialog.getByLabel('Link name').fill('Vendor link');
  await dialog.getByRole('radio', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveCount(0);
  await dialog.getByRole('switch', { name: 'Password protection' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill('correct horse');
  await dialog.getByRole('button', { name: 'Create link' }).click();
  await expectToast(page, 'Link Created');

  // Its address, shown this once, copied.
  const address = dialog.getByLabel('Link address');
  const url = await address.inputValue();
  expect(url).toMatch(/\/shared\/[^/]+$/);
  await expect(dialog).toContainText('cannot be shown again');
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  await expectToast(page, 'Link Copied', 'Vendor link');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const row = dialog.getByRole('list', { name: 'Share links' }).getByRole('listitem');
  await expect(row).toContainText('Vendor link');
  await expect(row).toContainText('Edit');
  await expect(row).toContainText('Password');
  await expect(row).toContainText('Opened 0 times');
  await dialog.screenshot({ path: testInfo.outputPath('share-links.png') });
  const violations = await auditScreen(page, testInfo, 'share-links-tab');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A guest with no account: the password page, on a phone.
  const guest = (await openBrowser()).page;
  await guest.setViewportSize(PHONE);
  await guest.goto(url);
  await expect(guest.getByRole('heading', { name: 'Vendor link', level: 1 })).toBeVisible();
  violations.push(...(await auditScreen(guest, testInfo, 'link-password-phone')));
  const password = guest.getByLabel('Password', { exact: true });
  await password.fill('wrong horse');
  await guest.getByRole('button', { name: 'Open questionnaire' }).click();
  await expect(password).toHaveAccessibleDescription('That password is not right');
  await password.fill('correct horse');
  await guest.getByRole('button', { name: 'Open questionnaire' }).click();

  // In: the same live document, editable, with the owner there.
  await expect(guest.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(questionText(guest, 1)).toHaveValue(ORIGINAL);
  await expect(guest.getByText(/^2 viewing$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'People here' }).getByLabel('Guest (Vendor link)'),
  ).toBeVisible();
  await questionText(guest, 1).fill('Is MFA enforced for hosting staff?');
  await expect(questionText(page, 1)).toHaveValue('Is MFA enforced for hosting staff?');
  await questionText(page, 1).fill('Is MFA enforced for all hosting staff?');
  await expect(questionText(guest, 1)).toHaveValue('Is MFA enforced for all hosting staff?');

  // The guest comments on a question (nothing to post while blank); the owner sees it live.
  const post = guest.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await guest.getByLabel('About').selectOption({ index: 1 });
  await guest.getByLabel('Comment', { exact: true }).fill('Does this cover contractors too?');
  await post.click();
  await expectToast(guest, 'Comment Added');
  await expect(guest.getByRole('list', { name: 'Comment threads' })).toContainText(
    'Guest (Vendor link)',
  );
  await expect(page.getByRole('complementary', { name: 'Collaboration' })).toContainText(
    'Does this cover contractors too?',
  );
  violations.push(...(await auditScreen(guest, testInfo, 'link-editor-phone')));
  await guest.setViewportSize({ width: 1280, height: 800 });
  await guest.emulateMedia({ colorScheme: 'dark' });
  violations.push(...(await auditScreen(guest, testInfo, 'link-editor-dark')));
  expect(violations).toEqual([]);

  // Turned off: the guest is closed out on the spot.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  await dialog.getByRole('tab', { name: 'Links' }).click();
  await expect(row).toContainText('Opened 1 time');
  await row.getByRole('switch', { name: 'Vendor link active' }).click();
  await expectToast(page, 'Link turned off');
  await expect(row).toContainText('Off');
  await expect(
    guest.getByRole('heading', { name: 'This link has been turned off', level: 1 }),
  ).toBeVisible();
  await expect(questionText(guest, 1)).toHaveCount(0);
  await guest.screenshot({ path: testInfo.outputPath('link-turned-off.png') });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(/^1 viewing$/)).toBeVisible();
});

test('settings and assignments: the settings toast, and an assignment in the assignee’s list', async ({
  page,
  owner: _owner,
  openBrowser,
}, testInfo) => {
  const title = 'Cloud vendor due diligence';
  const q = await createDraft(page.request, title, 'organization');
  const max = await colleague(page, openBrowser, 'max', 'member');
  await page.goto(`/dashboard/questionnaires/${q.id}`);
  const dialog = await openShare(page, title);

  // Settings: each change is saved at once.
  await dialog.getByRole('tab', { name: 'Settings' }).click();
  await expect(dialog.getByRole('radio', { name: 'Organisation' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await dialog.getByRole('switch', { name: 'Watermark on exports' }).click();
  await expectToast(page, 'Sharing Updated');
  await expect(dialog.getByRole('switch', { name: 'Watermark on exports' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const violations = await auditScreen(page, testInfo, 'share-settings');

  // Assignments: a section to the colleague, medium priority and 7/3/1 reminders by default.
  await dialog.getByRole('tab', { name: 'Assignments' }).click();
  await expect(dialog.getByText('Nothing assigned yet')).toBeVisible();
  await dialog.getByLabel('Section').selectOption({ label: '1. Access control' });
  await dialog
    .getByLabel('Assign to')
    .selectOption({ label: `${max.account.name} (${max.account.email})` });
  await dialog.getByLabel('Due date').fill(inDays(10));
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  await expect(dialog.getByRole('switch', { name: 'Reminders' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  for (const day of ['7 days before', '3 days before', '1 day before']) {
    await expect(dialog.getByLabel(day)).toBeChecked();
  }
  await dialog.getByLabel('Instructions').fill('Answer from the SSO configuration.');
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await expectToast(page, 'Assignment created');
  const assignment = dialog.getByRole('list', { name: 'Assignments' }).getByRole('listitem');
  await expect(assignment).toContainText('Access control');
  await expect(assignment).toContainText('Medium priority');
  await expect(assignment).toContainText('reminders 7, 3 and 1 days before');
  violations.push(...(await auditScreen(page, testInfo, 'share-assignments')));
  await page.emulateMedia({ colorScheme: 'dark' });
  violations.push(...(await auditScreen(page, testInfo, 'share-assignments-dark')));
  await page.emulateMedia({ colorScheme: 'light' });
  expect(violations).toEqual([]);

  // The assignee sees it in "My assignments" and opens the questionnaire from it.
  await max.page.goto('/dashboard/questionnaires');
  const mine = max.page.getByRole('table', { name: 'My assignments' });
  await expect(mine).toContainText(title);
  await expect(mine).toContainText('Access control');
  await expect(mine).toContainText('Medium');
  await max.page.screenshot({ path: testInfo.outputPath('my-assignments.png'), fullPage: true });
  await mine.getByRole('link', { name: title }).click();
  await expect(max.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // Marked complete by the owner: it leaves the assignee's list.
  await assignment.getByRole('button', { name: 'Mark complete' }).click();
  await expectToast(page, 'Assignment completed');
  await expect(assignment).toContainText('Completed');
  await max.page.goto('/dashboard/questionnaires');
  await expect(max.page.getByRole('heading', { name: 'Questionnaires', level: 1 })).toBeVisible();
  await expect(max.page.getByRole('table', { name: 'My assignments' })).toHaveCount(0);

  // The simpler share-settings dialog beside the Share button.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Share settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Share settings' });
  await settings.getByRole('switch', { name: 'Approval required' }).click();
  await expectToast(page, 'Sharing Updated', 'Invitations by others now wait for approval.');
});

test('a link that asks for sign-in sends the visitor to sign in and back', async ({
  page,
  owner: _owner,
  openBrowser,
  request,
}) => {
  const q = await createDraft(page.request, 'Signed-in readers only');
  const link = await dataOf<{ url: string }>(
    await page.request.post(`/api/questionnaires/${q.id}/links`, {
      data: { name: 'Auditors', type: 'view', requiresSignIn: true },
    }),
  );
  const reader = newAccount('reader');
  await registerViaApi(request, reader);

  const visitor = (await openBrowser()).page;
  await visitor.goto(link.url);
  await expect(visitor).toHaveURL(/\/auth\/login\?from=/);
  await submitSignIn(visitor, reader);
  await expect(visitor).toHaveURL(new URL(link.url).pathname);
  await expect(
    visitor.getByRole('heading', { name: 'Signed-in readers only', level: 1 }),
  ).toBeVisible();
  await expect(visitor.getByText('You can read this questionnaire as it is edited.')).toBeVisible();
  await expect(visitor.getByRole('listitem', { name: 'Question 1' })).toContainText(ORIGINAL);
  await expect(questionText(visitor, 1)).toHaveCount(0);
  await expect(
    visitor.getByText('This link lets you read the comments, not add any.'),
  ).toBeVisible();
});
