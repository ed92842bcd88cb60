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

const LONG = 6;
const SHORT = 4;
/** Beyond this many partial starts a pattern is searched for in every text instead. */
const MAX_STATES = 4000;
/** Repetitions followed at most: enough to read two words. */
const MAX_REPEATS = 12;
/** Before the first \b, no word character may be consumed: the match could begin mid-word. */
const UNANCHORED = '\0';

type Atom =
  | { kind: 'chars'; chars: string[] }
  | { kind: 'group'; alternatives: Item[][] }
  | { kind: 'boundary' }
  | { kind: 'empty' }
  // Any word character (\w), and any character at all (., \S, a negated class).
  | { kind: 'word' }
  | { kind: 'unknown' };
type Item = { atom: Atom; min: number; max: number };

class Unknown extends Error {}

const isWordChar = (c: string) => /\w/.test(c);
const DIGITS = ['0'];
const NON_WORD = [' ']; // Stands for any non-word character: all of them end a word alike.

/** A small reader of the JavaScript pattern syntax the topic table uses. */
const parse = (source: string): Item[][] => {
  let i = 0;
  const classChars = (): string[] => {
    // After '['.
    if (source[i] === '^') throw new Unknown();
    const chars: string[] = [];
    while (source[i] !== ']') {
      const c = source[i++]!;
      if (c === '\\') {
        const e = source[i++]!;
        if (e === 'd') chars.push(...DIGITS);
        else if (/[wWsSDbB]/.test(e)) throw new Unknown();
        else chars.push(e.replace(/\d/, '0'));
        continue;
      }
      if (source[i] === '-' && source[i + 1] !== ']') {
        const to = source[i + 1]!;
        i += 2;
        for (let code = c.charCodeAt(0); code <= to.charCodeAt(0); code++) {
          chars.push(String.fromCharCode(code).replace(/\d/, '0'));
        }
        continue;
      }
      chars.push(c.replace(/\d/, '0'));
    }
    i++;
    return [...new Set(chars)];
  };
  const atom = (): Atom => {
    const c = source[i++]!;
    if (c === '(') {
      let zeroWidth = false;
      if (source[i] === '?') {
        const look = source.slice(i, i + 3);
        if (look.startsWith('?:')) i += 2;
        else if (look.startsWith('?=') || look.startsWith('?!')) {
          i += 2;
          zeroWidth = true;
        } else if (look === '?<=' || look === '?<!') {
          i += 3;
          zeroWidth = true;
        } else throw new Unknown();
      }
      const alternatives = alternation();
      i++; // ')'
      return zeroWidth ? { kind: 'empty' } : { kind: 'group', alternatives };
    }
    if (c === '[') return { kind: 'chars', chars: classChars() };
    if (c === '.') return { kind: 'unknown' };
    if (c === '^' || c === '$') return { kind: 'empty' };
    if (c === '\\') {
      const e = source[i++]!;
      if (e === 'b') return { kind: 'boundary' };
      if (e === 'd') return { kind: 'chars', chars: DIGITS };
      if (e === 's' || e === 'W') return { kind: 'chars', chars: NON_WORD };
      if (e === 'w') return { kind: 'word' };
      // Escapes of characters by their code, and classes by property: not read here.
      if (/[uxcpPk]/.test(e)) throw new Unknown();
      if (/[SDB]/.test(e) || /[0-9]/.test(e)) return { kind: 'unknown' };
      return { kind: 'chars', chars: [e] };
    }
    return { kind: 'chars', chars: [c.replace(/\d/, '0')] };
  };
  const quantified = (): Item => {
    const a = atom();
    let min = 1;
    let max = 1;
    const q = source[i];
    if (q === '?') [min, max] = [0, 1];
    else if (q === '*') [min, max] = [0, Infinity];
    else if (q === '+') [min, max] = [1, Infinity];
    else if (q === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
      if (m) {
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
        i += m[0].length - 1;
      } else return { atom: a, min, max };
    } else return { atom: a, min, max };
    i++;
    if (source[i] === '?') i++; // Lazy: the same characters.
    return { atom: a, min, max };
  };
  const sequence = (): Item[] => {
    const items: Item[] = [];
    while (i < source.length && source[i] !== '|' && source[i] !== ')') items.push(quantified());
    return items;
  };
  const alternation = (): Item[][] => {
    const alternatives = [sequence()];
    while (source[i] === '|') {
      i++;
      alternatives.push(sequence());
    }
    return alternatives;
  };
  const top = alternation();
  if (i !== source.length) throw new Unknown();
  return top;
};

// A partial start is a string: UNANCHORED before the first \b; FIRST and the first word so far
// (up to six characters, or four and '*' once the pattern went on with \w); SECOND, the first
// word, a space and the second word so far (up to four characters) once the first has ended.
const FIRST = '1';
const SECOND = '2';
const STEM = '*';

