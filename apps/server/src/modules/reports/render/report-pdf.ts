import type { ReportDocument } from '@rampart/contracts';
import { formatDate, formatDateTime } from '@rampart/domain';
import { createPdf } from '../../../platform/pdf/pdf-writer.ts';
import { chartPng } from './chart-image.ts';
import { drawBlock } from './pdf-blocks.ts';
import {
  BLOCK_GAP,
  COLOR,
  contentWidth,
  type Doc,
  fitLine,
  FONT,
  left,
  PAGE,
} from './pdf-layout.ts';

// A report as a PDF: a cover, the contents with each section's page, then the sections, each on
// a new page; the report's title over every page and "Page n of N" under it (not on the cover).
// Pages stay in memory until the end, so the contents and the page count are written last.

export type RenderProgress = (fraction: number, stage: string) => Promise<void> | void;
export type RenderOptions = { onProgress?: RenderProgress };

const TOC_LINE = 22;
const TOC_TOP = 120;

/** Contents lines on a page, one per section. */
const TOC_PER_PAGE = Math.floor((PAGE.height - PAGE.margin.bottom - TOC_TOP) / TOC_LINE);

/** Charts drawn at once: resvg renders on libuv's threads; more would only hold more pixels. */
const CHARTS_AT_ONCE = 4;

/** Every chart's picture, keyed by section and block index. */
const drawCharts = async (
  doc: ReportDocument,
  onProgress: RenderProgress,
): Promise<Map<string, Buffer>> => {
  const charts = doc.sections.flatMap((s, i) =>
    s.blocks.flatMap((b, j) => (b.kind === 'chart' ? [{ key: `${i}.${j}`, chart: b.chart }] : [])),
  );
  const queue = [...charts];
  const pictures = new Map<string, Buffer>();
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      pictures.set(next.key, await chartPng(next.chart));
      await onProgress((0.3 * pictures.size) / charts.length, 'Drawing charts');
    }
  };
  await Promise.all(Array.from({ length: Math.min(CHARTS_AT_ONCE, charts.length) }, worker));
  return pictures;
};

const cover = (pdf: Doc, doc: ReportDocument): void => {
  const width = contentWidth(pdf);
  pdf.rect(0, 0, pdf.page.width, 12).fill(COLOR.ink);
  pdf.font(FONT.bold).fontSize(28).fillColor(COLOR.ink);
  pdf.text(doc.title, left(pdf), 220, { width });
  pdf.moveDown(0.4).font(FONT.regular).fontSize(16).fillColor(COLOR.muted);
  pdf.text(doc.organizationName, { width });
  pdf.moveDown(2).fontSize(11).fillColor(COLOR.ink);
  const line = (label: string, value: string) => {
    pdf.font(FONT.bold).text(`${label}  `, { continued: true, width });
    pdf.font(FONT.regular).text(value, { width });
    pdf.moveDown(0.3);
  };
  line(
    'Period',
    doc.period.label || `${formatDate(doc.period.from)} – ${formatDate(doc.period.to)}`,
  );
  line('Filters', doc.filters.length > 0 ? doc.filters.join('; ') : 'None');
  line('Generated', formatDateTime(doc.generatedAt));
  line('Sections', String(doc.sections.length));
};

