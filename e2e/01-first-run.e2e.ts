import { newAccount } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import {
  accountMenu,
  expectDashboard,
  expectFieldError,
  expectFieldValid,
  sidebar,
} from './support/ui.ts';

// The first file to run: the installation is still empty, nobody has registered yet.

test('the first visitor of an empty installation is sent to sign-up and becomes the owner', async ({
  page,
  request,
  openBrowser,
}) => {
  const config = await request.get('/api/config');
  expect((await config.json()).data.firstRun, 'this file must run before any user exists').toBe(
    true,
  );

  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) {
      const url = new URL(frame.url());
      visited.push(url.pathname + url.search);
    }
  });

  // / -> /dashboard (guarded) -> /auth/login -> /auth/register, since nobody can sign in yet.
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account', level: 1 })).toBeVisible();
  expect(visited).toContain('/auth/login?from=%2Fdashboard');
  expect(visited.indexOf('/auth/login?from=%2Fdashboard')).toBeLessThan(
    visited.indexOf('/auth/register'),
  );

  // Bad input: each message appears beside its own field, and nothing is sent.
  const create = page.getByRole('button', { name: 'Create account' });
  await create.click();
  await expectFieldError(page, 'Full name', 'Name is required');
  await expectFieldError(page, 'Work email', 'Enter a valid email address');
  await expectFieldError(page, 'Password', 'Password must be at least 8 characters');
  await expectFieldError(page, 'Organisation name', 'Organisation name is required');
  await expect(page).toHaveURL(/\/auth\/register$/);

  const owner = newAccount('founder');
  await page.getByLabel('Full name').fill(owner.name);
  await page.getByLabel('Work email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByLabel('Organisation name').fill(owner.organizationName);
  await create.click();
  await expectFieldError(page, 'Work email', 'Enter a valid email address');
  await expectFieldError(page, 'Password', 'Password must be at least 8 characters');
  await expectFieldValid(page, 'Full name');
  await expectFieldValid(page, 'Organisation name');
  await expect(page).toHaveURL(/\/auth\/register$/);

  await page.getByLabel('Work email').fill(owner.email);
  await page.getByLabel('Password').fill(owner.password);
  await create.click();

  await expectDashboard(page);
  await expect(accountMenu(page, owner.name)).toBeVisible();
  await expect(accountMenu(page, owner.name)).toContainText(owner.name);
  await expect(accountMenu(page, owner.name)).toContainText(owner.email);
  await expect(sidebar(page).getByText(owner.organizationName, { exact: true })).toBeVisible();
  await expect(page.getByText(`Here is ${owner.organizationName} today.`)).toBeVisible();

  // Once someone exists, a signed-out visitor is offered sign-in, not sign-up.
  expect((await (await request.get('/api/config')).json()).data.firstRun).toBe(false);
  const other = await openBrowser();
  await other.page.goto('/');
  await expect(other.page).toHaveURL(/\/auth\/login\?from=%2Fdashboard$/);
  await expect(other.page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expect(other.page.getByRole('link', { name: 'Create an account' })).toBeVisible();
});
