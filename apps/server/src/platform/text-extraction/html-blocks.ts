import type { PageTable, TextBlock } from './page-document.ts';
import { squash } from './page-document.ts';

// Turns a cleaned DOM into lines of text the way a browser lays them out: one line per block
// element, inline elements run together, a table row as its cells joined by " | ".

/** The subset of a domhandler node this walk reads. */
export type DomNode = {
  type: string;
  name?: string;
  data?: string;
  attribs?: Record<string, string>;
  children?: DomNode[];
};

const BLOCK_TAGS = new Set(
  (
    'address article aside blockquote body button caption center dd details dialog div dl dt ' +
    'fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr html legend li main menu ' +
    'nav ol option p pre section summary table tbody td tfoot th thead tr ul'
  ).split(' '),
);
const CHROME_TAGS = new Set(['nav', 'header', 'footer', 'aside']);
const CHROME_ROLES = new Set(['navigation', 'banner', 'contentinfo', 'complementary']);
export const CELL_SEPARATOR = ' | ';

const isElement = (n: DomNode) => n.type === 'tag' || n.type === 'script' || n.type === 'style';

export const isChrome = (n: DomNode): boolean =>
  CHROME_TAGS.has(n.name ?? '') || CHROME_ROLES.has(n.attribs?.role ?? '');

/** The text of an element on one line; <br> and blocks inside become spaces. */
export const inlineText = (node: DomNode): string => {
  const parts: string[] = [];
  // An explicit stack, not recursion: a hostile page may nest elements thousands deep.
  const stack: (DomNode | string)[] = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (typeof n === 'string') parts.push(n);
    else if (n.type === 'text') parts.push(n.data ?? '');
    else if (isElement(n)) {
      const gap = n.name === 'br' || BLOCK_TAGS.has(n.name ?? '');
      if (gap) parts.push(' ');
      if (gap) stack.push(' ');
      const children = n.children ?? [];
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
    }
  }
  return squash(parts.join(''));
};

const rowsOf = (table: DomNode): { cells: DomNode[]; head: boolean }[] => {
  const rows: { cells: DomNode[]; head: boolean }[] = [];
  const visit = (n: DomNode, head: boolean) => {
    for (const c of n.children ?? []) {
      if (!isElement(c)) continue;
      if (c.name === 'tr') {
        const cells = (c.children ?? []).filter((x) => x.name === 'td' || x.name === 'th');
        rows.push({ cells, head: head || cells.every((x) => x.name === 'th') });
      } else if (c.name === 'thead' || c.name === 'tbody' || c.name === 'tfoot') {
        visit(c, c.name === 'thead');
      }
    }
  };
  visit(table, false);
  return rows;
};

export type BlockWalk = { blocks: TextBlock[]; tables: PageTable[] };

export const walkBlocks = (root: DomNode): BlockWalk => {
  const blocks: TextBlock[] = [];
  const tables: PageTable[] = [];
  let lists = 0;
  let buffer = '';
  // Whether the line being gathered has any text yet (re-squashing it per node is quadratic).
  let hasText = false;
  let at: { tag: string; chrome: boolean; list: number | null } = {
    tag: 'p',
    chrome: false,
    list: null,
  };
  const flush = () => {
    const text = squash(buffer);
    if (text) blocks.push({ ...at, text });
    buffer = '';
    hasText = false;
  };
  const table = (n: DomNode, chrome: boolean) => {
    flush();
    const parsed: PageTable = { headers: [], rows: [] };
    for (const row of rowsOf(n)) {
      const cells = row.cells.map(inlineText);
      const line = cells.filter(Boolean).join(CELL_SEPARATOR);
      if (!line) continue;
      blocks.push({ tag: 'tr', text: line, chrome, list: null });
      if (row.head && parsed.headers.length === 0 && parsed.rows.length === 0)
        parsed.headers = cells;
      else parsed.rows.push({ cells, line });
    }
    tables.push(parsed);
  };
  // Depth first with an explicit stack (a hostile page may nest thousands deep); a block's
  // `end` frame flushes its line once its children are done.
  type Frame = { n: DomNode; ctx: typeof at } | { end: true };
  const stack: Frame[] = [{ n: root, ctx: at }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if ('end' in frame) {
      flush();
      continue;
    }
    const { n, ctx } = frame;
    if (n.type === 'text') {
      if (!hasText) at = ctx;
      const data = n.data ?? '';
      buffer += data;
      if (/\S/.test(data)) hasText = true;
      continue;
    }
    if (!isElement(n) && n.type !== 'root') continue;
    const name = n.name ?? '';
    if (name === 'br' || name === 'hr') {
      flush();
      continue;
    }
    if (name === 'table') {
      table(n, ctx.chrome || isChrome(n));
      continue;
    }
    const chrome = ctx.chrome || isChrome(n);
    const block = BLOCK_TAGS.has(name);
    if (block) {
      flush();
      stack.push({ end: true });
    }
    const list = name === 'ul' || name === 'ol' ? lists++ : ctx.list;
    const inner = { tag: block ? name : ctx.tag, chrome, list };
    const children = n.children ?? [];
    for (let i = children.length - 1; i >= 0; i--) stack.push({ n: children[i]!, ctx: inner });
  }
  flush();
  return { blocks, tables };
};
