import { auditScreen } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/ui.ts';

// Issue 21 point 5: a person makes a personal API token in Profile (shown once, scoped), a script
// uses it as a Bearer token within its scopes, and it is revoked; an owner makes a service token
// in Organization settings and sees everyone's tokens there.

test('a personal token works within its scopes from a script, and stops when revoked', async ({
  page,
  owner,
  playwright,
  baseURL,
}, testInfo) => {
  await page.goto('/dashboard/settings/profile');
  const card = page.getByRole('form', { name: 'New API token' });
  await card.getByLabel('Token name').fill('Nightly export');
  await card.getByRole('button', { name: 'Make a personal token' }).click();
  await expect(card.getByText('Choose at least one scope')).toBeVisible();
  await card.getByLabel('Risks').selectOption({ label: 'Read and write' });
  await card.getByLabel('Vendors').selectOption({ label: 'Read' });
  await card.getByRole('button', { name: 'Make a personal token' }).click();
  await expectToast(page, 'Token made', 'Nightly export');
  const shown = page.getByRole('region', { name: 'New API token' });
  await expect(shown).toContainText('it is shown once');
  const token = await shown.getByRole('textbox', { name: 'New API token' }).inputValue();
  expect(token).toMatch(/^rampart_pat_/);
  const list = page.getByRole('list', { name: 'API tokens' });
  await expect(list).toContainText('Nightly export');
  await expect(list).toContainText('Risks: read and write · Vendors: read');
  expect(await auditScreen(page, testInfo, 'api-tokens')).toEqual([]);

  const script = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${token}` },
  });
  const made = await script.post('/api/risks', {
    data: { title: 'Filed by the nightly script', likelihood: 2, impact: 3 },
  });
  expect(made.status()).toBe(200);
  expect((await script.get('/api/vendors')).status()).toBe(200);
  expect((await script.post('/api/vendors', { data: { name: 'Acme' } })).status()).toBe(403);
  expect((await script.get('/api/account/sessions')).status()).toBe(403);
  await page.reload();
  await expect(page.getByRole('list', { name: 'API tokens' })).toContainText('last used');

  await page.getByRole('button', { name: 'Revoke Nightly export' }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expectToast(page, 'Token revoked', 'Nightly export no longer works.');
  await expect(page.getByRole('list', { name: 'API tokens' })).toContainText('Revoked');
  expect((await script.get('/api/risks')).status()).toBe(401);
  await script.dispose();

  // The owner sees it among the organisation's tokens, and makes a service token there.
  await page.goto('/dashboard/settings/organization');
  const tokens = page.getByRole('list', { name: 'Organization API tokens' });
  await expect(tokens).toContainText('Nightly export');
  await expect(tokens).toContainText(`Personal, ${owner.account.name}`);
  const form = page.getByRole('form', { name: 'New API token' });
  await form.getByLabel('Token name').fill('GRC warehouse');
  await form.getByLabel('Reports').selectOption({ label: 'Read' });
  await form.getByRole('button', { name: 'Make a service token' }).click();
  await expectToast(page, 'Token made', 'GRC warehouse');
  await expect(tokens).toContainText('Service');
  const service = await page
    .getByRole('region', { name: 'New API token' })
    .getByRole('textbox')
    .inputValue();
  expect(service).toMatch(/^rampart_svc_/);
  expect(await auditScreen(page, testInfo, 'organization-api-tokens')).toEqual([]);
});
