import type { Locator, Page } from '@playwright/test';
import { dataOf, joinViaInvitation, postData } from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { layoutProblems } from './support/layout.ts';
import { minimalPdf } from './support/risk-data.ts';
import { expectToast } from './support/ui.ts';

// Issue 24: the trust centre. The team sets the page up and publishes records to it; a visitor
// reads it without JavaScript, on a phone and a desktop, and sees only what is published and
// still stands; the team previews drafts; a read-only role sees the screen without its controls.

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const PUBLISHED = 'ISO/IEC 27001';
const UNLISTED = 'SOC 2 Type II';
const DRAFT = 'Cyber Essentials Plus';

const section = (page: Page, name: string): Locator =>
  page.getByRole('list', { name, exact: true });
const row = (page: Page, name: string): Locator =>
  section(page, 'Certifications').getByRole('listitem').filter({ hasText: name });

/** What a visitor must see on the public page, and what they must not. */
const expectPublicPage = async (visitor: Page, title: string) => {
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByText(PUBLISHED, { exact: true })).toBeVisible();
  await expect(visitor.getByText(UNLISTED)).toHaveCount(0);
  await expect(visitor.getByText(DRAFT)).toHaveCount(0);
  await expect(visitor.getByText('Draft', { exact: true })).toHaveCount(0);
};

