// Everyday business language → control language, for the offline control recommendation.
// Risk owners outside security write "people who leave can still get in" or "the figures never
// match"; the expansion table (recommend-expansions.ts) reads practitioners' wording. This
// vocabulary is data (recommend-everyday.json): for each concept, the everyday phrases that name
// it and the library words that treat it. Phrases are compiled here into expansion patterns
// that accept the usual word endings, small words in between and contractions, so one phrase
// covers its variants ("leave" also reads "leaves", "leaving"; "do not match" reads "don't
// match" and "doesn't match the").
import vocabulary from './recommend-everyday.json' with { type: 'json' };
import type { Expansion } from './recommend-expansions.ts';

/** One concept of the vocabulary as the data file holds it. */
export type EverydayConcept = {
  id: string;
  /** What the concept is, in plain words, for the rationale. */
  concept: string;
  /**
   * Everyday phrases, lower case. `a|b` accepts either word in that place (`look_after`: words
   * that go together in one alternative; `=fire`: that word exactly); `*` accepts up to
   * `EVERYDAY_GAP_WORDS` words of any kind; `not` also reads the contraction ("don't").
   */
  phrases: string[];
  /** When given, one of these phrases must be found as well (the context the concept needs). */
  with?: string[];
  /** Library words the concept adds to the query. */
  terms: string;
  /** Words the phrases use in another sense than the library's (see `Expansion.otherSense`). */
  otherSense?: string[];
};

/**
 * How much a concept's terms count against the expansion table's rules: an everyday phrase is
 * precise, and the plain words around it rarely name a control (chosen on the tuning sets only).
 */
export const EVERYDAY_WEIGHT = 1.5;

/** Most words a `*` in a phrase stands for. */
export const EVERYDAY_GAP_WORDS = 3;

/** Small words a phrase skips wherever they appear between its words. */
const SKIPPED = ['the', 'a', 'an', 'our', 'their', 'its', 'his', 'her', 'my', 'your', 'any'];
const SKIP = `(?:\\s+(?:${SKIPPED.join('|')})\\b)*\\s+`;
const GAP = `(?:\\s+[\\w'-]+){0,${EVERYDAY_GAP_WORDS}}\\s+`;

/** Contracted negations: "can't", "won't", "don't". */
const NEGATED: Record<string, string> = {
  can: "(?:cannot|can't|can not)",
  will: "(?:won't|will not)",
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A word with the endings English adds to it ("stop" also reads "stops", "stopped"); `=word`
 * reads the word exactly ("=fire" is not "fired").
 */
export const inflected = (word: string): string => {
  if (word.startsWith('=')) return escape(word.slice(1));
  const w = escape(word);
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return w;
  if (word.endsWith('e')) return `${escape(word.slice(0, -1))}(?:e|es|ed|ing|er|ers)`;
  if (/[^aeiou]y$/.test(word)) return `${escape(word.slice(0, -1))}(?:y|ies|ied|ying)`;
  const last = word.at(-1)!;
  const doubled = /[aeiou][bdgkmnprt]$/.test(word) ? `${last}?` : '';
  return `${w}(?:${doubled}(?:s|es|ed|ing|er|ers))?`;
};

/** One alternative of a slot: a word, or words joined by `_` ("look_after"). */
const alternative = (words: string): string => words.split('_').map(inflected).join(SKIP);

const slot = (word: string, next: string | undefined): string => {
  const alternatives = word.split('|');
  if (next === 'not' && alternatives.length === 1 && NEGATED[word]) return NEGATED[word];
  const forms = alternatives.map(alternative);
  return forms.length > 1 ? `(?:${forms.join('|')})` : forms[0]!;
};

/** The pattern of one phrase over normalised risk text. */
export const phrasePattern = (phrase: string): string => {
  const words = phrase.trim().toLowerCase().split(/\s+/).filter(Boolean);
  let out = '';
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const previous = words[i - 1];
    if (word === '*') {
      out += GAP;
      continue;
    }
    if (word === 'not' && previous && previous !== '*') {
      // Already folded into "can't" / "won't", or written "don't" / "do not".
      if (!(previous.split('|').length === 1 && NEGATED[previous])) out += "(?:n't|\\s+not)";
      continue;
    }
    if (i > 0 && previous !== '*') out += SKIP;
    out += slot(word, words[i + 1]);
  }
  return out;
};

/** The stem every form of a word starts with ("leave" → "leav", "reply" → "repl"). */
const stem = (word: string): string => {
  if (word.startsWith('=')) return word.slice(1);
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return word;
  return word.endsWith('e') || /[^aeiou]y$/.test(word) ? word.slice(0, -1) : word;
};

/**
 * Fragments one of which any match of the phrases holds: for each phrase, the stems of its slot
 * with the longest shortest stem (null when a phrase has no such slot, e.g. only `*`).
 */
export const phraseHints = (phrases: string[]): string[] | null => {
  const hints = new Set<string>();
  for (const phrase of phrases) {
    const slots = phrase
      .trim()
      .toLowerCase()
      .split(/\s+/)
      .filter((w) => w && w !== '*' && w !== 'not')
      .map((w) => w.split('|').map((a) => stem(a.split('_')[0]!)));
    const best = slots.sort(
      (a, b) => Math.min(...b.map((x) => x.length)) - Math.min(...a.map((x) => x.length)),
    )[0];
    if (!best) return null;
    for (const h of best) hints.add(h);
  }
  return [...hints];
};

const phrasesPattern = (phrases: string[]) =>
  new RegExp(`\\b(?:${phrases.map(phrasePattern).join('|')})\\b`);

/** The concept as an expansion: its phrases as one pattern (and its context as another). */
export const everydayExpansion = (c: EverydayConcept): Expansion => {
  const hints = phraseHints(c.phrases);
  return {
    id: `everyday-${c.id}`,
    concept: c.concept,
    when: c.with ? [phrasesPattern(c.phrases), phrasesPattern(c.with)] : phrasesPattern(c.phrases),
    terms: c.terms,
    weight: EVERYDAY_WEIGHT,
    ...(c.otherSense ? { otherSense: c.otherSense } : {}),
    ...(hints ? { hints } : {}),
  };
};

export const EVERYDAY_CONCEPTS: readonly EverydayConcept[] = vocabulary.concepts;

/**
 * Words everyday risk writing puts everywhere ("customers", "staff", "never"): they name no
 * control, so they count as little as register boilerplate (RECOMMEND_WEIGHTS.filler).
 */
export const EVERYDAY_FILLER_WORDS: ReadonlySet<string> = new Set(vocabulary.fillerWords);

export const EVERYDAY_EXPANSIONS: readonly Expansion[] = EVERYDAY_CONCEPTS.map(everydayExpansion);
