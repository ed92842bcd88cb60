import { getDocument, OPS, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportDocument } from '@rampart/contracts';
import { matrixBlock, registerTable, reportDocument, UNUSUAL } from './report-document.fixtures.ts';
import { renderReportPdf } from './report-pdf.ts';

// The PDF opened the way a reader's viewer does (pdf.js) and read line by line, page by page.

/** UNUSUAL as printed: every character as written but the emoji, which no font has. */
const PRINTED = 'Zoë – Łódź ≥ 12 … 株式会社 Ørsted “quoted”';
const PRINTED_TITLE = `Quarterly risk report ${PRINTED}`;

const open = (bytes: Buffer) =>
  getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;

/** A page's text as lines, top to bottom, each line's pieces left to right. */
const linesOf = async (pdf: PDFDocumentProxy, n: number): Promise<string[]> => {
  const content = await (await pdf.getPage(n)).getTextContent();
  const lines = new Map<number, { x: number; str: string }[]>();
  for (const item of content.items) {
    if (!('str' in item) || item.str.trim() === '') continue;
    const y = Math.round(item.transform[5] as number);
    lines.set(y, [...(lines.get(y) ?? []), { x: item.transform[4] as number, str: item.str }]);
  }
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, parts]) =>
      parts
        .sort((a, b) => a.x - b.x)
        .map((p) => p.str.trim())
        .join(' '),
    );
};

