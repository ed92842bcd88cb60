import type { Locator, Page } from '@playwright/test';
import type {
  TrustCenter,
  TrustFrameworkSnapshot,
  TrustItem,
  UpdateTrustCenterBody,
} from '@rampart/contracts';
import { formatNumber } from '@rampart/domain';
import { DEMO_TRUST_SLUG } from '../apps/server/src/demo/history-trust-center.ts';
import { dataOf } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { DEMO_URL, signInDemo } from './support/demo.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout.ts';
import { expectToast } from './support/ui.ts';

// Issue 24 points 1 and 6, on the demo organisation's live trust centre: the owner gives the
// page an accent colour and hides a section, publishes a tracked framework (its status frozen
// in a snapshot), posts an update and reads the analytics; a visitor sees the framework's
// figure and the update and not the hidden section; an auditor reads the same screen without a
// button to change anything. What the journey changes on the shared demo is put back at the end.

test.use({ baseURL: DEMO_URL });

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const ACCENT = '#0f766e';
const UPDATE_TITLE = `New subprocessor for patient messaging ${Date.now().toString(36)}`;
const UPDATE_TEXT = 'From next month **SecureText Ltd** sends appointment reminders for us.';

const list = (page: Page, name: string): Locator => page.getByRole('list', { name, exact: true });
/** A card of the screen, found by its heading. */
const card = (page: Page, heading: string): Locator =>
  page
    .getByRole('main')
    .getByRole('heading', { name: heading, exact: true, level: 2 })
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " rounded-lg ")][1]');

/** The settings as a body to put back: what the journey found. */
const bodyOf = (s: NonNullable<TrustCenter['settings']>): UpdateTrustCenterBody => ({
  slug: s.slug,
  title: s.title,
  legalName: s.legalName,
  address: s.address,
  overview: s.overview,
  contactEmail: s.contactEmail,
  live: s.live,
  autoApproveDomains: s.autoApproveDomains,
  grantDays: s.grantDays,
  accentColor: s.accentColor,
  hiddenSections: s.hiddenSections,
});

