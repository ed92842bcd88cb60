import type { AnswerVerdict, CitationKind } from '@rampart/contracts';
import { formatDate } from '../shell/format.ts';
import type { TopicProfile } from './topic-match.ts';

// What the rules of draft-answer.ts read about a question and the organisation, what they
// answer, and the few words and limits they share with answer-registers.ts.

export type Citation = { kind: CitationKind; id: string; title: string };

/** One of the organisation's controls the question's words point at, with what shows it works. */
export type ControlFacts = {
  id: string;
  title: string;
  /** active, inactive, planned, retired. */
  status: string;
  /** not_started, in_progress, implemented. */
  implementationStatus: string;
  /** What the team wrote about it: the commitments it states ("within 24 hours"). */
  description?: string;
  /** 0..1: how strongly the question points at it (the offline engine's score). */
  match: number;
  /**
   * Met only through the control library (library-bridge.ts): the control's own words do not
   * name what the question asks, so it can show a related practice but never support a "yes".
   */
  bridgedOnly?: boolean;
  /**
   * The question's own words (or the library control it was adopted from) point at it, not only
   * the subject both are about: without that it shows what is asked, but a "yes" from it waits
   * for a person. Undefined: not read, taken as confirmed.
   */
  confirmed?: boolean;
  /** What it is about, in the vocabulary of security subjects (topic-match.ts), when known. */
  topics?: TopicProfile;
  /** The last completed test. */
  lastTest: { id: string; result: string | null; testedAt: Date } | null;
  /** When its next test is due (decision 005's one due date). */
  testDueAt: Date | null;
  /** Evidence attached to it. */
  evidence: readonly { id: string; title: string; expiresAt: Date | null }[];
};

export type CertificationFacts = {
  id: string;
  name: string;
  /** Held today: status held and its dates valid (certificationStanding). */
  held: boolean;
  /** held, not-held, not-yet-issued, expired, report-too-old. */
  standing: string;
  status: string;
  validUntil: string | null;
  issuer: string;
};

export type DocumentFacts = {
  id: string;
  title: string;
  /** Approved, and its approval not expired. */
  approved: boolean;
  /** draft, in_review, approved. */
  status: string;
  expired: boolean;
  match: number;
};

export type QuestionFacts = {
  text: string;
  /** The subjects it asks about (askedTopics), when read: a "yes" must cover every one. */
  topics?: readonly string[];
  controls: readonly ControlFacts[];
  /** The organisation's certifications. */
  certifications: readonly CertificationFacts[];
  /** Its documents whose titles the question's words point at. */
  documents: readonly DocumentFacts[];
  /** Its vendor register: for questions about subprocessors and suppliers. */
  vendors: readonly { id: string; name: string }[];
  /** Its risk register: for questions about the risk process. */
  risks: {
    /** When each risk was last assessed (null: never). */
    assessed?: readonly (Date | null)[];
    total: number;
    lastAssessedAt: Date | null;
    recent: readonly { id: string; title: string }[];
    /** Every risk's title: whether a risk the question names is on the register. */
    titles?: readonly { id: string; title: string }[];
  };
  now: Date;
};

export type DraftAnswer = {
  answer: AnswerVerdict;
  /** What the customer reads: the answer and the facts behind it. */
  text: string;
  /** Why the verdict is what it is, for the person reviewing it. */
  reason: string;
  /** 0..1: how sure the engine is that it read the question right. */
  confidence: number;
  citations: Citation[];
};

/** A control must be pointed at this strongly to answer a question. */
export const MIN_CONTROL_MATCH = 0.35;
/** Controls within this share of the best match decide together; the others do not. */
export const DECIDING_SHARE = 0.85;
/** A document's title must be pointed at this strongly to answer for it. */
export const MIN_DOCUMENT_MATCH = 0.5;
/** A document answers for all of a question only when the question names this much of its title. */
export const DOCUMENT_NAMED = 0.75;
/** Most records cited per kind. */
export const MAX_CITED = 3;
/** A risk register counts as kept when a risk was assessed within this many days. */
export const RISK_PROCESS_DAYS = 366;

/** Without a due date, a passing test counts for a year. */
export const UNDATED_TEST_DAYS = 366;

export const day = (d: Date | string) => formatDate(d);
export const list = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
/** "an ISO/IEC 27001", "a SOC 2". */
export const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
export const clampConfidence = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;
