/// <reference lib="dom" />
// (Callbacks passed to page.evaluate run in the browser.)
import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  inviteViaApi,
  newAccount,
  registerViaApi,
  signInViaApi,
  uniqueTag,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  accountMenu,
  chooseFromAccountMenu,
  expectDashboard,
  expectFieldError,
  expectToast,
  sidebar,
  submitSignIn,
} from './support/ui.ts';

const profileHeading = (page: Page) => page.getByRole('heading', { name: 'Profile', level: 1 });

test.describe('profile', () => {
  test('a new name and persona are saved and shown in the sidebar footer', async ({
    page,
    owner,
  }) => {
    await page.goto('/dashboard/settings/profile');
    await expect(profileHeading(page)).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(owner.account.name);
    await expect(page.getByLabel('Persona')).toHaveValue('analyst');
    const save = page.getByRole('button', { name: 'Save profile' });
    await expect(save).toBeDisabled();

    await page.getByLabel('Full name').fill('   ');
    await save.click();
    await expectFieldError(page, 'Full name', 'Name is required');

    const renamed = `Grace ${uniqueTag()} Hopper`;
    await page.getByLabel('Full name').fill(renamed);
    await page.getByLabel('Persona').selectOption('auditor');
    await save.click();
    await expectToast(page, 'Profile updated');
    await expect(accountMenu(page, renamed)).toContainText(renamed);
    await expect(accountMenu(page, owner.account.name)).toHaveCount(0);
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(profileHeading(page)).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue(renamed);
    await expect(page.getByLabel('Persona')).toHaveValue('auditor');
    await expect(page.getByLabel('Persona').locator('option:checked')).toHaveText(
      'Auditor: compliance and assessments',
    );
    await expect(accountMenu(page, renamed)).toContainText(owner.account.email);

    // The dashboard greets the user by the new first name.
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).first().click();
    await expectDashboard(page);
    await expect(page.getByText(/, Grace\. Here is /)).toBeVisible();
  });

  test('changing the password needs the current one; the new one then signs in', async ({
    page,
    owner,
    guard,
    openBrowser,
  }) => {
    guard.allow(/status of 400 /); // the refused wrong current password
    // A second session of the same user, which the change should end.
    const elsewhere = await openBrowser();
    await signInViaApi(elsewhere.page.request, owner.account);

    await page.goto('/dashboard/settings/profile');
    await expect(profileHeading(page)).toBeVisible();
    const change = page.getByRole('button', { name: 'Change password' });
    const newPassword = `New-${uniqueTag()}-secret`;

    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(`${newPassword}x`);
    await change.click();
    await expectFieldError(page, 'Confirm new password', 'The passwords do not match');

    await page.getByLabel('Confirm new password').fill(newPassword);
    await change.click();
    await expectFieldError(page, 'Current password', 'Current password is incorrect');
    await expect(page.getByRole('alert')).toHaveText(
      'Failed to change password: Current password is incorrect',
    );

    await page.getByLabel('Current password').fill(owner.account.password);
    await change.click();
    await expectToast(page, 'Password changed', 'Use your new password next time you sign in.');
    await expect(page.getByLabel('Current password')).toHaveValue('');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The other session has ended; this one goes on.
    expect((await elsewhere.page.request.get('/api/users/me')).status()).toBe(401);
    await page.reload();
    await expect(profileHeading(page)).toBeVisible();

    await chooseFromAccountMenu(page, 'Log out');
    await submitSignIn(page, owner.account);
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectDashboard(page);
  });

  test('a person downloads their own data as one JSON file', async ({ page, owner }) => {
    await page.goto('/dashboard/settings/profile');
    await expect(page.getByRole('heading', { name: 'Your data', level: 2 })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download your data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rampart-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(
      Buffer.concat(await (await file.createReadStream()).toArray()).toString('utf8'),
    ) as { format: string; profile: { email: string }[]; withheld: Record<string, string[]> };
    expect(data.format).toBe('rampart.personal-data');
    expect(data.profile[0]?.email).toBe(owner.account.email);
    expect(data.withheld.sessions).toContain('token');
    await expectToast(page, 'Your data is downloaded');
  });
});

const membersTable = (page: Page): Locator =>
  page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Member' }) });
/** The card under the "Pending invitations" heading (card > header > title block > h2). */
const pendingInvitations = (page: Page): Locator =>
  page.getByRole('heading', { name: 'Pending invitations', level: 2 }).locator('xpath=../../..');

