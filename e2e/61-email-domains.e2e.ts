import { startDnsServer, type TestDnsServer } from '../apps/server/src/testing/dns-server.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/ui.ts';

// Issue 21 point 2: an owner claims an email domain and proves it with a DNS TXT record, looked up
// by the server at the DNS server this journey runs (playwright.config.ts sets DNS_SERVERS).

let dns: TestDnsServer;
test.beforeAll(async () => {
  dns = await startDnsServer(Number(process.env.E2E_DNS_PORT ?? 3253));
});
test.afterAll(async () => {
  await dns.close();
});

test('an owner claims an email domain and verifies it with a DNS record', async ({
  page,
  owner,
  guard,
}, testInfo) => {
  guard.allow(/status of 409 /); // verifying before the record exists
  const domain = `acme-${owner.user.id.slice(-8).toLowerCase()}.example`;
  await page.goto('/dashboard/settings/organization');
  await expect(page.getByRole('heading', { name: 'Email domains' })).toBeVisible();
  await page.getByLabel('Domain', { exact: true }).fill(domain.toUpperCase());
  await page.getByRole('button', { name: 'Add domain' }).click();
  const row = page.getByRole('list', { name: 'Email domains' }).getByRole('listitem');
  await expect(row).toContainText(domain);
  await expect(row).toContainText('Waiting for its DNS record');
  const name = await row.locator('dd').nth(0).innerText();
  const value = await row.locator('dd').nth(1).innerText();
  expect(name).toBe(`_rampart-verification.${domain}`);
  expect(await auditScreen(page, testInfo, 'email-domains')).toEqual([]);

  await row.getByRole('button', { name: 'Verify' }).click();
  await expectToast(
    page,
    'Not verified yet',
    `No TXT record at ${name} yet. DNS changes can take a while to appear.`,
  );
  dns.setTxt(name, [value]);
  await row.getByRole('button', { name: 'Verify' }).click();
  await expectToast(page, 'Domain verified', domain);
  await expect(row).toContainText('Verified');
  await expect(row.getByRole('button', { name: 'Verify' })).toHaveCount(0);

  await row.getByRole('button', { name: `Remove ${domain}` }).click();
  await page.getByRole('button', { name: 'Remove domain' }).click();
  await expectToast(page, 'Domain removed', domain);
  await expect(page.getByRole('list', { name: 'Email domains' })).toHaveCount(0);
});
