/// <reference lib="dom" />
// (Callbacks passed to page.evaluate run in the browser.)
import type { Page, TestInfo } from '@playwright/test';
import { auditScreen } from './support/axe.ts';
import { DEMO_URL, signInDemo } from './support/demo.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout.ts';

// Issue 19: every signed-in screen at a phone's 375 × 812 (and a tablet's 768 × 1024) for every
// role of the demo organisation: the content column takes the screen's width, nothing reaches
// past its right edge outside a frame made to scroll sideways, and axe finds nothing serious.

test.use({ baseURL: DEMO_URL });
// The longest file (every screen, every person): numbered 07 so that it starts early.

const PHONE = { width: 375, height: 812 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };

/** Detail pages: the list the API gives and the screen of its first item. */
const DETAILS: readonly { api: string; screens: (id: string) => string[]; prefix?: string }[] = [
  { api: '/api/risks', screens: (id) => [`/dashboard/risks/${id}`] },
  { api: '/api/controls', screens: (id) => [`/dashboard/controls/${id}`] },
  { api: '/api/frameworks', screens: (id) => [`/dashboard/compliance/${id}`] },
  { api: '/api/assessments', screens: (id) => [`/dashboard/assessments/${id}`] },
  { api: '/api/vendors', screens: (id) => [`/dashboard/vendors/${id}`] },
  {
    api: '/api/questionnaires',
    screens: (id) => [
      `/dashboard/questionnaires/${id}`,
      `/dashboard/questionnaires/${id}/responses`,
    ],
  },
  {
    api: '/api/questionnaires/incoming',
    screens: (id) => [`/dashboard/customer-questionnaires/${id}`],
  },
  // The answer library, once the demo has approved answers in it.
  {
    api: '/api/questionnaires/answer-library',
    screens: () => ['/dashboard/customer-questionnaires/library'],
  },
  // The documents list also holds evidence files (evd_…), which have no page of their own.
  { api: '/api/documents', screens: (id) => [`/dashboard/documents/${id}`], prefix: 'doc_' },
];

/** The first id of a list answer, whatever its envelope (`data: []` or `data: { items }`). */
const firstId = (body: unknown, prefix = ''): string | undefined => {
  const data = (body as { data?: unknown }).data;
  const list = Array.isArray(data)
    ? data
    : Object.values((data ?? {}) as Record<string, unknown>).find(Array.isArray);
  return (list as { id?: string }[] | undefined)?.find((item) => item.id?.startsWith(prefix))?.id;
};

/** Every screen the signed-in person's sidebar offers, their settings and one of each detail. */
const screensOf = async (page: Page, manages: boolean): Promise<string[]> => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const links = await nav
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  const screens = [...new Set(links)];
  screens.push('/dashboard/settings/profile');
  if (manages) screens.push('/dashboard/settings/organization');
  for (const detail of DETAILS) {
    const response = await page.request.get(detail.api);
    if (!response.ok()) continue;
    const id = firstId(await response.json(), detail.prefix);
    if (id) screens.push(...detail.screens(id));
  }
  return screens;
};

/**
 * Opens a screen and waits until it has drawn its data (skeletons and loaders gone). After the
 * first, each screen is opened inside the app, as a person's click would, instead of loading
 * the whole app again (a third of the walk's time): the history moves and the router follows,
 * and the shell's `rampart-shown-path` says when the new page is the one on screen.
 */
const open = async (page: Page, path: string) => {
  const inApp = await page
    .locator('meta[name="rampart-shown-path"]')
    .count()
    .then((n) => n > 0);
  if (inApp) {
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  } else await page.goto(path);
  await expect(page.locator('meta[name="rampart-shown-path"]')).toHaveAttribute('content', path, {
    timeout: 30_000,
  });
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 });
  // A slow page may take a while on a busy machine: a page's data, not the check, is waited for.
  const drawn = { timeout: 30_000 };
  // Widgets below the fold load as each is scrolled to (the dashboard on one column).
  const placeholders = page.locator('[data-widget-placeholder]');
  while ((await placeholders.count()) > 0) {
    const next = placeholders.first();
    const name = await next.getAttribute('data-widget-placeholder');
    await next.scrollIntoViewIfNeeded();
    await expect(page.locator(`[data-widget-placeholder="${name}"]`)).toHaveCount(0, drawn);
  }
  await expect(page.locator('main .animate-pulse')).toHaveCount(0, drawn);
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, drawn);
  await page.evaluate(() => {
    document.querySelector('main')?.scrollTo(0, 0);
    window.scrollTo(0, 0);
  });
};

/**
 * Opens each screen at `size` and checks it (a soft check per screen, so one run lists every
 * screen that breaks). axe runs without its full-page screenshot, which costs more than the audit.
 */
const checkScreens = async (
  page: Page,
  testInfo: TestInfo,
  screens: readonly string[],
  size: { width: number; height: number },
  withAxe: boolean,
) => {
  await page.setViewportSize(size);
  for (const path of screens) {
    await open(page, path);
    const where = `${size.width}px ${path}`;
    const found = await layoutProblems(page);
    if (withAxe) found.push(...(await auditScreen(page, testInfo, where, { screenshot: false })));
    expect.soft(found, `${where} fits and passes axe`).toEqual([]);
  }
};

const ROLES = [
  { role: 'owner', email: 'owner@demo.rampart.test', manages: true },
  { role: 'admin', email: 'admin@demo.rampart.test', manages: true },
  { role: 'risk manager', email: 'risk@demo.rampart.test', manages: false },
  { role: 'auditor', email: 'auditor@demo.rampart.test', manages: false },
  { role: 'member', email: 'member@demo.rampart.test', manages: false },
] as const;

// One test per role, reusing its signed-in page for every screen; axe once per screen (the
// owner sees every control), the layout for every role.
for (const { role, email, manages } of ROLES) {
  test(`every screen of the ${role} fits a phone at 375 px`, async ({ page }, testInfo) => {
    // Some thirty screens, each loaded and drawn (and audited by axe for the owner).
    test.slow();
    await signInDemo(page, email);
    const screens = await screensOf(page, manages);
    expect(screens.length).toBeGreaterThan(20);
    await checkScreens(page, testInfo, screens, PHONE, role === 'owner');
  });
}

test('every screen of the owner fits a tablet at 768 px', async ({ page }, testInfo) => {
  test.slow();
  await signInDemo(page, ROLES[0].email);
  const screens = await screensOf(page, true);
  await checkScreens(page, testInfo, screens, TABLET, false);
});

test('the sidebar is a drawer on a phone: opened from the header, closed by Escape', async ({
  page,
}) => {
  await signInDemo(page, 'owner@demo.rampart.test');
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/risks');
  await expect(page.getByRole('heading', { name: 'Risk Register', level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Open navigation' });
  await menu.click();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer.getByRole('link', { name: 'Risk Heatmap' })).toBeVisible();
  // Focus stays inside the drawer.
  for (let i = 0; i < 40; i += 1) await page.keyboard.press('Tab');
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  // A link taken from the drawer closes it.
  await menu.click();
  await drawer.getByRole('link', { name: 'Risk Heatmap' }).click();
  await expect(page).toHaveURL(/\/dashboard\/risks\/heatmap$/);
  await expect(drawer).toBeHidden();
  // The desktop keeps its sidebar, with no menu button.
  await page.setViewportSize(DESKTOP);
  await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeVisible();
  await expect(menu).toBeHidden();
});
