import { PDFDocument, StandardFonts, degrees, rgb } from '@cantoo/pdf-lib';
import type { PDFFont, PDFPage } from '@cantoo/pdf-lib';

// A restricted PDF handed out by the trust centre carries who downloaded it and when: a large,
// faint stamp across the middle of every page (hard to crop away) and a small footer that stays
// readable when printed. Helvetica is one of the 14 standard fonts: every viewer has it, so no
// font file is embedded.

export type WatermarkResult = { kind: 'stamped'; bytes: Buffer } | { kind: 'unreadable' };

/** Past this, a document is refused rather than stamped page by page while a visitor waits. */
export const WATERMARK_MAX_PAGES = 2_000;

const STAMP = { color: rgb(0.5, 0.5, 0.5), opacity: 0.18 };
const STAMP_MAX_SIZE = 60;
const FOOTER = { color: rgb(0.3, 0.3, 0.3), opacity: 0.6 };
const FOOTER_SIZE = 8;
const FOOTER_MARGIN = 12;
const LINE_HEIGHT = 1.2;
/** How far below the middle of a line of Helvetica its baseline is (about half the cap height). */
const BASELINE_DROP = 0.35;

// The characters Helvetica has in WinAnsi: ASCII, Latin-1 and these from Windows-1252's 0x80–0x9f.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const inWinAnsi = (ch: string): boolean => {
  const cp = ch.codePointAt(0)!;
  return (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** The text as Helvetica can draw it: white space as spaces, each other character it lacks as '?'. */
export const winAnsiSafe = (text: string): string => {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    out += inWinAnsi(ch) ? ch : /\s/.test(ch) ? ' ' : '?';
  }
  return out;
};

type Point = { x: number; y: number };

/**
 * The visible area of a page as the reader sees it: its width and height once /Rotate is applied,
 * and where a point measured from the bottom left of that view is in the page's own coordinates
 * (the CropBox, clipped to the MediaBox, rarely starts at 0,0).
 */
const viewOf = (page: PDFPage) => {
  const media = page.getMediaBox();
  const crop = page.getCropBox();
  const x0 = Math.max(media.x, crop.x);
  const y0 = Math.max(media.y, crop.y);
  const w = Math.max(1, Math.min(media.x + media.width, crop.x + crop.width) - x0);
  const h = Math.max(1, Math.min(media.y + media.height, crop.y + crop.height) - y0);
  // /Rotate turns the page clockwise for display; anything but a multiple of 90 is invalid.
  const rotate = (((Math.round(page.getRotation().angle / 90) * 90) % 360) + 360) % 360;
  const turned = rotate === 90 || rotate === 270;
  const toPage = ({ x: u, y: v }: Point): Point => {
    if (rotate === 90) return { x: x0 + w - v, y: y0 + u };
    if (rotate === 180) return { x: x0 + w - u, y: y0 + h - v };
    if (rotate === 270) return { x: x0 + v, y: y0 + h - u };
    return { x: x0 + u, y: y0 + v };
  };
  return { width: turned ? h : w, height: turned ? w : h, rotate, toPage };
};

const stampPage = (page: PDFPage, font: PDFFont, lines: string[]): void => {
  const { width, height, rotate, toPage } = viewOf(page);
  const draw = (text: string, at: Point, angle: number, size: number, style: typeof STAMP) => {
    // An angle in the reader's view is that angle plus /Rotate in the page's coordinates.
    page.drawText(text, { ...toPage(at), size, font, ...style, rotate: degrees(angle + rotate) });
  };

  // The stamp runs along the diagonal, as large as fits the page with a margin (the bounding box
  // of the turned block of lines must fit the view) but no larger than STAMP_MAX_SIZE.
  const angle = Math.atan2(height, width);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const widest = Math.max(...lines.map((line) => font.widthOfTextAtSize(line, 1)), 1);
  const thickness = lines.length * LINE_HEIGHT;
  const size = Math.min(
    STAMP_MAX_SIZE,
    (0.85 * width) / (widest * cos + thickness * sin),
    (0.85 * height) / (widest * sin + thickness * cos),
  );
  lines.forEach((line, i) => {
    // From the middle of the page: down the block to this line's baseline, back half its width.
    const down = (i - (lines.length - 1) / 2) * LINE_HEIGHT * size + BASELINE_DROP * size;
    const back = font.widthOfTextAtSize(line, size) / 2;
    const at = {
      x: width / 2 + down * sin - back * cos,
      y: height / 2 - down * cos - back * sin,
    };
    draw(line, at, (angle * 180) / Math.PI, size, STAMP);
  });

  // The footer is one line along the bottom edge, made smaller when the page is too narrow.
  const footer = lines.join(' · ');
  const footerWidth = font.widthOfTextAtSize(footer, 1);
  const footerSize = Math.min(FOOTER_SIZE, (width - 2 * FOOTER_MARGIN) / footerWidth);
  const at = { x: (width - footerWidth * footerSize) / 2, y: FOOTER_MARGIN };
  if (footerSize > 0) draw(footer, at, 0, footerSize, FOOTER);
};

/**
 * Stamps every page of a PDF with `lines` (e.g. ["Shared with ana@example.com",
 * "2026-12-06 19:40 UTC · confidential"]). An encrypted, damaged or not-a-PDF file, or one past
 * WATERMARK_MAX_PAGES, is `unreadable`: it cannot be stamped, so it is not handed out.
 */
export const watermarkPdf = async (
  pdf: Buffer | Uint8Array,
  lines: string[],
): Promise<WatermarkResult> => {
  const safe = lines.map(winAnsiSafe);
  try {
    // An encrypted document throws here: pdf-lib cannot read its content without the password,
    // and a stamp written in clear into it would leave a broken file.
    const doc = await PDFDocument.load(pdf, { ignoreEncryption: false, updateMetadata: false });
    const pages = doc.getPages();
    if (pages.length === 0 || pages.length > WATERMARK_MAX_PAGES) return { kind: 'unreadable' };
    const font = await doc.embedFont(StandardFonts.Helvetica);
    for (const page of pages) stampPage(page, font, safe);
    const bytes = await doc.save({ useObjectStreams: true });
    return {
      kind: 'stamped',
      bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    };
  } catch {
    return { kind: 'unreadable' };
  }
};
