import type { Locator, Page } from '@playwright/test';
import { findTour } from '@rampart/domain';
import {
  getPreferences,
  newAccount,
  PLATFORM_OVERVIEW,
  registerViaApi,
  RISK_ASSESSMENT_WORKFLOW,
} from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectDashboard, expectToast, sidebar } from './support/ui.ts';

const overview = findTour(PLATFORM_OVERVIEW)!;
const workflow = findTour(RISK_ASSESSMENT_WORKFLOW)!;
const titles = overview.steps.map((s) => s.title);

const card = (page: Page): Locator => page.getByTestId('tour-card');
const stepNumber = (page: Page): Locator => page.getByTestId('tour-step-number');
const cardButton = (page: Page, name: string): Locator =>
  card(page).getByRole('button', { name, exact: true });

/** The card shows step `n` (1-based) of the platform overview: title, counter and dot. */
const expectStep = async (page: Page, n: number) => {
  await expect(page.getByRole('dialog', { name: titles[n - 1] })).toBeVisible();
  await expect(stepNumber(page)).toHaveText(String(n));
  await expect(card(page)).toContainText(`Step ${n} of ${titles.length}`);
  await expect(card(page).getByRole('button', { name: `Go to step ${n}` })).toHaveAttribute(
    'aria-current',
    'step',
  );
};

const openHelp = async (page: Page) => {
  await sidebar(page).getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
};
const helpItem = (page: Page, tourId: string): Locator => page.getByTestId(`help-tour-${tourId}`);

/** A brand-new user (tour not yet seen), signed in in `page`. */
const newcomer = async (page: Page) => {
  const account = newAccount('newcomer');
  await registerViaApi(page.request, account);
  return account;
};

