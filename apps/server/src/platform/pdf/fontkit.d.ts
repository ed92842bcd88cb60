// The part of fontkit (pdfkit's font reader) the PDF writer uses: which characters a font has.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
