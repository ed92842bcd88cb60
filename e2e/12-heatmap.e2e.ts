import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { createRisksViaApi, downloadFrom, PNG_SIGNATURE } from './support/risk-data.ts';
import { chooseInFilter } from './support/risk-ui.ts';
import { expectToast } from './support/ui.ts';

// Spec §2 (Risk heat map widget) and §5 (zoom 50 to 200 percent in steps of 25, default 100).

/** The count card of a level: its count, then "P% of N". */
const levelCard = (page: Page, level: string): Locator =>
  page.locator('dl > div').filter({ has: page.locator('dt', { hasText: `${level} risks` }) });

const expectCards = async (
  page: Page,
  total: number,
  want: Record<'Critical' | 'High' | 'Medium' | 'Low', [count: number, percent: string]>,
) => {
  for (const [level, [count, percent]] of Object.entries(want)) {
    await expect(levelCard(page, level).locator('dd > span')).toHaveText([
      String(count),
      `${percent}% of ${total}`,
    ]);
  }
};

const cell = (page: Page, likelihood: number, impact: number): Locator =>
  page
    .getByRole('grid', { name: 'Risk heat map, likelihood by impact' })
    .getByRole('gridcell', { name: new RegExp(`^Likelihood ${likelihood} .*, impact ${impact} `) });

