import PDFDocument from 'pdfkit';
import { type Face, FACES, isFace, stackOf, type StackFont } from './fonts.ts';
import { printable } from './printable.ts';

// The one way Rampart writes a PDF. `createPdf` gives a pdfkit document whose faces are
// 'regular', 'bold' and 'italic' (`doc.font('bold')`), each a stack of embedded Unicode fonts
// (fonts.ts): `text` cuts every string into runs, each written in the first font that has its
// characters, and `widthOfString` (which pdfkit's line wrapping, `heightOfString` and our own
// layout use) measures the same runs, so a name like "Zoë Łukasz 東京" prints and wraps as written.

export type Pdf = PDFKit.PDFDocument;
export type PdfOptions = Omit<PDFKit.PDFDocumentOptions, 'font'>;
export type { Face } from './fonts.ts';

type Run = { font: StackFont; text: string };
type TextOptions = PDFKit.Mixins.TextOptions;
type VerticalMetrics = { ascender: number; descender: number; lineGap: number };

/** Text every face's first font prints as it is (Latin-1): no runs, nothing to replace. */
const PLAIN = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

const covers = (stack: StackFont[]) => (cp: number) => stack.some((f) => f.has(cp));

/** The text cut into runs, each in the first font of the stack that has its characters. */
export const runsOf = (text: string, stack: StackFont[]): Run[] => {
  const runs: Run[] = [];
  for (const ch of text) {
    const last = runs.at(-1);
    // Spaces and line breaks stay in the run they follow.
    const font =
      (ch === ' ' || ch === '\n') && last
        ? last.font
        : (stack.find((f) => f.has(ch.codePointAt(0)!)) ?? stack[0]!);
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
};

/** The text as the face can print it (see printable.ts). */
export const printableIn = (face: Face, text: string): string =>
  printable(text, covers(stackOf(face)));

/** A new A4-ready document with the Unicode faces, and its bytes once `doc.end()` is called. */
export const createPdf = (options: PdfOptions = {}): { doc: Pdf; bytes: Promise<Buffer> } => {
  // No default font: pdfkit's Helvetica would load for nothing.
  const doc: Pdf = new PDFDocument({ ...options, font: '' });
  for (const face of FACES) {
    for (const font of stackOf(face)) doc.registerFont(font.name, font.bytes);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  let face: Face = 'regular';
  const baseFont = doc.font.bind(doc) as (src: string, size?: number) => Pdf;
  const original = doc.text.bind(doc);
  // pdfkit reads its options from the second argument unless it is a number.
  const baseText = (text: string, x: number | undefined, y: number | undefined, o?: TextOptions) =>
    x === undefined && y === undefined ? original(text, o) : original(text, x, y, o);
  const baseWidth = doc.widthOfString.bind(doc);

  // A fallback font takes the vertical metrics of its face's first font, so that runs of both
  // share one baseline and one line height (pdfkit places text by the font's ascender).
  const metricsOf = () => (doc as unknown as { _font: VerticalMetrics })._font;
  const aligned = new Set<string>();
  let selected: StackFont = stackOf(face)[0]!;
  const select = (font: StackFont) => {
    selected = font;
    const lead = stackOf(face)[0]!;
    if (font !== lead && !aligned.has(font.name)) {
      baseFont(lead.name);
      const { ascender, descender, lineGap } = metricsOf();
      baseFont(font.name);
      Object.assign(metricsOf(), { ascender, descender, lineGap });
      aligned.add(font.name);
    }
    baseFont(font.name);
  };

  /** Calls `f` with the run's font selected, then selects the font selected before again. */
  const inFont = <T>(run: Run, f: () => T): T => {
    const before = selected;
    if (run.font === before) return f();
    select(run.font);
    try {
      return f();
    } finally {
      select(before);
    }
  };

  doc.font = ((src: PDFKit.Mixins.PDFFontSource, family?: string | number, size?: number) => {
    if (!isFace(src)) throw new Error(`PDF faces are ${FACES.join(', ')}; got ${String(src)}`);
    face = src;
    select(stackOf(face)[0]!);
    const fontSize = typeof family === 'number' ? family : size;
    if (fontSize !== undefined) doc.fontSize(fontSize);
    return doc;
  }) as Pdf['font'];

  doc.widthOfString = (text: string, opts?: TextOptions) => {
    if (PLAIN.test(text) && selected === stackOf(face)[0]) return baseWidth(text, opts);
    const shown = printableIn(face, String(text));
    // Inside a run (pdfkit measuring its words), the font writing the run measures what it has.
    if ([...shown].every((ch) => selected.has(ch.codePointAt(0)!))) return baseWidth(shown, opts);
    return runsOf(shown, stackOf(face)).reduce(
      (sum, run) => sum + inFont(run, () => baseWidth(run.text, opts)),
      0,
    );
  };

  doc.text = ((text: unknown, x?: number | TextOptions, y?: number, opts?: TextOptions) => {
    const options = typeof x === 'object' ? x : opts;
    const at: [number?, number?] = typeof x === 'object' ? [] : [x, y];
    if (typeof text === 'string' && PLAIN.test(text) && selected === stackOf(face)[0]) {
      return baseText(text, at[0], at[1], options);
    }
    const runs = runsOf(printableIn(face, String(text ?? '')), stackOf(face));
    if (runs.length <= 1) {
      const run = runs[0] ?? { font: stackOf(face)[0]!, text: '' };
      return inFont(run, () => baseText(run.text, at[0], at[1], options));
    }
    // Runs in other fonts continue the same paragraph: pdfkit wraps them as one text.
    runs.forEach((run, i) => {
      const continued = i < runs.length - 1 || options?.continued === true;
      const place: [number?, number?] = i === 0 ? at : [];
      inFont(run, () => baseText(run.text, place[0], place[1], { ...options, continued }));
    });
    return doc;
  }) as Pdf['text'];

  doc.font('regular');
  return { doc, bytes };
};
