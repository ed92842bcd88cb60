import {
  inviteViaApi,
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  accountMenu,
  chooseFromAccountMenu,
  expectDashboard,
  expectFieldError,
  submitSignIn,
} from './support/ui.ts';

test.describe('sign-in and the route guard', () => {
  test('a wrong password shows the server message; the right one opens the dashboard', async ({
    page,
    openBrowser,
  }) => {
    // Register in another browser, so this one is a signed-out visitor.
    const account = newAccount('signin');
    const setup = await openBrowser();
    await registerViaApi(setup.page.request, account);
    await recordTour(setup.page.request, PLATFORM_OVERVIEW, 'completed');

    await page.goto('/auth/login');
    await submitSignIn(page, { email: account.email, password: `${account.password}-wrong` });
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/auth\/login$/);

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectDashboard(page);
    await expect(accountMenu(page, account.name)).toContainText(account.email);
  });

  test('sign-in validates the fields before asking the server', async ({ page, request }) => {
    // Someone exists, so the sign-in form is shown (an empty installation offers sign-up).
    await registerViaApi(request, newAccount('someone'));
    let signInCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/auth/sign-in')) signInCalls += 1;
    });
    await page.goto('/auth/login');
    await page.getByLabel('Email', { exact: true }).fill('nobody');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectFieldError(page, 'Email', 'Enter a valid email address');
    await expectFieldError(page, 'Password', 'Password is required');
    expect(signInCalls).toBe(0);
  });

  test('registering with an email already in use does not say so, but the sign-in after it fails', async ({
    page,
    guard,
    openBrowser,
  }) => {
    // The sign-in that follows registration fails: the address had an account already.
    guard.allow(/status of 401 /);
    const taken = newAccount('taken');
    await registerViaApi((await openBrowser()).page.request, taken);

    await page.goto('/auth/register');
    await page.getByLabel('Full name').fill('Second Person');
    await page.getByLabel('Work email').fill(taken.email);
    await page.getByLabel('Password').fill('another-password');
    await page.getByLabel('Organisation name').fill('Another Org');
    await page.getByRole('button', { name: 'Create account' }).click();
    // The server answers as for a new address (decision 012); only the sign-in after it fails.
    await expect(page.getByRole('alert')).toHaveText(
      'We could not sign you in with this email and password. If the email already has an account, sign in with its password instead.',
    );
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test('a signed-out visit to a page goes to sign-in and back to that page afterwards', async ({
    page,
    openBrowser,
  }) => {
    const account = newAccount('returning');
    const setup = await openBrowser();
    await registerViaApi(setup.page.request, account);
    await recordTour(setup.page.request, PLATFORM_OVERVIEW, 'completed');

    await page.goto('/dashboard/activity');
    await expect(page).toHaveURL(/\/auth\/login\?from=%2Fdashboard%2Factivity$/);
    await submitSignIn(page, account);
    await expect(page).toHaveURL(/\/dashboard\/activity$/);
    await expect(page.getByRole('heading', { name: 'Recent Activity', level: 1 })).toBeVisible();
    // The owner's own sign-up is already in the log.
    await expect(page.getByRole('list', { name: 'Audit events' })).toContainText(
      'Created the organisation',
    );
  });

  test('a member without audit access who opens Recent Activity lands on /unauthorized', async ({
    page,
    owner,
    openBrowser,
  }) => {
    const member = newAccount('member');
    const { token } = await inviteViaApi(page.request, member.email, 'member');

    const second = await openBrowser();
    const user = await registerViaApi(second.page.request, member, token);
    expect(user.role).toBe('member');
    expect(user.organization.name).toBe(owner.account.organizationName);
    await recordTour(second.page.request, PLATFORM_OVERVIEW, 'completed');

    await second.page.goto('/dashboard/activity');
    await expect(second.page).toHaveURL(/\/unauthorized$/);
    await expect(
      second.page.getByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
    await second.page.getByRole('link', { name: 'Back to the dashboard' }).click();
    await expectDashboard(second.page);
    // The member's sidebar still offers the link; the guard is what refuses the page.
    await expect(accountMenu(second.page, member.name)).toBeVisible();

    // The owner, in the first browser, is let in.
    await page.goto('/dashboard/activity');
    await expect(page.getByRole('heading', { name: 'Recent Activity', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/activity$/);
  });

  test('logging out from the user menu ends the session', async ({ page, owner }) => {
    await page.goto('/dashboard');
    await expectDashboard(page);
    await chooseFromAccountMenu(page, 'Log out');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

    // The server session is gone too: the dashboard now sends the visitor to sign in.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?from=%2Fdashboard$/);
    expect((await page.request.get('/api/users/me')).status()).toBe(401);

    await submitSignIn(page, owner.account);
    await expectDashboard(page);
  });
});
