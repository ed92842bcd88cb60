import { impliesOperation, addressesQualifiers } from './question-reading.ts';
import { meetsStatedLimits } from './limits-reading.ts';
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
  isImplemented,
  operation,
  controlCitations,
  uncoveredTopics,
  asMuchAbout,
  aboutMoreThanAsked,
  shortOf,
} from './control-standing.ts';

// The answer to a question from the organisation's controls alone (issue 22 point 3), by the
// rules stated in draft-answer.ts: the controls that address it best decide, and a "yes" needs
// one implemented, active and passing its tests (as recently as the question asks).

export const answerFromControls = (facts: QuestionFacts): DraftAnswer => {
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
  // A "yes" rests on a test that passed and is not overdue: the records the issue names for a
  // "yes" are an implemented control whose last test passed within its cadence. Where the
  // question asks how it operates (a frequency, "reviewed", "within N days") the test must also be
  // as recent as what it names (operation() reads that). A question about what exists gets no
  // "yes" from a control never tested either: an untested control shows intent, not that it
  // works (decision 040).
  const operates = impliesOperation(facts.text);
  // A control among those deciding whose tests speak against it keeps the answer from "yes":
  // another one passing does not outvote it.
  const contradicted = implemented.find((c) => operation(c, now, facts.text).against);
  const supported = contradicted
    ? undefined
    : implemented.find((c) => {
        const op = operation(c, now, facts.text);
        const shown = meetsStatedLimits(facts.text, `${c.title} ${c.description ?? ''}`);
        return shown && op.passing;
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
    return {
      answer: 'yes',
      text: `Yes. ${supported.title} is implemented and ${op.words}.`,
      reason: operates
        ? `The question asks how it operates: ${supported.title} ${op.words}, and its next test is not overdue.`
        : `${supported.title} is implemented and active and ${op.words}.`,
      confidence: confidence(supported, operates ? 0.55 : 0.5),
      citations: controlCitations(supported, now, true),
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
    // "passed its last test on …, but the next test is overdue" says its own "but".
    text: op.words.includes(', but ')
      ? `Partially. ${best.title} is implemented and ${op.words}.`
      : `Partially. ${best.title} is implemented, but it ${op.words}.`,
    reason: operates
      ? `The question asks how it operates, and ${best.title} ${op.words}: a "yes" needs a passing test within its cadence.`
      : `${best.title} is implemented, but it ${op.words}: a "yes" needs a test that passed and is not overdue.`,
    confidence: confidence(best, 0.45),
    citations: controlCitations(best, now, true),
  };
};
