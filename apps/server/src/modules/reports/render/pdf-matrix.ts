import type { ReportBlock } from '@rampart/contracts';
import type { ChartTheme } from '@rampart/domain';
import { blockTitle, COLOR, contentWidth, type Doc, FONT, left } from './pdf-layout.ts';

// The heat map as coloured cells, each with its count and its level's name (colour is never
// the only sign), likelihood down the side, impact along the bottom, and a key.

type MatrixBlock = Extract<ReportBlock, { kind: 'matrix' }>;
type Level = MatrixBlock['cells'][number][number]['level'];

const LEVELS: Level[] = ['low', 'medium', 'high', 'critical'];
const LEVEL_NAME: Record<Level, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

const AXIS = 14;
const ROW_LABELS = 96;
const CELL_HEIGHT = 38;
const GAP = 2;

/** The colour mixed with white: empty cells are pale, so the counted ones stand out. */
const tint = (hex: string, amount: number): string => {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (shift: number) => Math.round(((n >> shift) & 255) * amount + 255 * (1 - amount));
  return `#${[16, 8, 0].map((s) => mix(s).toString(16).padStart(2, '0')).join('')}`;
};

const columnLabelsHeight = (doc: Doc, labels: string[], width: number): number => {
  doc.font(FONT.regular).fontSize(7.5);
  return Math.max(0, ...labels.map((l) => doc.heightOfString(l, { width, align: 'center' })));
};

export const drawMatrix = (doc: Doc, block: MatrixBlock, colors: ChartTheme['risk']): void => {
  const rows = block.cells.length;
  const cols = Math.max(block.columnLabels.length, ...block.cells.map((r) => r.length), 1);
  const gridX = left(doc) + AXIS + ROW_LABELS;
  const cellWidth = (contentWidth(doc) - AXIS - ROW_LABELS) / cols;
  const labelsHeight = columnLabelsHeight(doc, block.columnLabels, cellWidth - GAP);
  const gridHeight = rows * CELL_HEIGHT;
  blockTitle(doc, block.title, gridHeight + labelsHeight + 44);
  const top = doc.y;

  block.cells.forEach((row, r) => {
    const y = top + r * CELL_HEIGHT;
    doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
    doc.text(block.rowLabels[r] ?? '', left(doc) + AXIS, y + 4, {
      width: ROW_LABELS - 6,
      height: CELL_HEIGHT - 4,
      align: 'right',
      ellipsis: true,
    });
    row.forEach((cell, c) => {
      const x = gridX + c * cellWidth;
      const solid = colors[cell.level];
      const empty = cell.count === 0;
      doc.rect(x, y, cellWidth - GAP, CELL_HEIGHT - GAP).fill(empty ? tint(solid, 0.18) : solid);
      const ink = empty ? COLOR.ink : '#ffffff';
      const width = cellWidth - GAP;
      doc.font(FONT.bold).fontSize(12).fillColor(ink);
      doc.text(cell.count.toLocaleString('en-US'), x, y + 6, { width, align: 'center' });
      doc.font(FONT.regular).fontSize(7.5).fillColor(ink);
      doc.text(LEVEL_NAME[cell.level], x, y + 22, { width, align: 'center' });
    });
  });

  const labelsY = top + gridHeight + 3;
  doc.font(FONT.regular).fontSize(7.5).fillColor(COLOR.muted);
  block.columnLabels.forEach((label, c) => {
    doc.text(label, gridX + c * cellWidth, labelsY, { width: cellWidth - GAP, align: 'center' });
  });
  // Axis names: likelihood written upwards beside the rows, impact under the columns.
  doc.font(FONT.bold).fontSize(8).fillColor(COLOR.ink);
  doc.save();
  doc.rotate(-90, { origin: [left(doc), top + gridHeight] });
  doc.text('Likelihood', left(doc), top + gridHeight, { width: gridHeight, align: 'center' });
  doc.restore();
  const impactY = labelsY + labelsHeight + 3;
  doc.text('Impact', gridX, impactY, { width: cellWidth * cols, align: 'center' });

  // The key: each level's colour beside its name.
  let x = gridX;
  const keyY = impactY + 16;
  doc.font(FONT.regular).fontSize(8);
  for (const level of LEVELS) {
    doc.rect(x, keyY, 9, 9).fill(colors[level]);
    doc.fillColor(COLOR.ink).text(LEVEL_NAME[level], x + 13, keyY + 1, { lineBreak: false });
    x += 13 + doc.widthOfString(LEVEL_NAME[level]) + 16;
  }
  doc.x = left(doc);
  doc.y = keyY + 12;
};
