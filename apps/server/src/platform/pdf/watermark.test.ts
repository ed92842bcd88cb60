import { PDFDocument, StandardFonts, concatTransformationMatrix, degrees } from '@cantoo/pdf-lib';
import { Util, getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { pdfPages } from '../../testing/pdf-lines.ts';
import { WATERMARK_MAX_PAGES, watermarkPdf, winAnsiSafe } from './watermark.ts';

// Each PDF is made here with pdf-lib, stamped, then read back with pdf.js the way a viewer does:
// the text of every page, and where each piece of it lands on the page the reader sees.

const EMAIL = 'ana@example.com';
const TIME = '2026-12-06 19:40 UTC · confidential';
const LINES = [`Shared with ${EMAIL}`, TIME];

type Setup = (doc: PDFDocument) => Promise<void> | void;

const pdfOf = async (...pages: Setup[]): Promise<Buffer> => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (const setup of pages) {
    await setup(doc);
    const page = doc.getPages().at(-1)!;
    const { x, y } = page.getCropBox();
    page.drawText('Original content', { x: x + 50, y: y + 50, size: 12, font });
  }
  return Buffer.from(await doc.save());
};

const a4: Setup = (doc) => void doc.addPage([595.28, 841.89]);
const rotated90: Setup = (doc) => void doc.addPage([612, 792]).setRotation(degrees(90));
const shiftedMediaBox: Setup = (doc) => void doc.addPage().setMediaBox(200, -300, 400, 600);
const rotated270Cropped: Setup = (doc) => {
  const page = doc.addPage([800, 600]);
  page.setRotation(degrees(270));
  page.setCropBox(100, 50, 500, 400);
};
/** Content that scales everything after it and never restores the graphics state. */
const unbalancedContent: Setup = (doc) =>
  void doc.addPage([400, 400]).pushOperators(concatTransformationMatrix(0.25, 0, 0, 0.25, 0, 0));

const stamped = async (pdf: Buffer, lines = LINES): Promise<Buffer> => {
  const result = await watermarkPdf(pdf, lines);
  if (result.kind !== 'stamped') throw new Error('not stamped');
  expect(result.bytes).toBeInstanceOf(Buffer);
  return result.bytes;
};

type Placed = {
  str: string;
  x: number;
  y: number;
  endX: number;
  endY: number;
  angle: number;
  size: number;
};

/** Every piece of text on each page, in the reader's view: x right, y down, angle anticlockwise. */
const placedText = async (bytes: Buffer) => {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: { width: number; height: number; items: Placed[] }[] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const viewport = page.getViewport({ scale: 1 });
      const items: Placed[] = [];
      for (const item of (await page.getTextContent()).items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a, b, , , x, y] = Util.transform(viewport.transform, item.transform) as number[];
        const size = Math.hypot(a!, b!);
        const [cos, sin] = [a! / size, b! / size];
        items.push({
          str: item.str,
          x: x!,
          y: y!,
          endX: x! + item.width * cos,
          endY: y! + item.width * sin,
          angle: (Math.atan2(-b!, a!) * 180) / Math.PI,
          size,
        });
      }
      pages.push({ width: viewport.width, height: viewport.height, items });
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
};