/** The one-word key of a first word read so far. */
const singleKey = (first: string) => first;
/** The two-word key of a first word and a second. */
const pairKey = (first: string, second: string) =>
  `${first.replace(STEM, '').slice(0, SHORT)} ${second}`;

const splitSecond = (s: string): [string, string] => {
  const space = s.indexOf(' ');
  return [s.slice(1, space), s.slice(space + 1)];
};

const onChar = (s: string, c: string, next: Set<string>, done: Set<string>) => {
  const word = isWordChar(c);
  if (s === UNANCHORED) throw new Unknown();
  if (s[0] === FIRST) {
    const first = s.slice(1);
    if (!word) {
      // A match begins with a word character; a non-word one ends the first word.
      if (first === '') throw new Unknown();
      next.add(`${SECOND}${first} `);
    } else next.add(first.endsWith(STEM) || first.length === LONG ? s : s + c);
    return;
  }
  const [first, second] = splitSecond(s);
  if (word) {
    if (second.length + 1 === SHORT) done.add(pairKey(first, second + c));
    else next.add(s + c);
  } else if (second === '') next.add(s);
  else done.add(pairKey(first, second));
};

/** A first word the pattern goes on with unknown characters: its key as far as it is known. */
const onUnknown = (s: string, wordOnly: boolean, next: Set<string>, done: Set<string>) => {
  if (s[0] === SECOND) {
    done.add(singleKey(splitSecond(s)[0])); // The second word is unknown: the first alone.
    return;
  }
  const first = s === UNANCHORED ? '' : s.slice(1);
  if (first.endsWith(STEM) || first.length === LONG) {
    if (wordOnly) next.add(s);
    else done.add(singleKey(first));
  } else if (first.length >= SHORT) {
    const stem = `${first.slice(0, SHORT)}${STEM}`;
    if (wordOnly) next.add(`${FIRST}${stem}`);
    else done.add(singleKey(stem));
  } else throw new Unknown();
};

/** The partial starts after one atom, from those before it; finished ones go to `done`. */
const stepAtom = (atom: Atom, partial: Set<string>, done: Set<string>): Set<string> => {
  const next = new Set<string>();
  if (atom.kind === 'empty') return new Set(partial);
  if (atom.kind === 'group') {
    for (const alternative of atom.alternatives) {
      for (const s of stepSequence(alternative, partial, done)) next.add(s);
    }
    return next;
  }
  for (const s of partial) {
    if (atom.kind === 'chars') for (const c of atom.chars) onChar(s, c, next, done);
    else if (atom.kind === 'boundary') {
      if (s === UNANCHORED) next.add(FIRST);
      else if (s === FIRST || s.endsWith(' ')) next.add(s);
      // A word character then \b: the word ends here.
      else if (s[0] === FIRST) next.add(`${SECOND}${s.slice(1)} `);
      else done.add(pairKey(...splitSecond(s)));
    } else onUnknown(s, atom.kind === 'word', next, done);
  }
  if (next.size > MAX_STATES) throw new Unknown();
  return next;
};

const stepItem = (item: Item, partial: Set<string>, done: Set<string>): Set<string> => {
  let current = partial;
  for (let k = 0; k < Math.min(item.min, MAX_REPEATS); k++) {
    current = stepAtom(item.atom, current, done);
  }
  const all = new Set(current);
  // Each repetition adds characters or ends a word, so the starts settle after a few.
  for (let k = item.min; k < item.max && k < MAX_REPEATS && current.size > 0; k++) {
    current = stepAtom(item.atom, current, done);
    const before = all.size;
    for (const s of current) all.add(s);
    if (all.size === before) break;
  }
  return all;
};

const stepSequence = (items: Item[], partial: Set<string>, done: Set<string>): Set<string> => {
  let current = partial;
  for (const item of items) {
    if (current.size === 0) break;
    current = stepItem(item, current, done);
  }
  return current;
};

/**
 * The keys a match of the pattern can begin with (see the top of this file), or null when the
 * pattern is not read this way: it is then searched for in every text.
 */
export const startKeys = (pattern: RegExp): string[] | null => {
  if (pattern.flags.replace(/[gdy]/g, '') !== '') return null;
  try {
    const done = new Set<string>();
    for (const alternative of parse(pattern.source)) {
      // At the end of the pattern, the text's word could go on: as for an unknown character.
      for (const s of stepSequence(alternative, new Set([UNANCHORED]), done)) {
        if (s === FIRST) throw new Unknown();
        onUnknown(s, false, new Set(), done);
      }
    }
    return [...done];
  } catch (error) {
    if (error instanceof Unknown) return null;
    throw error;
  }
};

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
