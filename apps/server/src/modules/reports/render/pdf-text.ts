import type { ReportDocument } from '@rampart/contracts';

// pdfkit's built-in Helvetica writes WinAnsi (Latin-1 and a few typographic marks) only: any other
// character would be written as garbage. Every string of a report goes through `pdfSafe` once, on
// the way in: a near equivalent where there is one, otherwise a question mark (emoji are dropped).

/** Unicode characters WinAnsi holds outside Latin-1 (pdfkit's WIN_ANSI_MAP). */
const WIN_ANSI_EXTRA = new Set(
  '\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc' +
    '\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2020\u2021\u2022\u2026\u2030\u2039\u203a' +
    '\u20ac\u2122',
);

/** Near equivalents for characters WinAnsi lacks and Unicode does not decompose. */
const NEAR: Record<string, string> = {
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '\u2013',
  '\u2015': '\u2014',
  '\u2212': '-',
  '\u2032': "'",
  '\u2033': '"',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2260': '!=',
  '\u2248': '~',
  '\u2190': '<-',
  '\u2192': '->',
  '\u2194': '<->',
  '\u21d2': '=>',
  '\u2191': '^',
  '\u2713': 'v',
  '\u2714': 'v',
  '\u2717': 'x',
  '\u2718': 'x',
  '\u2116': 'No.',
  '\u0141': 'L',
  '\u0142': 'l',
  '\u0110': 'D',
  '\u0111': 'd',
  '\u0126': 'H',
  '\u0127': 'h',
  '\u0131': 'i',
  '\u0166': 'T',
  '\u0167': 't',
};

const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u{e0000}-\u{e007f}]|\p{Variation_Selector}/gu;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
const EMOJI = /^(\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1f3fb}-\u{1f3ff}])$/u;
const MARKS = /\p{M}/gu;
/** Runs of characters outside Latin-1 (and outside the line break), with the space before them. */
const OUTSIDE_LATIN1 = / ?[^\n\u0020-\u007e\u00a0-\u00ff]+/gu;

const inWinAnsi = (ch: string): boolean => {
  const code = ch.codePointAt(0)!;
  return (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** What stands for a character WinAnsi lacks: '' to drop it, null when there is nothing near. */
const nearOf = (ch: string): string | null => {
  if (WIN_ANSI_EXTRA.has(ch)) return ch;
  const near = NEAR[ch];
  if (near !== undefined) return near;
  if (EMOJI.test(ch)) return '';
  // Compatibility forms and accents: "ő" → "o", "ﬁ" → "fi", "①" → "1", full-width "Ａ" → "A";
  // a mark left alone (a keycap's) is dropped.
  const plain = ch.normalize('NFKD').replace(MARKS, '');
  return [...plain].every(inWinAnsi) ? plain : null;
};

/** A run of foreign characters: each mapped, what has no equivalent one "?" per run of it. */
const convertRun = (match: string, offset: number, whole: string): string => {
  const space = match.startsWith(' ') ? ' ' : '';
  const run = match.slice(space.length);
  let out = '';
  let unknown = false;
  for (const ch of run) {
    const near = nearOf(ch);
    if (near === null) {
      if (!unknown) out += '?';
      unknown = true;
    } else {
      out += near;
      unknown = unknown && near === '';
    }
  }
  // A dropped emoji between two words leaves one space, not two.
  const next = whole[offset + match.length];
  return out === '' && (next === ' ' || next === undefined) ? '' : space + out;
};

/** The text as Helvetica can write it; line breaks kept, tabs and other controls as spaces. */
export const pdfSafe = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, ' ')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, '')
    .normalize('NFC')
    .replace(OUTSIDE_LATIN1, convertRun);

const mapStrings = <T>(value: T, f: (s: string) => string): T => {
  if (typeof value === 'string') return f(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => mapStrings(v, f)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, f)])) as T;
  }
  return value;
};

/** Every string of the document made safe for Helvetica (the charts' pictures use the original). */
export const pdfSafeDocument = (doc: ReportDocument): ReportDocument => mapStrings(doc, pdfSafe);
