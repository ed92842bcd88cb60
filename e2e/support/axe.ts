/// <reference lib="dom" />
// (Callbacks passed to page.evaluate run in the browser.)
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** Waits until CSS transitions and animations (toast entry, sidebar width) have finished. */
export const settle = async (page: Page): Promise<void> => {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
};

/**
 * Runs axe-core on the page as it is and returns its serious and critical violations, one
 * readable line per element. A screenshot of the screen goes to the test's output folder, so
 * both themes can be looked at (DESIGN.md, Checks).
 */
export const auditScreen = async (
  page: Page,
  testInfo: TestInfo,
  screen: string,
): Promise<string[]> => {
  await settle(page);
  await page.screenshot({
    path: testInfo.outputPath(`${screen.replace(/[^a-z0-9]+/gi, '-')}.png`),
    fullPage: true,
  });
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${screen}: [${v.impact}] ${v.id} (${v.help}) at ${node.target.join(' ')}: ${
            node.failureSummary?.replace(/\s+/g, ' ') ?? ''
          }`,
      ),
    );
};
