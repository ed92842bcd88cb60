import { parse, Unknown, type Atom, type Item } from './pattern-reader.ts';

// The keys a topic pattern's matches can begin with, for compileMatcher() (word-starts.ts, whose
// top comment says what the keys are): the pattern read by parse() is followed atom by atom from
// its start, keeping the partial starts of its first two words.

export const LONG = 6;
export const SHORT = 4;
/** Beyond this many partial starts a pattern is searched for in every text instead. */
const MAX_STATES = 4000;
/** Repetitions followed at most: enough to read two words. */
const MAX_REPEATS = 12;
/** Before the first \b, no word character may be consumed: the match could begin mid-word. */
const UNANCHORED = '\0';

const isWordChar = (c: string) => /\w/.test(c);

// A partial start is a string: UNANCHORED before the first \b; FIRST and the first word so far
// (up to six characters, or four and '*' once the pattern went on with \w); SECOND, the first
// word, a space and the second word so far (up to four characters) once the first has ended.
const FIRST = '1';
const SECOND = '2';
export const STEM = '*';

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
