import { isTestOverdue } from '../risk/evidence.ts';
import {
  normalized,
  impliesOperation,
  askedFrequencyDays,
  meetsStatedLimits,
  statesLimits,
  certificationsAskedFor,
  THIRD_PARTIES,
  addressesQualifiers,
} from './question-reading.ts';
import {
  DECIDING_SHARE,
  MAX_CITED,
  MIN_CONTROL_MATCH,
  UNDATED_TEST_DAYS,
  clampConfidence,
  day,
  list,
  type Citation,
  type ControlFacts,
  type DraftAnswer,
  type QuestionFacts,
} from './draft-facts.ts';
import {
  answerCertification,
  answerDocument,
  answerRiskProcess,
  answerSupplierList,
  asksAboutRiskProcess,
  asksForDocument,
  asksForSupplierList,
} from './answer-registers.ts';

export * from './draft-facts.ts';

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