test('the heat map counts risks by level and cell, zooms in steps, filters, resets and exports', async ({
  page,
  owner: _owner,
}) => {
  await createRisksViaApi(page.request, [
    { title: 'Ransomware on file servers', category: 'TECHNOLOGY', likelihood: 5, impact: 5 },
    { title: 'Trading desk rogue trade', category: 'FINANCIAL', likelihood: 5, impact: 5 },
    { title: 'Cloud region outage', category: 'TECHNOLOGY', likelihood: 4, impact: 4 },
    { title: 'Phishing steals credentials', category: 'TECHNOLOGY', likelihood: 3, impact: 3 },
    { title: 'Warehouse fire', category: 'OPERATIONAL', likelihood: 3, impact: 3 },
    { title: 'Key engineer leaves', category: 'OPERATIONAL', likelihood: 3, impact: 3 },
    { title: 'Late regulatory filing', category: 'COMPLIANCE', likelihood: 1, impact: 2 },
    { title: 'Expired policy document', category: 'COMPLIANCE', likelihood: 1, impact: 2 },
  ]);

  await page.goto('/dashboard/risks/heatmap');
  await expect(page.getByRole('heading', { name: 'Risk Heatmap', level: 1 })).toBeVisible();
  await expectCards(page, 8, {
    Critical: [2, '25'],
    High: [1, '12.5'],
    Medium: [3, '37.5'],
    Low: [2, '25'],
  });
  await expect(cell(page, 5, 5)).toHaveAccessibleName(
    'Likelihood 5 Very High, impact 5 Very High: score 25, level Critical, 2 risks',
  );
  await expect(cell(page, 3, 3)).toHaveAccessibleName(
    'Likelihood 3 Medium, impact 3 Medium: score 9, level Medium, 3 risks',
  );
  await expect(cell(page, 1, 2)).toHaveAccessibleName(
    'Likelihood 1 Very Low, impact 2 Low: score 2, level Low, 2 risks',
  );
  await expect(cell(page, 2, 2)).toHaveAccessibleName(/: score 4, level Low, 0 risks$/);

  // Zoom: 100 → 200 in steps of 25, stops there; then down to 50, and stops there.
  const toolbar = page.getByRole('toolbar', { name: 'Heat map controls' });
  const zoom = toolbar.getByRole('status', { name: 'Zoom level' });
  const zoomIn = toolbar.getByRole('button', { name: 'Zoom in' });
  const zoomOut = toolbar.getByRole('button', { name: 'Zoom out' });
  const reset = toolbar.getByRole('button', { name: 'Reset' });
  await expect(zoom).toHaveText('100%');
  await expect(reset).toBeDisabled();
  const width = async () => Math.round((await cell(page, 5, 5).boundingBox())!.width);
  const at100 = await width();
  for (const step of [125, 150, 175, 200]) {
    await zoomIn.click();
    await expect(zoom).toHaveText(`${step}%`);
  }
  await expect(zoomIn).toBeDisabled();
  await expect(zoomOut).toBeEnabled();
  await expect.poll(width).toBe(at100 * 2);
  for (const step of [175, 150, 125, 100, 75, 50]) {
    await zoomOut.click();
    await expect(zoom).toHaveText(`${step}%`);
  }
  await expect(zoomOut).toBeDisabled();
  await expect(zoomIn).toBeEnabled();
  await expect.poll(width).toBe(at100 / 2);
  await expect(reset).toBeEnabled();

  // The category filter changes the counts.
  await chooseInFilter(toolbar, page, 'Category', ['Technology']);
  await expectCards(page, 3, {
    Critical: [1, '33.3'],
    High: [1, '33.3'],
    Medium: [1, '33.3'],
    Low: [0, '0'],
  });
  await expect(cell(page, 5, 5)).toHaveAccessibleName(/level Critical \(C\), 1 risk$/);

  // Reset: zoom, filter and selection back to their defaults.
  await reset.click();
  await expect(zoom).toHaveText('100%');
  await expect(toolbar.getByRole('button', { name: 'Category: All' })).toBeVisible();
  await expect(reset).toBeDisabled();
  await expectCards(page, 8, {
    Critical: [2, '25'],
    High: [1, '12.5'],
    Medium: [3, '37.5'],
    Low: [2, '25'],
  });
  await expect.poll(width).toBe(at100);

  // A cell opens the detail panel with its risks.
  const panel = page.getByRole('complementary', { name: 'Selected cell' });
  await expect(panel).toContainText('Select a cell');
  await cell(page, 3, 3).click();
  await expect(cell(page, 3, 3)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText(
    'Likelihood 3 (Medium) × Impact 3 (Medium)',
  );
  await expect(panel).toContainText('Score 9 · 3 risks (inherent)');
  await expect
    .poll(async () => (await panel.getByRole('listitem').getByRole('link').allInnerTexts()).sort())
    .toEqual(['Key engineer leaves', 'Phishing steals credentials', 'Warehouse fire']);
  await panel.getByRole('link', { name: 'Warehouse fire' }).click();
  await expect(page.getByRole('heading', { name: 'Warehouse fire', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Risk Heatmap', level: 1 })).toBeVisible();

  // Export: a PNG image, and the cells as CSV.
  const exportMenu = async (item: string) => {
    await toolbar.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };
  const png = await downloadFrom(page, () => exportMenu('Image (.png)'));
  expect(png.name).toMatch(/^rampart-heatmap-inherent-\d{4}-\d{2}-\d{2}\.png$/);
  expect(png.bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'the PNG signature').toBe(true);
  expect(png.bytes.length).toBeGreaterThan(1000);
  await expectToast(page, 'Heat map exported', png.name);

  const csv = await downloadFrom(page, () => exportMenu('Cells and top risks (.csv)'));
  expect(csv.name).toMatch(/^rampart-heatmap-inherent-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = csv.bytes.toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Likelihood,Likelihood label,Impact,Impact label,Score,Level,Risks,Top risks',
  );
  expect(lines).toHaveLength(26);
  const rowOf = (l: number, i: number) =>
    lines.find((line) => line.startsWith(`${l},`) && line.split(',')[2] === String(i));
  // The top risks are "Title (score, id)" joined by " | ", quoted since they hold commas.
  expect(rowOf(5, 5)).toMatch(/^5,Very High,5,Very High,25,critical,2,"[^"]+ \| [^"]+"$/);
  expect(rowOf(5, 5)).toContain('Ransomware on file servers (25, ');
  expect(rowOf(5, 5)).toContain('Trading desk rogue trade (25, ');
  expect(rowOf(4, 4)).toMatch(/^4,High,4,High,16,high,1,"Cloud region outage \(16, [^)]+\)"$/);
  expect(rowOf(1, 2)).toMatch(/^1,Very Low,2,Low,2,low,2,/);
  expect(rowOf(2, 2)).toBe('2,Low,2,Low,4,low,0,');
  const counted = lines.slice(1).reduce((n, line) => n + Number(line.split(',')[6]), 0);
  expect(counted).toBe(8);
});