test('the owner brands the page, publishes a framework and posts an update; a visitor sees them', async ({
  page,
  openBrowser,
}, testInfo) => {
  test.slow();
  await page.setViewportSize(DESKTOP);
  await signInDemo(page, 'owner@demo.rampart.test');
  const before = await dataOf<TrustCenter>(await page.request.get('/api/trust-center'));
  expect(before.settings?.live).toBe(true);
  const frameworks = await dataOf<{ items: TrustItem[] }>(
    await page.request.get('/api/trust-center/items?kind=framework'),
  );
  const framework = frameworks.items.find((f) => f.state !== 'published')!;
  expect(framework, 'the demo tracks a framework not on its page yet').toBeTruthy();
  const name = framework.recordName;
  let updateId: string | null = null;

  try {
    await page.goto('/dashboard/trust-center');
    await expect(page.getByRole('heading', { name: 'Trust centre', level: 1 })).toBeVisible();

    // The accent, checked as it is typed, and the Controls section switched off.
    await page.getByRole('button', { name: 'Edit settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Trust centre settings' });
    const accent = settings.getByLabel('Accent colour');
    await accent.fill('#ffd500');
    await expect(settings.getByText(/too light to read on the page, needs 4\.5:1/)).toBeVisible();
    await expect(accent).toHaveAttribute('aria-invalid', 'true');
    await accent.fill(ACCENT);
    await expect(settings.getByText(/^Contrast \d+\.\d:1 — readable/)).toBeVisible();
    await expect(settings.getByLabel('Pick a colour')).toHaveValue(ACCENT);
    const controls = settings.getByRole('checkbox', { name: 'Controls', exact: true });
    await expect(controls).toBeChecked();
    await controls.click();
    await expect(controls).not.toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Overview', exact: true })).toBeChecked();
    await settings.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Trust centre saved', 'The page is public.');
    const publicPage = card(page, 'Public page');
    await expect(publicPage.getByText(ACCENT)).toBeVisible();
    await expect(publicPage.getByText('Hidden: Controls')).toBeVisible();

    // A framework published: its status frozen, its figure shown; a new snapshot on request.
    const row = list(page, 'Compliance frameworks').getByRole('listitem').filter({ hasText: name });
    await row.getByRole('button', { name: `Publish ${name}` }).click();
    await expectToast(page, 'Published', name);
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    const figure = row.getByText(
      /^[\d.]+% of applicable requirements met, as of \w{3} \d+, \d{4}$/,
    );
    await expect(figure).toBeVisible();
    await row.getByRole('button', { name: `Take a new snapshot of ${name}` }).click();
    await expectToast(page, 'Snapshot taken');
    const snapshot = (
      await dataOf<{ items: TrustFrameworkSnapshot[] }>(
        await page.request.get('/api/trust-center/frameworks'),
      )
    ).items.find((s) => s.frameworkId === framework.recordId)!;
    await expect(row).toContainText(
      `${formatNumber(snapshot.summary.percentMet, 1)}% of applicable requirements met`,
    );

    // An update: the fields say what is missing, then it is posted.
    const updates = card(page, 'Updates');
    await updates.getByRole('button', { name: 'Post an update' }).click();
    const post = page.getByRole('dialog', { name: 'Post an update' });
    await post.getByRole('button', { name: 'Post the update' }).click();
    await expect(post.getByLabel('Title')).toHaveAttribute('aria-invalid', 'true');
    await expect(post.getByText('Give the update a title')).toBeVisible();
    await expect(post.getByText('Write the update')).toBeVisible();
    await post.getByLabel('Title').fill(UPDATE_TITLE);
    await post.getByLabel('Text').fill(UPDATE_TEXT);
    await post.getByRole('button', { name: 'Post the update' }).click();
    await expectToast(page, 'Update posted');
    const posted = list(page, 'Updates').getByRole('listitem').filter({ hasText: UPDATE_TITLE });
    await expect(posted).toBeVisible();
    await expect(posted).toContainText(/not mailed|mailed to \d+ subscriber/);
    updateId = (
      await dataOf<{ items: { id: string; title: string }[] }>(
        await page.request.get('/api/trust-center/updates'),
      )
    ).items.find((u) => u.title === UPDATE_TITLE)!.id;

    // Subscribers: double opt-in, said in a line; without mail, that nobody can subscribe.
    const subscribers = card(page, 'Subscribers');
    await expect(subscribers.getByText(/confirm by a mailed link/)).toBeVisible();
    if (!before.mail) await expect(subscribers.getByText(/nobody can subscribe/)).toBeVisible();

    // A visitor reads the page: the framework's figure and the update, and no Controls section.
    const visitor = (await openBrowser()).page;
    await visitor.setViewportSize(PHONE);
    expect((await visitor.goto(`/trust/${DEMO_TRUST_SLUG}`))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(before.settings!.title);
    const onPage = visitor
      .locator('#frameworks')
      .getByRole('listitem')
      .filter({ hasText: snapshot.frameworkName });
    await expect(onPage).toContainText('of applicable requirements met');
    const figureOnPage = Number.parseFloat((await onPage.locator('strong').textContent()) ?? '');
    expect(figureOnPage).toBeCloseTo(snapshot.summary.percentMet, 1);
    await expect(visitor.getByText(UPDATE_TITLE)).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'Controls', level: 2 })).toHaveCount(0);
    await expect(visitor.locator('#controls')).toHaveCount(0);
    expect(await visitor.content()).toContain(ACCENT);
    await expect.poll(() => layoutProblems(visitor)).toEqual([]);

    // The analytics count that visit: totals, a chart with its words, and the figures by day.
    await page.reload();
    const analytics = card(page, 'Analytics');
    // Every card has loaded: one still loading grows as it fills and moves the analytics card
    // under the click (the click then lands on whatever took its place).
    await expect(analytics.getByRole('radio', { name: '7 days' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /^Loading/ }),
    ).toHaveCount(0);
    await analytics.getByRole('radio', { name: '7 days' }).click();
    await expect(analytics.getByRole('radio', { name: '7 days' })).toBeChecked();
    const views = analytics.locator('dt', { hasText: 'Page views' }).locator('xpath=../dd');
    await expect
      .poll(async () => Number((await views.textContent())?.replace(/,/g, '')))
      .toBeGreaterThan(0);
    await expect(
      analytics.getByRole('img', { name: /^Trust centre activity by day\./ }),
    ).toBeVisible();
    await analytics.getByText('Figures by day').click();
    await expect(
      analytics.getByRole('table', { name: 'Trust centre activity by day, newest first' }),
    ).toBeVisible();
    await expect(analytics.getByText(/nothing about who visited/)).toBeVisible();

    // Words, never codes; axe finds nothing serious; nothing scrolls sideways on a phone.
    await expect(page.getByRole('main')).not.toContainText(/\b(unlisted|faq|partly_met|not_met)\b/);
    expect(await auditScreen(page, testInfo, 'trust centre feed')).toEqual([]);
    await page.setViewportSize(PHONE);
    await expect.poll(() => layoutProblems(page)).toEqual([]);

    // An auditor reads it all, with no button to change anything and no subscriber's address.
    const auditor = (await openBrowser()).page;
    await signInDemo(auditor, 'auditor@demo.rampart.test');
    await auditor.goto('/dashboard/trust-center');
    await expect(
      list(auditor, 'Updates').getByRole('listitem').filter({ hasText: UPDATE_TITLE }),
    ).toBeVisible();
    await expect(
      list(auditor, 'Compliance frameworks').getByRole('listitem').filter({ hasText: name }),
    ).toContainText('of applicable requirements met');
    await expect(card(auditor, 'Analytics')).toBeVisible();
    await expect(auditor.getByRole('heading', { name: 'Subscribers' })).toHaveCount(0);
    const main = auditor.getByRole('main');
    for (const button of [
      'Edit settings',
      'Post an update',
      /^Delete/,
      /^Take a (new )?snapshot/,
      /^Remove/,
      /^Publish/,
    ]) {
      await expect(main.getByRole('button', { name: button })).toHaveCount(0);
    }
    expect(await auditScreen(auditor, testInfo, 'trust centre feed as auditor')).toEqual([]);
  } finally {
    // The shared demo as it was: its settings, the framework off the page, the update gone.
    await dataOf(await page.request.put('/api/trust-center', { data: bodyOf(before.settings!) }));
    await dataOf(
      await page.request.put(`/api/trust-center/items/framework/${framework.recordId}`, {
        data: { state: framework.state },
      }),
    );
    if (updateId) await dataOf(await page.request.delete(`/api/trust-center/updates/${updateId}`));
  }
});
