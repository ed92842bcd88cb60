import type { Locator, Page } from '@playwright/test';
import { dataOf } from './support/api.ts';
import { DEMO_URL, signInDemo } from './support/demo.ts';
import { expect as baseExpect, test } from './support/fixtures.ts';
import { sidebar } from './support/ui.ts';

// Issue 19 point 2: every role sees only what it can use. For each person of the demo
// organisation, every sidebar link and every quick action shown opens without "You do not have
// access" and without a refused request; the feature search (Ctrl+K) finds nothing more; and the
// buttons that used to lead to a refusal show only to those who may use them.

test.use({ baseURL: DEMO_URL });
// The demo's pages are heavy (a year of history) and this walk opens many of them.
const expect = baseExpect.configure({ timeout: 30_000 });

type Person = {
  email: string;
  /** Sidebar links this role must not be offered. */
  hidden: string[];
  /**
   * Follows every sidebar link. Owners hold every permission and admins all but owning, so no
   * guard can refuse them a page: their sidebar is checked whole, not walked.
   */
  walk: boolean;
  /** Writes risks and vendors: "Assess", "Assess from URL" and the hub's first tab. */
  writes: boolean;
  /** Its persona's quick actions include "Check recent changes" when the role reads the log. */
  recentChanges: boolean;
};

const PEOPLE: Record<string, Person> = {
  owner: {
    email: 'owner@demo.rampart.test',
    hidden: [],
    walk: false,
    writes: true,
    recentChanges: true,
  },
  admin: {
    email: 'admin@demo.rampart.test',
    hidden: [],
    walk: false,
    writes: true,
    recentChanges: false,
  },
  'risk manager': {
    email: 'risk@demo.rampart.test',
    hidden: ['Recent Activity'],
    walk: true,
    writes: true,
    recentChanges: false,
  },
  auditor: {
    email: 'auditor@demo.rampart.test',
    hidden: ['AI Chat'],
    walk: true,
    writes: false,
    recentChanges: true,
  },
  member: {
    email: 'member@demo.rampart.test',
    hidden: ['Recent Activity'],
    walk: true,
    writes: false,
    recentChanges: false,
  },
};

