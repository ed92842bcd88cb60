import { expect, test } from './support/fixtures.ts';
import {
  createControlViaApi,
  createRisksViaApi,
  getRiskViaApi,
  mappingsOfRiskViaApi,
} from './support/risk-data.ts';
import { expectPosition, riskPosition } from './support/risk-ui.ts';
import { expectToast } from './support/ui.ts';

// A preventive control lowers the likelihood: residual likelihood = round(L × (1 − e)), where e is
// the mapping's effectiveness times the control's tested effectiveness (1 while untested).

test('mapping a control on the risk page lowers the residual position; re-rating and unmapping move it again', async ({
  page,
  owner: _owner,
}) => {
  const [risk] = await createRisksViaApi(page.request, [
    {
      title: 'Stolen laptop exposes customer data',
      category: 'TECHNOLOGY',
      likelihood: 4,
      impact: 5,
    },
  ]);
  const control = await createControlViaApi(page.request, {
    title: 'Full-disk encryption on laptops',
    type: 'preventive',
  });
  await createControlViaApi(page.request, { title: 'Quarterly access review', type: 'detective' });

  await page.goto(`/dashboard/risks/${risk!.id}`);
  await expect(
    page.getByRole('heading', { name: 'Stolen laptop exposes customer data', level: 1 }),
  ).toBeVisible();
  await expectPosition(page, 'Residual risk', {
    score: 20,
    level: 'High',
    likelihood: '4 · High',
    impact: '5 · Very High',
  });
  await expect(riskPosition(page, 'Residual risk')).toContainText(
    'No control mapped yet: the same as inherent.',
  );
  await expect(page.getByText('No controls mapped', { exact: true })).toBeVisible();

  // Map it at 50 %: likelihood 4 × 0.5 = 2, so 2 × 5 = 10, medium.
  await page.getByRole('button', { name: 'Map a control' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Map a control' });
  const choices = dialog.getByRole('radiogroup', { name: 'Controls' });
  await expect(choices.getByRole('radio')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Map control' })).toBeDisabled();
  await dialog.getByRole('searchbox', { name: 'Search controls' }).fill('encryption');
  await expect(choices.getByRole('radio')).toHaveCount(1);
  await choices.getByRole('radio', { name: /Full-disk encryption on laptops/ }).check();
  await expect(dialog).toContainText('Selected: Full-disk encryption on laptops');
  const strength = dialog.getByRole('spinbutton', { name: 'Effectiveness, percent' });
  await expect(strength).toHaveValue('70');
  await strength.fill('50');
  await strength.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Map control' }).click();
  await expectToast(page, 'Control mapped', 'Full-disk encryption on laptops');
  await expect(dialog).toHaveCount(0);

  const mapped = page.getByRole('table').filter({ hasText: 'Full-disk encryption on laptops' });
  const row = mapped.getByRole('row').filter({ hasText: 'Full-disk encryption on laptops' });
  const rated = row.getByRole('spinbutton', {
    name: 'Effectiveness of Full-disk encryption on laptops, percent',
  });
  await expect(rated).toHaveValue('50');
  await expect(row).toContainText('preventive');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Low');
  await expectPosition(page, 'Residual risk', {
    score: 10,
    level: 'Medium',
    likelihood: '2 · Low',
    impact: '5 · Very High',
  });
  await expect(riskPosition(page, 'Residual risk')).toContainText('After 1 mapped control.');
  // The inherent position does not move.
  await expectPosition(page, 'Inherent risk', {
    score: 20,
    level: 'High',
    likelihood: '4 · High',
    impact: '5 · Very High',
  });

  // Re-rated to 80 %: 4 × 0.2 = 0.8, at least 1, so 1 × 5 = 5, low.
  await rated.fill('80');
  await rated.press('Enter');
  await expectToast(page, 'Effectiveness updated', 'Full-disk encryption on laptops');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Medium');
  await expectPosition(page, 'Residual risk', {
    score: 5,
    level: 'Low',
    likelihood: '1 · Very Low',
    impact: '5 · Very High',
  });
  const saved = await mappingsOfRiskViaApi(page.request, risk!.id);
  expect(saved.map((m) => [m.controlId, m.effectiveness])).toEqual([[control.id, 0.8]]);

  // A mapped control cannot be picked twice.
  await page.getByRole('button', { name: 'Map a control' }).click();
  await expect(
    dialog.getByRole('radio', { name: /Full-disk encryption on laptops/ }),
  ).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: /Quarterly access review/ })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);

  // Unmap: asked first, then back to the inherent position.
  await row.getByRole('button', { name: 'Unmap Full-disk encryption on laptops' }).click();
  const confirm = page.getByRole('dialog', { name: 'Unmap Full-disk encryption on laptops?' });
  await confirm.getByRole('button', { name: 'Unmap control' }).click();
  await expectToast(page, 'Control unmapped', 'Full-disk encryption on laptops');
  await expect(page.getByText('No controls mapped', { exact: true })).toBeVisible();
  await expectPosition(page, 'Residual risk', {
    score: 20,
    level: 'High',
    likelihood: '4 · High',
    impact: '5 · Very High',
  });
  expect(await mappingsOfRiskViaApi(page.request, risk!.id)).toEqual([]);
  expect((await getRiskViaApi(page.request, risk!.id)).residualScore).toBe(20);
});
