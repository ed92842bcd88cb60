import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from './api.ts';

/** The single toast slot of the app (spec: one toast at a time). */
export const toasts = (page: Page): Locator => page.getByRole('region', { name: 'Notifications' });

/** Waits for the toast with this title (and description, when given). */
export const expectToast = async (page: Page, title: string, description?: string) => {
  const region = toasts(page);
  if (description === undefined) {
    await expect(region.getByText(title, { exact: true })).toBeVisible();
    return;
  }
  // Title and description in one look: the single slot may be taken by the next toast (the tour
  // starting on the dashboard) between two separate waits on a slow machine.
  await expect(region).toContainText(
    new RegExp(`${escapeRegExp(title)}\\s*${escapeRegExp(description)}`),
  );
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const sidebar = (page: Page): Locator =>
  page.getByRole('complementary', { name: 'Sidebar' });

/** The sidebar footer's account button, which shows the user's name and email. */
export const accountMenu = (page: Page, name?: string): Locator =>
  sidebar(page).getByRole('button', { name: name ? `Account menu for ${name}` : /^Account menu/ });

/** The form control labelled `label` is marked invalid and described by `message`. */
export const expectFieldError = async (page: Page, label: string, message: string) => {
  const control = page.getByLabel(label, { exact: true });
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(message);
};

export const expectFieldValid = async (page: Page, label: string) => {
  await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'false');
};

/** Fills the sign-in form (the page must be on it) and submits it. */
export const submitSignIn = async (page: Page, account: Pick<Account, 'email' | 'password'>) => {
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** The dashboard home has rendered for a signed-in user. */
export const expectDashboard = async (page: Page) => {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
};

/** Opens the sidebar footer's account menu and picks an item (or a theme, a radio item). */
export const chooseFromAccountMenu = async (page: Page, item: string) => {
  await accountMenu(page).click();
  const role = ['Light', 'Dark', 'System'].includes(item) ? 'menuitemradio' : 'menuitem';
  await page.getByRole(role, { name: item, exact: true }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);
};
