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

const QUOTE = /["“”]([^"“”]{3,400})["“”]/g;
/** A figure as one token: "90", "99.9", "24/7", "2026-11-02" (a date is not its parts). */
const NUMBER = /\d+(?:[.,:/-]\d+)*/g;
const CADENCE =
  /\b(hourly|daily|weekly|fortnightly|monthly|quarterly|semi-?annual(ly)?|bi-?annual(ly)?|annual(ly)?|yearly)\b/gi;

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

  const known = plain(`${question} ${records.map((r) => `${r.title} ${r.facts}`).join(' ')}`);
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
  const kept = sentencesOf(wording.text).filter((sentence) => {
    const quotes = [...sentence.matchAll(QUOTE)].map((m) => plain(m[1]!).trim());
    if (quotes.some((q) => !known.includes(q))) {
      dropped.push(`a quotation no record holds: ${sentence}`);
      return false;
    }
    const figures = sentence.match(NUMBER) ?? [];
    if (figures.some((n) => !knownFigures.has(n))) {
      dropped.push(`a figure no record gives: ${sentence}`);
      return false;
    }
    const cadences = sentence.match(CADENCE) ?? [];
    if (cadences.some((c) => !known.includes(plain(c).replace(/ly$/, '')))) {
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
