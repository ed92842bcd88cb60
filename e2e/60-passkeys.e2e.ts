import type { Page } from '@playwright/test';
import {
  inviteViaApi,
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
} from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectDashboard, expectToast, submitSignIn } from './support/ui.ts';

// Issue 21 point 1: passkeys (WebAuthn), held by Chromium's own virtual authenticator (CDP
// WebAuthn domain) as a platform authenticator with user verification: added in Profile after the
// password again, then a sign-in of their own and the second step after a password.

/** A fingerprint reader built into this browser, that always recognises its holder. */
const addVirtualAuthenticator = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
};

const passkeys = (page: Page) => page.getByRole('list', { name: 'Passkeys' }).getByRole('listitem');

test('a person adds a passkey, signs in with it alone and after the password, renames and removes it', async ({
  page,
  owner,
  guard,
}, testInfo) => {
  test.slow();
  guard.allow(/status of 400 /); // the wrong password
  await addVirtualAuthenticator(page);
  await page.goto('/dashboard/settings/profile');
  await expect(page.getByRole('heading', { name: 'Passkeys' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Passkey name').fill('Work laptop');
  await page.getByLabel('Your password').fill('not-my-password');
  await page.getByRole('button', { name: 'Add passkey' }).click();
  await expect(page.getByText('That password is not right')).toBeVisible();
  expect(await auditScreen(page, testInfo, 'passkey-add')).toEqual([]);
  await page.getByLabel('Your password').fill(owner.account.password);
  await page.getByRole('button', { name: 'Add passkey' }).click();
  await expectToast(page, 'Passkey added');
  await expect(passkeys(page)).toHaveCount(1);
  await expect(passkeys(page).first()).toContainText('Work laptop');
  await expect(passkeys(page).first()).toContainText('not used yet');
  expect(await auditScreen(page, testInfo, 'passkeys-card')).toEqual([]);

  // Alone: no email, no password.
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expectDashboard(page);

  // After the password, the passkey is the second step.
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await submitSignIn(page, owner.account);
  await expect(
    page.getByRole('heading', { name: 'Two-factor authentication', level: 1 }),
  ).toBeVisible();
  expect(await auditScreen(page, testInfo, 'passkey-second-step')).toEqual([]);
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await expectDashboard(page);

  await page.goto('/dashboard/settings/profile');
  await expect(passkeys(page).first()).toContainText('last used');
  await page.getByRole('button', { name: 'Rename Work laptop' }).click();
  await page.getByLabel('Passkey name').fill('Desk computer');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(passkeys(page).first()).toContainText('Desk computer');
  await page.getByRole('button', { name: 'Remove Desk computer' }).click();
  await page.getByLabel('Your password').fill(owner.account.password);
  await page.getByRole('button', { name: 'Remove passkey' }).click();
  await expectToast(page, 'Passkey removed', 'Desk computer no longer signs you in.');
  await expect(page.getByRole('list', { name: 'Passkeys' })).toHaveCount(0);

  // The password alone signs in again.
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await submitSignIn(page, owner.account);
  await expectDashboard(page);
});

test('a member of an organisation that requires two-factor may set up a passkey instead of an app', async ({
  page,
  owner,
  openBrowser,
}) => {
  test.slow();
  // The owner's own passkey lets them switch the policy on.
  await addVirtualAuthenticator(page);
  await page.goto('/dashboard/settings/profile');
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page.getByLabel('Your password').fill(owner.account.password);
  await page.getByRole('button', { name: 'Add passkey' }).click();
  await expectToast(page, 'Passkey added');
  await page.goto('/dashboard/settings/organization');
  const policy = page.getByRole('switch', { name: 'Require two-factor authentication' });
  await policy.click();
  await expect(policy).toBeChecked();

  const invitee = newAccount('member');
  const { token } = await inviteViaApi(page.request, invitee.email, 'member');
  const them = await openBrowser();
  await registerViaApi(them.page.request, invitee, token);
  await recordTour(them.page.request, PLATFORM_OVERVIEW, 'completed');
  await addVirtualAuthenticator(them.page);
  await them.page.goto('/dashboard/risks');
  await expect(them.page).toHaveURL(/\/auth\/two-factor-setup/);
  await them.page.getByRole('button', { name: 'Use a passkey instead' }).click();
  await them.page.getByLabel('Your password').fill(invitee.password);
  await them.page.getByRole('button', { name: 'Add passkey' }).click();
  await expect(them.page).toHaveURL(/\/dashboard\/risks$/);
  await expect(them.page.getByRole('heading', { name: 'Risk Register', level: 1 })).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('row').filter({ hasText: invitee.email }).getByText('On', { exact: true }),
  ).toBeVisible();
});
