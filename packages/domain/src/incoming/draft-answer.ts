import {
  normalized,
  impliesOperation,
  certificationsAskedFor,
  THIRD_PARTIES,
  addressesQualifiers,
  asksForAlignment,
  asksAboutPrevented,
  asksRegulatoryCompliance,
  asksAboutOwnDataCentre,
  runsNoDataCentre,
  statesPrevention,
} from './question-reading.ts';
import { meetsStatedLimits, statesLimits } from './limits-reading.ts';
import { asksAboutCustomersUsers, aboutWorkforce } from './scope-reading.ts';
import {
  DECIDING_SHARE,
  MAX_CITED,
  MIN_CONTROL_MATCH,
  clampConfidence,
  list,
  type ControlFacts,
  type DraftAnswer,
  type QuestionFacts,
} from './draft-facts.ts';
import {
  answerAlignment,
  answerCertification,
  answerNamedSupplier,
  answerRegisteredRisk,
  asksForRegisteredRisk,
  answerDocument,
  answerRiskProcess,
  answerSupplierList,
  asksAboutRiskProcess,
  asksForDocument,
  asksForSupplierList,
} from './answer-registers.ts';

import {
  isImplemented,
  validEvidence,
  operation,
  controlCitations,
  uncoveredTopics,
  asMuchAbout,
  aboutMoreThanAsked,
  shortOf,
} from './control-standing.ts';

export * from './draft-facts.ts';

/** The question asks about each and every one of something. */
const EVERY = /\b(every|each|all)\b/;

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

