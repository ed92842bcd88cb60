import type { APIRequestContext, Page } from '@playwright/test';
import {
  dataOf,
  inviteViaApi,
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
  type SessionUser,
} from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// Notifications (issue 13 point 5): a colleague's bell counts what is given to them as it
// happens, without a reload; they open the list, follow a notification or mark it read and the
// count drops; a kind they turn off in the app no longer shows, while the others still do.

const PHONE = { width: 375, height: 812 };

const giveRisk = async (request: APIRequestContext, to: SessionUser, title: string) =>
  dataOf<{ id: string }>(
    await request.post('/api/risks', {
      data: { title, likelihood: 3, impact: 4, ownerUserId: to.id },
    }),
  );

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const panelOf = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });

test('a colleague is told live, reads it, and turns a kind off', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  // Person B, a risk manager of the owner's organisation, in a browser of their own.
  const account = newAccount('bella');
  const { token } = await inviteViaApi(page.request, account.email, 'risk_manager');
  const { page: b } = await openBrowser();
  const bella = await registerViaApi(b.request, account, token);
  await recordTour(b.request, PLATFORM_OVERVIEW, 'completed');
  await b.goto('/dashboard/risks');
  const bell = bellOf(b);
  await expect(bell).toHaveAccessibleName('Notifications');

  // The owner gives her a risk: her bell counts it without a reload.
  const risk = await giveRisk(page.request, bella, 'Supplier outage');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(b.getByTestId('notification-count')).toHaveText('1');

  await bell.click();
  const panel = panelOf(b);
  const title = `${owner.user.name} made you the owner of the risk “Supplier outage”`;
  const link = panel.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  expect(await auditScreen(b, testInfo, 'light-notifications')).toEqual([]);

  // Following it opens the risk and marks it read.
  await link.click();
  await expect(panel).toBeHidden();
  await expect(b).toHaveURL(new RegExp(`/dashboard/risks/${risk.id}$`));
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell).toBeFocused();

  // A second one is marked read from the list, and the count drops again.
  await giveRisk(page.request, bella, 'Data centre flood');
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const second = `${owner.user.name} made you the owner of the risk “Data centre flood”`;
  await panel.getByRole('button', { name: `Mark “${second}” read` }).click();
  await expect(panel.getByRole('button', { name: /^Mark “/ })).toHaveCount(0);
  // (The open panel hides the rest of the page from assistive technology: the count is read
  // off the badge until it closes.)
  await expect(b.getByTestId('notification-count')).toBeHidden();
  await panel.getByRole('radio', { name: 'Unread' }).click();
  await expect(panel.getByText('Nothing unread')).toBeVisible();
  await b.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toHaveAccessibleName('Notifications');
  await expect(bell).toBeFocused();

  // She turns "Assigned to you" off in the app, in her profile.
  await b.goto('/dashboard/settings/profile');
  const inApp = b.getByRole('switch', { name: 'Assigned to you: in the app' });
  await inApp.click();
  await expect(inApp).toHaveAttribute('aria-checked', 'false');
  expect(await auditScreen(b, testInfo, 'light-notification-preferences')).toEqual([]);

  // A third risk is not shown; a mention (a kind still on) is, live.
  await giveRisk(page.request, bella, 'Silent one');
  const questionnaire = await dataOf<{ id: string }>(
    await page.request.post('/api/questionnaires', {
      data: { title: 'Cloud review', visibility: 'organization', templateId: 'vendor-security' },
    }),
  );
  await dataOf(
    await page.request.post(`/api/questionnaires/${questionnaire.id}/comments`, {
      data: { content: `@[${bella.name}](${bella.id}) can you check?` },
    }),
  );
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(panel.getByText(`${owner.user.name} mentioned you in “Cloud review”`)).toBeVisible();
  await expect(panel.getByText('“Silent one”')).toHaveCount(0);

  // Readable on a phone, and in the dark theme.
  await b.setViewportSize(PHONE);
  await b.emulateMedia({ colorScheme: 'dark' });
  await expect(b.locator('html')).toHaveClass(/\bdark\b/);
  expect(await auditScreen(b, testInfo, 'dark-phone-notifications')).toEqual([]);
});
