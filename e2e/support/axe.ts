/// <reference lib="dom" />
// (Callbacks passed to page.evaluate run in the browser.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page, TestInfo } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

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

/**
 * axe-core runs in the page itself, put there once per document (a route change inside the app
 * keeps it) and asked for violations only. The adapter package (@axe-core/playwright) injected
 * it again on every call, ran it frame by frame and finished in a second, blank page, and
 * returned every pass as well: about 2 s an audit against 0.3–0.6 s this way, on a page with
 * no frames (Rampart draws none) where both find the same.
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const RUN_OPTIONS: RunOptions = { rules: EXTRA_RULES, resultTypes: ['violations'] };

const runAxe = async (page: Page): Promise<AxeResults['violations']> => {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, options))
        .violations,
    RUN_OPTIONS,
  );
};

/**
 * Waits until CSS transitions and animations (toast entry, sidebar width, a theme change's
 * colours) have finished. Two frames first: a colour scheme just emulated reaches the app's
 * media listener, which switches the theme's class, only at the next frame, and the colour
 * transitions start after that; checked at once, they had not started, and axe could measure
 * contrast halfway between the themes.
 */
export const settle = async (page: Page): Promise<void> => {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
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
  const violations = await runAxe(page);
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
