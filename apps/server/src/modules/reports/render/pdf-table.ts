import type { ReportBlock } from '@rampart/contracts';
import {
  blockTitle,
  bottomOf,
  COLOR,
  contentWidth,
  type Doc,
  ensureRoom,
  FONT,
  left,
} from './pdf-layout.ts';

// A report table across pages: columns sized to their content within the page's width, long text
// wrapped, numbers on the right, a row never split in half, the header row again on every page.

type TableBlock = Extract<ReportBlock, { kind: 'table' }>;
type Align = 'left' | 'right';

const SIZE = 8.5;
const PAD_X = 4;
const PAD_Y = 3.5;
/** A cell's text beyond this is cut: a row has to fit on one page. */
const MAX_CELL_CHARS = 1500;
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

const cellText = (v: string | number | null): string => {
  if (v === null) return '—';
  if (typeof v === 'number') return numberFormat.format(v);
  return v.length > MAX_CELL_CHARS ? `${v.slice(0, MAX_CELL_CHARS - 1)}…` : v;
};

/** Each column's natural width (its widest text), then shares of the page: narrow ones keep theirs. */
const columnWidths = (
  doc: Doc,
  headers: string[],
  aligns: Align[],
  rows: string[][],
  width: number,
): number[] => {
  const natural = headers.map((h, c) => {
    doc.font(FONT.bold).fontSize(SIZE);
    let w = doc.widthOfString(h);
    doc.font(FONT.regular);
    for (const r of rows) w = Math.max(w, doc.widthOfString(r[c] ?? ''));
    return Math.min(w, width) + PAD_X * 2 + 1;
  });
  const widths = new Array<number>(headers.length).fill(0);
  let open = natural.map((_, i) => i);
  let room = width;
  // Water-filling: a column narrower than an even share gets its natural width.
  for (;;) {
    const share = room / open.length;
    const fits = open.filter((i) => natural[i]! <= share);
    if (fits.length === 0 || fits.length === open.length) break;
    for (const i of fits) {
      widths[i] = natural[i]!;
      room -= natural[i]!;
    }
    open = open.filter((i) => natural[i]! > share);
  }
  const openNatural = open.reduce((s, i) => s + natural[i]!, 0);
  for (const i of open) widths[i] = Math.min(natural[i]!, (room * natural[i]!) / openNatural);
  // Room left over goes to the text columns, so figures stay beside their labels.
  const spare = width - widths.reduce((s, w) => s + w, 0);
  const text = widths.map((_, i) => i).filter((i) => aligns[i] === 'left');
  const growing = text.length > 0 ? text : widths.map((_, i) => i);
  const growingWidth = growing.reduce((s, i) => s + widths[i]!, 0);
  for (const i of growing) widths[i] = widths[i]! + (spare * widths[i]!) / growingWidth;
  return widths;
};

const rowHeight = (doc: Doc, cells: string[], widths: number[]): number => {
  const line = doc.currentLineHeight(true);
  let h = line;
  cells.forEach((text, c) => {
    const inner = widths[c]! - PAD_X * 2;
    // Most cells are one line: measuring their width is far cheaper than wrapping them.
    if (!text.includes('\n') && doc.widthOfString(text) <= inner) return;
    h = Math.max(h, doc.heightOfString(text, { width: inner }));
  });
  return h + PAD_Y * 2;
};

const drawRow = (
  doc: Doc,
  cells: string[],
  widths: number[],
  aligns: Align[],
  height: number,
  header: boolean,
): void => {
  const y = doc.y;
  const width = widths.reduce((s, w) => s + w, 0);
  if (header) doc.rect(left(doc), y, width, height).fill(COLOR.headerFill);
  doc.fillColor(COLOR.ink);
  let x = left(doc);
  cells.forEach((text, c) => {
    // `height` bounds the text: pdfkit then never flows it onto a new page.
    doc.text(text, x + PAD_X, y + PAD_Y, {
      width: widths[c]! - PAD_X * 2,
      height: height - PAD_Y * 2 + 1,
      align: aligns[c],
      ellipsis: true,
    });
    x += widths[c]!;
  });
  doc
    .moveTo(left(doc), y + height)
    .lineTo(left(doc) + width, y + height)
    .lineWidth(header ? 0.8 : 0.4)
    .strokeColor(header ? COLOR.muted : COLOR.rule)
    .stroke();
  doc.x = left(doc);
  doc.y = y + height;
};

/** Draws a table block from the cursor, breaking pages between rows. */
export const drawTable = (doc: Doc, block: TableBlock): void => {
  const width = contentWidth(doc);
  const headers = block.columns.map((c) => c.label);
  const aligns = block.columns.map((c) => c.align);
  const rows = block.rows.map((r) => headers.map((_, c) => cellText(r[c] ?? null)));
  const widths = columnWidths(doc, headers, aligns, rows, width);

  doc.font(FONT.bold).fontSize(SIZE);
  const headerHeight = rowHeight(doc, headers, widths);
  const pageRoom = bottomOf(doc) - doc.page.margins.top - headerHeight;
  doc.font(FONT.regular);
  const heights = rows.map((r) => Math.min(rowHeight(doc, r, widths), pageRoom));
  const keep = headerHeight + (heights[0] ?? 20);
  if (block.title) blockTitle(doc, block.title, keep);
  else ensureRoom(doc, keep);

  const header = () => {
    doc.font(FONT.bold).fontSize(SIZE);
    drawRow(doc, headers, widths, aligns, headerHeight, true);
    doc.font(FONT.regular);
  };
  header();
  if (rows.length === 0) {
    doc
      .font(FONT.italic)
      .fillColor(COLOR.muted)
      .text('No rows.', left(doc) + PAD_X, doc.y + 4);
  }
  rows.forEach((cells, i) => {
    if (doc.y + heights[i]! > bottomOf(doc)) {
      doc.addPage();
      header();
    }
    drawRow(doc, cells, widths, aligns, heights[i]!, false);
  });
  if (block.note) {
    doc.font(FONT.italic).fontSize(8);
    ensureRoom(doc, doc.heightOfString(block.note, { width }) + 6);
    doc.fillColor(COLOR.muted).text(block.note, left(doc), doc.y + 5, { width });
  }
};
