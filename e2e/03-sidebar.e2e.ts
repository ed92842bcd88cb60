import type { Locator, Page } from '@playwright/test';
import { getPreferences, signInViaApi } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectDashboard, expectToast, sidebar } from './support/ui.ts';

const RAIL = 64;
const OPEN = 256;

const expectWidth = async (page: Page, width: number) => {
  // The width animates for 150 ms; poll until it settles.
  await expect
    .poll(async () => Math.round((await sidebar(page).boundingBox())?.width ?? -1))
    .toBe(width);
};

const mainNav = (page: Page): Locator => sidebar(page).getByRole('navigation', { name: 'Main' });
const favorites = (page: Page): Locator => sidebar(page).getByRole('region', { name: 'Favorites' });
const overview = (page: Page): Locator => sidebar(page).getByRole('list', { name: 'Overview' });
const search = (page: Page): Locator =>
  sidebar(page).getByRole('searchbox', { name: 'Search features' });

test.describe('sidebar', () => {
  test('Ctrl+B collapses it to the rail, and the choice is kept on the server', async ({
    page,
    owner,
    openBrowser,
  }) => {
    await page.goto('/dashboard');
    await expectDashboard(page);
    await expectWidth(page, OPEN);
    await expect(mainNav(page).getByRole('link', { name: 'Recent Activity' })).toContainText(
      'Recent Activity',
    );

    await page.keyboard.press('Control+b');
    await expectWidth(page, RAIL);
    await expect(sidebar(page).getByRole('button', { name: /^Expand sidebar/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // On the rail the links keep their names but show only icons.
    const railLink = mainNav(page).getByRole('link', { name: 'Recent Activity' });
    await expect(railLink).toBeVisible();
    await expect(railLink).not.toContainText('Recent Activity');
    await expect.poll(async () => (await getPreferences(page.request)).sidebarCollapsed).toBe(true);

    await page.reload();
    await expectDashboard(page);
    await expectWidth(page, RAIL);

    // Another browser with nothing stored locally gets the rail too: it is a server preference.
    const other = await openBrowser();
    await signInViaApi(other.page.request, owner.account);
    await other.page.goto('/dashboard');
    await expectDashboard(other.page);
    await expectWidth(other.page, RAIL);

    // The toggle button does the same as the shortcut.
    await sidebar(page)
      .getByRole('button', { name: /^Expand sidebar/ })
      .click();
    await expectWidth(page, OPEN);
    await page.keyboard.press('Control+b');
    await expectWidth(page, RAIL);
    await page.keyboard.press('Control+b');
    await expectWidth(page, OPEN);
    await page.reload();
    await expectDashboard(page);
    await expectWidth(page, OPEN);
  });

  test('Ctrl+K focuses the search, which filters the links; Escape clears it', async ({
    page,
    owner: _owner,
  }) => {
    await page.goto('/dashboard');
    await expectDashboard(page);
    await expect(favorites(page)).toBeVisible();
    await expect(overview(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    await page.keyboard.press('Control+k');
    await expect(search(page)).toBeFocused();

    await page.keyboard.type('activ');
    await expect(search(page)).toHaveValue('activ');
    await expect(mainNav(page).getByRole('link')).toHaveCount(1);
    await expect(mainNav(page).getByRole('link')).toHaveAccessibleName('Recent Activity');
    await expect(overview(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(favorites(page)).toHaveCount(0);
    // Only the group holding the match is left (the others' headers are collapse buttons).
    await expect(mainNav(page).getByRole('list')).toHaveCount(1);
    await expect(mainNav(page).getByRole('button', { expanded: true })).toHaveCount(0);

    // Case does not matter, and the description is searched too ("Audit log of every change").
    await search(page).fill('AUDIT LOG');
    await expect(mainNav(page).getByRole('link')).toHaveAccessibleName('Recent Activity');

    await search(page).fill('zzzz');
    await expect(mainNav(page).getByRole('link')).toHaveCount(0);
    await expect(mainNav(page).getByRole('status')).toHaveText('No features match “zzzz”.');

    await page.keyboard.press('Escape');
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).not.toBeFocused();
    await expect(overview(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(favorites(page)).toBeVisible();

    // From the rail, Ctrl+K opens the sidebar and focuses the search.
    await page.keyboard.press('Control+b');
    await expectWidth(page, RAIL);
    await expect(search(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expectWidth(page, OPEN);
    await expect(search(page)).toBeFocused();
  });

  test('starring a page adds it to Favorites until it is unstarred', async ({
    page,
    owner: _owner,
  }) => {
    await page.goto('/dashboard');
    await expectDashboard(page);
    // Default favorites: Dashboard (and Risk Register, once its page exists).
    const favoriteLinks = favorites(page).getByRole('link');
    await expect(favoriteLinks.first()).toHaveAccessibleName('Dashboard');
    await expect(favorites(page).getByRole('link', { name: 'Recent Activity' })).toHaveCount(0);

    await overview(page).getByRole('link', { name: 'Recent Activity' }).hover();
    const star = overview(page).getByRole('button', { name: 'Add Recent Activity to favorites' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expectToast(page, 'Added to favorites', 'Recent Activity is pinned in the sidebar.');
    // The newest favorite comes first; the others stay.
    await expect(favoriteLinks.first()).toHaveAccessibleName('Recent Activity');
    await expect(favorites(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(
      overview(page).getByRole('button', { name: 'Remove Recent Activity from favorites' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expectDashboard(page);
    await expect(favoriteLinks.first()).toHaveAccessibleName('Recent Activity');
    await expect(favorites(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    // The favorite is a working link.
    await favorites(page).getByRole('link', { name: 'Recent Activity' }).click();
    await expect(page).toHaveURL(/\/dashboard\/activity$/);
    await expect(page.getByRole('heading', { name: 'Recent Activity', level: 1 })).toBeVisible();

    await favorites(page)
      .getByRole('button', { name: 'Remove Recent Activity from favorites' })
      .click();
    await expectToast(page, 'Removed from favorites', 'Recent Activity is unpinned.');
    await expect(favorites(page).getByRole('link', { name: 'Recent Activity' })).toHaveCount(0);
    await expect(favoriteLinks.first()).toHaveAccessibleName('Dashboard');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Recent Activity', level: 1 })).toBeVisible();
    await expect(favoriteLinks.first()).toHaveAccessibleName('Dashboard');
    await expect(favorites(page).getByRole('link', { name: 'Recent Activity' })).toHaveCount(0);
    expect((await getPreferences(page.request)).favorites).not.toContain('/dashboard/activity');
  });

  test('the link of the current page is marked with aria-current="page"', async ({
    page,
    owner: _owner,
  }) => {
    await page.goto('/dashboard');
    await expectDashboard(page);
    const dashboard = overview(page).getByRole('link', { name: 'Dashboard' });
    const activity = overview(page).getByRole('link', { name: 'Recent Activity' });
    await expect(dashboard).toHaveAttribute('aria-current', 'page');
    await expect(activity).not.toHaveAttribute('aria-current', /.*/);
    // Dashboard is also a default favorite: still one item marked, the one in its group.
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);

    await activity.click();
    await expect(page).toHaveURL(/\/dashboard\/activity$/);
    await expect(activity).toHaveAttribute('aria-current', 'page');
    // The tab names the page (WCAG 2.4.2).
    await expect(page).toHaveTitle('Recent Activity · Rampart');
    // /dashboard counts only as an exact match.
    await expect(dashboard).not.toHaveAttribute('aria-current', /.*/);
    await expect(favorites(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    // One current page on screen: the breadcrumbs' Home link is not it either.
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      /.*/,
    );
    await expect(page.locator('a[aria-current="page"]')).toHaveCount(1);

    // A settings page is none of the sidebar's links.
    await page.goto('/dashboard/settings/profile');
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(0);

    // A page under another link's path marks only its own link: Heat Map, not Risks as well.
    await page.goto('/dashboard/risks/heatmap');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const marked = sidebar(page).locator('[aria-current="page"]');
    await expect(marked).toHaveCount(1);
    await expect(marked).toHaveAccessibleName(/Risk Heatmap/);
  });
});