const answerFromControls = (facts: QuestionFacts): DraftAnswer => {
  const { now } = facts;
  const addressing = facts.controls
    .filter((c) => c.match >= MIN_CONTROL_MATCH && addressesQualifiers(facts.text, c.title))
    .sort((a, b) => b.match - a.match);
  // The controls that address the question best decide it: another control that happens to
  // share a few words and passes does not answer for the one that failed.
  // A control the question names outranks one that only shows a related practice.
  // A retired control was replaced: it decides only when nothing in use addresses the question.
  const named = addressing.filter((c) => !c.bridgedOnly);
  const inUse = named.filter((c) => c.status !== 'retired');
  const pool = inUse.length > 0 ? inUse : named.length > 0 ? named : addressing;
  const top = pool[0]?.match ?? 0;
  const relevant = pool.filter((c) => c.match >= DECIDING_SHARE * top).slice(0, MAX_CITED);
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
    // A control not in place says "no" for what it is about; about none of the subjects asked
    // (a neighbouring subject that shares words), it says nothing of them.
    const beside = uncoveredTopics(facts, best);
    if (beside.length > 0 && beside.length === (facts.topics ?? []).length) {
      return {
        answer: 'unknown',
        text: 'We need to confirm this before answering.',
        reason: `${best.title} is not in place, but it is not about ${list(beside)}: no record in Rampart says whether that is done.`,
        confidence: 0.25,
        citations: controlCitations(best, now, false),
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
  // A control as much about the question that is not in operation (paused, being built, not
  // started) shows part of what is asked is missing; a retired one was replaced.
  const missing = relevant.find(
    (c) =>
      !isImplemented(c) &&
      c.status !== 'retired' &&
      !c.bridgedOnly &&
      c.match >= (supported?.match ?? 1) &&
      (!supported ||
        (asMuchAbout(facts, c, supported) &&
          (!aboutMoreThanAsked(facts, c) || aboutMoreThanAsked(facts, supported)))),
  );
  if (supported && !supported.bridgedOnly && missing) {
    const op = operation(supported, now, facts.text);
    const state =
      missing.implementationStatus === 'implemented'
        ? missing.status
        : missing.implementationStatus.replace('_', ' ');
    return {
      answer: 'partial',
      text: `Partially. ${supported.title} is implemented, but ${missing.title} is not in place yet.`,
      reason: `${missing.title} addresses the question as much and is ${state}: part of what is asked is not in operation.`,
      confidence: confidence(supported, 0.4),
      citations: [
        ...controlCitations(supported, now, op.passing),
        ...controlCitations(missing, now, false),
      ],
    };
  }
  // A "yes" answers all of the question: the controls that show it must together cover every
  // subject it asks about ("encrypted at rest and in transit" needs both).
  const uncovered = supported ? uncoveredTopics(facts, supported) : [];
  if (supported && uncovered.length > 0) {
    const op = operation(supported, now, facts.text);
    return {
      answer: 'partial',
      text: `Partially. ${supported.title} is implemented; our records do not show ${list(uncovered)}.`,
      reason: `The question also asks about ${list(uncovered)}, which no implemented control with a sound test covers: a "yes" would claim more than the records show.`,
      confidence: confidence(supported, 0.4),
      citations: controlCitations(supported, now, op.passing),
    };
  }
  // A control that says part of it is not done, or that it covers only part when the question
  // asks about all of something, does not answer for all of it.
  const own = supported ? `${supported.title}. ${supported.description ?? ''}` : '';
  const short = supported ? shortOf(facts.text, own) : null;
  if (supported && short) {
    const op = operation(supported, now, facts.text);
    return {
      answer: 'partial',
      text: `Partially. ${supported.title} is implemented, but it covers only part of what is asked.`,
      reason: `${short}: a "yes" would claim more than the records show.`,
      confidence: confidence(supported, 0.4),
      citations: controlCitations(supported, now, op.passing),
    };
  }
  if (
    supported &&
    asksAboutCustomersUsers(facts.text) &&
    aboutWorkforce(`${supported.title}. ${supported.description ?? ''}`)
  ) {
    return {
      answer: 'unknown',
      text: 'We need to confirm this before answering.',
      reason: `The question asks about your people in our product; ${supported.title} is about our own staff.`,
      confidence: 0.3,
      citations: [],
    };
  }
  if (supported && supported.confirmed === false) {
    const op = operation(supported, now, facts.text);
    return {
      answer: 'partial',
      text: `Partially. ${supported.title} is implemented and is about what is asked${op.passing ? `; it ${op.words}` : ''}. We need to confirm it covers all of it.`,
      reason: `${supported.title} is about the subject the question asks, but its own words do not state what the question asks: a "yes" waits for a person to confirm it.`,
      confidence: confidence(supported, 0.45),
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
      text: `Partially. ${best.title} is implemented, but our records do not state the time limit, retention or version asked for.`,
      reason: `The question names a time limit, notice period, retention or version that ${best.title} does not state: a "yes" would promise more than the records show.`,
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

/** A control about keeping the policies themselves: their review, approval, acknowledgement. */
const isAboutPolicies = (c: ControlFacts): boolean =>
  c.topics !== undefined &&
  [...c.topics.primary].some((t) => t === 'policy-management' || t === 'policy-acknowledgement');

/**
 * A question about a written policy or plan, once a document answers it: a draft or expired
 * document is "partial" whatever else holds; an approved one is "yes" only when the controls that
 * carry it out do not show otherwise, and, when the question asks how it operates ("tested
 * annually"), only when a control shows it.
 */
const withControls = (facts: QuestionFacts, document: DraftAnswer): DraftAnswer => {
  if (document.answer !== 'yes') return document;
  const operates = impliesOperation(facts.text);
  // Controls met only through the library show a related practice, not what this policy covers;
  // and whether the policy exists is not answered by how its own review went.
  const controls = answerFromControls({
    ...facts,
    controls: facts.controls.filter((c) => !c.bridgedOnly && (operates || !isAboutPolicies(c))),
  });
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
 * The answer to a question whether something the controls prevent still happens: the controls'
 * "yes" (they work) is its "no"; a control not in place leaves it open, which is not a "yes"
 * either (the records do not show it happens).
 */
const preventedAnswer = (facts: QuestionFacts, controls: DraftAnswer): DraftAnswer => {
  const cited = facts.controls.filter((c) => controls.citations.some((x) => x.id === c.id));
  const stops = cited.some((c) => statesPrevention(`${c.title}. ${c.description ?? ''}`));
  if (controls.answer === 'yes' && !stops) {
    return {
      ...controls,
      answer: 'partial',
      text: `Partially. ${controls.text.replace(/^Yes\. /, '')} Its records do not say it rules this out.`,
      reason: `The question asks whether something still happens; the control addresses it, but its own words do not say it prevents it. ${controls.reason}`,
    };
  }
  if (controls.answer === 'yes') {
    return {
      ...controls,
      answer: 'no',
      text: `No. ${controls.text.replace(/^Yes\. /, '')}`,
      reason: `The question asks whether what the control prevents still happens: ${controls.reason}`,
    };
  }
  if (controls.answer === 'no') {
    return {
      ...controls,
      answer: 'partial',
      text: `We cannot rule it out: ${controls.text.replace(/^No\. /, '')}`,
      reason: `The control that would prevent it is not in place: ${controls.reason}`,
    };
  }
  return controls;
};

/**
 * The answer to one question from the records handed in. Certification questions are answered
 * from the certification register only; questions about the supplier list, the risk process and
 * written policies from those registers first; every other question from controls.
 */
export const draftAnswer = (facts: QuestionFacts): DraftAnswer => {
  const text = normalized(facts.text);
  const certifications = certificationsAskedFor(facts.text);
  if (certifications.length > 0) {
    return asksForAlignment(text)
      ? answerAlignment(facts, certifications)
      : answerCertification(facts, certifications);
  }
  const supplier = answerNamedSupplier(facts);
  if (supplier) return supplier;
  if (asksForSupplierList(text)) return answerSupplierList(facts);
  if (asksForRegisteredRisk(text)) {
    const risk = answerRegisteredRisk(facts);
    if (risk) return risk;
  }
  if (asksAboutRiskProcess(text) && !THIRD_PARTIES.test(text) && !statesLimits(text)) {
    // Whether a risk assessment is done is shown by the controls that do it, where there are
    // any; whether every risk was assessed in time, by the register itself.
    const controls = EVERY.test(text) ? null : answerFromControls(facts);
    // A control found about part of it (not in place, about a neighbouring subject) leaves the
    // question to a person: the register speaks only for the risk process itself.
    if (controls && (controls.answer !== 'unknown' || controls.citations.length > 0)) {
      return controls;
    }
    const risk = answerRiskProcess(facts);
    if (risk) return risk;
  }
  if (asksAboutOwnDataCentre(facts.text)) {
    const none = facts.controls.find(
      (c) => isImplemented(c) && runsNoDataCentre(`${c.title}. ${c.description ?? ''}`),
    );
    if (none) {
      return {
        answer: 'n/a',
        text: `Not applicable. ${none.title}: we run no data centre or server room of our own.`,
        reason: `${none.title} says the organisation runs no data centre or server room of its own.`,
        confidence: 0.7,
        citations: [{ kind: 'control', id: none.id, title: none.title }],
      };
    }
  }
  if (asksAboutOwnDataCentre(facts.text)) {
    // A control not in place (a comms room's review) does not say whether there is a data
    // centre of our own to ask about.
    const controls = answerFromControls(facts);
    if (controls.answer === 'no') {
      return {
        answer: 'unknown',
        text: 'We need to confirm this before answering.',
        reason: `The question is about a data centre of our own, and no record in Rampart says whether we run one. ${controls.reason}`,
        confidence: 0.25,
        citations: controls.citations,
      };
    }
  }
  if (asksAboutPrevented(facts.text)) return preventedAnswer(facts, answerFromControls(facts));
  if (asksRegulatoryCompliance(facts.text)) {
    // Compliance with a law is not attested by a certificate or shown by one control.
    const controls = answerFromControls(facts);
    if (controls.answer !== 'yes') return controls;
    return {
      ...controls,
      answer: 'partial',
      text: `Partially. ${controls.text.replace(/^Yes\. /, '')} Compliance with a law is not something our records attest.`,
      reason: `The question asks for compliance with a law or regulation: controls show how we work towards it, not that we comply. ${controls.reason}`,
    };
  }
  if (asksForDocument(text)) {
    const document = answerDocument(facts);
    if (document) return withControls(facts, document);
    // Asked for a written policy that no document is: a practice that operates is not one.
    const controls = answerFromControls(facts);
    if (controls.answer === 'yes' && /\bpolic(y|ies)\b/.test(text)) {
      return {
        ...controls,
        answer: 'partial',
        text: `Partially. ${controls.text.replace(/^Yes\. /, '')} We have no approved policy document on record for it.`,
        reason: `The question asks for a written policy, and no document in Rampart is one: ${controls.reason}`,
        confidence: clampConfidence(Math.min(controls.confidence, 0.55)),
      };
    }
    return controls;
  }
  return answerFromControls(facts);
};
