import {
  normalized,
  certificationsAskedFor,
  THIRD_PARTIES,
  asksForAlignment,
  asksAboutPrevented,
  asksRegulatoryCompliance,
  asksAboutOwnDataCentre,
  runsNoDataCentre,
} from './question-reading.ts';
import { statesLimits } from './limits-reading.ts';
import { clampConfidence, type DraftAnswer, type QuestionFacts } from './draft-facts.ts';
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
import { isImplemented } from './control-standing.ts';
import { answerFromControls } from './answer-from-controls.ts';
import { preventedAnswer, withControls } from './answer-wrappers.ts';

export * from './draft-facts.ts';

/** The question asks about each and every one of something. */
const EVERY = /\b(every|each|all)\b/;

// Drafting the answer to one question of a customer's questionnaire from the organisation's own
// records (issue 22 point 3). The rules live here and in the modules named below, nowhere else,
// and they are the whole of what an answer may claim:
// - "yes" only when an implemented, active control addresses the question and, where the
//   question implies operation (a frequency, "enforced", "reviewed", "tested", "within N days"),
//   its last test passed and is not overdue; or, for a question about a certification, when the
//   organisation holds it and its dates are valid; or, for a question about a policy, when an
//   approved document in date says so;
// - otherwise "partial", "no" or "unknown", with the reason in words;
// - every citation names a record handed in (records of the organisation, never made up).
// The answer from controls is in answer-from-controls.ts, what is made of it for a written
// policy or a prevented event in answer-wrappers.ts, the answers from registers in
// answer-registers.ts.

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
