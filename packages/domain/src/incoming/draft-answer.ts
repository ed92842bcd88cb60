import type { AnswerVerdict, CitationKind } from '@rampart/contracts';
import { formatDate } from '../shell/format.ts';
import { isTestOverdue } from '../risk/evidence.ts';
import {
  normalized,
  impliesOperation,
  askedFrequencyDays,
  meetsStatedLimits,
  statesLimits,
  CERTIFICATION_FAMILIES,
  certificationsAskedFor,
  socType,
  THIRD_PARTIES,
  addressesQualifiers,
} from './question-reading.ts';

// Drafting the answer to one question of a customer's questionnaire from the organisation's own
// records (issue 22 point 3). The rules live here and nowhere else, and they are the whole of
// what an answer may claim:
// - "yes" only when an implemented, active control addresses the question and, where the
//   question implies operation (a frequency, "enforced", "reviewed", "tested", "within N days"),
//   its last test passed and is not overdue; or, for a question about a certification, when the
//   organisation holds it and its dates are valid; or, for a question about a policy, when an
//   approved document in date says so;
// - otherwise "partial", "no" or "unknown", with the reason in words;
// - every citation names a record handed in (records of the organisation, never made up).

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
/** Most records cited per kind. */
const MAX_CITED = 3;
/** A risk register counts as kept when a risk was assessed within this many days. */
export const RISK_PROCESS_DAYS = 366;

/** Without a due date, a passing test counts for a year. */
const UNDATED_TEST_DAYS = 366;

/** Whether a recorded certification's name is of the family asked for (and the SOC 2 type). */
const isOfFamily = (
  family: (typeof CERTIFICATION_FAMILIES)[number],
  name: string,
  question: string,
): boolean => {
  const recorded = normalized(name);
  if (!family.pattern.test(recorded)) return false;
  if (family.id !== 'soc2' && family.id !== 'soc1') return true;
  const wanted = socType(normalized(question));
  return wanted === null || socType(recorded) === wanted;
};

const STANDING_WORDS: Record<string, string> = {
  'not-held': 'is not held',
  'not-yet-issued': 'is not issued yet',
  expired: 'has expired',
  'report-too-old': 'rests on a report more than a year old',
};

const day = (d: Date | string) => formatDate(d);
const list = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
/** "an ISO/IEC 27001", "a SOC 2". */
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'an' : 'a');
const clampConfidence = (n: number) => Math.round(Math.min(1, Math.max(0, n)) * 100) / 100;

const answerCertification = (
  facts: QuestionFacts,
  asked: typeof CERTIFICATION_FAMILIES,
): DraftAnswer => {
  const recorded = facts.certifications.filter((c) =>
    asked.some((f) => isOfFamily(f, c.name, facts.text)),
  );
  const held = recorded.filter((c) => c.held);
  // What a certificate covers is in its scope, which a person compares with what is asked.
  if (held.length > 0 && /\bscope\b/.test(normalized(facts.text))) {
    return {
      answer: 'partial',
      text: `We hold ${list(held.map((c) => c.name))}; its scope is stated on the certificate.`,
      reason:
        'The question asks what the certificate covers: a person checks its scope against the question.',
      confidence: 0.5,
      citations: held
        .slice(0, MAX_CITED)
        .map((c) => ({ kind: 'certification', id: c.id, title: c.name })),
    };
  }
  if (held.length > 0) {
    const named = held.map(
      (c) =>
        `${c.name}${c.issuer ? ` (issued by ${c.issuer})` : ''}${c.validUntil ? `, valid until ${day(c.validUntil)}` : ''}`,
    );
    return {
      answer: 'yes',
      text: `Yes. We hold ${list(named)}.`,
      reason: `${list(held.map((c) => c.name))} is recorded as held and in date.`,
      confidence: 0.9,
      citations: held
        .slice(0, MAX_CITED)
        .map((c) => ({ kind: 'certification', id: c.id, title: c.name })),
    };
  }
  const labels = list(asked.map((f) => f.label));
  if (recorded.length > 0) {
    const why = recorded.map((c) => `${c.name} ${STANDING_WORDS[c.standing] ?? 'is not held'}`);
    const inProgress = recorded.some((c) => c.status === 'in_progress');
    return {
      answer: 'no',
      text: inProgress
        ? `No. ${labels} certification is in progress and not yet held.`
        : `No. We do not currently hold a valid ${labels} certification.`,
      reason: `${list(why)}: a certification is claimed only while held and in date.`,
      confidence: 0.85,
      citations: recorded
        .slice(0, MAX_CITED)
        .map((c) => ({ kind: 'certification', id: c.id, title: c.name })),
    };
  }
  return {
    answer: 'no',
    text: `No. We do not hold ${article(labels)} ${labels} certification.`,
    reason: `No ${labels} certification is recorded in Rampart.`,
    confidence: 0.6,
    citations: [],
  };
};

