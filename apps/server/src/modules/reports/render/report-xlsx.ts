import type { ReportBlock, ReportDocument } from '@rampart/contracts';
import { LIGHT_CHART_THEME } from '@rampart/domain';
import type { RenderOptions } from './report-pdf.ts';
import {
  type Cell,
  createWorkbook,
  SheetWriter,
  sheetName,
  solidFill,
  workbookBytes,
} from '../../../platform/spreadsheets/sheet-writer.ts';

// A report as a workbook: a Summary sheet (what the report covers, its sections linked), then a
// sheet per section with its blocks as data: tables as tables, figures as label and value,
// charts as their numbers, the heat map as a grid. Text cells are guarded against formulas.

type Block<K extends ReportBlock['kind']> = Extract<ReportBlock, { kind: K }>;

const BOLD = { font: { bold: true } };
const TITLE = { font: { bold: true, size: 14 } };
const NOTE = { font: { italic: true, color: { argb: 'FF5B5B66' } } };
const LEVEL_NAME = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' } as const;

/** "1,234" and "86%" as numbers (the percentage as a fraction, shown as one); other text as is. */
const figureValue = (value: string): { value: Cell; numFmt?: string } => {
  const plain = value.trim().replace(/,/g, '');
  if (/^-?\d+(\.\d+)?$/.test(plain)) return { value: Number(plain) };
  const percent = /^(-?\d+(\.\d+)?)\s?%$/.exec(plain);
  if (percent) {
    return { value: Number(percent[1]) / 100, numFmt: percent[2] ? '0.0%' : '0%' };
  }
  return { value };
};

const writeTable = (w: SheetWriter, block: Block<'table'>, freeze: boolean): void => {
  if (block.title) w.row([block.title], BOLD, false);
  const header = w.header(
    block.columns.map((c) => c.label),
    { freeze },
  );
  block.columns.forEach((c, i) => {
    if (c.align === 'right') header.getCell(i + 1).alignment = { horizontal: 'right' };
  });
  for (const r of block.rows) w.row(block.columns.map((_, c) => r[c] ?? null));
  if (block.note) w.row([block.note], NOTE, false);
};

const writeChart = (w: SheetWriter, block: Block<'chart'>): void => {
  const { chart } = block;
  w.row([block.title], BOLD, false);
  w.header(['', ...chart.series.map((s) => (s.percent ? `${s.name} (%)` : s.name))]);
  chart.categories.forEach((category, i) => {
    w.row([category, ...chart.series.map((s) => s.data[i] ?? null)]);
  });
};

/** The heat map twice: the count in each cell (coloured), then each cell's level by name. */
const writeMatrix = (w: SheetWriter, block: Block<'matrix'>): void => {
  const grid = (title: string, cell: (r: number, c: number) => Cell) => {
    w.row([title], BOLD, false);
    w.header(['Likelihood \\ Impact', ...block.columnLabels]);
    block.cells.forEach((row, r) => {
      const line = w.row([block.rowLabels[r] ?? '', ...row.map((_, c) => cell(r, c))]);
      line.getCell(1).font = { bold: true };
      row.forEach((m, c) => {
        const target = line.getCell(c + 2);
        target.fill = solidFill(LIGHT_CHART_THEME.risk[m.level]);
        target.font = { color: { argb: 'FFFFFFFF' }, bold: true };
        target.alignment = { horizontal: 'center' };
      });
    });
  };
  grid(`${block.title}: risks per cell`, (r, c) => block.cells[r]![c]!.count);
  w.blank();
  grid(`${block.title}: level of each cell`, (r, c) => LEVEL_NAME[block.cells[r]![c]!.level]);
};

const writeBlock = (w: SheetWriter, block: ReportBlock, first: boolean): void => {
  switch (block.kind) {
    case 'text':
      for (const line of block.text.split('\n')) w.row([line], {}, false);
      return;
    case 'figures':
      for (const item of block.items) {
        const { value, numFmt } = figureValue(item.value);
        const row = w.row([item.label, value]);
        if (numFmt) row.getCell(2).numFmt = numFmt;
        row.getCell(2).alignment = { horizontal: 'right' };
      }
      return;
    case 'table':
      // A table opening its sheet keeps its header in view; lower down it would freeze the screen.
      return writeTable(w, block, first);
    case 'chart':
      return writeChart(w, block);
    case 'matrix':
      return writeMatrix(w, block);
  }
};

const writeSummary = (w: SheetWriter, doc: ReportDocument, names: string[]): void => {
  w.row([doc.title], { font: { bold: true, size: 16 } }, false);
  w.blank();
  const fact = (label: string, value: Cell, numFmt?: string) => {
    const row = w.row([label, value]);
    row.getCell(1).font = { bold: true };
    if (numFmt) row.getCell(2).numFmt = numFmt;
    row.getCell(2).alignment = { horizontal: 'left' };
  };
  const date = (iso: string) => (Number.isNaN(Date.parse(iso)) ? iso : new Date(iso));
  fact('Organisation', doc.organizationName);
  fact('Period', doc.period.label);
  fact('From', date(doc.period.from), 'mmm d, yyyy');
  fact('To', date(doc.period.to), 'mmm d, yyyy');
  if (doc.filters.length === 0) fact('Filters', 'None');
  doc.filters.forEach((f, i) => fact(i === 0 ? 'Filters' : '', f));
  fact('Generated', date(doc.generatedAt), 'mmm d, yyyy hh:mm "UTC"');
  w.blank();
  w.header(['Section', 'Sheet']);
  doc.sections.forEach((s, i) => {
    const row = w.row([s.title, names[i]!]);
    const link = row.getCell(2);
    link.value = { text: names[i]!, hyperlink: `#'${names[i]!.replace(/'/g, "''")}'!A1` };
    link.font = { color: { argb: 'FF0072B2' }, underline: true };
  });
};

/** The report as an XLSX workbook. */
export const renderReportXlsx = async (
  doc: ReportDocument,
  opts: RenderOptions = {},
): Promise<Buffer> => {
  const onProgress = opts.onProgress ?? (() => undefined);
  const wb = createWorkbook({ title: doc.title, created: new Date(doc.generatedAt) });
  const taken = new Set<string>();
  const summary = new SheetWriter(wb.addWorksheet(sheetName('Summary', taken)));
  const names = doc.sections.map((s) => sheetName(s.title, taken));
  writeSummary(summary, doc, names);
  summary.finish();

  for (const [i, section] of doc.sections.entries()) {
    const w = new SheetWriter(wb.addWorksheet(names[i]!));
    w.row([section.title], TITLE, false);
    w.blank();
    section.blocks.forEach((block, j) => {
      if (j > 0) w.blank();
      writeBlock(w, block, j === 0);
    });
    w.finish();
    await onProgress((0.9 * (i + 1)) / doc.sections.length, `Writing ${section.title}`);
  }
  const bytes = await workbookBytes(wb);
  await onProgress(1, 'Done');
  return bytes;
};
