import { LONG, SHORT, STEM, startKeys } from './start-keys.ts';

// A fast way to tell which of many patterns match a text, for topicsOf() (question-topics.ts).
// Trying 180 patterns on a 300-character text costs about 250 µs, and the engine reads a few
// hundred texts per questionnaire. So each pattern is read once, here, for the words its
// matches can begin with; a text is then scanned once for its words, and a pattern is tried
// only where one of those begins, anchored there (the sticky flag) rather than searched for.
//
// A match of a topic's pattern begins at a word boundary (every pattern starts with \b), so its
// first word begins one of the text's words, and its second word, when it has one, begins the
// next. startKeys() lists what a pattern's matches can begin with, as keys of three kinds:
// - "securi": a first word's first six characters (the whole word when shorter);
// - "auth*": only its first four are known, the pattern going on with \w;
// - "secu awar": the first four characters of the first two words, "security awareness".
// A two-word key is used wherever the pattern says the second word, so that a common first word
// ("data", "access") does not send the pattern to every text. Digits all read as 0, so that a
// number does not stand for ten thousand keys. When not even four characters of the first word
// are known, startKeys() gives null and the pattern is searched for in every text.
//
// Reading a pattern for its keys is in start-keys.ts (its syntax in pattern-reader.ts); the
// matcher built on those keys is here.

export { startKeys };

/** Each ASCII character's five bits in a key's code: a to z, then 0 for every digit, then _. */
const CHAR_BITS = new Uint8Array(128);
for (let c = 0; c < 26; c++) {
  CHAR_BITS[97 + c] = c + 1;
  CHAR_BITS[65 + c] = c + 1;
}
for (let c = 48; c <= 57; c++) CHAR_BITS[c] = 27;
CHAR_BITS[95] = 28;
/** A character's bits, or 0 for a character that is not a word character (as for \w). */
const charBits = (c: number): number => (c < 128 ? CHAR_BITS[c]! : 0);

/** A word key's characters as a number: five bits each, six at most, so a small integer. */
const wordCode = (word: string): number => {
  let code = 0;
  for (let i = 0; i < word.length; i++) code = code * 32 + charBits(word.charCodeAt(i));
  return code;
};

/** The kinds of key that begin with a word's first three characters, as bits. */
const WORD = 1;
const STEM_KEY = 2;
const PAIR = 4;

/**
 * A function that tells, for a normalised text, which of the patterns match it: its result has a
 * 1 at the index of each one that does. The same answers as testing each pattern on the text.
 */
export const compileMatcher = (patterns: readonly RegExp[]): ((text: string) => Uint8Array) => {
  const sticky = patterns.map((pattern) => new RegExp(pattern.source, `${pattern.flags}y`));
  const searched: number[] = [];
  const byWord = new Map<number, number[]>();
  const byStem = new Map<number, number[]>();
  const byPair = new Map<number, Map<number, number[]>>();
  const add = (map: Map<number, number[]>, code: number, index: number) => {
    const indexes = map.get(code);
    if (indexes === undefined) map.set(code, [index]);
    else if (!indexes.includes(index)) indexes.push(index);
  };
  // Most of a text's words begin no key: a table of the keys' first three characters (what
  // kinds of key begin with them) lets the scan skip those words without looking in the maps.
  const firstThree = new Uint8Array(32 ** 3);
  const mark = (word: string, kind: number) => {
    firstThree[wordCode(word.replace(/[ *].*/, '').slice(0, 3))]! |= kind;
  };
  patterns.forEach((pattern, index) => {
    const keys = startKeys(pattern);
    if (keys === null) searched.push(index);
    else
      for (const key of keys) {
        const space = key.indexOf(' ');
        if (key.endsWith(STEM)) {
          add(byStem, wordCode(key.slice(0, -1)), index);
          mark(key, STEM_KEY);
        } else if (space < 0) {
          add(byWord, wordCode(key), index);
          mark(key, WORD);
        } else {
          const first = wordCode(key.slice(0, space));
          let next = byPair.get(first);
          if (next === undefined) byPair.set(first, (next = new Map()));
          add(next, wordCode(key.slice(space + 1)), index);
          mark(key, PAIR);
        }
      }
  });

  return (text) => {
    const found = new Uint8Array(patterns.length);
    for (const index of searched) if (patterns[index]!.test(text)) found[index] = 1;
    const tryAt = (indexes: number[] | undefined, at: number) => {
      if (indexes === undefined) return;
      for (const index of indexes) {
        if (found[index] === 1) continue;
        const pattern = sticky[index]!;
        pattern.lastIndex = at;
        if (pattern.test(text)) found[index] = 1;
      }
    };
    let previousShort = -1;
    let previousStart = -1;
    const end = text.length;
    let i = 0;
    while (i < end) {
      let bits = charBits(text.charCodeAt(i));
      if (bits === 0) {
        i++;
        continue;
      }
      const start = i;
      let three = 0;
      let short = 0;
      let long = 0;
      let length = 0;
      while (bits !== 0) {
        if (length < LONG) long = long * 32 + bits;
        if (length < SHORT) short = long;
        if (length < 3) three = long;
        length++;
        i++;
        bits = i < end ? charBits(text.charCodeAt(i)) : 0;
      }
      const kinds = firstThree[three]!;
      if ((kinds & WORD) !== 0) tryAt(byWord.get(long), start);
      if ((kinds & STEM_KEY) !== 0) tryAt(byStem.get(short), start);
      if (previousStart >= 0) tryAt(byPair.get(previousShort)?.get(short), previousStart);
      previousShort = (kinds & PAIR) !== 0 ? short : -1;
      previousStart = (kinds & PAIR) !== 0 ? start : -1;
    }
    return found;
  };
};