test('the team publishes a certification; a visitor reads the page, the team previews drafts', async ({
  page,
  owner,
  browser,
  baseURL,
  guard,
  openBrowser,
}, testInfo) => {
  test.slow();
  for (const name of [PUBLISHED, UNLISTED, DRAFT]) {
    await postData(page, '/api/certifications', {
      name,
      status: 'held',
      issuer: 'BSI',
      issuedOn: day(-30),
      expiresOn: day(700),
    });
  }
  // A slug of this run alone: the test's own account tag.
  const slug = `trust-${owner.account.organizationName.split(' ')[1]!.toLowerCase()}`;
  const title = owner.account.organizationName;

  // Not set up yet: what the trust centre is, and the way to start.
  await page.goto('/dashboard/trust-center');
  await expect(page.getByRole('heading', { name: 'Trust centre', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Your public security page, published from your records:'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Set up the trust centre' }).click();
  const form = page.getByRole('form', { name: 'Trust centre settings' });
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(title);
  await form.getByLabel('Page address').fill(slug);
  await form.getByLabel('Security contact email').fill('security@example.com');
  await form.getByLabel('Overview').fill('We keep your data safe.');
  await form.getByRole('switch', { name: 'Page is public' }).click();
  await form.getByRole('button', { name: 'Set up' }).click();
  await expectToast(page, 'Trust centre set up', 'The page is public.');
  await expect(page.getByText('Live', { exact: true })).toBeVisible();

  // Publish one certification; prepare another as a draft, in words of its own.
  await expect(row(page, PUBLISHED).getByText('Not on the page')).toBeVisible();
  await row(page, PUBLISHED)
    .getByRole('button', { name: `Publish ${PUBLISHED}` })
    .click();
  await expectToast(page, 'Published', PUBLISHED);
  await expect(row(page, PUBLISHED).getByText('Published', { exact: true })).toBeVisible();
  await row(page, DRAFT)
    .getByRole('button', { name: `Edit public text of ${DRAFT}` })
    .click();
  const words = page.getByRole('dialog', { name: `Public text: ${DRAFT}` });
  await expect(words.getByLabel('Name on the page')).toHaveValue(DRAFT);
  await words.getByLabel('Scope').fill('All UK offices');
  await words.getByRole('button', { name: 'Save as draft' }).click();
  await expectToast(page, 'Saved as draft', DRAFT);
  await expect(row(page, DRAFT).getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('1 item published · 0 held back')).toBeVisible();
  // Words, never codes: no state or kind shows as the API spells it.
  await expect(page.getByRole('main')).not.toContainText(/\b(unlisted|faq)\b/);
  expect(await auditScreen(page, testInfo, 'trust centre')).toEqual([]);
  await page.setViewportSize(PHONE);
  await expect.poll(() => layoutProblems(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);

  // A visitor without JavaScript, on a phone and then a desktop.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  await guard.guard(noScript);
  try {
    const visitor = await noScript.newPage();
    const answer = await visitor.goto(`/trust/${slug}`);
    expect(answer?.status()).toBe(200);
    await expectPublicPage(visitor, title);
    await visitor.setViewportSize(DESKTOP);
    await expectPublicPage(visitor, title);
  } finally {
    await noScript.close();
  }
  // axe runs in the page, so it reads the page in a browser with scripts on, on a phone.
  const anonymous = await openBrowser();
  await anonymous.page.setViewportSize(PHONE);
  await anonymous.page.goto(`/trust/${slug}`);
  await expectPublicPage(anonymous.page, title);
  await expect.poll(() => layoutProblems(anonymous.page)).toEqual([]);
  expect(await auditScreen(anonymous.page, testInfo, 'public trust page')).toEqual([]);

  // The team's preview shows the draft, marked as one, and never the unlisted record.
  const preview = page.getByRole('link', { name: /^Preview as a visitor/ });
  await expect(preview).toHaveAttribute('href', new RegExp(`/trust/${slug}\\?preview=1$`));
  await expect(preview).toHaveAttribute('target', '_blank');
  const [previewPage] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
  await expect(previewPage.getByRole('heading', { level: 1 })).toHaveText(title);
  const draft = previewPage.getByRole('listitem').filter({ hasText: DRAFT });
  await expect(draft.getByText('Draft', { exact: true })).toBeVisible();
  await expect(previewPage.getByText(UNLISTED)).toHaveCount(0);
  await previewPage.close();

  // Taken off the page, it is gone for the visitor.
  await row(page, PUBLISHED)
    .getByRole('button', { name: `Take off the page ${PUBLISHED}` })
    .click();
  await expectToast(page, 'Taken off the page', PUBLISHED);
  await expect(page.getByText('0 items published · 0 held back')).toBeVisible();
  await anonymous.page.reload();
  await expect(anonymous.page.getByText(PUBLISHED, { exact: true })).toHaveCount(0);
});

test('an auditor reads the trust centre with nothing to change', async ({
  page,
  owner,
  openBrowser,
}, testInfo) => {
  test.slow();
  const slug = `trust-${owner.account.organizationName.split(' ')[1]!.toLowerCase()}`;
  await dataOf(
    await page.request.put('/api/trust-center', {
      data: {
        slug,
        title: 'Example trust centre',
        legalName: 'Example Ltd',
        overview: '',
        contactEmail: '',
        live: false,
      },
    }),
  );
  const { id } = await postData(page, '/api/certifications', { name: PUBLISHED, status: 'held' });
  await dataOf(
    await page.request.put(`/api/trust-center/items/certification/${id}`, {
      data: { state: 'published' },
    }),
  );

  const other = await openBrowser();
  await joinViaInvitation(page.request, other.page.request, 'auditor');
  const reader = other.page;
  await reader.goto('/dashboard');
  await reader
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Trust centre' })
    .click();
  await expect(reader.getByRole('heading', { name: 'Trust centre', level: 1 })).toBeVisible();
  await expect(reader.getByText('Example trust centre')).toBeVisible();
  await expect(reader.getByText('Off', { exact: true })).toBeVisible();
  await expect(row(reader, PUBLISHED).getByText('Published', { exact: true })).toBeVisible();
  await expect(reader.getByRole('link', { name: /^Preview as a visitor/ })).toBeVisible();
  // An off page has no public page to open.
  await expect(reader.getByRole('link', { name: /^Open the public page/ })).toHaveCount(0);
  await expect(reader.getByRole('main').getByRole('button')).toHaveCount(0);
  expect(await auditScreen(reader, testInfo, 'trust centre as auditor')).toEqual([]);
  await reader.setViewportSize(PHONE);
  await expect.poll(() => layoutProblems(reader)).toEqual([]);
});

test('a certificate offered for download reaches a visitor without JavaScript, byte for byte', async ({
  page,
  owner,
  browser,
  baseURL,
  guard,
}, testInfo) => {
  test.slow();
  const slug = `trust-${owner.account.organizationName.split(' ')[1]!.toLowerCase()}`;
  await dataOf(
    await page.request.put('/api/trust-center', {
      data: { slug, title: 'Files Ltd', legalName: '', overview: '', contactEmail: '', live: true },
    }),
  );
  // The certificate itself, kept as evidence on the certification.
  const bytes = minimalPdf('ISO/IEC 27001 certificate of registration');
  const evidence = await dataOf<{ id: string }>(
    await page.request.post('/api/evidence', {
      multipart: {
        title: 'ISO 27001 certificate',
        file: { name: 'iso-27001.pdf', mimeType: 'application/pdf', buffer: bytes },
      },
    }),
  );
  await postData(page, '/api/certifications', {
    name: PUBLISHED,
    status: 'held',
    issuer: 'BSI',
    issuedOn: day(-30),
    expiresOn: day(700),
    evidenceId: evidence.id,
  });
  // A small PDF: its size in bytes.
  expect(bytes.length).toBeLessThan(1024);
  const size = `${bytes.length} B`;

  // Published for anyone to download, chosen in the item's dialog.
  await page.goto('/dashboard/trust-center');
  await expect(row(page, PUBLISHED)).toContainText(`iso-27001.pdf · ${size} · Listed only`);
  const edit = async () => {
    await row(page, PUBLISHED)
      .getByRole('button', { name: `Edit public text of ${PUBLISHED}` })
      .click();
    return page.getByRole('dialog', { name: `Public text: ${PUBLISHED}` });
  };
  let dialog = await edit();
  const choice = dialog.getByRole('radiogroup', { name: 'Who may download it' });
  await expect(choice.getByRole('radio', { name: 'Listed only' })).toBeChecked();
  await choice.getByRole('radio', { name: 'Anyone may download it' }).click();
  await expect(choice.getByRole('radio', { name: 'Anyone may download it' })).toBeChecked();
  expect(await auditScreen(page, testInfo, 'trust item dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expectToast(page, 'Published', PUBLISHED);
  await expect(row(page, PUBLISHED)).toContainText(
    `iso-27001.pdf · ${size} · Anyone may download it`,
  );

  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
  await guard.guard(noScript);
  try {
    const visitor = await noScript.newPage();
    expect((await visitor.goto(`/trust/${slug}`))?.status()).toBe(200);
    const link = visitor.getByRole('link', { name: 'Download the certificate' });
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/trust/${slug}/files/certification/`));
    const file = await visitor.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="iso-27001\.pdf"/);
    expect((await file.body()).equals(bytes)).toBe(true);
    // The link itself downloads, without a script.
    const [download] = await Promise.all([visitor.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('iso-27001.pdf');

    // The team sees the file taken, newest first: what it is, when and from which address.
    await page.reload();
    const downloads = page.getByRole('list', { name: 'Downloads', exact: true });
    // Taken twice: the request above and the link's click.
    const taken = downloads.getByRole('listitem').filter({ hasText: 'iso-27001.pdf' });
    await expect(taken).toHaveCount(2);
    await expect(taken.first()).toContainText('Certification');
    await expect(taken.first()).toContainText(/just now|\d+ min ago/);
    await expect(taken.first()).toContainText(/\d+\.\d+\.\d+\.\d+|::1/);
    // On a phone each entry wraps within the card.
    const wide = page.viewportSize();
    await page.setViewportSize(PHONE);
    await expect.poll(() => layoutProblems(page)).toEqual([]);
    if (wide) await page.setViewportSize(wide);

    // Listed only again: the link goes, and the file's address is not there any more.
    dialog = await edit();
    await dialog.getByRole('radio', { name: 'Listed only' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Saved on the page', PUBLISHED);
    await expect(row(page, PUBLISHED)).toContainText(`iso-27001.pdf · ${size} · Listed only`);
    await visitor.reload();
    await expect(visitor.getByText(PUBLISHED, { exact: true })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Download the certificate' })).toHaveCount(0);
    expect((await visitor.request.get(href)).status()).toBe(404);
  } finally {
    await noScript.close();
  }
});
