import type { AnswerVerdict } from '@rampart/contracts';
import { formatDate } from '../shell/format.ts';
import { isTestOverdue } from '../risk/evidence.ts';
import type { Citation, DraftAnswer } from './draft-answer.ts';
import { normalized, titleWords } from './question-reading.ts';

// The answer library (issue 22 point 4): answers a person approved, kept with who approved them,
// when, and the records they rest on; reused for the same or a similar question while those
// records still hold; stale once one does not (a test failed, evidence expired, a certification
// lapsed, a record deleted); flagged when two approved answers to the same question disagree.

/** What the organisation's records are now, for the ones an approved answer cites. */
export type LibraryRecords = {
  controls: ReadonlyMap<
    string,
    {
      title: string;
      status: string;
      implementationStatus: string;
      lastTest: { id: string; result: string | null; testedAt: Date } | null;
      testDueAt: Date | null;
    }
  >;
  evidence: ReadonlyMap<string, { title: string; expiresAt: Date | null }>;
  certifications: ReadonlyMap<string, { name: string; held: boolean }>;
  documents: ReadonlyMap<string, { title: string; approved: boolean; expired: boolean }>;
  vendors: ReadonlySet<string>;
  risks: ReadonlySet<string>;
  now: Date;
};

/** Why an approved answer no longer stands; none: it still does. */
export const staleReasons = (citations: readonly Citation[], records: LibraryRecords): string[] => {
  const reasons: string[] = [];
  const gone = (c: Citation) => reasons.push(`${c.title} no longer exists`);
  for (const c of citations) {
    switch (c.kind) {
      case 'control': {
        const control = records.controls.get(c.id);
        if (!control) gone(c);
        else if (control.status !== 'active' || control.implementationStatus !== 'implemented')
          reasons.push(`${control.title} is no longer implemented and active`);
        else if (control.lastTest && control.lastTest.result !== 'pass')
          reasons.push(
            `${control.title} ${control.lastTest.result === 'fail' ? 'failed' : 'only partly passed'} its last test on ${formatDate(control.lastTest.testedAt)}`,
          );
        else if (isTestOverdue(control.status, control.testDueAt, records.now))
          reasons.push(
            `${control.title}’s next test is overdue since ${formatDate(control.testDueAt!)}`,
          );
        break;
      }
      case 'evidence': {
        const evidence = records.evidence.get(c.id);
        if (!evidence) gone(c);
        else if (evidence.expiresAt && evidence.expiresAt.getTime() < records.now.getTime())
          reasons.push(`${evidence.title} expired on ${formatDate(evidence.expiresAt)}`);
        break;
      }
      case 'certification': {
        const certification = records.certifications.get(c.id);
        if (!certification) gone(c);
        else if (!certification.held) reasons.push(`${certification.name} is no longer held`);
        break;
      }
      case 'document': {
        const document = records.documents.get(c.id);
        if (!document) gone(c);
        else if (!document.approved || document.expired)
          reasons.push(`${document.title} is no longer approved`);
        break;
      }
      case 'vendor':
        if (!records.vendors.has(c.id)) gone(c);
        break;
      case 'risk':
        if (!records.risks.has(c.id)) gone(c);
        break;
      // A control's test is read through its control: a newer test decides.
      default:
        break;
    }
  }
  return reasons;
};

/** The words that make two questions the same question: numbering and punctuation aside. */
export const questionKey = (text: string): string =>
  normalized(text)
    // A number before the question ("1.2", "3)", "Q12", "A.1", "AIS-01.1"), not a name like
    // "SOC2:" that is part of what is asked.
    .replace(/^\s*(?:\d+(?:\.\d+)*[.)]?|q\d+[.)]?|[a-z]{1,4}[-.]\d+(?:[.-]\d+)*[.)]?)\s+/u, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A key this short says too little to call two questions the same. */
const MIN_KEY_LENGTH = 12;

const sameQuestion = (a: string, b: string) => a.length >= MIN_KEY_LENGTH && a === b;

/** Words that turn a question around: "is … used" and "is … never used" ask opposite things. */
const NEGATION = /\b(not|never|no|none|without|nor|cannot|prohibit(ed|s)?|forbid(den|s)?)\b|n't\b/u;
const negated = (text: string) => NEGATION.test(normalized(text));

const jaccard = (x: ReadonlySet<string>, y: ReadonlySet<string>): number => {
  if (x.size === 0 || y.size === 0) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared += 1;
  return shared / (x.size + y.size - shared);
};

/** 1 for the same question; else the share of their distinctive words the two hold in common. */
export const questionSimilarity = (a: string, b: string): number =>
  sameQuestion(questionKey(a), questionKey(b))
    ? 1
    : negated(a) !== negated(b)
      ? 0
      : jaccard(new Set(titleWords(a)), new Set(titleWords(b)));

