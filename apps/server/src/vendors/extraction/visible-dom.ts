import type { CheerioAPI } from 'cheerio';

// Hidden content is where instructions aimed at a language model, keyword stuffing and stale
// copy live: a fact must come from what a visitor sees. A static reader cannot apply external
// stylesheets, so it removes what the markup itself hides.

const NEVER_VISIBLE =
  'head, script, style, noscript, template, svg, canvas, iframe, object, embed, ' +
  'input[type="hidden"], [hidden], [aria-hidden="true"], dialog:not([open])';

const ZERO = String.raw`0(?:\.0+)?(?:px|em|rem|%)?\s*(?:!important)?\s*(?:;|$)`;
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

/** Removes every element the markup hides, and comments, in place. */
export const removeHiddenContent = ($: CheerioAPI): void => {
  const sheetSelectors = $('style')
    .toArray()
    .flatMap((el) => hidingSelectors($(el).text()));
  $(NEVER_VISIBLE).remove();
  for (const selector of sheetSelectors) {
    try {
      $(selector).remove();
    } catch {
      // A selector the engine does not support (pseudo-elements, :hover): nothing to remove.
    }
  }
  $('[style]').each((_, el) => {
    if (HIDING_DECLARATION.test(`;${$(el).attr('style') ?? ''}`)) $(el).remove();
  });
  $('[class]').each((_, el) => {
    if (hiddenByClass($(el).attr('class') ?? '')) $(el).remove();
  });
  $('*')
    .contents()
    .filter((_, node) => node.type === 'comment')
    .remove();
};
