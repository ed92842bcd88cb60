import { createServer, type Server } from 'node:http';
import type { Locator, Page } from '@playwright/test';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';

// The vendor risk hub /probo?tab=…: paste a vendor's address, watch its pages being read, check
// each fact against its quote, save the vendor and land on its assessed page; then the library,
// SOC 2 readiness and the dashboard tabs, each checked with axe.
//
// The server really reads a site: a small static vendor site is served here on 127.0.0.1, and
// the e2e server allow-lists that address (FETCH_ALLOW_PRIVATE_HOSTS=127.0.0.1:<port>, set in
// playwright.config.ts), since private addresses are otherwise refused.

const SITE_PORT = Number(process.env.E2E_VENDOR_SITE_PORT ?? 3290);
const SITE = `http://127.0.0.1:${SITE_PORT}`;

const htmlPage = (title: string, body: string, head = '') =>
  `<!doctype html><html lang=en><head><meta charset=utf-8><title>${title}</title>${head}</head><body>${body}</body></html>`;

const FOOTER =
  '<footer><ul><li><a href="/privacy">Privacy Policy</a></li><li><a href="/terms">Terms of Service</a></li>' +
  '<li><a href="/subprocessors">Subprocessors</a></li></ul><p>&copy; 2026 Larkspur Mail Ltd.</p></footer>';

/** A fictitious vendor: SOC 2 held, ISO 27001 in progress, no security page. */
const SITE_PAGES: Record<string, string> = {
  '/robots.txt': 'User-agent: *\nAllow: /\n',
  '/': htmlPage(
    'Larkspur Mail',
    '<header><h1>Larkspur Mail</h1></header><main>' +
      '<p>Transactional email delivery for product teams.</p>' +
      '<section><h2>Compliance</h2><p>We hold a SOC 2 Type II report, available on request.</p>' +
      '<p>We are working towards ISO 27001 certification.</p></section></main>' +
      FOOTER,
    '<meta name="description" content="Transactional email delivery for product teams.">' +
      '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization",' +
      '"name":"Larkspur Mail","legalName":"Larkspur Mail Ltd","address":{"@type":"PostalAddress",' +
      '"streetAddress":"4 Canal Street, Manchester M1 3HE, United Kingdom"},"url":"/"}</script>',
  ),
  '/privacy': htmlPage(
    'Privacy Policy',
    '<h1>Privacy Policy</h1><p>Larkspur Mail Ltd processes personal data to deliver email.</p>' +
      FOOTER,
  ),
  '/terms': htmlPage(
    'Terms of Service',
    '<h1>Terms of Service</h1><p>These terms govern the use of Larkspur Mail.</p>' + FOOTER,
  ),
  '/subprocessors': htmlPage(
    'Subprocessors',
    '<h1>Subprocessors</h1><table><thead><tr><th>Subprocessor</th><th>Purpose</th><th>Location</th></tr></thead>' +
      '<tbody><tr><td>Northwind Hosting</td><td>Cloud hosting</td><td>Ireland</td></tr>' +
      '<tr><td>Quill Support</td><td>Customer support tickets</td><td>United States</td></tr></tbody></table>' +
      FOOTER,
  ),
};

let site: Server | undefined;

test.beforeAll(async () => {
  site = createServer((req, res) => {
    const path = new URL(req.url ?? '/', SITE).pathname.replace(/(.)\/$/, '$1');
    const body = SITE_PAGES[path];
    const type = path.endsWith('.txt') ? 'text/plain' : 'text/html';
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': `${type}; charset=utf-8` });
    res.end(body ?? htmlPage('Not found', '<h1>Not found</h1>'));
  });
  await new Promise<void>((resolve, reject) => {
    site!.once('error', reject);
    site!.listen(SITE_PORT, '127.0.0.1', () => resolve());
  });
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
});

const hubTab = (p: Page, name: string): Locator =>
  p.getByRole('tablist', { name: 'Vendor Hub' }).getByRole('tab', { name, exact: true });