/**
 * Questions about the register of suppliers itself: do you keep a list of them. Not a policy
 * about suppliers, and not how suppliers are reviewed (controls answer those).
 */
const asksForSupplierList = (text: string) =>
  THIRD_PARTIES.test(text) &&
  /\b(list|inventory|register|catalog(ue)?)\b/.test(text) &&
  !/\b(polic(y|ies)|procedures?|assess|review|audit|monitor)/.test(text) &&
  !impliesOperation(text);

const answerSupplierList = (facts: QuestionFacts): DraftAnswer => {
  if (facts.vendors.length === 0) {
    return {
      answer: 'no',
      text: 'No. We do not keep a register of suppliers in Rampart yet.',
      reason: 'The vendor register is empty.',
      confidence: 0.6,
      citations: [],
    };
  }
  const shown = facts.vendors.slice(0, MAX_CITED);
  return {
    answer: 'yes',
    text: `Yes. We keep a register of our suppliers and subprocessors (${facts.vendors.length} recorded), including ${list(shown.map((v) => v.name))}.`,
    reason: `The vendor register holds ${facts.vendors.length} vendors.`,
    confidence: 0.75,
    citations: shown.map((v) => ({ kind: 'vendor', id: v.id, title: v.name })),
  };
};

/** Questions about the risk process: is there a risk assessment, a register, how often. */
const asksAboutRiskProcess = (text: string) =>
  /\brisk (assessments?|register|management|analysis)\b|\bassess(es|ed)? (its |your )?(information security )?risks\b/.test(
    text,
  );

const answerRiskProcess = (facts: QuestionFacts): DraftAnswer | null => {
  const { risks, now } = facts;
  if (risks.total === 0) return null;
  const cited = risks.recent
    .slice(0, MAX_CITED)
    .map((r): Citation => ({ kind: 'risk', id: r.id, title: r.title }));
  const within = askedFrequencyDays(facts.text) ?? RISK_PROCESS_DAYS;
  const inTime = (d: Date | null) =>
    d !== null && now.getTime() - d.getTime() <= within * 86_400_000;
  // The register is kept when every risk in it was assessed within the period, not just one.
  const recent = risks.assessed
    ? risks.assessed.length > 0 && risks.assessed.every(inTime)
    : inTime(risks.lastAssessedAt);
  if (recent) {
    return {
      answer: 'yes',
      text: `Yes. We keep a risk register of ${risks.total} risks; the latest assessment was on ${day(risks.lastAssessedAt!)}.`,
      reason: `The risk register holds ${risks.total} risks, last assessed ${day(risks.lastAssessedAt!)}.`,
      confidence: 0.75,
      citations: cited,
    };
  }
  return {
    answer: 'partial',
    text: `Partially. We keep a risk register of ${risks.total} risks, but not every risk has been assessed as recently as the question asks.`,
    reason: `${risks.assessed ? risks.assessed.filter((d) => !inTime(d)).length : risks.total} of ${risks.total} risks were not assessed in the last ${within} days.`,
    confidence: 0.65,
    citations: cited,
  };
};

/** Questions about a written policy, procedure or plan. */
const asksForDocument = (text: string) =>
  /\b(polic(y|ies)|procedures?|plans?|standards?|charter)\b/.test(text) &&
  /\b(documented|written|formal(ly)?|approved|published|maintain|have|has|exist)\b/.test(text);

const answerDocument = (facts: QuestionFacts): DraftAnswer | null => {
  const matched = facts.documents
    .filter((d) => d.match >= MIN_DOCUMENT_MATCH)
    .sort((a, b) => b.match - a.match);
  if (matched.length === 0) return null;
  const approved = matched.filter((d) => d.approved && !d.expired);
  if (approved.length > 0) {
    const best = approved.slice(0, MAX_CITED);
    return {
      answer: 'yes',
      text: `Yes. See our ${list(best.map((d) => `“${d.title}”`))}, approved and current.`,
      reason: `${list(best.map((d) => d.title))}: approved and not expired.`,
      confidence: clampConfidence(0.55 + 0.4 * best[0]!.match),
      citations: best.map((d) => ({ kind: 'document', id: d.id, title: d.title })),
    };
  }
  const best = matched.slice(0, MAX_CITED);
  return {
    answer: 'partial',
    text: `Partially. ${list(best.map((d) => `“${d.title}”`))} is written but not currently approved.`,
    reason: `${list(best.map((d) => `${d.title} (${d.expired ? 'expired' : d.status.replace('_', ' ')})`))}: a document counts once approved and in date.`,
    confidence: clampConfidence(0.5 + 0.3 * best[0]!.match),
    citations: best.map((d) => ({ kind: 'document', id: d.id, title: d.title })),
  };
};