/** Below this a library answer is to another question. */
export const LIBRARY_SIMILAR = 0.75;

export type LibraryEntry = {
  id: string;
  question: string;
  answer: AnswerVerdict;
  text: string;
  citations: readonly Citation[];
  approvedBy: string;
  approvedAt: Date;
  /** Where it was first given: the customer or questionnaire. */
  source: string;
};

/** Entries whose question has another current entry with a different verdict. */
export const conflictingEntries = (
  entries: readonly (LibraryEntry & { stale: boolean })[],
): Set<string> => {
  const byKey = new Map<string, (LibraryEntry & { stale: boolean })[]>();
  for (const e of entries) {
    if (e.stale) continue;
    const key = questionKey(e.question);
    byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
  const out = new Set<string>();
  for (const group of byKey.values()) {
    if (new Set(group.map((e) => e.answer)).size > 1) for (const e of group) out.add(e.id);
  }
  return out;
};

export type ReusedAnswer = DraftAnswer & { libraryEntryId: string };

type Indexed = LibraryEntry & { stale: boolean };

/**
 * The current entries, found by their question's key and by each of its words, read once for a
 * whole questionnaire: each question then looks only at entries sharing a word with it.
 */
export type LibraryIndex = {
  entries: readonly Indexed[];
  keys: readonly string[];
  words: readonly ReadonlySet<string>[];
  byKey: ReadonlyMap<string, number[]>;
  byWord: ReadonlyMap<string, number[]>;
};

export const indexLibrary = (entries: readonly Indexed[]): LibraryIndex => {
  const current = entries.filter((e) => !e.stale);
  const keys = current.map((e) => questionKey(e.question));
  const words = current.map((e) => new Set(titleWords(e.question)));
  const byKey = new Map<string, number[]>();
  const byWord = new Map<string, number[]>();
  current.forEach((_, i) => {
    if (keys[i]!.length >= MIN_KEY_LENGTH) byKey.set(keys[i]!, [...(byKey.get(keys[i]!) ?? []), i]);
    for (const w of words[i]!) {
      const list = byWord.get(w);
      if (list) list.push(i);
      else byWord.set(w, [i]);
    }
  });
  return { entries: current, keys, words, byKey, byWord };
};

/**
 * The approved answer a question can reuse, or null: current (not stale), to the same or a
 * similar question (similar: the same polarity, most of the same words), not in conflict with
 * another, and saying something ("unknown" is not an answer). A library answer never claims more
 * than today's records: a "yes" is reused only where the rules say "yes" too, and then only its
 * words, beside the records the rules cite today; where the rules say "yes", a lesser approved
 * answer does not override them. A "no", "partially" or "not applicable" a person approved
 * replaces a rules' draft that is not "yes". Otherwise the rules' draft stands.
 */
export const reusableAnswer = (
  question: string,
  drafted: DraftAnswer,
  library: LibraryIndex,
  conflicts: ReadonlySet<string>,
): ReusedAnswer | null => {
  const key = questionKey(question);
  const asked = new Set(titleWords(question));
  const negative = negated(question);
  const candidates = new Set<number>(
    key.length >= MIN_KEY_LENGTH ? (library.byKey.get(key) ?? []) : [],
  );
  for (const w of asked) for (const i of library.byWord.get(w) ?? []) candidates.add(i);
  const near = [...candidates]
    .map((i) => {
      const e = library.entries[i]!;
      const similarity = sameQuestion(library.keys[i]!, key)
        ? 1
        : negated(e.question) !== negative
          ? 0
          : jaccard(asked, library.words[i]!);
      return { e, similarity };
    })
    .filter((c) => c.similarity >= LIBRARY_SIMILAR)
    .sort(
      (a, b) => b.similarity - a.similarity || b.e.approvedAt.getTime() - a.e.approvedAt.getTime(),
    );
  const best = near[0];
  if (!best || conflicts.has(best.e.id)) return null;
  const { e, similarity } = best;
  if (e.answer === 'unknown') return null;
  if ((e.answer === 'yes') !== (drafted.answer === 'yes')) {
    // A "yes" the records do not show today, or a lesser answer the records now outgrow.
    return null;
  }
  const same = similarity === 1;
  const yes = e.answer === 'yes';
  return {
    answer: e.answer,
    text: e.text,
    reason: `${same ? 'The same question' : 'A similar question'} was answered this way by ${e.approvedBy} on ${formatDate(e.approvedAt)} (${e.source})${yes ? `; today: ${drafted.reason}` : e.citations.length ? ', and the records it rests on still hold' : ''}.`,
    confidence: same ? 0.9 : 0.75,
    citations: yes ? [...drafted.citations] : [...e.citations],
    libraryEntryId: e.id,
  };
};