test.describe('organisation', () => {
  test('an owner schedules the organisation for deletion, every page says so, and restores it', async ({
    page,
    owner,
  }) => {
    await page.goto('/dashboard/settings/organization');
    const name = owner.account.organizationName;
    await page.getByRole('button', { name: 'Delete organization…' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete organization' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`Type “${name}” to confirm`).fill(name);
    await confirm.click();
    await expectToast(page, 'Organization scheduled for deletion');
    const banner = page.getByRole('status').filter({ hasText: 'is scheduled for deletion on' });
    await expect(banner).toBeVisible();
    // Every page carries it, with the way back for an owner.
    await sidebar(page).getByRole('link', { name: 'Dashboard' }).first().click();
    await expectDashboard(page);
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Restore it in Organization settings' }).click();
    await page.getByRole('button', { name: 'Restore organization' }).click();
    await expectToast(page, 'Organization restored');
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete organization…' })).toBeVisible();
  });

  test('an owner exports the organisation, and importing the file makes a copy they own', async ({
    page,
    owner,
    guard,
  }, testInfo) => {
    await page.goto('/dashboard/settings/organization');
    await expect(
      page.getByRole('heading', { name: 'Export the organization', level: 2 }),
    ).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export organization' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^rampart-organization-\d{4}-\d{2}-\d{2}\.zip$/);
    const path = testInfo.outputPath('organization.zip');
    await file.saveAs(path);
    await expectToast(page, 'Organization exported');

    await page.goto('/dashboard/settings/profile');
    // A file that is not an export is refused in words, and nothing is made.
    guard.allow(/status of 400 /);
    const wrong = testInfo.outputPath('not-an-export.zip');
    writeFileSync(wrong, 'not a zip');
    await page.getByLabel('Export file').setInputFiles(wrong);
    await page.getByRole('button', { name: 'Import organization' }).click();
    await expect(page.getByText(/The file is not a readable zip/)).toBeVisible();
    await page.getByLabel('Export file').setInputFiles(path);
    await page.getByRole('button', { name: 'Import organization' }).click();
    const name = owner.account.organizationName;
    const done = page.getByRole('status').filter({ hasText: 'is imported' });
    await expect(done).toContainText(name);
    await expect(done).toContainText('0 new here');
    await done.getByRole('button', { name: `Open ${name}` }).click();
    await expectToast(page, 'Organization switched');
    await expectDashboard(page);
  });

  test('an owner invites a member, who joins through the link; a role change is audited', async ({
    page,
    context,
    owner,
    openBrowser,
    guard,
  }) => {
    // Once registered, the page asks whether the invitation is still pending (an address that
    // had an account must still accept it); the new account has claimed it, so it is refused.
    guard.allow(/^Failed to load resource: the server responded with a status of 400 /);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const org = owner.account.organizationName;
    await page.goto('/dashboard/settings/organization');
    await expect(
      page.getByRole('heading', { name: 'Organization settings', level: 1 }),
    ).toBeVisible();
    await expect(membersTable(page).getByRole('row')).toHaveCount(2);
    await expect(pendingInvitations(page)).toContainText('No pending invitations');

    // The size sets effort and cost estimates; it is kept on the server.
    await page.getByLabel('Size').selectOption({ label: 'Enterprise (5000+)' });
    await page.getByLabel('Industry').fill('Healthcare');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Organization saved');
    await page.reload();
    await expect(page.getByLabel('Size')).toHaveValue('enterprise');
    await expect(page.getByLabel('Industry')).toHaveValue('Healthcare');

    // A blank email is refused with a toast, and nothing is sent.
    const invite = page.getByRole('button', { name: 'Invite', exact: true });
    await page.getByLabel('Email address').fill('   ');
    await invite.click();
    await expectToast(page, 'Email Required', 'Please enter an email address to invite.');
    await expect(pendingInvitations(page)).toContainText('No pending invitations');

    await page.getByLabel('Email address').fill('not-an-email');
    await invite.click();
    await expectFieldError(page, 'Email address', 'Enter a valid email address');

    const member = newAccount('joiner');
    await page.getByLabel('Email address').fill(member.email);
    await expect(page.getByLabel('Role', { exact: true })).toHaveValue('member');
    await invite.click();
    await expectToast(
      page,
      'Invitation Sent',
      `No mail server is configured: share the link with ${member.email}.`,
    );
    await expect(page.getByLabel('Email address')).toHaveValue('');
    const linkBox = page.getByRole('textbox', { name: 'Invitation link' });
    const base = new URL(page.url()).origin;
    await expect(linkBox).toHaveValue(new RegExp(`^${base}/invitations/[^/]+$`));
    const link = await linkBox.inputValue();

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectToast(page, 'Link Copied', `Send it to ${member.email}.`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const pending = pendingInvitations(page).getByRole('listitem');
    await expect(pending).toHaveCount(1);
    await expect(pending).toContainText(member.email);
    await expect(pending).toContainText('Member');
    await expect(
      pending.getByRole('button', { name: `Revoke invitation for ${member.email}` }),
    ).toBeVisible();

    // The invitee opens the link in their own browser and creates an account.
    const invitee = await openBrowser();
    const them = invitee.page;
    await them.goto(link);
    await expect(them.getByRole('heading', { name: `Join ${org}`, level: 1 })).toBeVisible();
    await expect(them.getByRole('definition')).toHaveText([org, 'Member', member.email]);
    await them.getByRole('link', { name: 'Create an account to accept' }).click();
    await expect(them).toHaveURL(/\/auth\/register\?invitation=/);
    await expect(them.getByRole('heading', { name: `Join ${org}`, level: 1 })).toBeVisible();
    await expect(them.getByText(`You were invited as ${member.email}.`)).toBeVisible();
    await expect(them.getByLabel('Work email')).toHaveValue(member.email);
    await expect(them.getByLabel('Organisation name')).toHaveCount(0);
    await them.getByLabel('Full name').fill(member.name);
    await them.getByLabel('Password').fill(member.password);
    await them.getByRole('button', { name: `Join ${org}` }).click();

    await expectDashboard(them);
    await expect(sidebar(them).getByText(org, { exact: true })).toBeVisible();
    await expect(accountMenu(them, member.name)).toBeVisible();
    // Their first visit starts the tour; put it away.
    await expect(them.getByTestId('tour-card')).toBeVisible();
    await them.keyboard.press('Escape');
    await expect(them.getByTestId('tour-card')).toHaveCount(0);
    // A member cannot manage members.
    await expect(them.getByRole('link', { name: 'Invite teammates' })).toHaveCount(0);
    await them.goto('/dashboard/settings/organization');
    const ownRow = membersTable(them).getByRole('row').filter({ hasText: member.email });
    await expect(ownRow).toContainText('You');
    await expect(ownRow).toContainText('Member');
    await expect(them.getByRole('button', { name: 'Invite', exact: true })).toHaveCount(0);

    // The owner sees them as a member, the invitation used up.
    await page.reload();
    await expect(membersTable(page).getByRole('row')).toHaveCount(3);
    await expect(pendingInvitations(page)).toContainText('No pending invitations');
    const roleSelect = page.getByLabel(`Role of ${member.name}`);
    await expect(roleSelect).toHaveValue('member');

    await roleSelect.selectOption('auditor');
    await expectToast(page, 'Role Updated', `${member.name} is now Auditor.`);
    await page.reload();
    await expect(page.getByLabel(`Role of ${member.name}`)).toHaveValue('auditor');

    // Recent Activity shows the change, newest first, with its before and after.
    await sidebar(page).getByRole('link', { name: 'Recent Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Recent Activity', level: 1 })).toBeVisible();
    const latest = page.getByRole('list', { name: 'Audit events' }).getByRole('listitem').first();
    await expect(latest).toContainText(`${owner.account.name} · Changed a member’s role`);
    await latest.getByRole('button', { name: 'Show changes' }).click();
    const change = latest.getByRole('row', { name: /^role / });
    await expect(change.getByRole('cell')).toHaveText(['Changed', 'member', 'auditor']);

    // The new role takes effect for the member: auditors may read the activity log.
    await them.goto('/dashboard/activity');
    await expect(them.getByRole('heading', { name: 'Recent Activity', level: 1 })).toBeVisible();
    await expect(them).toHaveURL(/\/dashboard\/activity$/);
  });

  test('someone who already has an account, registering through an invitation, is taken to accept it', async ({
    page,
    owner,
    openBrowser,
  }) => {
    const org = owner.account.organizationName;
    const existing = newAccount('existing');
    const { token } = await inviteViaApi(page.request, existing.email, 'member');

    // They have their own organisation already, and are signed out in their browser.
    const invitee = await openBrowser();
    const them = invitee.page;
    await registerViaApi(invitee.context.request, existing);
    await invitee.context.clearCookies();

    // Registering answers alike for a known address, and the sign-in with their real password
    // opens their old account: the invitation is still pending, so they are taken to it.
    await them.goto(`/auth/register?invitation=${encodeURIComponent(token)}`);
    await expect(them.getByRole('heading', { name: `Join ${org}`, level: 1 })).toBeVisible();
    await them.getByLabel('Full name').fill(existing.name);
    await them.getByLabel('Password').fill(existing.password);
    await them.getByRole('button', { name: `Join ${org}` }).click();

    await expect(them).toHaveURL(new RegExp(`/invitations/${encodeURIComponent(token)}$`));
    await expect(them.getByRole('heading', { name: `Join ${org}`, level: 1 })).toBeVisible();
    await them.getByRole('button', { name: 'Accept invitation' }).click();
    await expectToast(them, 'Invitation accepted', `You joined ${org}.`);
    await expectDashboard(them);
    await expect(sidebar(them).getByText(org, { exact: true })).toBeVisible();

    // The owner sees them as a member, the invitation used up.
    await page.goto('/dashboard/settings/organization');
    await expect(
      membersTable(page).getByRole('row').filter({ hasText: existing.email }),
    ).toContainText('Member');
    await expect(pendingInvitations(page)).toContainText('No pending invitations');
  });
});