const isImplemented = (c: ControlFacts) =>
  c.implementationStatus === 'implemented' && c.status === 'active';

/** Valid evidence of a control, cited beside it. */
const validEvidence = (c: ControlFacts, now: Date) =>
  c.evidence.filter((e) => e.expiresAt === null || e.expiresAt.getTime() >= now.getTime());

type Operation = {
  /** Its last test passed, is not overdue, and is as recent as the question asks. */
  passing: boolean;
  /** Its tests speak against it: failed, partly passed, overdue or too old. */
  against: boolean;
  words: string;
};

const DAY_MS = 86_400_000;

/** How a control operates, from its last test, its due date and the frequency the question names. */
const operation = (c: ControlFacts, now: Date, question: string): Operation => {
  if (!c.lastTest) return { passing: false, against: false, words: 'has not been tested yet' };
  const on = day(c.lastTest.testedAt);
  if (c.lastTest.result === 'fail') {
    return { passing: false, against: true, words: `failed its last test on ${on}` };
  }
  if (c.lastTest.result !== 'pass') {
    return { passing: false, against: true, words: `only partly passed its last test on ${on}` };
  }
  if (isTestOverdue(c.status, c.testDueAt, now)) {
    return {
      passing: false,
      against: true,
      words: `passed its last test on ${on}, but the next test is overdue since ${day(c.testDueAt!)}`,
    };
  }
  const asked = askedFrequencyDays(question);
  const limit = asked ?? (c.testDueAt === null ? UNDATED_TEST_DAYS : null);
  if (limit !== null && now.getTime() - c.lastTest.testedAt.getTime() > limit * DAY_MS) {
    return {
      passing: false,
      against: true,
      words: `passed its last test on ${on}, longer ago than ${asked ? 'the question asks' : 'a year'}`,
    };
  }
  return { passing: true, against: false, words: `passed its last test on ${on}` };
};

const controlCitations = (c: ControlFacts, now: Date, withTest: boolean): Citation[] => [
  { kind: 'control', id: c.id, title: c.title },
  ...(withTest && c.lastTest
    ? [{ kind: 'control_test' as const, id: c.lastTest.id, title: `Test of ${c.title}` }]
    : []),
  ...validEvidence(c, now)
    .slice(0, MAX_CITED)
    .map((e): Citation => ({ kind: 'evidence', id: e.id, title: e.title })),
];

