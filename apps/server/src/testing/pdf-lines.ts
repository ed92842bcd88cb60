import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF read the way a reader's viewer does (pdf.js): each page's text as lines, top to bottom,
// each line's pieces left to right and joined by a space.

export const pdfPages = async (bytes: Buffer | Uint8Array): Promise<string[][]> => {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[][] = [];
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      const lines = new Map<number, { x: number; str: string }[]>();
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const y = Math.round(item.transform[5] as number);
        lines.set(y, [...(lines.get(y) ?? []), { x: item.transform[4] as number, str: item.str }]);
      }
      pages.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, parts]) =>
            parts
              .sort((a, b) => a.x - b.x)
              .map((p) => p.str.trim())
              .join(' '),
          ),
      );
    }
    return pages;
  } finally {
    await pdf.destroy();
  }
};

/** Every line of the PDF, page after page. */
export const pdfLines = async (bytes: Buffer | Uint8Array): Promise<string[]> =>
  (await pdfPages(bytes)).flat();
