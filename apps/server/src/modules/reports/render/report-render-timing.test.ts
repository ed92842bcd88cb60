import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { largeReportDocument } from './report-document.fixtures.ts';
import { renderReportPdf } from './report-pdf.ts';
import { renderReportXlsx } from './report-xlsx.ts';

// A large report (10 sections, 2,000 table rows, 10 charts): its time is printed, never asserted.

const timed = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await run();
  process.stdout.write(`[report timing] ${label}: ${Math.round(performance.now() - start)} ms\n`);
  return result;
};

describe('a large report', () => {
  const doc = largeReportDocument(10, 2000);

  it('renders as PDF and XLSX', { timeout: 120_000 }, async () => {
    const pdf = await timed('PDF, 10 sections, 2,000 rows, 10 charts', () => renderReportPdf(doc));
    const opened = await getDocument({
      data: new Uint8Array(pdf.bytes),
      isEvalSupported: false,
      verbosity: 0,
    }).promise;
    expect(opened.numPages).toBe(pdf.pageCount);
    await opened.destroy();
    process.stdout.write(
      `[report timing] PDF: ${pdf.pageCount} pages, ${Math.round(pdf.bytes.length / 1024)} KiB\n`,
    );

    const xlsx = await timed('XLSX, same report', () => renderReportXlsx(doc));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
    expect(wb.worksheets).toHaveLength(11);
    expect(wb.worksheets.slice(1).reduce((n, s) => n + s.rowCount, 0)).toBeGreaterThan(2000);
  });
});
