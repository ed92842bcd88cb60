/// <reference lib="dom" />
// (Callbacks passed to page.evaluate run in the browser.)
import {
  inviteViaApi,
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
  signInViaApi,
} from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { chooseFromAccountMenu, expectDashboard, sidebar } from './support/ui.ts';

// DESIGN.md, Checks: every screen passes axe-core with no serious or critical violations, in
// the light and in the dark theme.

for (const scheme of ['light', 'dark'] as const) {
  test(`every screen passes axe in the ${scheme} theme`, async ({ page, request }, testInfo) => {
    // Fourteen full axe audits: on two workers of a busy two-core machine, minutes.
    test.slow();
    // The account exists before the sign-in screen is shown (an empty installation would send
    // the visitor to sign-up instead); it is created with a cookie jar of its own.
    const account = newAccount(`axe${scheme}`);
    await registerViaApi(request, account);
    await page.emulateMedia({ colorScheme: scheme });
    const violations: string[] = [];
    const audit = async (screen: string) => {
      // The theme really is the one under test (the app follows the system by default).
      await expect(page.locator('html')).toHaveClass(
        scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
      );
      violations.push(...(await auditScreen(page, testInfo, `${scheme}-${screen}`)));
    };

    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
    await audit('sign-in');

    // The server's refusal, shown as an alert above the form.
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await audit('sign-in-refused');

    await page.goto('/auth/register');
    await expect(
      page.getByRole('heading', { name: 'Create your account', level: 1 }),
    ).toBeVisible();
    await audit('sign-up');

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('Organisation name')).toHaveAttribute('aria-invalid', 'true');
    await audit('sign-up-errors');

    await signInViaApi(page.request, account);
    await recordTour(page.request, PLATFORM_OVERVIEW, 'completed');
    await inviteViaApi(page.request, newAccount('invitee').email, 'auditor');

    await page.goto('/dashboard');
    await expectDashboard(page);
    await expect(page.getByText('Pending invitations')).toBeVisible();
    await expect(page.getByRole('status', { name: /loading/i })).toHaveCount(0);
    await audit('dashboard');

    // The sidebar as a rail: icon buttons (search, account menu) carry the names.
    await page.keyboard.press('Control+b');
    await expect(sidebar(page).getByRole('button', { name: /^Expand sidebar/ })).toBeVisible();
    await audit('dashboard-sidebar-rail');
    await page.keyboard.press('Control+b');
    await expect(sidebar(page).getByRole('button', { name: /^Collapse sidebar/ })).toBeVisible();

    await sidebar(page)
      .getByRole('button', { name: /^Account menu/ })
      .click();
    await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeVisible();
    await audit('account-menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await sidebar(page).getByRole('link', { name: 'Recent Activity' }).click();
    await expect(page.getByRole('list', { name: 'Audit events' })).toBeVisible();
    await page
      .getByRole('list', { name: 'Audit events' })
      .getByRole('button', { name: 'Show changes' })
      .first()
      .click();
    await expect(page.getByRole('columnheader', { name: 'Before' })).toBeVisible();
    await audit('recent-activity');

    await page.goto('/dashboard/settings/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await audit('profile');

    await page.goto('/dashboard/settings/organization');
    await expect(
      page.getByRole('heading', { name: 'Organization settings', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Revoke invitation for / })).toBeVisible();
    await expect(page.getByRole('cell', { name: account.email })).toBeVisible();
    await audit('organization-settings');

    await page.getByLabel('Email address').fill(newAccount('second').email);
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await expect(page.getByRole('textbox', { name: 'Invitation link' })).toBeVisible();
    await audit('organization-invite-link');

    await page.goto('/dashboard');
    await expectDashboard(page);
    await sidebar(page).getByRole('button', { name: 'Help' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await audit('help-menu');
    await page.getByTestId(`help-tour-${PLATFORM_OVERVIEW}`).click();
    await expect(page.getByTestId('tour-card')).toBeVisible();
    // The second step: card, arrow and the spotlight on the sidebar.
    await page.getByTestId('tour-card').getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByTestId('tour-spotlight')).toBeVisible();
    await audit('tour-card');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('tour-card')).toHaveCount(0);

    await page.goto('/unauthorized');
    await expect(
      page.getByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
    await audit('unauthorized');

    expect(violations, 'serious or critical axe violations').toEqual([]);
  });
}

test('the theme chosen in the account menu overrides the system and is kept', async ({
  page,
  owner: _owner,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/dashboard');
  await expectDashboard(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await chooseFromAccountMenu(page, 'Dark');
  await expect(html).toHaveClass(/\bdark\b/);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await background();

  await page.reload();
  await expectDashboard(page);
  await expect(html).toHaveClass(/\bdark\b/);
  expect(await auditScreen(page, testInfo, 'toggle-dark-dashboard')).toEqual([]);

  await chooseFromAccountMenu(page, 'Light');
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(await background()).not.toBe(dark);

  // "System" follows the operating system again.
  await chooseFromAccountMenu(page, 'System');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveClass(/\bdark\b/);
});