const answerFromControls = (facts: QuestionFacts): DraftAnswer => {
  const { now } = facts;
  const addressing = facts.controls
    .filter((c) => c.match >= MIN_CONTROL_MATCH && addressesQualifiers(facts.text, c.title))
    .sort((a, b) => b.match - a.match);
  // The controls that address the question best decide it: another control that happens to
  // share a few words and passes does not answer for the one that failed.
  const top = addressing[0]?.match ?? 0;
  const relevant = addressing.filter((c) => c.match >= DECIDING_SHARE * top).slice(0, MAX_CITED);
  if (relevant.length === 0) {
    return {
      answer: 'unknown',
      text: 'We need to confirm this before answering.',
      reason: 'No control, document or record in Rampart addresses this question.',
      confidence: 0.2,
      citations: [],
    };
  }
  const confidence = (c: ControlFacts, base: number) => clampConfidence(base + 0.35 * c.match);
  const implemented = relevant.filter(isImplemented);
  if (implemented.length === 0) {
    const best = relevant[0]!;
    const underway = relevant.find(
      (c) => c.implementationStatus === 'in_progress' && c.status !== 'retired',
    );
    if (underway) {
      return {
        answer: 'partial',
        text: `Partially. ${underway.title} is being implemented.`,
        reason: `${underway.title} is in progress, not implemented: it cannot support a "yes".`,
        confidence: confidence(underway, 0.45),
        citations: controlCitations(underway, now, false),
      };
    }
    return {
      answer: 'no',
      text: `No. ${best.title} is not in place.`,
      reason: `${best.title} is ${best.status === 'active' ? 'not implemented' : best.status}.`,
      confidence: confidence(best, 0.4),
      citations: controlCitations(best, now, false),
    };
  }
  // A question about what exists: an implemented control is enough, unless its tests speak
  // against it (a failed, partly passed, overdue or stale test). A question about how it
  // operates: its last test must have passed, recently enough.
  const operates = impliesOperation(facts.text);
  // A control among those deciding whose tests speak against it keeps the answer from "yes":
  // another one passing does not outvote it.
  const contradicted = implemented.find((c) => operation(c, now, facts.text).against);
  const supported = contradicted
    ? undefined
    : implemented.find((c) => {
        const op = operation(c, now, facts.text);
        const shown = meetsStatedLimits(facts.text, `${c.title} ${c.description ?? ''}`);
        return shown && (operates ? op.passing : !op.against);
      });
  if (supported && supported.bridgedOnly) {
    const op = operation(supported, now, facts.text);
    return {
      answer: 'partial',
      text: `Partially. ${supported.title} is implemented and covers a related practice; we need to confirm it covers what is asked.`,
      reason: `${supported.title} meets the question only through the control library: its own words do not name what is asked, so it cannot support a "yes".`,
      confidence: confidence(supported, 0.35),
      citations: controlCitations(supported, now, op.passing),
    };
  }
  if (supported) {
    const op = operation(supported, now, facts.text);
    const evidence = validEvidence(supported, now);
    const tested = op.passing;
    return {
      answer: 'yes',
      text: tested
        ? `Yes. ${supported.title} is implemented and ${op.words}.`
        : `Yes. ${supported.title} is implemented${evidence.length ? `; evidence: ${list(evidence.slice(0, MAX_CITED).map((e) => e.title))}` : ''}.`,
      reason: operates
        ? `The question asks how it operates: ${supported.title} ${op.words}, and its next test is not overdue.`
        : `${supported.title} is implemented and active${tested ? ` and ${op.words}` : ''}.`,
      confidence: confidence(supported, operates ? 0.55 : 0.5),
      citations: controlCitations(supported, now, tested),
    };
  }
  const best = contradicted ?? implemented[0]!;
  const op = operation(best, now, facts.text);
  if (!meetsStatedLimits(facts.text, `${best.title} ${best.description ?? ''}`)) {
    return {
      answer: 'partial',
      text: `Partially. ${best.title} is implemented, but our records do not state the time limit asked for.`,
      reason: `The question names a time limit or notice period that ${best.title} does not state: a "yes" would promise more than the records show.`,
      confidence: confidence(best, 0.45),
      citations: controlCitations(best, now, op.passing),
    };
  }
  return {
    answer: 'partial',
    text: `Partially. ${best.title} is implemented, but it ${op.words}.`,
    reason: operates
      ? `The question asks how it operates, and ${best.title} ${op.words}: a "yes" needs a passing test within its cadence.`
      : `${best.title} is implemented, but it ${op.words}: a "yes" needs its tests not to speak against it.`,
    confidence: confidence(best, 0.45),
    citations: controlCitations(best, now, true),
  };
};

/**
 * A question about a written policy or plan, once a document answers it: a draft or expired
 * document is "partial" whatever else holds; an approved one is "yes" only when the controls that
 * carry it out do not show otherwise, and, when the question asks how it operates ("tested
 * annually"), only when a control shows it.
 */
const withControls = (facts: QuestionFacts, document: DraftAnswer): DraftAnswer => {
  if (document.answer !== 'yes') return document;
  // Controls met only through the library show a related practice, not what this policy covers.
  const controls = answerFromControls({
    ...facts,
    controls: facts.controls.filter((c) => !c.bridgedOnly),
  });
  const operates = impliesOperation(facts.text);
  if (operates && controls.answer === 'yes') return controls;
  if (!operates && (controls.answer === 'yes' || controls.answer === 'unknown')) return document;
  const none = controls.answer === 'unknown';
  return {
    ...controls,
    answer: 'partial',
    text: `Partially. ${document.text.replace(/^Yes\. /, '')}${none ? ' No test on record shows how it operates.' : ` ${controls.text.replace(/^(Partially|No)\. /, '')}`}`,
    reason: `${document.reason} ${none ? 'The question asks how it operates, and no control with a passing test shows it.' : controls.reason}`,
    confidence: clampConfidence(Math.min(document.confidence, 0.6)),
    citations: [...document.citations, ...controls.citations],
  };
};

/**
 * The answer to one question from the records handed in. Certification questions are answered
 * from the certification register only; questions about the supplier list, the risk process and
 * written policies from those registers first; every other question from controls.
 */
export const draftAnswer = (facts: QuestionFacts): DraftAnswer => {
  const text = normalized(facts.text);
  const certifications = certificationsAskedFor(facts.text);
  if (certifications.length > 0) return answerCertification(facts, certifications);
  if (asksForSupplierList(text)) return answerSupplierList(facts);
  if (asksAboutRiskProcess(text) && !THIRD_PARTIES.test(text) && !statesLimits(text)) {
    const risk = answerRiskProcess(facts);
    if (risk) return risk;
  }
  if (asksForDocument(text)) {
    const document = answerDocument(facts);
    if (document) return withControls(facts, document);
  }
  return answerFromControls(facts);
};
