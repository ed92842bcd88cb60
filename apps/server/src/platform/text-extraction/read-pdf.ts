import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { squash } from './page-document.ts';

// A DPA or a SOC 3 report is often a PDF: its text is read, nothing in it is run (no eval,
// no fonts, no scripts), and only the first pages count.

export type PdfReading = { title: string; lines: string[]; pagesRead: number; pageCount: number };

/** Joins visual lines that continue a sentence: the next one starts in lower case. */
const unwrap = (lines: string[]): string[] => {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out.at(-1);
    if (prev !== undefined && /^[a-z(]/.test(line) && !/[.!?:;]$/.test(prev)) {
      out[out.length - 1] = `${prev} ${line}`;
    } else out.push(line);
  }
  return out;
};

export const readPdf = async (data: Buffer, maxPages: number): Promise<PdfReading> => {
  const pdf = await getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    verbosity: 0,
  }).promise;
  try {
    const info = (await pdf.getMetadata().catch(() => null))?.info as
      { Title?: unknown } | undefined;
    const pagesRead = Math.min(pdf.numPages, maxPages);
    const lines: string[] = [];
    for (let n = 1; n <= pagesRead; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let current = '';
      const pageLines: string[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        current += item.str;
        if (item.hasEOL) {
          pageLines.push(squash(current));
          current = '';
        }
      }
      pageLines.push(squash(current));
      lines.push(...unwrap(pageLines.filter(Boolean)));
      page.cleanup();
    }
    return {
      title: typeof info?.Title === 'string' ? squash(info.Title) : '',
      lines,
      pagesRead,
      pageCount: pdf.numPages,
    };
  } finally {
    await pdf.destroy();
  }
};
