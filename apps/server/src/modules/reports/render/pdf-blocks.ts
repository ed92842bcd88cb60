import type { ReportBlock } from '@rampart/contracts';
import { LIGHT_CHART_THEME } from '@rampart/domain';
import { CHART_SIZE } from './chart-image.ts';
import { blockTitle, COLOR, contentWidth, type Doc, ensureRoom, FONT, left } from './pdf-layout.ts';
import { drawMatrix } from './pdf-matrix.ts';
import { drawTable } from './pdf-table.ts';

// The blocks of a report section drawn from the cursor down: text, figures, tables, charts and
// the heat map. Charts arrive as pictures drawn beforehand (chart-image.ts).

type Block<K extends ReportBlock['kind']> = Extract<ReportBlock, { kind: K }>;

const drawText = (doc: Doc, block: Block<'text'>): void => {
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.ink);
  ensureRoom(doc, doc.currentLineHeight(true) * 2);
  // Paragraphs may run onto the next page: pdfkit continues them there.
  doc.text(block.text, left(doc), doc.y, { width: contentWidth(doc), lineGap: 2 });
};

const FIGURES_PER_ROW = 4;
const FIGURE_GAP = 8;

/** Figures as a row of boxes, each its label over its value (more than four wrap to a new row). */
const drawFigures = (doc: Doc, block: Block<'figures'>): void => {
  const width = contentWidth(doc);
  for (let start = 0; start < block.items.length; start += FIGURES_PER_ROW) {
    const items = block.items.slice(start, start + FIGURES_PER_ROW);
    const boxWidth = (width - FIGURE_GAP * (FIGURES_PER_ROW - 1)) / FIGURES_PER_ROW;
    const inner = boxWidth - 16;
    const height = Math.max(
      ...items.map((item) => {
        doc.font(FONT.regular).fontSize(8);
        const label = doc.heightOfString(item.label, { width: inner });
        doc.font(FONT.bold).fontSize(16);
        return label + 4 + doc.heightOfString(item.value, { width: inner });
      }),
    );
    ensureRoom(doc, height + 20);
    const y = doc.y;
    items.forEach((item, i) => {
      const x = left(doc) + i * (boxWidth + FIGURE_GAP);
      doc
        .roundedRect(x, y, boxWidth, height + 16, 4)
        .lineWidth(0.6)
        .strokeColor(COLOR.boxBorder)
        .stroke();
      doc.font(FONT.regular).fontSize(8).fillColor(COLOR.muted);
      doc.text(item.label, x + 8, y + 8, { width: inner });
      doc
        .font(FONT.bold)
        .fontSize(16)
        .fillColor(item.tone ? COLOR.tone[item.tone] : COLOR.ink);
      doc.text(item.value, x + 8, doc.y + 4, { width: inner });
    });
    doc.x = left(doc);
    doc.y = y + height + 16 + (start + FIGURES_PER_ROW < block.items.length ? FIGURE_GAP : 0);
  }
};

/** The chart's picture at the page's width, under its title. */
const drawChart = (doc: Doc, block: Block<'chart'>, png: Buffer): void => {
  const width = contentWidth(doc);
  const height = (width * CHART_SIZE.height) / CHART_SIZE.width;
  blockTitle(doc, block.title, height);
  doc.image(png, left(doc), doc.y, { width, height });
  doc.y += height;
};

/** Draws one block; `picture` gives a chart block's PNG. */
export const drawBlock = (doc: Doc, block: ReportBlock, picture: () => Buffer): void => {
  switch (block.kind) {
    case 'text':
      return drawText(doc, block);
    case 'figures':
      return drawFigures(doc, block);
    case 'table':
      return drawTable(doc, block);
    case 'chart':
      return drawChart(doc, block, picture());
    case 'matrix':
      return drawMatrix(doc, block, LIGHT_CHART_THEME.risk);
  }
};
