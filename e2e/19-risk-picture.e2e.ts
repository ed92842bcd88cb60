import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { dataOf } from './support/api.ts';
import {
  createControlViaApi,
  createRisksViaApi,
  getRiskViaApi,
  mapControlViaApi,
} from './support/risk-data.ts';
import { settle } from './support/axe.ts';

// Issue 19, the risk picture: the worst risks are the most visible, and residual follows the
// evidence. Heat-map cells take the colour of their level,
// strongest for Critical and High, on the heat map page and the dashboard widget, in both themes.

const LEVELS = ['Low', 'Medium', 'High', 'Critical'] as const;

/** Contrast (WCAG) of two computed colours "rgb(r, g, b)". */
const contrast = (a: string, b: string): number => {
  const lum = (c: string) => {
    const [r, g, bl] = (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const x = Number(v) / 255;
      return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const colours = (el: Locator) =>
  el.evaluate((node) => ({
    fill: getComputedStyle(node).backgroundColor,
    // The level's label inside the cell (the page), or the cell's own text (the widget).
    ink: getComputedStyle(node.querySelector('span') ?? node).color,
  }));

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Each level's cell stands out from the page more than the level below, its ink AA on it. */
const expectStrongestAtTheTop = async (page: Page, cellOf: (level: string) => Locator) => {
  const bg = await pageBackground(page);
  const strength: number[] = [];
  for (const level of LEVELS) {
    const { fill, ink } = await colours(cellOf(level));
    expect(contrast(fill, ink), `${level} label on its cell`).toBeGreaterThanOrEqual(4.5);
    strength.push(contrast(fill, bg));
  }
  for (let i = 1; i < LEVELS.length; i += 1) {
    expect(strength[i], `${LEVELS[i]} stronger than ${LEVELS[i - 1]}`).toBeGreaterThan(
      strength[i - 1]!,
    );
  }
};

const cellAt: Record<(typeof LEVELS)[number], [number, number]> = {
  Low: [1, 2],
  Medium: [3, 3],
  High: [4, 4],
  Critical: [5, 5],
};

test('heat-map cells are strongest for Critical and High, in light and dark, page and widget', async ({
  page,
  owner: _owner,
}) => {
  await createRisksViaApi(page.request, [
    { title: 'Ransomware on file servers', category: 'TECHNOLOGY', likelihood: 5, impact: 5 },
    { title: 'Cloud region outage', category: 'TECHNOLOGY', likelihood: 4, impact: 4 },
    { title: 'Phishing steals credentials', category: 'TECHNOLOGY', likelihood: 3, impact: 3 },
    { title: 'Late regulatory filing', category: 'COMPLIANCE', likelihood: 1, impact: 2 },
  ]);
  const grid = page.getByRole('grid', { name: 'Risk heat map, likelihood by impact' });
  const gridCell = (level: string) => {
    const [l, i] = cellAt[level as (typeof LEVELS)[number]];
    return grid.getByRole('gridcell', {
      name: new RegExp(`^Likelihood ${l} .*, impact ${i} .*level ${level}`),
    });
  };
  const widget = page.locator('table', { has: page.locator('caption', { hasText: 'Risks per' }) });
  const widgetCell = (level: string) =>
    widget
      .locator('td')
      .filter({ hasText: `(${level})` })
      .first();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard/risks/heatmap');
      await expect(gridCell('Critical')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      await expectStrongestAtTheTop(page, gridCell);
      await settle(page);
      await page.screenshot({
        path: test.info().outputPath(`heatmap-${scheme}-${width}.png`),
        fullPage: true,
      });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    await expect(widgetCell('Critical')).toBeVisible();
    await expectStrongestAtTheTop(page, widgetCell);
    await widget.screenshot({ path: test.info().outputPath(`widget-${scheme}.png`) });
  }
});

test('the risk page says why its residual is what it is: a failed test counts nothing', async ({
  page,
  owner: _owner,
}) => {
  const [risk] = await createRisksViaApi(page.request, [
    { title: 'Unapproved change breaks production', likelihood: 4, impact: 5 },
  ]);
  const control = await createControlViaApi(page.request, {
    title: 'Change approval board',
    type: 'preventive',
    frequency: 'WEEKLY',
  });
  await mapControlViaApi(page.request, risk!.id, control.id, 0.7);
  await dataOf(
    await page.request.post(`/api/controls/${control.id}/complete-test`, {
      data: { result: 'fail', effectiveness: 0.6, lastTestDate: '2026-11-03T10:00:00.000Z' },
    }),
  );
  // Failed: the control reduces nothing, so the residual is the inherent 4 × 5 = 20.
  expect((await getRiskViaApi(page.request, risk!.id)).residualScore).toBe(20);

  await page.goto(`/dashboard/risks/${risk!.id}`);
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Change approval board' });
  await expect(row).toContainText('Capped at 0%: last test failed on Nov 3, 2026.');
  await expect(row.getByRole('cell').nth(4)).toHaveText('0%');
});
