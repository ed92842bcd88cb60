import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  createControlViaApi,
  createRisksViaApi,
  getRiskViaApi,
  isoDay,
  mapControlViaApi,
  shownDate,
} from './support/risk-data.ts';
import { expectPosition } from './support/risk-ui.ts';
import { expectToast } from './support/ui.ts';

// Spec §4 (Control): after a completed test, over 0.8 high, over 0.6 medium, else low. A mapped
// control reduces a risk by the mapping's effectiveness times its tested effectiveness.

/** The value beside a label in the control's Details list. */
const detail = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

test('scheduling and completing a control test records the result, rates the control, plans the next test and moves the risk', async ({
  page,
  owner,
}) => {
  const [risk] = await createRisksViaApi(page.request, [
    { title: 'Unapproved change breaks production', likelihood: 4, impact: 5 },
  ]);
  const control = await createControlViaApi(page.request, {
    title: 'Change approval board',
    type: 'preventive',
    frequency: 'WEEKLY',
  });
  // 70 % while untested: 4 × 0.3 = 1.2, so 1 × 5 = 5.
  await mapControlViaApi(page.request, risk!.id, control.id, 0.7);
  expect((await getRiskViaApi(page.request, risk!.id)).residualScore).toBe(5);
  await page.goto(`/dashboard/risks/${risk!.id}`);
  await expectPosition(page, 'Residual risk', {
    score: 5,
    level: 'Low',
    likelihood: '1 · Very Low',
    impact: '5 · Very High',
  });

  await page.goto(`/dashboard/controls/${control.id}`);
  await expect(
    page.getByRole('heading', { name: 'Change approval board', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('No tests yet', { exact: true })).toBeVisible();
  await expect(detail(page, 'Effectiveness')).toHaveText('Not measured');
  await expect(detail(page, 'Next test')).toHaveText('Not scheduled');

  // Schedule.
  const planned = isoDay(3);
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const schedule = page.getByRole('dialog', { name: 'Schedule a test' });
  await schedule.getByLabel('Test date').fill(planned);
  await schedule.getByRole('button', { name: 'Schedule test' }).click();
  await expectToast(page, 'Test scheduled', 'Change approval board');
  await expect(schedule).toHaveCount(0);
  const history = page.getByRole('table', { name: 'Test history' });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    shownDate(planned),
    'Scheduled',
    '—',
    'Unassigned',
    '—',
  ]);
  await expect(detail(page, 'Next test')).toHaveText(shownDate(planned));

  // Complete it: partial, 50 %, tested yesterday.
  const testedOn = isoDay(-1);
  await page.getByRole('button', { name: 'Complete test of Change approval board' }).click();
  const complete = page.getByRole('dialog', { name: 'Complete a test' });
  await complete.getByRole('radio', { name: 'Partial' }).click();
  await expect(complete.getByRole('radio', { name: 'Partial' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const percent = complete.getByRole('spinbutton', { name: 'Effectiveness measured, percent' });
  await percent.fill('90');
  await expect(complete.getByText('The control will be rated')).toHaveText(
    'The control will be ratedHigh· 90%',
  );
  await percent.fill('70');
  await expect(complete.getByText('The control will be rated')).toHaveText(
    'The control will be ratedMedium· 70%',
  );
  await percent.fill('50');
  await expect(complete.getByText('The control will be rated')).toHaveText(
    'The control will be ratedLow· 50%',
  );
  await complete.getByLabel('Tested on').fill(testedOn);
  await complete.getByLabel('Notes').fill('Two of four changes lacked an approval record.');
  await complete.getByRole('button', { name: 'Complete test' }).click();
  await expectToast(page, 'Test completed', 'Change approval board');
  await expect(complete).toHaveCount(0);

  // The history holds the result and the next test, planned a week after the test.
  const next = isoDay(6);
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(
    history.getByRole('row').filter({ hasText: 'Partial' }).getByRole('cell'),
  ).toHaveText([
    shownDate(testedOn),
    'Partial',
    '50%',
    owner.account.name,
    'Two of four changes lacked an approval record.',
  ]);
  await expect(
    history.getByRole('row').filter({ hasText: 'Scheduled' }).getByRole('cell'),
  ).toHaveText([shownDate(next), 'Scheduled', '—', 'Unassigned', '—']);
  await expect(detail(page, 'Effectiveness')).toHaveText('Low· 50%');
  await expect(detail(page, 'Last tested')).toHaveText(shownDate(testedOn));
  await expect(detail(page, 'Next test')).toHaveText(shownDate(next));
  await expect(
    page
      .getByRole('table', { name: 'Mapped risks' })
      .getByRole('row')
      .filter({ hasText: 'Unapproved change breaks production' })
      .getByRole('cell')
      .nth(3),
  ).toHaveText(shownDate(testedOn));

  // The risk it mitigates: 0.7 × 0.5 = 0.35, so 4 × 0.65 = 2.6 → 3, and 3 × 5 = 15, high.
  await page.getByRole('link', { name: 'Unapproved change breaks production' }).click();
  await expect(
    page.getByRole('heading', { name: 'Unapproved change breaks production', level: 1 }),
  ).toBeVisible();
  await expectPosition(page, 'Residual risk', {
    score: 15,
    level: 'High',
    likelihood: '3 · Medium',
    impact: '5 · Very High',
  });
});
