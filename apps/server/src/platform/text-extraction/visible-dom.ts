import type { CheerioAPI } from 'cheerio';
import type { DomNode } from './html-blocks.ts';

// Hidden content is where instructions aimed at a language model, keyword stuffing and stale
// copy live: a fact must come from what a visitor sees. A static reader cannot apply external
// stylesheets, so it removes what the markup itself hides.

const NEVER_VISIBLE =
  'head, script, style, noscript, template, svg, canvas, iframe, object, embed, ' +
  'input[type="hidden"], [hidden], [aria-hidden="true"], dialog:not([open])';

// One optional run of spaces around !important: two adjacent `\s*` backtrack quadratically.
const ZERO = String.raw`0(?:\.0+)?(?:px|em|rem|%)?\s*(?:!important\s*)?(?:;|$)`;
/** Hidden, transparent, zero-sized or pushed off screen. */
const HIDING_DECLARATION = new RegExp(
  [
    String.raw`display\s*:\s*none`,
    String.raw`visibility\s*:\s*(?:hidden|collapse)`,
    String.raw`opacity\s*:\s*${ZERO}`,
    String.raw`font-size\s*:\s*${ZERO}`,
    String.raw`(?:max-)?height\s*:\s*${ZERO}`,
    String.raw`color\s*:\s*transparent`,
    String.raw`clip\s*:\s*rect\(\s*0`,
    String.raw`clip-path\s*:\s*inset\(\s*50%`,
    String.raw`transform\s*:\s*scale\(\s*0\s*\)`,
    String.raw`(?:left|right|top|text-indent)\s*:\s*-\d{3,}`,
  ]
    .map((d) => String.raw`(?:^|[;{\s])${d}`)
    .join('|'),
  'i',
);

/**
 * Utility classes that hide at every width (Tailwind, Bootstrap), unless a breakpoint shows
 * them; screen-reader-only text is not on the screen either.
 */
const HIDING_CLASSES = new Set([
  'hidden',
  'invisible',
  'd-none',
  'sr-only',
  'visually-hidden',
  'screen-reader-text',
]);
const SHOWING_AT_BREAKPOINT =
  /^(?:[a-z0-9]+:(?:block|flex|grid|inline|inline-block|table|visible)|d-[a-z]+-(?:block|flex|grid|inline|inline-block|table))$/;

const hiddenByClass = (classAttr: string): boolean => {
  const classes = classAttr.split(/\s+/);
  return (
    classes.some((c) => HIDING_CLASSES.has(c)) &&
    !classes.some((c) => SHOWING_AT_BREAKPOINT.test(c))
  );
};

/** Top-level rules of a style sheet that hide their selector; @media and other at-rules skipped. */
export const hidingSelectors = (css: string): string[] => {
  const selectors: string[] = [];
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let i = 0;
  while (i < clean.length) {
    const open = clean.indexOf('{', i);
    if (open < 0) break;
    let depth = 1;
    let close = open + 1;
    while (close < clean.length && depth > 0) {
      if (clean[close] === '{') depth++;
      else if (clean[close] === '}') depth--;
      close++;
    }
    const prelude = clean.slice(i, open).trim();
    const body = clean.slice(open + 1, close - 1);
    // Breakpoint and print rules hide things on some screens only: not hidden for the reader.
    if (!prelude.startsWith('@') && !body.includes('{') && HIDING_DECLARATION.test(body)) {
      selectors.push(
        ...prelude
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      );
    }
    i = close;
  }
  return selectors;
};

/**
 * A page's own style sheet is applied for at most this many hiding selectors, and only simple
 * ones: each is a pass over the whole document, and `:has()`/`:nth-*` can cost a pass per node.
 */
export const MAX_SHEET_SELECTORS = 64;
const COSTLY_SELECTOR = /:(?:has|is|where|matches|nth-|not\([^)]*[\s>+~(])/i;

/** A domhandler node with the sibling links cheerio's traversals follow. */
type LinkedNode = Omit<DomNode, 'children'> & {
  prev?: LinkedNode | null;
  next?: LinkedNode | null;
  children?: LinkedNode[];
};

/**
 * Drops the given nodes and every comment, in one pass: each parent's children are filtered at
 * most once (cheerio's remove() splices node by node, quadratic in the number of siblings).
 */
const prune = (root: LinkedNode, hidden: Set<unknown>): void => {
  const stack: LinkedNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const children = node.children;
    if (!children) continue;
    if (children.some((c) => c.type === 'comment' || hidden.has(c))) {
      const kept = children.filter((c) => c.type !== 'comment' && !hidden.has(c));
      kept.forEach((c, i) => {
        c.prev = kept[i - 1] ?? null;
        c.next = kept[i + 1] ?? null;
      });
      node.children = kept;
    }
    for (const child of node.children ?? []) stack.push(child);
  }
};

/** Removes every element the markup hides, and comments, in place. */
export const removeHiddenContent = ($: CheerioAPI): void => {
  const hidden = new Set<unknown>();
  const mark = (selector: string) => {
    for (const el of $(selector).toArray()) hidden.add(el);
  };
  const sheetSelectors = $('style')
    .toArray()
    .flatMap((el) => hidingSelectors($(el).text()))
    .filter((selector) => selector.length <= 200 && !COSTLY_SELECTOR.test(selector))
    .slice(0, MAX_SHEET_SELECTORS);
  mark(NEVER_VISIBLE);
  for (const selector of sheetSelectors) {
    try {
      mark(selector);
    } catch {
      // A selector the engine does not support (pseudo-elements, :hover): nothing to remove.
    }
  }
  $('[style]').each((_, el) => {
    if (HIDING_DECLARATION.test(`;${$(el).attr('style') ?? ''}`)) hidden.add(el);
  });
  $('[class]').each((_, el) => {
    if (hiddenByClass($(el).attr('class') ?? '')) hidden.add(el);
  });
  prune($.root()[0] as unknown as LinkedNode, hidden);
};