describe('renderReportPdf', () => {
  const doc = reportDocument();
  let result: { bytes: Buffer; pageCount: number };
  let pdf: PDFDocumentProxy;
  let pages: string[][];
  const progress: [number, string][] = [];

  beforeAll(async () => {
    result = await renderReportPdf(doc, { onProgress: (f, s) => void progress.push([f, s]) });
    pdf = await open(result.bytes);
    pages = [];
    for (let n = 1; n <= pdf.numPages; n++) pages.push(await linesOf(pdf, n));
  });
  afterAll(() => pdf?.destroy());

  it('has the page count it reports, and its metadata', async () => {
    expect(result.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.numPages).toBe(result.pageCount);
    expect(result.pageCount).toBeGreaterThan(5);
    const info = (await pdf.getMetadata()).info as Record<string, unknown>;
    expect(info.Title).toBe(doc.title);
    expect(info.Author).toBe('Rampart');
    expect(info.CreationDate).toBe('D:20261125070000Z');
  });

  it('opens with a cover: title, organisation, period, filters, date, and no page number', () => {
    const cover = pages[0]!.join('\n');
    expect(cover).toContain('Quarterly risk report');
    expect(cover).toContain('Acme Corp');
    expect(cover).toContain('Period Aug 27 – Nov 25, 2026');
    expect(cover).toContain('Category: Technology; Owner: Zoë Łukasiewicz');
    expect(cover).toContain('Generated Nov 25, 2026, 07:00 UTC');
    expect(cover).not.toMatch(/Page \d+ of/);
  });

  it('lists each section in the contents with the page where its heading is', () => {
    expect(pages[1]).toContain('Contents');
    const entries = pages[1]!.flatMap((line) => {
      const m = /^(\d+)\. (.+?) \.+ (\d+)$/.exec(line);
      return m ? [{ title: m[2]!, page: Number(m[3]) }] : [];
    });
    expect(entries.map((e) => e.title)).toEqual(doc.sections.map((s) => s.title));
    for (const { title, page } of entries) {
      // Line 0 is the running header; the section's heading comes first under it.
      expect(pages[page - 1]![1], `${title} on page ${page}`).toBe(title);
      expect(pages[page - 2]!.slice(1, 2)).not.toContain(title);
    }
    expect(entries.map((e) => e.page)).toEqual(
      [...entries.map((e) => e.page)].sort((a, b) => a - b),
    );
  });

  it('numbers every page but the cover, under the report title', () => {
    const total = result.pageCount;
    expect(pages[1]).toContain(`Page 2 of ${total}`);
    pages.slice(1).forEach((lines, i) => {
      expect(lines.at(-1)).toBe(`Page ${i + 2} of ${total}`);
      expect(lines[0]).toBe(PRINTED_TITLE);
    });
  });

  it('breaks the long table across pages: every row once and whole, the header on each page', () => {
    const header = 'Risk Description Owner Residual score Exposure (EUR)';
    const seen: number[] = [];
    const spanned = pages.filter((lines) => lines.some((l) => /^Row \d+ /.test(l)));
    expect(spanned.length).toBeGreaterThanOrEqual(3);
    for (const lines of spanned) {
      const first = lines.findIndex((l) => /^Row \d+ /.test(l));
      expect(lines[first - 1]).toBe(header);
      for (const line of lines) {
        const m = /^Row (\d+) .* ([\d,]+\.5)$/.exec(line);
        if (!m) continue;
        // The row's first line carries every cell: its last figure is its own exposure.
        expect(m[2]).toBe((Number(m[1]) * 1000 + 0.5).toLocaleString('en-US'));
        seen.push(Number(m[1]));
      }
    }
    expect(seen).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    const last = spanned.at(-1)!;
    expect(last).toContain('The first 120 of 120 risks.');
  });

  it('wraps long cell text and writes numbers right-aligned', async () => {
    const page = pages.findIndex((lines) => lines.some((l) => l.startsWith('Row 1 ')));
    expect(pages[page]).toContain('long description that has to wrap over several lines');
    expect(pages[page]).toContain('of its cell (1)');
    const items = (await (await pdf.getPage(page + 1)).getTextContent()).items;
    const right = items.flatMap((i) =>
      'str' in i && /^\d{1,3}(,\d{3})*\.5$/.test(i.str) ? [i.transform[4] + i.width] : [],
    );
    expect(right.length).toBeGreaterThan(10);
    expect(Math.max(...right) - Math.min(...right)).toBeLessThan(1);
  });

  it('draws each chart as a picture under its title, and the heat map with levels by name', async () => {
    let pictures = 0;
    for (let n = 1; n <= pdf.numPages; n++) {
      const ops = await (await pdf.getPage(n)).getOperatorList();
      pictures += ops.fnArray.filter((f) => f === OPS.paintImageXObject).length;
    }
    expect(pictures).toBe(2);
    expect(pages.flat()).toContain('Risks by level');
    const heat = pages.find((lines) => lines.includes('Residual risk heat map'))!;
    const matrix = matrixBlock();
    const name = (level: string) => level[0]!.toUpperCase() + level.slice(1);
    matrix.cells.forEach((row, r) => {
      // Each row: its likelihood, then the counts, then the levels by name, left to right.
      const at = heat.indexOf(matrix.rowLabels[r]!);
      expect(heat[at + 1]).toBe(row.map((c) => c.count).join(' '));
      expect(heat[at + 2]).toBe(row.map((c) => name(c.level)).join(' '));
    });
    expect(heat).toContain(matrix.columnLabels.join(' '));
    expect(heat).toContain('Likelihood');
    expect(heat).toContain('Impact');
    // The key, after the grid.
    expect(heat.at(-2)).toBe('Low Medium High Critical');
  });

  it('prints every script as written, emoji dropped, in a file of reasonable size', () => {
    const text = pages.flat().join('\n');
    expect(UNUSUAL).toContain('🚀');
    expect(text).toContain(PRINTED);
    expect(text).not.toContain('?');
    process.stdout.write(
      `[pdf size] Report PDF (${result.pageCount} pages, two charts): ${result.bytes.length} bytes\n`,
    );
    expect(result.bytes.length).toBeLessThan(250_000);
  });

  it('reports progress up to 1 as it goes', () => {
    const fractions = progress.map(([f]) => f);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    expect(progress.map(([, s]) => s)).toContain('Drawing charts');
    expect(progress.map(([, s]) => s)).toContain('Laying out Risk register');
  });
});

describe('renderReportPdf at the edges', () => {
  it('renders a report without sections, and tables empty or with a huge cell', async () => {
    const empty: ReportDocument = { ...reportDocument(), sections: [], filters: [] };
    const bare = await renderReportPdf(empty);
    expect(bare.pageCount).toBe(2);

    const huge = registerTable(2);
    huge.rows[0]![1] = 'word '.repeat(3000);
    const edge = await renderReportPdf({
      ...empty,
      title: 'WMWM '.repeat(24).trim(),
      sections: [
        { id: 'gaps', title: 'Gaps', blocks: [{ ...huge, rows: [] }, huge] },
        { id: 'vendors', title: 'Vendors', blocks: [] },
      ],
    });
    const pdf = await open(edge.bytes);
    const text = [];
    for (let n = 1; n <= pdf.numPages; n++) text.push(...(await linesOf(pdf, n)));
    await pdf.destroy();
    expect(text).toContain('No rows.');
    // A title too long for the running header is cut there with an ellipsis, on every page.
    const headers = text.filter((l) => l.startsWith('WMWM') && l.endsWith('…'));
    expect(headers.length).toBe(edge.pageCount - 1);
    expect(text.filter((l) => /^Row [12] /.test(l))).toHaveLength(2);
    expect(edge.pageCount).toBe(pdf.numPages);
  });
});
