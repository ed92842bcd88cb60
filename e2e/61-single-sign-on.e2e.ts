import { startDnsServer, type TestDnsServer } from '../apps/server/src/testing/dns-server.ts';
import {
  startOidcProvider,
  type TestOidcProvider,
} from '../apps/server/src/testing/oidc-provider.ts';
import { startSamlIdp, type TestSamlIdp } from '../apps/server/src/testing/saml-idp.ts';
import { codeFor } from '../apps/server/src/testing/totp.ts';
import {
  dataOf,
  inviteViaApi,
  newAccount,
  PLATFORM_OVERVIEW,
  recordTour,
  registerViaApi,
  verifyDomainViaApi,
} from './support/api.ts';
import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectDashboard, expectToast } from './support/ui.ts';

// Issue 21 point 2: an owner claims an email domain and proves it with a DNS TXT record, looked up
// by the server at the DNS server this journey runs (playwright.config.ts sets DNS_SERVERS); then
// connects an OpenID provider (node-oidc-provider, run by this journey on a loopback port that
// playwright.config.ts allow-lists) and a person of the domain signs in through it.

let dns: TestDnsServer;
let idp: TestOidcProvider;
let samlIdp: TestSamlIdp;
test.beforeAll(async ({ baseURL }) => {
  dns = await startDnsServer(Number(process.env.E2E_DNS_PORT ?? 3253));
  idp = await startOidcProvider({
    port: Number(process.env.E2E_OIDC_PORT ?? 3254),
    redirectUris: [`${baseURL}/api/auth/sso/callback`],
  });
  samlIdp = await startSamlIdp(Number(process.env.E2E_SAML_PORT ?? 3255));
});
test.afterAll(async () => {
  await dns.close();
  await idp.close();
  await samlIdp.close();
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

test('an owner connects an identity provider and a person of the domain signs in through it', async ({
  page,
  owner,
  openBrowser,
  guard,
}, testInfo) => {
  test.slow();
  guard.allowOrigin(idp.issuer);
  const domain = `sso-${owner.user.id.slice(-8).toLowerCase()}.example`;
  await verifyDomainViaApi(page.request, domain, dns);

  await page.goto('/dashboard/settings/organization');
  await expect(page.getByRole('heading', { name: 'Single sign-on' })).toBeVisible();
  await expect(page.getByText(`For people at ${domain}.`)).toBeVisible();
  await page.getByLabel('Issuer URL').fill(idp.issuer);
  await page.getByLabel('Client ID').fill(idp.clientId);
  await page.getByLabel('Client secret').fill(idp.clientSecret);
  await page.getByRole('button', { name: 'Add a mapping' }).click();
  const mapping = page.getByRole('list', { name: 'Roles from groups' });
  await mapping.getByLabel('Group').fill('grc-team');
  await mapping.getByLabel('Role').selectOption({ label: 'Risk manager' });
  await page.getByRole('button', { name: 'Connect' }).click();
  await expectToast(
    page,
    'Identity provider connected',
    `People at ${domain} can sign in through it.`,
  );
  await expect(page.getByText('Stored, never shown. Leave empty to keep it.')).toBeVisible();
  expect(await auditScreen(page, testInfo, 'single-sign-on')).toEqual([]);

  // Rita, of the domain, has never been to Rampart: her provider knows her and her groups.
  const email = `rita@${domain}`;
  idp.addAccount({ email, name: 'Rita Risk', groups: ['grc-team'] });
  const { page: rita } = await openBrowser();
  await rita.goto('/auth/login');
  await rita.getByLabel('Email').fill(email);
  await expect(
    rita.getByText(
      `${owner.account.organizationName} lets you sign in through its identity provider, or with your password.`,
    ),
  ).toBeVisible();
  const sso = rita.getByRole('button', { name: 'Continue with single sign-on' });
  await sso.click();
  await expect(rita.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await rita.getByLabel('Work email').fill(email);
  await rita.getByRole('button', { name: 'Sign in' }).click();
  await rita.waitForURL('**/dashboard');
  const me = await dataOf<{ name: string; organizations: { name: string; role: string }[] }>(
    await rita.request.get('/api/users/me'),
  );
  expect(me.name).toBe('Rita Risk');
  expect(me.organizations).toEqual([
    expect.objectContaining({ name: owner.account.organizationName, role: 'risk_manager' }),
  ]);

  // The owner sets up two-factor (their break-glass) and requires single sign-on.
  const setup = await dataOf<{ otpauthUri: string }>(
    await page.request.post('/api/account/two-factor', {
      data: { password: owner.account.password },
    }),
  );
  await dataOf(
    await page.request.post('/api/account/two-factor/confirm', {
      data: { code: codeFor(setup.otpauthUri) },
    }),
  );
  await page.reload();
  await page.getByRole('switch', { name: 'Require single sign-on' }).click();
  await page.getByRole('button', { name: 'Save single sign-on' }).click();
  await expectToast(page, 'Single sign-on saved');
  await expect(page.getByText('Required', { exact: true })).toBeVisible();

  // Now the sign-in page offers Rita no password: only her provider (owners may ask for theirs).
  const { page: again } = await openBrowser();
  await again.goto('/auth/login');
  await again.getByLabel('Email').fill(email);
  await expect(
    again.getByText(
      `${owner.account.organizationName} signs you in through its identity provider.`,
    ),
  ).toBeVisible();
  await expect(again.getByLabel('Password')).toHaveCount(0);
  await again.getByRole('button', { name: 'An owner? Use your password' }).click();
  await expect(again.getByLabel('Password')).toBeVisible();
  await again.reload();
  await again.getByLabel('Email').fill(email);
  idp.signInNextAs(email);
  await again.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await again.waitForURL('**/dashboard');

  // An answer that cannot be trusted lands back on the sign-in page, said in words.
  const { page: later } = await openBrowser();
  await later.goto('/auth/login?sso=expired');
  await expect(
    later.getByText('That single sign-on expired or was opened in another browser.', {
      exact: false,
    }),
  ).toBeVisible();
});

test('an owner connects a SAML provider from its metadata URL and a person signs in through it', async ({
  page,
  owner,
  openBrowser,
  guard,
}, testInfo) => {
  test.slow();
  guard.allowOrigin(new URL(samlIdp.ssoUrl).origin);
  const domain = `saml-${owner.user.id.slice(-8).toLowerCase()}.example`;
  await verifyDomainViaApi(page.request, domain, dns);

  await page.goto('/dashboard/settings/organization');
  await page.getByRole('radio', { name: 'SAML 2.0' }).click();
  const metadataUrl = page.getByText('/metadata', { exact: false }).last();
  await expect(metadataUrl).toBeVisible();
  await page.getByLabel('Provider metadata URL').fill(samlIdp.metadataUrl);
  await page.getByRole('button', { name: 'Connect' }).click();
  await expectToast(
    page,
    'Identity provider connected',
    `People at ${domain} can sign in through it.`,
  );
  await expect(page.getByText(samlIdp.entityId)).toBeVisible();
  expect(await auditScreen(page, testInfo, 'single-sign-on-saml')).toEqual([]);
  // The provider imports Rampart's metadata, as an administrator would at their provider.
  const settings = await dataOf<{ serviceProvider: { metadataUrl: string } }>(
    await page.request.get('/api/organizations/current/sso'),
  );
  samlIdp.trustServiceProvider(
    await (await page.request.get(settings.serviceProvider.metadataUrl)).text(),
  );

  const email = `sam@${domain}`;
  samlIdp.addAccount({ email, name: 'Sam Saml' });
  const { page: sam } = await openBrowser();
  await sam.goto('/auth/login');
  await sam.getByLabel('Email').fill(email);
  await sam.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await expect(sam.getByRole('heading', { name: 'Test SAML identity provider' })).toBeVisible();
  await sam.getByLabel('Work email').fill(email);
  await sam.getByRole('button', { name: 'Sign in' }).click();
  await sam.waitForURL('**/dashboard');
  const me = await dataOf<{ name: string; organizations: { role: string }[] }>(
    await sam.request.get('/api/users/me'),
  );
  expect(me.name).toBe('Sam Saml');
  expect(me.organizations).toEqual([expect.objectContaining({ role: 'member' })]);
});

test('an owner turns SCIM provisioning on; the provider adopts a person, then removes them, signed out at once', async ({
  page,
  owner,
  openBrowser,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  const domain = `scim-${owner.user.id.slice(-8).toLowerCase()}.example`;
  await verifyDomainViaApi(page.request, domain, dns);

  // Lee joined by invitation before provisioning, and is at work in Rampart.
  const lee = { ...newAccount('lee'), email: `lee@${domain}` };
  const { token: invitation } = await inviteViaApi(page.request, lee.email, 'risk_manager');
  const { page: leePage } = await openBrowser();
  await registerViaApi(leePage.request, lee, invitation);
  await recordTour(leePage.request, PLATFORM_OVERVIEW, 'completed');
  await leePage.goto('/dashboard');
  await expectDashboard(leePage);

  await page.goto('/dashboard/settings/organization');
  await expect(page.getByRole('heading', { name: 'Provisioning (SCIM)' })).toBeVisible();
  await expect(page.getByText(`${baseURL}/scim/v2`)).toBeVisible();
  await page.getByRole('button', { name: 'Make a SCIM token' }).click();
  const shown = page.getByRole('region', { name: 'SCIM token' });
  await expect(shown).toContainText('it is shown once');
  const token = await shown.getByRole('textbox', { name: 'SCIM token' }).inputValue();
  expect(token).toMatch(/^rampart_scim_/);
  const roles = page.getByRole('group', { name: 'Roles from provisioned groups' });
  await roles.getByRole('button', { name: 'Add a mapping' }).click();
  const mapping = roles.getByRole('list');
  await mapping.getByLabel('Group').fill('Auditors');
  await mapping.getByLabel('Role').selectOption({ label: 'Auditor' });
  await page.getByRole('button', { name: 'Save roles' }).click();
  await expectToast(page, 'Roles saved');
  expect(await auditScreen(page, testInfo, 'provisioning')).toEqual([]);

  // The identity provider: Okta's and Entra's requests, with the token.
  const provider = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/scim+json',
    },
  });
  const pushed = await provider.post('/scim/v2/Users', {
    data: { userName: lee.email, name: { givenName: 'Lee', familyName: 'Leaver' }, active: true },
  });
  expect(pushed.status()).toBe(201);
  const leeId = ((await pushed.json()) as { id: string }).id;
  const group = await provider.post('/scim/v2/Groups', {
    data: { displayName: 'Auditors', members: [{ value: leeId }] },
  });
  expect(group.status()).toBe(201);
  await page.reload();
  await expect(page.getByText('1 active of 1 person, 1 group')).toBeVisible();
  const members = page.getByRole('table').filter({ hasText: lee.email });
  await expect(members.getByRole('row').filter({ hasText: lee.email })).toContainText('Auditor');

  // Lee leaves: the provider turns them off, and their open Rampart is signed out at once.
  const off = await provider.patch(`/scim/v2/Users/${leeId}`, {
    data: {
      schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    },
  });
  expect(off.status()).toBe(200);
  await leePage.reload();
  await leePage.waitForURL('**/auth/login**');
  await page.reload();
  await expect(page.getByText('0 active of 1 person, 1 group')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: lee.email })).toHaveCount(0);

  // Rotating the token turns the old one off.
  await page.getByRole('button', { name: 'Rotate the token' }).click();
  await page.getByRole('button', { name: 'Rotate', exact: true }).click();
  await expect(page.getByRole('region', { name: 'SCIM token' })).toBeVisible();
  expect((await provider.get('/scim/v2/Users')).status()).toBe(401);
  await provider.dispose();
});
