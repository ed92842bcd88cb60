import { impliesOperation, normalized, statesPrevention } from './question-reading.ts';
import {
  clampConfidence,
  MIN_CONTROL_MATCH,
  type ControlFacts,
  type DraftAnswer,
  type QuestionFacts,
} from './draft-facts.ts';
import { answerFromControls } from './answer-from-controls.ts';
import { isImplemented, operation } from './control-standing.ts';

// What draftAnswer() (draft-answer.ts) makes of an answer for two kinds of question: a written
// policy, whose document answer is weighed against the controls that carry it out, and whether
// something the controls prevent still happens, where their "yes" is its "no".

/** A control about keeping the policies themselves: their review, approval, acknowledgement. */
const isAboutPolicies = (c: ControlFacts): boolean =>
  c.topics !== undefined &&
  [...c.topics.primary].some((t) => t === 'policy-management' || t === 'policy-acknowledgement');

/** CAIQ's stock phrase with "applied" and "evaluated" among its acts. */
const appliedAndEvaluated = (question: string): boolean =>
  /\bapplied\b/.test(normalized(question)) && /\bevaluated\b/.test(normalized(question));

/**
 * A question about a written policy or plan, once a document answers it: a draft or expired
 * document is "partial" whatever else holds; an approved one is "yes" only when the controls that
 * carry it out do not show otherwise, and, when the question asks how it operates ("tested
 * annually"), only when a control shows it.
 */
export const withControls = (facts: QuestionFacts, document: DraftAnswer): DraftAnswer => {
  if (document.answer !== 'yes') return document;
  const operates = impliesOperation(facts.text);
  // Controls met only through the library show a related practice, not what this policy covers;
  // and whether the policy exists is not answered by how its own review went.
  const controls = answerFromControls({
    ...facts,
    controls: facts.controls.filter((c) => !c.bridgedOnly && (operates || !isAboutPolicies(c))),
  });
  if (operates && controls.answer === 'yes') return controls;
  // CAIQ's stock phrase asks that the policy is "applied" and "evaluated": a control on its
  // subject whose test speaks against it (failed, partly passed, overdue) says it is not, whichever
  // control answered best.
  const against = appliedAndEvaluated(facts.text)
    ? facts.controls.find(
        (c) =>
          !c.bridgedOnly &&
          c.match >= MIN_CONTROL_MATCH &&
          isImplemented(c) &&
          !isAboutPolicies(c) &&
          operation(c, facts.now, facts.text).against,
      )
    : undefined;
  if (!operates && against && controls.answer === 'yes') {
    const op = operation(against, facts.now, facts.text);
    return {
      ...document,
      answer: 'partial',
      text: `Partially. ${document.text.replace(/^Yes\. /, '')} ${against.title} ${op.words}.`,
      reason: `${document.reason} The question asks that it is applied and evaluated, and ${against.title} ${op.words}.`,
      confidence: clampConfidence(Math.min(document.confidence, 0.6)),
      citations: [...document.citations, { kind: 'control', id: against.id, title: against.title }],
    };
  }
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
export const preventedAnswer = (facts: QuestionFacts, controls: DraftAnswer): DraftAnswer => {
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
