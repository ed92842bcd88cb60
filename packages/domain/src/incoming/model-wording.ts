import type { AnswerVerdict } from '@rampart/contracts';
import type { Citation, DraftAnswer } from './draft-facts.ts';
import { CERTIFICATION_FAMILIES, normalized } from './question-reading.ts';

// With a language model configured, the model writes an answer's words from the records the
// rules cited (issue 22 point 3); the rules' verdict stands, and the words are checked here
// before anything of them is kept. What the model may not do: state another verdict, quote words
// no record holds, name a certification, a number or a cadence no record (or the question)
// gives, or cite a record the rules did not. A sentence that does is dropped; wording that
// states the wrong verdict, names a certification not in the records, or has nothing left is
// dropped whole and the rules' own words stand.

/** One record the model was shown: its citation and everything it was told about it. */
export type WordingRecord = Citation & { facts: string };

/** What the model wrote for one question. */
export type ModelWording = { text: string; cite: readonly string[] };

export type CheckedWording = {
  text: string;
  citations: Citation[];
  /** The model's words were kept (some sentences may have been dropped). */
  modelWords: boolean;
  /** What was dropped and why, for the person reviewing it. */
  dropped: string[];
};

/** Longest answer text kept from a model. */
export const MODEL_TEXT_MAX = 1200;

/** How an answer stating each verdict begins. */
const OPENERS: Record<AnswerVerdict, RegExp> = {
  yes: /^yes\b/i,
  partial: /^(partially|partly|in part)\b/i,
  no: /^no\b/i,
  'n/a': /^(not applicable|n\/a)\b/i,
  unknown: /^(we need to confirm|unknown)\b/i,
};

const QUOTE_MARKS = /["“”‘’«»]/g;
/** A quotation: between straight, curly or angle quotes (an apostrophe inside a word is none). */
const QUOTE = /(?<![a-z])["“”‘’«»]([^"“”‘’«»]{1,2000})["“”‘’«»](?![a-z])/gi;
/** A figure as one token: "90", "99.9", "24/7", "2026-11-02" (a date is not its parts). */
const NUMBER = /\d+(?:[.,:/-]\d+)*/g;
const CADENCE =
  /\b(hourly|daily|weekly|fortnightly|monthly|quarterly|semi-?annual(ly)?|bi-?annual(ly)?|annual(ly)?|yearly)\b/gi;
/** One name per cadence: "annually", "annual" and "yearly" are the same. */
const cadenceOf = (word: string): string => {
  const w = word.toLowerCase().replace(/-/g, '');
  if (/^(semiannual|biannual)/.test(w)) return 'semiannual';
  if (/^(annual|yearly)/.test(w)) return 'annual';
  return w;
};
/** Words that take back what a "yes" says: "not enforced", "however … never". */
const TAKES_BACK =
  /\b(not|no longer|never|isn'?t|aren'?t|wasn'?t|weren'?t|doesn'?t|don'?t|hasn'?t|haven'?t|cannot|can'?t|failed|overdue|lacks?|missing|except|excluding|only partly)\b/i;

/** Compared as read: case, accents and spacing aside. */
const plain = (text: string) => normalized(text).replace(/\s+/g, ' ');

const sentencesOf = (text: string): string[] =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z0-9“"])/)
    .filter((s) => s.trim() !== '');

/**
 * Keeps what the model wrote only as far as the records bear it out; otherwise the rules' own
 * text. Citations are the rules' records the model named (all of the rules' when it named none
 * of them); a record the rules did not cite is never added.
 */
export const checkModelWording = (
  question: string,
  draft: Pick<DraftAnswer, 'answer' | 'text' | 'citations'>,
  records: readonly WordingRecord[],
  wording: ModelWording | undefined,
): CheckedWording => {
  const rules = (dropped: string[]): CheckedWording => ({
    text: draft.text,
    citations: [...draft.citations],
    modelWords: false,
    dropped,
  });
  if (!wording || wording.text.trim() === '') return rules([]);
  const cited = new Map(draft.citations.map((c) => [c.id, c]));
  const named = [...new Set(wording.cite)].filter((id) => cited.has(id));
  const strangers = wording.cite.filter((id) => !cited.has(id)).length;
  const dropped: string[] = [];
  if (strangers > 0)
    dropped.push(`${strangers} citation(s) of records the answer does not rest on`);

  // Only the records are sources: a customer's question is not evidence of anything.
  void question;
  const known = plain(records.map((r) => `${r.title} ${r.facts}`).join(' '));
  const knownCadences = new Set((known.match(CADENCE) ?? []).map(cadenceOf));
  // A standard's number stands alone too ("27001" of "27001:2022"); a date's parts do not.
  const knownFigures = new Set(
    (known.match(NUMBER) ?? []).flatMap((n) => [n, ...(/[-/]/.test(n) ? [] : n.split(/[:.,]/))]),
  );
  const opener = OPENERS[draft.answer];
  if (!opener.test(wording.text.trim())) {
    return rules([...dropped, 'wording that did not begin with the verdict the records support']);
  }
  const certification = CERTIFICATION_FAMILIES.find(
    (f) => f.pattern.test(plain(wording.text)) && !f.pattern.test(known),
  );
  if (certification) {
    return rules([...dropped, `wording that named ${certification.label}, which no record shows`]);
  }
  // Quotations are read in the whole text (one may run over a sentence's end): each must be a
  // record's words, and a quotation mark left open is not read as anything else.
  const quotes = [...wording.text.matchAll(QUOTE)];
  const marks = (wording.text.match(QUOTE_MARKS) ?? []).length;
  if (marks !== quotes.length * 2 || quotes.some((q) => !known.includes(plain(q[1]!).trim()))) {
    return rules([...dropped, 'a quotation no record holds']);
  }
  const others = (Object.keys(OPENERS) as AnswerVerdict[]).filter((v) => v !== draft.answer);
  const kept = sentencesOf(wording.text).filter((sentence, i) => {
    // A later sentence that states another verdict, or a "yes" taken back, is not the records'.
    if (i > 0 && others.some((v) => OPENERS[v].test(sentence))) {
      dropped.push(`a sentence stating another answer: ${sentence}`);
      return false;
    }
    if (draft.answer === 'yes' && TAKES_BACK.test(sentence)) {
      dropped.push(`a sentence that takes back the "yes": ${sentence}`);
      return false;
    }
    const figures = sentence.match(NUMBER) ?? [];
    if (figures.some((n) => !knownFigures.has(n))) {
      dropped.push(`a figure no record gives: ${sentence}`);
      return false;
    }
    const cadences = sentence.match(CADENCE) ?? [];
    if (cadences.some((c) => !knownCadences.has(cadenceOf(c)))) {
      dropped.push(`a cadence no record gives: ${sentence}`);
      return false;
    }
    return true;
  });
  const text = kept.join(' ').slice(0, MODEL_TEXT_MAX).trim();
  if (text === '' || !opener.test(text)) {
    return rules([...dropped, 'nothing of the wording the records bear out']);
  }
  return {
    text,
    citations: named.length > 0 ? named.map((id) => cited.get(id)!) : [...draft.citations],
    modelWords: true,
    dropped,
  };
};
