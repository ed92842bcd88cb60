import type { Page } from '@playwright/test';
import {
  inviteViaApi,
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
  signInViaApi,
  type Account,
} from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectDashboard, expectToast } from './support/ui.ts';

/** The same person signed in in a second browser, on the dashboard. */
const dashboardElsewhere = async (openBrowser: () => Promise<{ page: Page }>, account: Account) => {
  const other = await openBrowser();
  await signInViaApi(other.page.request, account);
  await recordTour(other.page.request, PLATFORM_OVERVIEW, 'completed');
  await other.page.goto('/dashboard');
  await expectDashboard(other.page);
  return other;
};

// Issue 21 point 6: each person sees their sessions (device, address, last seen) and ends one or
// all; an owner or admin signs a member out everywhere. An ended session's next page is sign-in.

test('a person ends a session of theirs from Profile, and that browser is signed out', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  const other = await dashboardElsewhere(openBrowser, owner.account);

  await page.goto('/dashboard/settings/profile');
  const list = page.getByRole('list', { name: 'Sessions' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('This session')).toHaveCount(1);
  await expect(list.getByText(/Chrome on Linux/).first()).toBeVisible();
  expect(await auditScreen(page, testInfo, 'sessions')).toEqual([]);

  await list.getByRole('button', { name: /^Sign out Chrome on Linux/ }).click();
  await expectToast(page, 'Signed out', 'Chrome on Linux is signed out.');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  await other.page.goto('/dashboard/risks');
  await expect(other.page).toHaveURL(/\/auth\/login\?from=/);
  // This session goes on.
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
});

test('an owner signs a member out everywhere from the members table', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  const invitee = newAccount('member');
  const { token } = await inviteViaApi(page.request, invitee.email, 'member');
  const them = await openBrowser();
  await registerViaApi(them.page.request, invitee, token);
  await recordTour(them.page.request, PLATFORM_OVERVIEW, 'completed');
  await them.page.goto('/dashboard');
  await expect(them.page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

  await page.goto('/dashboard/settings/organization');
  await page.getByRole('button', { name: `Sign ${invitee.name} out everywhere` }).click();
  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expectToast(page, 'Signed out everywhere', `Every session of ${invitee.name} has ended.`);
  // The owner's own row offers no such button.
  await expect(
    page.getByRole('button', { name: `Sign ${owner.account.name} out everywhere` }),
  ).toHaveCount(0);

  await them.page.goto('/dashboard/risks');
  await expect(them.page).toHaveURL(/\/auth\/login\?from=/);

  // Their sign-in is in the organisation's recent sign-ins, with how and from where.
  const signIns = page.getByRole('list', { name: 'Recent sign-ins' });
  await expect(
    signIns.getByRole('listitem').filter({ hasText: invitee.name }).first(),
  ).toContainText('signed in with password');
  expect(await auditScreen(page, testInfo, 'organization-security')).toEqual([]);
});

test('a screen left open when its session ends sends the person to sign in, without an error', async ({
  page,
  owner,
  openBrowser,
}) => {
  const other = await dashboardElsewhere(openBrowser, owner.account);

  // Ended from elsewhere while the dashboard stays open; its next requests are refused.
  await page.goto('/dashboard/settings/profile');
  const list = page.getByRole('list', { name: 'Sessions' });
  await list.getByRole('button', { name: /^Sign out Chrome on Linux/ }).click();
  await expectToast(page, 'Signed out', 'Chrome on Linux is signed out.');

  await other.page.getByRole('link', { name: 'Risk register' }).first().click();
  await expect(other.page).toHaveURL(/\/auth\/login\?from=/);
  await expect(other.page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
});