/** The value beside a label in a description list: a fact read from the site, a page stat. */
const valueOf = (p: Page, label: string): Locator =>
  p
    .locator('dl > div')
    .filter({ has: p.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test('assessing a vendor from its website: pages read, facts quoted, saved and scored', async ({
  page: p,
  owner: _owner,
}, testInfo) => {
  test.slow();
  const problems: string[] = [];

  await p.goto('/probo');
  await expect(p.getByRole('heading', { name: 'Vendor assessment', level: 1 })).toBeVisible();
  await expect(hubTab(p, 'Vendor assessment')).toHaveAttribute('aria-selected', 'true');
  problems.push(...(await auditScreen(p, testInfo, 'hub vendor assessment start')));

  // An empty address is refused here; a refused one comes back from the server under the field.
  await p.getByRole('button', { name: 'Start assessment' }).click();
  await expect(p.getByLabel('Vendor website')).toHaveAccessibleDescription(
    "Enter the vendor's website address",
  );

  await p.getByLabel('Vendor website').fill(`${SITE}/`);
  await p.getByRole('button', { name: 'Start assessment' }).click();
  await expect(p, 'the job is in the address, so a reload resumes it').toHaveURL(
    /\/probo\?.*job=[^&]+/,
  );

  // The reading finishes (a local site reads in a second or two) and every page read is listed.
  await expect(p.getByRole('heading', { name: 'Facts read from the site' })).toBeVisible({
    timeout: 60_000,
  });
  await p.reload();
  await expect(p.getByRole('heading', { name: 'Facts read from the site' })).toBeVisible();

  await p.getByText(/^Pages read \(\d+\)$/).click();
  const pages = p.getByRole('table', { name: 'Pages read' });
  await expect(
    pages.getByRole('row').filter({ hasText: 'Privacy policy' }).filter({ hasText: 'HTTP 200' }),
  ).toHaveCount(1);
  await expect(pages.getByRole('row').filter({ hasText: 'HTTP 404' }).first()).toBeVisible();

  // Facts, each with the words it was read from and a link to the page.
  await expect(valueOf(p, 'Name')).toContainText('Larkspur Mail');
  await expect(valueOf(p, 'Legal name')).toContainText('Larkspur Mail Ltd');
  await expect(valueOf(p, 'Legal name').locator('blockquote')).toBeVisible();
  const privacy = valueOf(p, 'Privacy policy')
    .getByRole('link', { name: /127\.0\.0\.1.*\/privacy/ })
    .first();
  await expect(privacy).toHaveAttribute('href', `${SITE}/privacy`);
  await expect(privacy).toHaveAttribute('target', '_blank');
  await expect(privacy).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await expect(valueOf(p, 'Security page')).toContainText('Not found on the site');

  // Claims by grade: SOC 2 held (counted), ISO 27001 in progress (shown, not counted).
  const certifications = p.getByRole('region', { name: /^Held/ });
  await expect(certifications).toContainText('SOC 2');
  await expect(p.getByRole('region', { name: /^In progress/ })).toContainText('ISO 27001');
  await expect(valueOf(p, 'Certifications held')).toHaveText('1');
  await expect(p.getByRole('table', { name: 'Subprocessors' })).toContainText('Northwind Hosting');
  problems.push(...(await auditScreen(p, testInfo, 'hub vendor assessment review')));

  // Edit what a reviewer decides, then save and assess.
  await p.getByLabel('Category', { exact: true }).selectOption('MARKETING');
  await p.getByLabel('Tier', { exact: true }).selectOption('high');
  await p.getByRole('button', { name: 'Save as vendor and assess' }).click();

  await expect(p).toHaveURL(/\/dashboard\/vendors\/[^/?]+/);
  await expect(p.getByRole('heading', { name: 'Larkspur Mail', level: 1 })).toBeVisible();
  // 50, minus 15 for SOC 2 held, minus 5 for the privacy policy (Marketing adds nothing).
  await expect(valueOf(p, 'Risk score')).toHaveText('30');
  await p.getByRole('tab', { name: /^Findings/ }).click();
  await expect(p.getByText('No public security page').first()).toBeVisible();

  // A finding into the risk register, linked both ways.
  await p.getByRole('button', { name: 'Create risk: No public security page' }).click();
  const dialog = p.getByRole('dialog', { name: 'Create a risk from this finding' });
  await expect(dialog.getByLabel('Risk title')).toHaveValue('No public security page');
  problems.push(...(await auditScreen(p, testInfo, 'create a risk from a finding')));
  await dialog.getByRole('button', { name: 'Create risk' }).click();
  await expect(dialog.getByRole('status')).toContainText('The finding is now a risk');
  await dialog.getByRole('link', { name: 'Open the risk' }).click();
  await expect(p).toHaveURL(/\/dashboard\/risks\/[^/?]+/);
  await expect(p.getByRole('heading', { name: 'No public security page', level: 1 })).toBeVisible();
  // The risk says where it came from, linked back to the vendor.
  await expect(p.getByRole('link', { name: 'Larkspur Mail' })).toBeVisible();
  await p.goBack();
  await expect(p.getByRole('link', { name: 'Open risk: No public security page' })).toBeVisible();

  expect(problems).toEqual([]);
});

test('the hub’s other tabs: library, SOC 2 readiness and the dashboard', async ({
  page: p,
  owner: _owner,
}, testInfo) => {
  const problems: string[] = [];

  await p.goto('/probo?tab=controls-library');
  await expect(p.getByRole('heading', { name: 'Control library', level: 1 })).toBeVisible();
  await expect(hubTab(p, 'Controls library')).toHaveAttribute('aria-selected', 'true');
  problems.push(...(await auditScreen(p, testInfo, 'hub controls library')));

  // The tabs follow the ARIA pattern: arrow keys move and open, and the address follows.
  await hubTab(p, 'Controls library').focus();
  await p.keyboard.press('ArrowRight');
  await expect(hubTab(p, 'SOC 2 assessment')).toBeFocused();
  await expect(p).toHaveURL(/tab=soc2-assessment/);
  await expect(p.getByRole('heading', { name: 'SOC 2 readiness', level: 1 })).toBeVisible();

  // A new organisation tracks nothing: say so, and offer to track SOC 2.
  await expect(p.getByText('Your organisation does not track SOC 2')).toBeVisible();
  problems.push(...(await auditScreen(p, testInfo, 'hub soc2 untracked')));
  await p.getByRole('button', { name: 'Track SOC 2' }).click();
  await expect(p.getByRole('heading', { name: 'SOC 2 readiness', level: 2 })).toBeVisible();
  await expect(p.getByRole('link', { name: 'Open the SOC 2 framework' })).toHaveAttribute(
    'href',
    '/dashboard/compliance/SOC2',
  );
  problems.push(...(await auditScreen(p, testInfo, 'hub soc2 tracked')));

  await hubTab(p, 'Dashboard').click();
  await expect(p).toHaveURL(/tab=dashboard/);
  await expect(p.getByRole('heading', { name: 'Vendor dashboard', level: 1 })).toBeVisible();
  await expect(p.getByText('No vendors yet')).toBeVisible();
  await expect(p.getByRole('heading', { name: 'Controls integration' })).toBeVisible();
  await expect(p.getByText('Not configured', { exact: true })).toBeVisible();
  await expect(p.getByLabel('Confidence threshold')).toHaveValue('0.8');
  problems.push(...(await auditScreen(p, testInfo, 'hub dashboard empty')));

  // The API key is write-only: once saved, the form says a key is stored and never shows it.
  await p.getByLabel('API key').fill('e2e-secret-key');
  await p.getByLabel('Confidence threshold').fill('0.7');
  await p.getByRole('button', { name: 'Save settings' }).click();
  await expect(p.getByText('Integration settings saved', { exact: true })).toBeVisible();
  await expect(p.getByLabel('API key')).toHaveValue('');
  await expect(p.getByLabel('API key')).toHaveAccessibleDescription(/A key is stored/);
  await expect(p.getByLabel('Confidence threshold')).toHaveValue('0.7');
  await p.getByRole('button', { name: 'Remove key' }).click();
  await expect(p.getByLabel('API key')).toHaveAccessibleDescription('No key is stored.');
  await expect(p.getByRole('button', { name: 'Remove key' })).toHaveCount(0);

  // A saved vendor shows in the figures; its tier links to the filtered register.
  const created = await p.request.post('/api/vendors', {
    data: { name: 'Quill Docs', tier: 'critical', status: 'active' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await p.reload();
  const critical = p
    .getByRole('region', { name: 'By tier' })
    .getByRole('link', { name: /^Critical\s*1\s*vendors$/ });
  await expect(critical).toHaveAttribute('href', '/dashboard/vendors?tier=critical');
  await expect(valueOf(p, 'Vendors')).toHaveText('1');
  problems.push(...(await auditScreen(p, testInfo, 'hub dashboard')));
  await critical.click();
  // The register writes its filters its own way (a list); what matters is the filter it applied.
  await expect(p).toHaveURL(/\/dashboard\/vendors\?tier=/);
  expect(new URL(p.url()).searchParams.get('tier')).toContain('critical');
  await expect(p.getByText('Quill Docs').first()).toBeVisible();

  expect(problems).toEqual([]);
});
