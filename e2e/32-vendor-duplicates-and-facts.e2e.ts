import type { Vendor } from '@rampart/contracts';
import { dataOf } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/ui.ts';

// Issue 19, point 5: adding a vendor whose site is already registered warns and offers the
// registered one; a vendor page never says "not found" and "not read yet" at once.

test('adding a vendor whose site is registered offers to open it, or to add it anyway', async ({
  page,
  owner: _owner,
  guard,
}) => {
  // The refused create is the warning the dialog shows, not an error of the page.
  guard.allow(/^Failed to load resource: the server responded with a status of 409 /);
  const existing = await dataOf<Vendor>(
    await page.request.post('/api/vendors', {
      data: { name: 'Northwind Storage', website: 'https://www.northwind-storage.example' },
    }),
  );
  await page.goto('/dashboard/vendors');
  await page.getByRole('button', { name: 'Add vendor', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add vendor' });
  await dialog.getByLabel('Name', { exact: true }).fill('Northwind Backup');
  await dialog
    .getByLabel('Website', { exact: true })
    .fill('https://Backup.Northwind-Storage.example/');
  await dialog.getByRole('button', { name: 'Add vendor', exact: true }).click();

  const warning = dialog.getByRole('alert').filter({ hasText: 'Already registered' });
  await expect(warning).toContainText(
    'Already registered: Northwind Storage (https://www.northwind-storage.example) — open it',
  );
  await page.screenshot({ path: test.info().outputPath('duplicate-warning.png') });
  // Open it: the registered vendor's page, nothing added.
  await warning.getByRole('link', { name: 'open it' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/vendors/${existing.id}$`));
  await expect(page.getByRole('heading', { name: 'Northwind Storage', level: 1 })).toBeVisible();
  const listed = await dataOf<{ total: number }>(await page.request.get('/api/vendors'));
  expect(listed.total).toBe(1);

  // Or add anyway: a group's companies may share a domain.
  await page.goto('/dashboard/vendors');
  await page.getByRole('button', { name: 'Add vendor', exact: true }).first().click();
  await dialog.getByLabel('Name', { exact: true }).fill('Northwind Backup');
  await dialog.getByLabel('Website', { exact: true }).fill('https://northwind-storage.example');
  await dialog.getByRole('button', { name: 'Add vendor', exact: true }).click();
  await dialog.getByRole('alert').getByRole('button', { name: 'Add anyway' }).click();
  await expectToast(page, 'Vendor added', 'Northwind Backup');
  await expect(page.getByRole('heading', { name: 'Northwind Backup', level: 1 })).toBeVisible();
  expect((await dataOf<{ total: number }>(await page.request.get('/api/vendors'))).total).toBe(2);
});

test('a vendor whose site was never read says "not read yet", never "not found"', async ({
  page,
  owner: _owner,
}) => {
  const vendor = await dataOf<Vendor>(
    await page.request.post('/api/vendors', {
      data: {
        name: 'Unread Co',
        website: 'https://unread-co.example',
        urls: { privacyPolicy: 'https://unread-co.example/privacy' },
      },
    }),
  );
  await page.goto(`/dashboard/vendors/${vendor.id}`);
  await expect(page.getByRole('heading', { name: 'Unread Co', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByText('Not read yet', { exact: true }).first()).toBeVisible();
  await expect(main).toContainText('The site has not been read yet');
  await expect(main).toContainText('Not read yet: certifications are found when the site is read.');
  await expect(main).toContainText('Not read yet: subprocessors are found when the site is read.');
  await page.screenshot({ path: test.info().outputPath('not-read.png'), fullPage: true });
  await expect(main).not.toContainText(/not found|no .* was found/i);
});
