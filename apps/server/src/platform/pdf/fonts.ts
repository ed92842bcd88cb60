import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';

// The fonts every PDF is written in, shipped by npm packages (installed with the rest, nothing is
// fetched at run time): Noto Sans for Latin, Greek and Cyrillic (with Vietnamese and the Latin
// Extended letters of Polish, Czech, Hungarian...), then Noto Sans JP for Chinese and Japanese
// characters and the symbols Noto Sans lacks (≥, →, ✓, ①). Both are under the SIL Open Font
// License. pdfkit embeds only the glyphs a document uses.

/** The faces a PDF writes with; a face is a stack of fonts, the first that has a character wins. */
export const FACES = ['regular', 'bold', 'italic'] as const;
export type Face = (typeof FACES)[number];

const FILES: Record<Face, readonly string[]> = {
  regular: [
    '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  ],
  bold: [
    '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  ],
  italic: [
    '@expo-google-fonts/noto-sans/400Regular_Italic/NotoSans_400Regular_Italic.ttf',
    '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  ],
};

export type StackFont = {
  /** The name the font is registered under in a document. */
  name: string;
  bytes: Buffer;
  has: (codePoint: number) => boolean;
};

const require = createRequire(import.meta.url);
const files = new Map<string, Omit<StackFont, 'name'>>();

const load = (face: Face, i: number): StackFont => {
  const file = FILES[face][i]!;
  let font = files.get(file);
  if (!font) {
    const bytes = readFileSync(require.resolve(file));
    const reader = create(bytes);
    // Asked for every character of every string measured: remembered per code point.
    const known = new Map<number, boolean>();
    const has = (cp: number) => {
      let answer = known.get(cp);
      if (answer === undefined) {
        answer = reader.hasGlyphForCodePoint(cp);
        known.set(cp, answer);
      }
      return answer;
    };
    font = { bytes, has };
    files.set(file, font);
  }
  return { name: `${face}-${i}`, ...font };
};

const stacks = new Map<Face, StackFont[]>();

/** A face's fonts, first choice first; read from disk once per process. */
export const stackOf = (face: Face): StackFont[] => {
  let stack = stacks.get(face);
  if (!stack) {
    stack = FILES[face].map((_, i) => load(face, i));
    stacks.set(face, stack);
  }
  return stack;
};

export const isFace = (name: unknown): name is Face =>
  typeof name === 'string' && (FACES as readonly string[]).includes(name);

/** Where the fallback fonts of the regular and bold faces are (Chinese and Japanese characters). */
export const fallbackFontFiles = (): string[] =>
  [FILES.regular[1]!, FILES.bold[1]!].map((file) => require.resolve(file));
