/// <reference lib="dom" />
// (Callbacks passed to page.evaluate run in the browser.)
import type { Page } from '@playwright/test';

/**
 * What is cut or pushed off a narrow screen (DESIGN.md: every signed-in screen works at 375 px):
 * the content column narrower or wider than the viewport, a page or `main` that scrolls
 * sideways, and every visible box whose right edge passes the viewport's. A box inside a frame
 * made to scroll sideways (a table's) is fine; so is what an ancestor clips away (a closed
 * drawer, a truncated label, the screen-reader-only text), unless it cuts off a control or a
 * piece of text of a box that is on the screen (a button half hidden by its card's edge).
 * One line per outermost offender.
 */
export const layoutProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const SLACK = 1;
    const viewport = document.documentElement.clientWidth;
    const problems: string[] = [];
    const main = document.querySelector('main');
    if (!main) return ['no <main> on the screen'];
    const column = main.getBoundingClientRect();
    if (Math.abs(column.width - viewport) > SLACK || Math.abs(column.left) > SLACK) {
      problems.push(
        `the content column is ${Math.round(column.width)} px wide at x=${Math.round(column.left)} in a ${viewport} px viewport`,
      );
    }
    for (const [name, el] of [
      ['the document', document.documentElement],
      ['the body', document.body],
      ['main', main],
    ] as const) {
      if (el.scrollWidth > el.clientWidth + SLACK) {
        problems.push(`${name} scrolls sideways (${el.scrollWidth} px in ${el.clientWidth} px)`);
      }
    }

    const scrollsSideways = (el: Element) => {
      const x = getComputedStyle(el).overflowX;
      return (x === 'auto' || x === 'scroll') && el.scrollWidth > el.clientWidth;
    };
    const describe = (el: Element) => {
      const classes = (el.getAttribute('class') ?? '').split(/\s+/).slice(0, 6).join('.');
      const label =
        el.getAttribute('aria-label') ??
        (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
      return `<${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label}"`;
    };
    /** What a person must see whole to use: buttons, links and form fields. */
    const isControl = (el: Element) =>
      el.matches('button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"]');
    const offenders = new Set<Element>();
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= viewport + SLACK && !isControl(el)) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      // The right edge one sees: clipped by every ancestor that does not let content overflow.
      let right = box.right;
      let inScroller = false;
      /** The box of a clipping ancestor this element passes (a cut, not a scroll frame). */
      let cutBy: Element | null = null;
      const fixed = getComputedStyle(el).position === 'fixed';
      for (let a = el.parentElement; a && a !== document.body && !fixed; a = a.parentElement) {
        if (scrollsSideways(a)) {
          inScroller = true;
          break;
        }
        if (getComputedStyle(a).overflowX !== 'visible') {
          const edge = a.getBoundingClientRect();
          if (!cutBy && box.right > edge.right + SLACK && edge.width > SLACK) cutBy = a;
          right = Math.min(right, edge.right);
        }
        if (getComputedStyle(a).position === 'fixed') break;
      }
      if (inScroller || box.left >= right) continue;
      const cut = cutBy !== null && isControl(el) && right < box.right - SLACK;
      if (right <= viewport + SLACK && !cut) continue;
      let parent = el.parentElement;
      while (parent && !offenders.has(parent)) parent = parent.parentElement;
      offenders.add(el);
      if (parent) continue;
      problems.push(
        cut && right <= viewport + SLACK
          ? `${describe(el)} is cut at x=${Math.round(right)} (it ends at x=${Math.round(box.right)})`
          : `${describe(el)} reaches x=${Math.round(right)}`,
      );
    }
    return problems;
  });
