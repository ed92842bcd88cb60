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
import { expectToast } from './support/ui.ts';

// The collaboration screen's side panel (issue 12 point 3): comments with mentions, reactions,
// replies and resolving, seen live by a colleague; versions created, compared and restored
// (the live document goes back for everyone); the activity that records it; what viewers and
// commenters may do; and axe on every tab.

const ORIGINAL = 'Is MFA enforced for all staff?';
const STRICTER = 'Is MFA enforced for every account, including service accounts?';

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
                { id: 'q_backup', text: 'Are backups tested?', type: 'yes_no', weight: 1 },
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
  const user = await registerViaApi(page.request, account, token);
  await recordTour(page.request, PLATFORM_OVERVIEW, 'completed');
  return { page, account, user };
};

const panelOf = (page: Page): Locator => page.getByRole('complementary', { name: 'Collaboration' });
const openTab = async (page: Page, name: string) => {
  await panelOf(page).getByRole('tab', { name }).click();
  await expect(panelOf(page).getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
};
const questionText = (page: Page, n: number) =>
  page.getByRole('group', { name: `Question ${n}`, exact: true }).getByLabel('Question text', {
    exact: true,
  });
const thread = (page: Page, author: string) =>
  panelOf(page)
    .getByRole('list', { name: 'Comments' })
    .getByRole('listitem', { name: `Thread by ${author}` });
const saved = (page: Page) =>
  expect(page.getByRole('status', { name: 'Save status' })).toHaveText(/^Saved \d\d:\d\d$/, {
    timeout: 15_000,
  });

test('a comment mentioning a colleague reaches them live; they react and reply; it is resolved', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  const q = await createDraft(page.request, 'Supplier security review');
  const lin = await colleague(page, openBrowser, 'lin', 'member');
  await page.goto(`/dashboard/questionnaires/${q.id}`);
  await lin.page.goto(`/dashboard/questionnaires/${q.id}`);
  await expect(page.getByText('2 viewing')).toBeVisible();
  const panel = panelOf(page);
  await expect(panel.getByText('No comments yet')).toBeVisible();
  await expect(panelOf(lin.page).getByText('No comments yet')).toBeVisible();

  // Selecting question 1 in the builder makes it the comment's subject.
  await questionText(page, 1).click();
  const about = panel.getByLabel('About', { exact: true });
  await expect(about).toHaveValue('q_mfa');

  // A blank comment cannot be posted.
  const box = panel.getByLabel('Comment', { exact: true });
  const post = panel.getByRole('button', { name: 'Post', exact: true });
  await expect(post).toBeDisabled();
  await box.fill('   \n  ');
  await expect(post).toBeDisabled();

  // Typing @ lists the people who can see it; picking one writes the mention.
  await box.fill('Can you confirm this with IT, ');
  await box.pressSequentially('@Li');
  const people = panel.getByRole('listbox', { name: 'People to mention' });
  await expect(people.getByRole('option')).toHaveCount(1);
  const mentionViolations = await auditScreen(page, testInfo, 'panel-mention-list');
  await people.getByRole('option', { name: new RegExp(lin.account.name) }).click();
  await expect(box).toHaveValue(
    `Can you confirm this with IT, @[${lin.account.name}](${lin.user.id}) `,
  );
  await expect(people).toHaveCount(0);
  await box.pressSequentially('please?');
  await expect(post).toBeEnabled();
  await post.click();
  await expectToast(page, 'Comment Added');
  await expect(box).toHaveValue('');

  const mine = thread(page, owner.account.name);
  await expect(mine).toContainText('On question 1');
  await expect(mine).toContainText(`Can you confirm this with IT, @${lin.account.name} please?`);

  // The colleague sees it without reloading, the mention shown as a name.
  const theirs = thread(lin.page, owner.account.name);
  await expect(theirs).toContainText(`@${lin.account.name} please?`);
  await expect(theirs).not.toContainText('@[');

  // They like it (toggled for them only) and reply.
  const root = (t: Locator) => t.getByRole('article', { name: `Comment by ${owner.account.name}` });
  const like = (t: Locator) => root(t).getByRole('button', { name: /^Like \d+$/ });
  await like(theirs).click();
  await expect(like(theirs)).toHaveAttribute('aria-pressed', 'true');
  await expect(like(theirs)).toHaveAccessibleName('Like 1');
  await expect(like(mine)).toHaveAccessibleName('Like 1');
  await expect(like(mine)).toHaveAttribute('aria-pressed', 'false');

  await theirs.getByRole('button', { name: 'Reply', exact: true }).click();
  await theirs.getByLabel('Reply', { exact: true }).fill('Checked with IT: enforced since March.');
  await theirs.getByRole('button', { name: 'Post reply' }).click();
  await expectToast(lin.page, 'Comment Added');
  await expect(mine.getByRole('list', { name: 'Replies' })).toContainText(
    'Checked with IT: enforced since March.',
  );

  // The owner resolves the thread; the colleague sees it resolved.
  await mine.getByRole('button', { name: 'Resolve', exact: true }).click();
  await expect(mine.getByRole('button', { name: 'Reopen', exact: true })).toBeVisible();
  await expect(theirs).toContainText(`Resolved by ${owner.account.name}`);

  // "This question" keeps to the selected question: question 2 has none yet.
  await panel.getByRole('radio', { name: 'This question' }).click();
  await expect(mine).toBeVisible();
  await questionText(page, 2).click();
  await expect(panel.getByText('No comments on this question')).toBeVisible();
  await panel.getByRole('radio', { name: 'All' }).click();
  await expect(mine).toBeVisible();

  // The thread's subject takes the reader to the question.
  await mine.getByRole('button', { name: 'On question 1' }).click();
  await expect(questionText(page, 1)).toBeInViewport();

  // The activity records the comment and the reply.
  await openTab(page, 'Activity');
  const activity = panel.getByRole('list', { name: 'Activity' });
  await expect(activity).toContainText(`${owner.account.name} commented on question “${ORIGINAL}”`);
  await expect(activity).toContainText(`${lin.account.name} replied to ${owner.account.name}`);
  await expect(activity).toContainText(
    `${owner.account.name} resolved a comment by ${owner.account.name}`,
  );
  await openTab(page, 'Comments');

  const violations = [
    ...mentionViolations,
    ...(await auditScreen(page, testInfo, 'panel-comments')),
    ...(await auditScreen(lin.page, testInfo, 'panel-comments-colleague')),
  ];
  await page.emulateMedia({ colorScheme: 'dark' });
  violations.push(...(await auditScreen(page, testInfo, 'panel-comments-dark')));
  expect(violations).toEqual([]);
});