/** The contents on the pages kept for them: each section, dotted to its page, linked to it. */
const contents = (pdf: Doc, titles: string[], startPages: number[], firstTocPage: number) => {
  const width = contentWidth(pdf);
  const perPage = TOC_PER_PAGE;
  titles.forEach((title, i) => {
    const tocPage = firstTocPage + Math.floor(i / perPage);
    pdf.switchToPage(tocPage);
    if (i % perPage === 0) {
      pdf.font(FONT.bold).fontSize(20).fillColor(COLOR.ink);
      pdf.text('Contents', left(pdf), PAGE.margin.top + 10, { width });
    }
    const y = TOC_TOP + (i % perPage) * TOC_LINE;
    const page = String(startPages[i]! + 1);
    pdf.font(FONT.regular).fontSize(11).fillColor(COLOR.ink);
    const pageWidth = pdf.widthOfString(page);
    const label = fitLine(pdf, `${i + 1}.  ${title}`, width - pageWidth - 40);
    pdf.text(label, left(pdf), y, { lineBreak: false, goTo: `section-${i}` });
    const labelEnd = left(pdf) + pdf.widthOfString(label);
    const dots = '.'.repeat(
      Math.max(0, Math.floor((width - pageWidth - 12 - labelEnd + left(pdf)) / 3)),
    );
    pdf.fillColor(COLOR.rule).text(dots, labelEnd + 6, y, { lineBreak: false });
    pdf.fillColor(COLOR.ink).text(page, left(pdf) + width - pageWidth, y, {
      lineBreak: false,
      goTo: `section-${i}`,
    });
  });
};

/** The report's title above and "Page n of N" below every page but the cover. */
const headersAndFooters = (pdf: Doc, title: string): void => {
  const { start, count } = pdf.bufferedPageRange();
  const width = contentWidth(pdf);
  pdf.font(FONT.regular).fontSize(8);
  const header = fitLine(pdf, title, width);
  for (let i = start + 1; i < start + count; i++) {
    pdf.switchToPage(i);
    // Written in the margins: pdfkit would otherwise start a new page below the bottom one.
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.fillColor(COLOR.muted).text(header, left(pdf), PAGE.headerY, { lineBreak: false });
    pdf
      .moveTo(left(pdf), PAGE.headerY + 13)
      .lineTo(left(pdf) + width, PAGE.headerY + 13)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke();
    pdf.text(`Page ${i + 1} of ${count}`, left(pdf), pdf.page.height - PAGE.footerFromBottom, {
      width,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = bottom;
  }
};

/** The report as an A4 PDF, with its page count. */
export const renderReportPdf = async (
  report: ReportDocument,
  opts: RenderOptions = {},
): Promise<{ bytes: Buffer; pageCount: number }> => {
  const onProgress = opts.onProgress ?? (() => undefined);
  const pictures = await drawCharts(report, onProgress);
  const generatedAt = new Date(report.generatedAt);
  const { doc: pdf, bytes } = createPdf({
    size: PAGE.size,
    margins: PAGE.margin,
    bufferPages: true,
    autoFirstPage: true,
    info: {
      Title: report.title,
      Author: 'Rampart',
      Creator: 'Rampart',
      Subject: `${report.organizationName}, ${report.period.label}`,
      ...(Number.isNaN(generatedAt.getTime()) ? {} : { CreationDate: generatedAt }),
    },
    displayTitle: true,
  });

  cover(pdf, report);
  const tocPages = Math.max(1, Math.ceil(report.sections.length / TOC_PER_PAGE));
  for (let i = 0; i < tocPages; i++) pdf.addPage();
  const startPages: number[] = [];
  for (const [i, section] of report.sections.entries()) {
    pdf.addPage();
    startPages.push(pdf.bufferedPageRange().count - 1);
    pdf.addNamedDestination(`section-${i}`);
    pdf.outline.addItem(section.title);
    pdf.font(FONT.bold).fontSize(18).fillColor(COLOR.ink);
    pdf.text(section.title, left(pdf), PAGE.margin.top, { width: contentWidth(pdf) });
    pdf.moveDown(0.6);
    section.blocks.forEach((block, j) => {
      drawBlock(pdf, block, () => pictures.get(`${i}.${j}`)!);
      pdf.y += BLOCK_GAP;
    });
    await onProgress(
      0.3 + (0.65 * (i + 1)) / report.sections.length,
      `Laying out ${report.sections[i]!.title}`,
    );
  }
  contents(
    pdf,
    report.sections.map((s) => s.title),
    startPages,
    1,
  );
  headersAndFooters(pdf, report.title);
  const pageCount = pdf.bufferedPageRange().count;
  pdf.end();
  const file = await bytes;
  await onProgress(1, 'Done');
  return { bytes: file, pageCount };
};
