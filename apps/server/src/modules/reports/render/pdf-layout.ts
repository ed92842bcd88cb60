// The PDF report's page: A4 in points, its margins, fonts and colours, and the few moves every
// block makes (room left on the page, a new page when there is not enough).

import type { Face, Pdf } from '../../../platform/pdf/pdf-writer.ts';

export type Doc = Pdf;

export const PAGE = {
  size: 'A4' as const,
  height: 841.89,
  margin: { top: 64, bottom: 60, left: 56, right: 56 },
  /** Where the running header and the page number sit, from the top and the bottom edge. */
  headerY: 30,
  footerFromBottom: 40,
};

export const FONT = {
  regular: 'regular',
  bold: 'bold',
  italic: 'italic',
} as const satisfies Record<string, Face>;

export const COLOR = {
  ink: '#18181b',
  muted: '#5b5b66',
  rule: '#d4d4d8',
  headerFill: '#f1f1f4',
  boxBorder: '#e4e4e7',
  tone: { danger: '#b42318', warning: '#a16207', success: '#047857' },
};

/** Space between blocks of a section. */
export const BLOCK_GAP = 16;

export const contentWidth = (doc: Doc): number =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

export const bottomOf = (doc: Doc): number => doc.page.height - doc.page.margins.bottom;

export const left = (doc: Doc): number => doc.page.margins.left;

/** Starts a new page unless `height` points still fit below the cursor. */
export const ensureRoom = (doc: Doc, height: number): void => {
  if (doc.y + height > bottomOf(doc)) doc.addPage();
};

/** The text cut with "…" to fit `width` on one line in the current font. */
export const fitLine = (doc: Doc, text: string, width: number): string => {
  if (doc.widthOfString(text) <= width) return text;
  let cut = text;
  while (cut.length > 0 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
};

/** A bold title over a block (a table's, a chart's), kept with what follows it. */
export const blockTitle = (doc: Doc, title: string, keepWith: number): void => {
  doc.font(FONT.bold).fontSize(11);
  const h = doc.heightOfString(title, { width: contentWidth(doc) }) + 6;
  ensureRoom(doc, h + keepWith);
  doc.fillColor(COLOR.ink).text(title, left(doc), doc.y, { width: contentWidth(doc) });
  doc.y += 6;
};
