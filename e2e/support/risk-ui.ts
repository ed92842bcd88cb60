import { expect, type Locator, type Page } from '@playwright/test';

/** The register's table (role="table", virtualised rows). */
export const riskTable = (page: Page): Locator => page.getByRole('table', { name: 'Risks' });

/** The register's row whose title link is exactly `title`. */
export const riskRow = (page: Page, title: string): Locator =>
  riskTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

/** The titles of the register's rows, top to bottom, once the table is no longer loading. */
export const expectRiskTitles = async (page: Page, titles: string[]) => {
  await expect(riskTable(page)).toHaveAttribute('aria-busy', 'false');
  await expect(riskTable(page).getByRole('row').getByRole('link')).toHaveText(titles);
};

/** The same titles, in any order (rows created together may share a creation time). */
export const expectRiskTitlesInAnyOrder = async (page: Page, titles: string[]) => {
  const links = riskTable(page).getByRole('row').getByRole('link');
  await expect
    .poll(async () =>
      (await riskTable(page).getAttribute('aria-busy')) === 'false'
        ? (await links.allInnerTexts()).sort()
        : null,
    )
    .toEqual([...titles].sort());
};

/**
 * A row's cell under the column header `column` (columns hide on narrow screens, so the index
 * is read from the header row).
 */
export const riskCell = async (page: Page, title: string, column: string): Promise<Locator> => {
  const headers = await riskTable(page).getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === column);
  expect(index, `a "${column}" column among ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return riskRow(page, title).getByRole('cell').nth(index);
};

/** A page stat (PageStats): the `dd` beside the `dt` that reads `label`. */
export const pageStat = (page: Page, label: string): Locator =>
  page
    .locator('header dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/**
 * Picks options of a filter (MultiSelect: a button "Label: summary" and a checkbox menu), then
 * closes the menu.
 */
export const chooseInFilter = async (
  scope: Page | Locator,
  page: Page,
  label: string,
  options: string[],
) => {
  await scope.getByRole('button', { name: new RegExp(`^${label}: `) }).click();
  const menu = page.getByRole('menu');
  for (const option of options) {
    const item = menu.getByRole('menuitemcheckbox', { name: option, exact: true });
    await item.click();
    await expect(item).toHaveAttribute('aria-checked', 'true');
  }
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
};

/**
 * A search param of the current URL as the router writes it: arrays and other non-strings are
 * JSON (?category=["TECHNOLOGY"]); a plain string may be JSON-quoted too.
 */
export const searchParam = (page: Page, key: string): unknown => {
  const raw = new URL(page.url()).searchParams.get(key);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
};

/** The Inherent/Residual position card of a risk's page (RiskPosition). */
export const riskPosition = (page: Page, label: 'Inherent risk' | 'Residual risk'): Locator =>
  page.getByRole('heading', { name: label, exact: true, level: 3 }).locator('xpath=../..');

/** The position card reads `score / 25`, the level's name, and the likelihood and impact. */
export const expectPosition = async (
  page: Page,
  label: 'Inherent risk' | 'Residual risk',
  want: { score: number; level: string; likelihood: string; impact: string },
) => {
  const card = riskPosition(page, label);
  await expect(card.getByRole('heading')).toHaveText(label);
  await expect(card.locator('p').first()).toHaveText(`${want.score}/ 25`);
  await expect(card).toContainText(`${label}${want.level}`);
  await expect(card.getByRole('definition')).toHaveText([want.likelihood, want.impact]);
};
