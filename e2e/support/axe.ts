/// <reference lib="dom" />
// (Callbacks passed to page.evaluate run in the browser.)
import AxeBuilder from '@axe-core/playwright';
import type { Page, TestInfo } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/**
 * axe runs its WCAG 2.x A/AA and best-practice rules by default and leaves some rules off that
 * test real criteria: the experimental ones (label-content-name-mismatch is WCAG 2.5.3, label
 * in name; p-as-heading and td-has-header are 1.3.1) and target-size (WCAG 2.2, 2.5.8, AA).
 * They are switched on here (axe-core 4.13's list). Left off: the deprecated rules (obsolete
 * criteria such as 4.1.1 parsing), the AAA-only ones (the product aims at AA) and
 * hidden-content, which only lists every hidden element for a person to review (never a pass
 * or a violation) and is slow on a large page (with it, the assessment journey ran past its
 * two minutes).
 */
const EXTRA_RULES = Object.fromEntries(
  [
    'css-orientation-lock',
    'focus-order-semantics',
    'label-content-name-mismatch',
    'p-as-heading',
    'table-fake-caption',
    'td-has-header',
    'target-size',
  ].map((id) => [id, { enabled: true }]),
);

/** Waits until CSS transitions and animations (toast entry, sidebar width) have finished. */
export const settle = async (page: Page): Promise<void> => {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running'),
  );
};

/**
 * Screenshots of audited screens, for a person to look at (DESIGN.md, Checks): taken when
 * E2E_SCREENSHOTS=1, as a full page each, which costs about as much as the audit itself.
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * Runs axe-core on the page as it is and returns its serious and critical violations, one
 * readable line per element. With E2E_SCREENSHOTS=1 a screenshot of the screen goes to the
 * test's output folder, so both themes can be looked at (DESIGN.md, Checks).
 */
export const auditScreen = async (
  page: Page,
  testInfo: TestInfo,
  screen: string,
  { screenshot = SCREENSHOTS }: { screenshot?: boolean } = {},
): Promise<string[]> => {
  // A full audit takes seconds of the machine; a test that audits is a slow one (tripled once).
  testInfo.slow();
  await settle(page);
  if (screenshot) {
    await page.screenshot({
      path: testInfo.outputPath(`${screen.replace(/[^a-z0-9]+/gi, '-')}.png`),
      fullPage: true,
    });
  }
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map(
        (node) =>
          `${screen}: [${v.impact}] ${v.id} (${v.help}) at ${node.target.join(' ')}: ${
            node.failureSummary?.replace(/\s+/g, ' ') ?? ''
          } in ${node.html.slice(0, 200)}`,
      ),
    );
};
