import { expect, test } from './support/fixtures.ts';
import {
  createControlViaApi,
  createRisksViaApi,
  scheduleTestViaApi,
  shownDate,
  updateRiskViaApi,
} from './support/risk-data.ts';
import { pageStat } from './support/risk-ui.ts';

/** Noon (UTC) `days` calendar days from today: the counts are of calendar days, at any hour. */
const inDays = (days: number) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 12),
  ).toISOString();
};

test('Risk Monitoring lists an overdue review and an overdue control test with Overdue markers', async ({
  page,
  owner: _owner,
}) => {
  const [lateReview, soonReview] = await createRisksViaApi(page.request, [
    { title: 'Vendor contract lapses', likelihood: 3, impact: 4 },
    { title: 'Payroll miscalculation', likelihood: 2, impact: 3 },
    { title: 'Office lease ends', likelihood: 1, impact: 2 },
  ]);
  const reviewDue = inDays(-10);
  await updateRiskViaApi(page.request, lateReview!.id, { nextReview: reviewDue });
  await updateRiskViaApi(page.request, soonReview!.id, { nextReview: inDays(12) });

  const lateControl = await createControlViaApi(page.request, { title: 'Backup restore drill' });
  const soonControl = await createControlViaApi(page.request, { title: 'Firewall rule review' });
  // The API takes a date in the past: the test is then overdue.
  const testDue = inDays(-5);
  const scheduled = await scheduleTestViaApi(page.request, lateControl.id, testDue);
  expect(scheduled.test.status).toBe('scheduled');
  await scheduleTestViaApi(page.request, soonControl.id, inDays(7));

  await page.goto('/dashboard/risks/monitoring');
  await expect(page.getByRole('heading', { name: 'Risk Monitoring', level: 1 })).toBeVisible();
  await expect(pageStat(page, 'Overdue reviews')).toHaveText('1');
  await expect(pageStat(page, 'Overdue tests')).toHaveText('1');
  await expect(pageStat(page, 'Due in the next 30 days')).toHaveText('2');

  // Reviews: overdue first, then due soon; the lease (review far off or unset) is not listed.
  const reviews = page.getByRole('table', { name: 'Risk reviews due' });
  await expect(reviews.getByRole('row')).toHaveCount(3);
  const lateRow = reviews.getByRole('row').nth(1);
  await expect(lateRow.getByRole('link')).toHaveText('Vendor contract lapses');
  await expect(lateRow.getByRole('cell').nth(3)).toHaveText(
    `${shownDate(reviewDue)}10 days overdue`,
  );
  const soonRow = reviews.getByRole('row').nth(2);
  await expect(soonRow.getByRole('link')).toHaveText('Payroll miscalculation');
  await expect(soonRow.getByRole('cell').nth(3)).toHaveText(/Due in 12 days$/);
  await expect(reviews).not.toContainText('Office lease ends');

  // Tests: the overdue one first, with the quick action to complete it.
  const tests = page.getByRole('table', { name: 'Control tests due' });
  await expect(tests.getByRole('row')).toHaveCount(3);
  const lateTest = tests.getByRole('row').nth(1);
  await expect(lateTest.getByRole('link')).toHaveText('Backup restore drill');
  await expect(lateTest.getByRole('cell').nth(2)).toHaveText(`${shownDate(testDue)}5 days overdue`);
  await expect(
    lateTest.getByRole('button', { name: 'Complete test of Backup restore drill' }),
  ).toBeVisible();
  const soonTest = tests.getByRole('row').nth(2);
  await expect(soonTest.getByRole('link')).toHaveText('Firewall rule review');
  await expect(soonTest.getByRole('cell').nth(2)).toHaveText(/Due in 7 days$/);

  // The risk's own page marks its review as overdue.
  await lateRow.getByRole('link').click();
  await expect(
    page.getByRole('heading', { name: 'Vendor contract lapses', level: 1 }),
  ).toBeVisible();
  const nextReview = page.getByRole('definition').filter({ hasText: shownDate(reviewDue) });
  await expect(nextReview).toHaveText(`${shownDate(reviewDue)}Overdue`);
});
