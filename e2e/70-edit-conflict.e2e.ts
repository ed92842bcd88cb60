import { postData } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';
import { expectToast } from './support/ui.ts';

// Issue 23 point 4: two people editing one risk do not silently overwrite each other. The edit
// form sends the version it was opened on (If-Match); when someone else saved in between, the
// save is refused with a clear message and their change stays.

test('a risk changed by someone else since the form opened is not overwritten', async ({
  page,
  owner,
  guard,
}) => {
  expect(owner.user.organization.id).toBeTruthy();
  const risk = await postData<{ id: string }>(page, '/api/risks', {
    title: 'Supplier outage',
    likelihood: 2,
    impact: 3,
  });
  await page.goto(`/dashboard/risks/${risk.id}`);
  await expect(page.getByRole('heading', { name: 'Supplier outage', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit risk' });
  await expect(edit.getByLabel('Title', { exact: true })).toHaveValue('Supplier outage');

  // Someone else saves first (another tab, another person: the same API).
  const theirs = await page.request.patch(`/api/risks/${risk.id}`, {
    data: { title: 'Supplier outage (renamed by a colleague)' },
  });
  expect(theirs.status()).toBe(200);

  guard.allow(/status of 412 /);
  await edit.getByLabel('Likelihood', { exact: true }).selectOption({ label: '5 · Very High' });
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText(/Someone else changed this record since you read it/)).toBeVisible();

  // Their change stands, shown without a reload; reopening the form starts from it, and saving
  // then works.
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(
    page.getByRole('heading', { name: 'Supplier outage (renamed by a colleague)', level: 1 }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Edit risk' });
  await again.getByLabel('Likelihood', { exact: true }).selectOption({ label: '5 · Very High' });
  await again.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, 'Risk updated', 'Supplier outage (renamed by a colleague)');
});