describe('watermarkPdf', () => {
  it.each([
    ['an A4 page', [a4]],
    ['a page turned by /Rotate 90', [rotated90]],
    ['a page whose MediaBox starts at 200,-300', [shiftedMediaBox]],
    ['a page turned by /Rotate 270 with a CropBox inside its MediaBox', [rotated270Cropped]],
    ['a page whose content leaves the graphics state scaled', [unbalancedContent]],
    ['a document of several pages', [a4, rotated90, shiftedMediaBox, rotated270Cropped]],
  ])('stamps every page of %s where the reader sees it', async (_, setups) => {
    const bytes = await stamped(await pdfOf(...setups));

    const texts = await pdfPages(bytes);
    expect(texts).toHaveLength(setups.length);
    for (const lines of texts) {
      expect(lines.join('\n')).toContain(EMAIL);
      expect(lines.join('\n')).toContain(TIME);
      expect(lines.join('\n')).toContain('Original content');
    }

    for (const { width, height, items } of await placedText(bytes)) {
      const stamp = items.filter((item) => LINES.includes(item.str));
      const footer = items.filter((item) => item.str === LINES.join(' · '));
      expect(stamp.map((item) => item.str).sort()).toEqual([...LINES].sort());
      expect(footer).toHaveLength(1);
      for (const item of [...stamp, ...footer]) {
        for (const [x, y] of [
          [item.x, item.y],
          [item.endX, item.endY],
        ] as const) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(width);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(height);
        }
      }
      // Across the middle, along the diagonal from bottom left to top right, large but capped.
      const diagonal = (Math.atan2(height, width) * 180) / Math.PI;
      for (const item of stamp) {
        expect(item.angle).toBeCloseTo(diagonal, 3);
        expect(item.size).toBeGreaterThan(15);
        expect(item.size).toBeLessThanOrEqual(60);
        expect(Math.abs((item.x + item.endX) / 2 - width / 2)).toBeLessThan(width / 4);
        expect(Math.abs((item.y + item.endY) / 2 - height / 2)).toBeLessThan(height / 4);
      }
      // The footer reads left to right along the bottom edge.
      expect(footer[0]!.angle).toBeCloseTo(0, 3);
      expect(footer[0]!.y).toBeGreaterThan(height - 20);
      expect(footer[0]!.size).toBeLessThanOrEqual(8);
    }
  });

  it('fits the footer to a narrow page', async () => {
    const bytes = await stamped(await pdfOf((doc) => void doc.addPage([150, 300])));
    const { width, items } = (await placedText(bytes))[0]!;
    const footer = items.find((item) => item.str === LINES.join(' · '))!;
    expect(footer.size).toBeLessThan(8);
    expect(footer.x).toBeGreaterThanOrEqual(0);
    expect(footer.endX).toBeLessThanOrEqual(width);
  });

  it('draws an email Helvetica cannot spell, with "?" for what it lacks', async () => {
    const lines = ['Shared with ярослав@example.com', TIME];
    const bytes = await stamped(await pdfOf(a4), lines);
    const [page] = await pdfPages(bytes);
    expect(page!.join('\n')).toContain('@example.com');
    expect(page!.join('\n')).toContain('Shared with ???????@example.com');
  });

  it.each([
    ['bytes that are not a PDF', Buffer.from('<html>not a pdf</html>')],
    ['no bytes', Buffer.alloc(0)],
    ['a PDF header and nothing readable after it', Buffer.from(`%PDF-1.7\n${'x'.repeat(500)}`)],
  ])('calls %s unreadable', async (_, bytes) => {
    expect(await watermarkPdf(bytes, LINES)).toEqual({ kind: 'unreadable' });
  });

  it.each([
    ['a user password', { userPassword: 'secret', ownerPassword: 'owner' }],
    ['only an owner password (it opens without one)', { ownerPassword: 'owner' }],
  ])('calls a PDF encrypted with %s unreadable', async (_, passwords) => {
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Secret');
    doc.encrypt(passwords);
    const bytes = await doc.save();
    expect(Buffer.from(bytes).includes('/Encrypt')).toBe(true);
    expect(await watermarkPdf(bytes, LINES)).toEqual({ kind: 'unreadable' });
  });

  it(`calls a document of more than ${WATERMARK_MAX_PAGES} pages unreadable`, async () => {
    const doc = await PDFDocument.create();
    for (let i = 0; i <= WATERMARK_MAX_PAGES; i++) doc.addPage([100, 100]);
    expect(await watermarkPdf(await doc.save(), LINES)).toEqual({ kind: 'unreadable' });
  });
});

describe('winAnsiSafe', () => {
  it.each([
    ['ana@example.com', 'ana@example.com'],
    ['Zoë – “Ørsted” … € ™ · ©', 'Zoë – “Ørsted” … € ™ · ©'],
    ['ярослав@example.com', '???????@example.com'],
    ['Łukasz 東京 😀', '?ukasz ?? ?'],
    ['e\u0301 composed', 'é composed'],
    ['a\tb\r\nc\u00a0d', 'a b  c\u00a0d'],
    ['nul\u0000 del\u007f', 'nul? del?'],
  ])('%j → %j', (input, output) => {
    expect(winAnsiSafe(input)).toBe(output);
  });

  it('leaves only characters the standard Helvetica encodes', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const encodes = new Set(font.getCharacterSet());
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCodePoint(i)).join('');
    const out = winAnsiSafe(`${all}😀𝔘`);
    expect([...out].filter((ch) => !encodes.has(ch.codePointAt(0)!))).toEqual([]);
    // Nothing Helvetica has is replaced.
    const kept = [...encodes].map((cp) => String.fromCodePoint(cp)).join('');
    expect(winAnsiSafe(kept)).toBe(kept);
  });
});