test('versions: create two, compare them, restore the first for everyone; the activity lists it', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  const q = await createDraft(page.request, 'Processor review');
  const lin = await colleague(page, openBrowser, 'lin', 'member');
  await page.goto(`/dashboard/questionnaires/${q.id}`);
  await lin.page.goto(`/dashboard/questionnaires/${q.id}`);
  await expect(questionText(lin.page, 1)).toHaveValue(ORIGINAL);
  const panel = panelOf(page);
  await openTab(page, 'Versions');
  await openTab(lin.page, 'Versions');
  await expect(panel.getByText('No versions yet')).toBeVisible();

  const createVersion = async (title: string, description: string) => {
    await panel.getByRole('button', { name: 'Create version' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create version' });
    await dialog.getByLabel('Title', { exact: true }).fill(title);
    await dialog.getByLabel('Description', { exact: true }).fill(description);
    await dialog.getByRole('button', { name: 'Create version' }).click();
    await expectToast(page, 'Version Created');
    await expect(dialog).toHaveCount(0);
  };
  const row = (p: Page, label: string) =>
    panelOf(p).getByRole('listitem', { name: `Version ${label}` });

  await createVersion('Baseline', 'As sent to the first suppliers.');
  await expect(row(page, '1.1')).toContainText('Baseline');
  await expect(row(page, '1.1')).toContainText('Current');
  await expect(row(page, '1.1')).toContainText('2 added, 0 changed, 0 removed');
  // The colleague's list follows.
  await expect(row(lin.page, '1.1')).toContainText('Baseline');

  // An edit, then a second version.
  await questionText(page, 1).fill(STRICTER);
  await expect(questionText(lin.page, 1)).toHaveValue(STRICTER);
  await saved(page);
  await createVersion('Stricter MFA', 'Service accounts included.');
  await expect(row(page, '1.2')).toContainText('Current');
  await expect(row(page, '1.1')).not.toContainText('Current');
  await expect(row(page, '1.2')).toContainText('0 added, 1 changed, 0 removed');

  // Viewing a version shows its questions as they were.
  await row(page, '1.1').getByRole('button', { name: 'View version 1.1' }).click();
  const view = page.getByRole('dialog', { name: 'Version 1.1: Baseline' });
  await expect(view).toContainText('As sent to the first suppliers.');
  await expect(view.getByRole('listitem', { name: 'Question 1' })).toContainText(ORIGINAL);
  const viewViolations = await auditScreen(page, testInfo, 'panel-version-view');
  await view.getByRole('button', { name: 'Close' }).click();

  // Comparing 1.1 with 1.2 lists the changed question and its text before and after.
  await panel.getByRole('button', { name: 'Compare' }).click();
  const compare = page.getByRole('dialog', { name: 'Compare versions' });
  await expect(compare.getByLabel('From')).toHaveValue(/.+/);
  const changed = compare.getByRole('region', { name: 'Changed' });
  await expect(changed).toContainText(STRICTER);
  await expect(changed).toContainText('Text');
  await expect(changed.locator('del')).toHaveText(ORIGINAL);
  await expect(compare).toContainText('1 question unchanged');
  const compareViolations = await auditScreen(page, testInfo, 'panel-compare');
  await compare.getByRole('button', { name: 'Close' }).click();

  // Restoring 1.1 puts its text back in the live document, for both people.
  await row(page, '1.1').getByRole('button', { name: 'Restore version 1.1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Restore version 1.1?' });
  await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(confirm).toHaveCount(0);
  await expect(questionText(page, 1)).toHaveValue(ORIGINAL);
  await expect(questionText(lin.page, 1)).toHaveValue(ORIGINAL);
  await expect(row(page, '1.3')).toContainText('Restored from 1.1');
  await expect(row(page, '1.3')).toContainText('Current');
  await expect(row(lin.page, '1.3')).toContainText('Current');
  const violations = [
    ...viewViolations,
    ...compareViolations,
    ...(await auditScreen(page, testInfo, 'panel-versions')),
  ];

  // The activity lists each version, newest first, and so do the recent changes.
  await openTab(page, 'Activity');
  const recent = panel.getByRole('list', { name: 'Recent changes' });
  // Versions in order; the live edit between them is recorded once, when it was stored.
  await expect(recent.getByRole('listitem').filter({ hasText: 'version' })).toHaveText([
    new RegExp(`${owner.account.name} restored version 1.1 as 1.3`),
    new RegExp(`${owner.account.name} created version 1.2 “Stricter MFA”`),
    new RegExp(`${owner.account.name} created version 1.1 “Baseline”`),
  ]);
  await expect(
    recent.getByRole('listitem').filter({ hasText: `${owner.account.name} edited the questions` }),
  ).toHaveCount(1);
  await expect(panel.getByRole('list', { name: 'Activity' })).toContainText(
    'created version 1.1 “Baseline”',
  );
  violations.push(...(await auditScreen(page, testInfo, 'panel-activity')));

  await openTab(page, 'Team');
  await expect(panel.getByRole('region', { name: 'Visibility' })).toContainText('Organisation');
  await expect(panel.getByRole('list', { name: 'Team' })).toContainText(owner.account.name);
  violations.push(...(await auditScreen(page, testInfo, 'panel-team')));
  await page.emulateMedia({ colorScheme: 'dark' });
  violations.push(...(await auditScreen(page, testInfo, 'panel-team-dark')));
  await openTab(page, 'Activity');
  violations.push(...(await auditScreen(page, testInfo, 'panel-activity-dark')));
  await openTab(page, 'Versions');
  violations.push(...(await auditScreen(page, testInfo, 'panel-versions-dark')));
  expect(violations).toEqual([]);
});

test('a commenter without evidence rights posts without files; a viewer reads only; files attach', async ({
  page,
  owner,
  openBrowser,
  guard,
}, testInfo) => {
  guard.allow(/status of 400 /); // the mention of someone who cannot see it, refused on purpose
  const q = await createDraft(page.request, 'Shared review');
  // Two auditors (no evidence:write): one invited to comment, one who only sees it.
  const commenter = await colleague(page, openBrowser, 'cora', 'auditor');
  const viewer = await colleague(page, openBrowser, 'vic', 'auditor');
  await dataOf(
    await page.request.post(`/api/questionnaires/${q.id}/members`, {
      data: { email: commenter.account.email, role: 'commenter' },
    }),
  );
  await dataOf(
    await commenter.page.request.post(`/api/questionnaires/${q.id}/invitation`, {
      data: { accept: true },
    }),
  );

  // The owner attaches a file: it is stored as evidence and listed with the comment.
  await page.goto(`/dashboard/questionnaires/${q.id}`);
  const panel = panelOf(page);
  await panel.getByLabel('Comment', { exact: true }).fill('The policy is attached.');
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'mfa-policy.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('MFA is required for every account.\n'),
  });
  await expect(panel.getByRole('list', { name: 'Files to attach' })).toContainText('mfa-policy');
  await panel.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(page, 'Comment Added');
  const withFile = thread(page, owner.account.name);
  await expect(withFile.getByRole('list', { name: 'Attachments' })).toContainText('mfa-policy');
  await expect(withFile.getByRole('link', { name: 'Download mfa-policy.txt' })).toBeVisible();

  // The server refuses a mention of someone who cannot see the questionnaire: said under the box.
  const box = panel.getByLabel('Comment', { exact: true });
  await box.fill('Ask @[Ghost](usr_nobody) too');
  await panel.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription('@Ghost cannot see this questionnaire');
  await box.fill('Ask IT too');
  await expect(box).toHaveAttribute('aria-invalid', 'false');

  // The commenter writes, but has no Attach.
  await commenter.page.goto(`/dashboard/questionnaires/${q.id}`);
  const cPanel = panelOf(commenter.page);
  await expect(thread(commenter.page, owner.account.name)).toContainText('The policy is attached.');
  await expect(cPanel.getByRole('button', { name: 'Attach files' })).toHaveCount(0);
  await cPanel.getByLabel('Comment', { exact: true }).fill('Looks complete to me.');
  await cPanel.getByRole('button', { name: 'Post', exact: true }).click();
  await expectToast(commenter.page, 'Comment Added');
  await expect(thread(page, commenter.account.name)).toContainText('Looks complete to me.');

  // The viewer reads the comments and their reactions, with nothing to write or press.
  await viewer.page.goto(`/dashboard/questionnaires/${q.id}`);
  const vPanel = panelOf(viewer.page);
  await expect(thread(viewer.page, commenter.account.name)).toBeVisible();
  await expect(vPanel.getByText('You can read the comments.', { exact: false })).toBeVisible();
  await expect(vPanel.getByLabel('Comment', { exact: true })).toHaveCount(0);
  await expect(vPanel.getByRole('button', { name: /^(Reply|Resolve|Like)/ })).toHaveCount(0);
  // "This question" asks the viewer which question (they have no builder to select in).
  await vPanel.getByRole('radio', { name: 'This question' }).click();
  await expect(vPanel.getByText('No question chosen')).toBeVisible();
  await vPanel
    .getByLabel('Question', { exact: true })
    .selectOption({ label: `Question 1: ${ORIGINAL}` });
  await expect(vPanel.getByText('No comments on this question')).toBeVisible();
  const violations = await auditScreen(viewer.page, testInfo, 'panel-viewer-comments');
  await openTab(viewer.page, 'Versions');
  await expect(vPanel.getByRole('button', { name: 'Create version' })).toHaveCount(0);

  // The team lists the invited commenter with their role.
  await openTab(page, 'Team');
  const team = panel.getByRole('list', { name: 'Team' });
  await expect(
    team.getByRole('listitem').filter({ hasText: commenter.account.name }),
  ).toContainText('Commenter');
  violations.push(...(await auditScreen(commenter.page, testInfo, 'panel-commenter')));
  violations.push(...(await auditScreen(viewer.page, testInfo, 'panel-viewer')));
  expect(violations).toEqual([]);
});
