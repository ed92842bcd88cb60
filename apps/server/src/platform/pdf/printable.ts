// What a PDF can print of a string: line breaks kept, tabs and other controls as spaces, invisible
// characters dropped, and each character the fonts lack replaced: by a near equivalent where
// Unicode has one ("ﬁ" → "fi"), dropped when it is an emoji, otherwise one "?" per run of them.

const SPACES = /[\u2000-\u200a\u202f\u205f\u3000]/g;
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u{e0000}-\u{e007f}]|\p{Variation_Selector}/gu;
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;
const EMOJI = /^(\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1f3fb}-\u{1f3ff}])$/u;
const MARKS = /\p{M}/gu;

export type Covers = (codePoint: number) => boolean;

const coveredBy = (has: Covers, text: string): boolean =>
  [...text].every((ch) => ch === '\n' || has(ch.codePointAt(0)!));

/** What stands for a character the fonts lack: '' to drop it, null when there is nothing near. */
const nearOf = (ch: string, has: Covers): string | null => {
  if (EMOJI.test(ch)) return '';
  // Compatibility forms and accents: "ﬁ" → "fi", full-width "Ａ" → "A"; a lone mark is dropped.
  const plain = ch.normalize('NFKD').replace(MARKS, '');
  return plain !== ch && coveredBy(has, plain) ? plain : null;
};

/** The text with only characters `has` covers (and line breaks). */
export const printable = (text: string, has: Covers): string => {
  const clean = text
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, ' ')
    .replace(SPACES, ' ')
    .replace(INVISIBLE, '')
    .normalize('NFC');
  if (coveredBy(has, clean)) return clean;
  let out = '';
  let unknown = false;
  let dropped = false;
  for (const ch of clean) {
    if (ch === '\n' || has(ch.codePointAt(0)!)) {
      // A dropped emoji between two words leaves one space, not two.
      if (!(ch === ' ' && dropped && (out.endsWith(' ') || out === ''))) out += ch;
      unknown = false;
      dropped = false;
      continue;
    }
    const near = nearOf(ch, has);
    if (near === null) {
      if (!unknown) out += '?';
      unknown = true;
    } else {
      out += near;
      unknown = unknown && near === '';
      dropped = dropped || near === '';
    }
  }
  return out;
};