const REFUSED = 'You do not have access to this page';
const mainNav = (page: Page) => sidebar(page).getByRole('navigation', { name: 'Main' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first();

/** Follows a link in the app and waits for the next page's heading: never the refusal. */
const follow = async (page: Page, link: Locator, path: string) => {
  const before = await heading(page).textContent();
  await link.click();
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(heading(page)).toBeVisible();
  await expect(heading(page)).not.toHaveText(before ?? '');
  await expect(page.getByRole('heading', { name: REFUSED })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.pathname === path);
};

const linksOf = (scope: Locator) =>
  scope.getByRole('link').evaluateAll((links) =>
    links.map((a) => ({
      name: (a.getAttribute('aria-label') ?? a.textContent ?? '').trim(),
      href: a.getAttribute('href') ?? '',
      path: new URL((a as HTMLAnchorElement).href).pathname,
    })),
  );

for (const [role, person] of Object.entries(PEOPLE)) {
  test(`a(n) ${role} meets no link, tab or button that refuses them`, async ({ page }) => {
    // Pages load slowly on a busy machine: the walk is long, not the wait for any one page.
    test.slow();
    await signInDemo(page, person.email);
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
    });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();

    // The sidebar: the hidden links are not there, every other one opens.
    for (const name of person.hidden) {
      await expect(mainNav(page).getByRole('link', { name })).toHaveCount(0);
    }
    await expect(mainNav(page).getByRole('link', { name: 'Risk Register' }).first()).toBeVisible();
    const links = await linksOf(mainNav(page));
    const seen = new Map(links.map((l) => [l.path, l.href]));
    seen.delete('/dashboard');
    expect(seen.size).toBe(21 - person.hidden.length);
    if (person.walk)
      for (const [path, href] of [...seen, ['/dashboard', '/dashboard']]) {
        await follow(page, mainNav(page).locator(`a[href="${href}"]`).first(), path!);
      }

    // The feature search (Ctrl+K) finds only those links too.
    await page.keyboard.press('Control+k');
    const search = sidebar(page).getByRole('searchbox', { name: 'Search features' });
    await expect(search).toBeFocused();
    for (const name of person.hidden) {
      await search.fill(name);
      await expect(mainNav(page).getByRole('link', { name })).toHaveCount(0);
    }
    await search.fill('Risk Register');
    await expect(mainNav(page).getByRole('link', { name: 'Risk Register' }).first()).toBeVisible();
    await search.fill('');

    // Quick actions: "Check recent changes" only for those who read the log; each one opens.
    await mainNav(page).getByRole('link', { name: 'Quick Actions' }).first().click();
    await expect(page.getByRole('heading', { name: 'Quick Actions', level: 1 })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Check recent changes' })).toHaveCount(
      person.recentChanges ? 1 : 0,
    );
    for (const action of await linksOf(main)) {
      await follow(page, main.getByRole('link', { name: action.name }).first(), action.path);
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Quick Actions', level: 1 })).toBeVisible();
    }

    // "Assess" on a risk and "Assess from URL" on the vendor register.
    type Listed = { id: string; title: string };
    const risks = await dataOf<{ items: Listed[] }>(await page.request.get('/api/risks?limit=1'));
    const risk = risks.items[0]!;
    await page.goto(`/dashboard/risks/${risk.id}`);
    await expect(page.getByRole('heading', { name: risk.title, level: 1 })).toBeVisible();
    const assess = page.getByRole('button', { name: 'Assess', exact: true });
    await expect(assess).toHaveCount(person.writes ? 1 : 0);
    if (person.writes) {
      await assess.click();
      await expect(page).toHaveURL(/\/dashboard\/risks\/assessment\?riskId=/);
      await expect(page.getByRole('heading', { name: 'Risk Assessment', level: 1 })).toBeVisible();
    } else {
      // "Assess a risk" on the register still opens the page: read-only, values as text, no form.
      await page.goto(`/dashboard/risks/assessment?riskId=${risk.id}`);
      await expect(page.getByRole('heading', { name: 'Risk Assessment', level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByText(/^\d of 5 · /)).toHaveCount(2);
      await expect(
        page.getByText(/Your role can read risk assessments but not make them/),
      ).toBeVisible();
      await expect(page.getByRole('main').getByRole('radio')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Save assessment' })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: REFUSED })).toHaveCount(0);
    }
    await page.goto('/dashboard/vendors');
    await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Assess from URL' })).toHaveCount(
      person.writes ? 1 : 0,
    );

    // The Vendor Hub opens on the first tab the role can use, and an address naming a tab it
    // cannot use opens that one instead.
    const tabs = page.getByRole('tablist', { name: 'Vendor Hub' }).getByRole('tab');
    const first = person.writes ? 'Vendor assessment' : 'Controls library';
    for (const address of ['/probo', '/probo?tab=vendor-assessment']) {
      await page.goto(address);
      await expect(page.getByRole('tab', { name: first, selected: true })).toBeVisible();
      await expect(tabs.filter({ hasText: 'Vendor assessment' })).toHaveCount(
        person.writes ? 1 : 0,
      );
      await expect(page.getByRole('heading', { name: REFUSED })).toHaveCount(0);
    }

    // A questionnaire's mode switch offers Edit only to those who may edit it.
    type Questionnaire = Listed & { abilities: { editQuestions: boolean } };
    const { items } = await dataOf<{ items: Questionnaire[] }>(
      await page.request.get('/api/questionnaires?limit=100'),
    );
    const details = items;
    const editable = details.find((q) => q.abilities.editQuestions);
    const readOnly = details.find((q) => !q.abilities.editQuestions);
    expect(editable || readOnly).toBeTruthy();
    if (readOnly) {
      await page.goto(`/dashboard/questionnaires/${readOnly.id}`);
      await expect(page.getByRole('heading', { name: readOnly.title, level: 1 })).toBeVisible();
      const modes = page.getByRole('radiogroup', { name: 'Mode' });
      await expect(modes.getByRole('radio')).toHaveText(['View', 'Collaborate']);
    }
    if (editable) {
      await page.goto(`/dashboard/questionnaires/${editable.id}`);
      const modes = page.getByRole('radiogroup', { name: 'Mode' });
      await expect(modes.getByRole('radio')).toHaveText(['View', 'Edit', 'Collaborate']);
    }
    if (!person.writes && role === 'auditor') expect(editable).toBeUndefined();

    expect(refused).toEqual([]);
  });
}