test.describe('guided tour', () => {
  test('the platform overview starts on the first visit and can be walked to the end', async ({
    page,
  }) => {
    expect(titles).toHaveLength(9);
    await newcomer(page);
    await page.goto('/dashboard');
    await expectToast(page, 'Tour Started', overview.title);
    await expectStep(page, 1);
    await expect(card(page)).toBeFocused();
    await expect(card(page).getByRole('progressbar', { name: 'Tour progress' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(100 / 9)),
    );

    // Previous does nothing on the first step.
    await expect(cardButton(page, 'Previous')).toHaveAttribute('aria-disabled', 'true');
    await cardButton(page, 'Previous').click({ force: true });
    await expectStep(page, 1);

    await cardButton(page, 'Next').click();
    await expectStep(page, 2);
    // The spotlight surrounds the step's target, the sidebar.
    const spot = await page.getByTestId('tour-spotlight').boundingBox();
    const aside = await sidebar(page).boundingBox();
    expect(spot && aside).toBeTruthy();
    expect(Math.abs(spot!.x - (aside!.x - 4))).toBeLessThanOrEqual(2);
    expect(Math.abs(spot!.width - (aside!.width + 8))).toBeLessThanOrEqual(2);

    await cardButton(page, 'Previous').click();
    await expectStep(page, 1);

    // A dot jumps straight to its step; the arrow keys move one step.
    await card(page).getByRole('button', { name: 'Go to step 5' }).click();
    await expectStep(page, 5);
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 6);
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 5);

    for (let n = 6; n <= 9; n += 1) {
      await cardButton(page, 'Next').click();
      await expectStep(page, n);
    }
    await expect(cardButton(page, 'Next')).toHaveCount(0);
    await expect(card(page).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await cardButton(page, 'Complete').click();

    await expectToast(page, 'Tour Completed!', `You finished ${overview.title}.`);
    await expect(page.getByTestId('tour-overlay')).toHaveCount(0);
    await expect
      .poll(async () => (await getPreferences(page.request)).completedTours)
      .toContain(PLATFORM_OVERVIEW);

    // It does not start again; the Help menu shows it completed and unlocks the next tour.
    await page.reload();
    await expectDashboard(page);
    await openHelp(page);
    await expect(helpItem(page, PLATFORM_OVERVIEW)).toContainText('Completed ✓');
    await expect(helpItem(page, PLATFORM_OVERVIEW)).toContainText('Restart');
    await expect(helpItem(page, RISK_ASSESSMENT_WORKFLOW)).toContainText('Not started');
    await expect(helpItem(page, RISK_ASSESSMENT_WORKFLOW)).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(card(page)).toHaveCount(0);

    // Restarting runs it again from the first step.
    await helpItem(page, PLATFORM_OVERVIEW).click();
    await expectToast(page, 'Tour Started', overview.title);
    await expectStep(page, 1);
    await card(page).getByRole('button', { name: 'Go to step 9' }).click();
    await expectStep(page, 9);
    await cardButton(page, 'Complete').click();
    await expectToast(page, 'Tour Completed!');

    // The second tour, now unlocked, has its own six steps.
    await openHelp(page);
    await helpItem(page, RISK_ASSESSMENT_WORKFLOW).click();
    await expectToast(page, 'Tour Started', workflow.title);
    await expect(page.getByRole('dialog', { name: workflow.steps[0]!.title })).toBeVisible();
    await expect(card(page)).toContainText(`Step 1 of ${workflow.steps.length}`);
    expect(workflow.steps).toHaveLength(6);
    await cardButton(page, 'Skip tour').click();
    await expectToast(page, 'Tour Skipped');
    await expect(card(page)).toHaveCount(0);
  });

  test('skipping (button or Escape) ends the tour and keeps the next one locked', async ({
    page,
  }) => {
    await newcomer(page);
    await page.goto('/dashboard');
    await expectStep(page, 1);
    await cardButton(page, 'Next').click();
    await expectStep(page, 2);
    await cardButton(page, 'Skip tour').click();
    await expectToast(page, 'Tour Skipped', 'You can restart the tour anytime from the Help menu');
    await expect(page.getByTestId('tour-overlay')).toHaveCount(0);
    await expect
      .poll(async () => (await getPreferences(page.request)).skippedTours)
      .toContain(PLATFORM_OVERVIEW);

    await openHelp(page);
    await expect(helpItem(page, PLATFORM_OVERVIEW)).toContainText('Skipped');
    const locked = helpItem(page, RISK_ASSESSMENT_WORKFLOW);
    await expect(locked).toHaveAttribute('aria-disabled', 'true');
    await expect(locked).toContainText(`Locked: complete ${overview.title} first`);
    // Choosing the locked tour starts nothing.
    await locked.click({ force: true });
    await expect(card(page)).toHaveCount(0);

    // Restart from the Help menu, then leave with Escape.
    await helpItem(page, PLATFORM_OVERVIEW).click();
    await expectToast(page, 'Tour Started', overview.title);
    await expectStep(page, 1);
    await page.keyboard.press('Escape');
    await expectToast(page, 'Tour Skipped', 'You can restart the tour anytime from the Help menu');
    await expect(card(page)).toHaveCount(0);

    // A skipped tour does not start by itself again.
    await page.reload();
    await expectDashboard(page);
    await openHelp(page);
    await expect(helpItem(page, PLATFORM_OVERVIEW)).toContainText('Skipped');
    await expect(card(page)).toHaveCount(0);
  });

  test('Auto plays the tour by itself, and a click on the backdrop pauses it', async ({ page }) => {
    // The page's timers run on Playwright's clock: time moves only when the test moves it, so
    // "after 5 s" and "not after 10 s" are states to reach, not durations to wait out.
    await page.clock.install();
    await newcomer(page);
    await page.goto('/dashboard');
    await expectStep(page, 1);
    await page.clock.pauseAt(Date.now() + 1_000);

    await cardButton(page, 'Auto').click();
    await expect(cardButton(page, 'Pause')).toBeVisible();
    // The default delay is 5 s per step: not yet after 4.9 s, and after 5 s the next step.
    await page.clock.runFor(4_900);
    await expectStep(page, 1);
    await page.clock.runFor(100);
    await expectStep(page, 2);

    // Clicking the dimmed page (outside the card) pauses rather than closing the tour.
    const viewport = page.viewportSize()!;
    await page.getByTestId('tour-backdrop').click({ position: { x: viewport.width - 20, y: 20 } });
    await expect(cardButton(page, 'Auto')).toBeVisible();
    await expect(cardButton(page, 'Pause')).toHaveCount(0);
    // Paused for twice a step's delay, it stays where it was.
    await page.clock.runFor(10_000);
    await expectStep(page, 2);
  });
});
