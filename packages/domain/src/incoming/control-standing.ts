import { isTestOverdue } from '../risk/evidence.ts';
import { askedFrequencyDays, asksForAll } from './question-reading.ts';
import {
  edgeOnlyForInternal,
  missesIncluded,
  missesPlace,
  statesExclusion,
  offByDefault,
  missesOtherPeople,
  deniesNamedPart,
  missesEndpoints,
  notAroundTheClock,
  allowsWeakerFactor,
  deniesNamedOffering,
  statesLimitedScope,
} from './scope-reading.ts';
import {
  MAX_CITED,
  UNDATED_TEST_DAYS,
  day,
  list,
  type Citation,
  type ControlFacts,
  type QuestionFacts,
} from './draft-facts.ts';
import { covers, SECONDARY_WEIGHT } from './topic-match.ts';
import { QUESTION_TOPICS } from './question-topics.ts';

// Where one control stands for a question (issue 22 point 3): whether it is in place, how it
// operates by its last test and the frequency asked, the records cited beside it, and how much
// of what the question asks it covers. The rules that weigh these are in draft-answer.ts.

const TOPIC_LABELS = new Map(QUESTION_TOPICS.map((t) => [t.id, t.label]));

export const isImplemented = (c: ControlFacts) =>
  c.implementationStatus === 'implemented' && c.status === 'active';

/** Valid evidence of a control, cited beside it. */
export const validEvidence = (c: ControlFacts, now: Date) =>
  c.evidence.filter((e) => e.expiresAt === null || e.expiresAt.getTime() >= now.getTime());

export type Operation = {
  /** Its last test passed, is not overdue, and is as recent as the question asks. */
  passing: boolean;
  /** Its tests speak against it: failed, partly passed, overdue or too old. */
  against: boolean;
  words: string;
};

const DAY_MS = 86_400_000;

/** How a control operates, from its last test, its due date and the frequency the question names. */
export const operation = (c: ControlFacts, now: Date, question: string): Operation => {
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
  // How often it runs: as its title says ("Nightly snapshots", "Annual pentest"), else as often
  // as it is tested (its description may name other acts' frequencies). Less often than the
  // question asks is not what is asked.
  const runs =
    askedFrequencyDays(c.title) ??
    (c.testDueAt ? (c.testDueAt.getTime() - c.lastTest.testedAt.getTime()) / DAY_MS : null);
  if (asked !== null && runs !== null && runs > asked * 1.05) {
    return {
      passing: false,
      against: true,
      words: `runs about every ${Math.round(runs)} days, less often than the question asks`,
    };
  }
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

export const controlCitations = (c: ControlFacts, now: Date, withTest: boolean): Citation[] => [
  { kind: 'control', id: c.id, title: c.title },
  ...(withTest && c.lastTest
    ? [{ kind: 'control_test' as const, id: c.lastTest.id, title: `Test of ${c.title}` }]
    : []),
  ...validEvidence(c, now)
    .slice(0, MAX_CITED)
    .map((e): Citation => ({ kind: 'evidence', id: e.id, title: e.title })),
];

/**
 * The subjects the question asks about (in plain words) that the control supporting a "yes"
 * does not cover, at least as a subject its description names. Empty when not read.
 */
export const uncoveredTopics = (facts: QuestionFacts, supported: ControlFacts): string[] => {
  const asked = facts.topics ?? [];
  if (asked.length === 0 || !supported.topics) return [];
  return asked
    .filter((t) => covers(t, supported.topics!) < SECONDARY_WEIGHT)
    .map((t) => TOPIC_LABELS.get(t) ?? t);
};

/**
 * Whether `other` is at least as much about every subject the question asks as `control` is
 * (where both were read): a control about a neighbouring subject that happens to score as well
 * does not speak for what is asked.
 */
export const asMuchAbout = (
  facts: QuestionFacts,
  other: ControlFacts,
  control: ControlFacts,
): boolean => {
  const asked = facts.topics ?? [];
  if (asked.length === 0 || !other.topics || !control.topics) return true;
  return asked.every((t) => covers(t, other.topics!) >= covers(t, control.topics!));
};

/**
 * Whether the control's title names a subject the question does not ask about, nor a broader or
 * narrower one: badge-tap logins on handhelds are about signing in as well as badges.
 */
export const aboutMoreThanAsked = (facts: QuestionFacts, c: ControlFacts): boolean => {
  const asked = facts.topics ?? [];
  if (asked.length === 0 || !c.topics) return false;
  const askedProfile = { primary: new Set(asked), secondary: new Set<string>() };
  return [...c.topics.primary].some((t) => covers(t, askedProfile) === 0);
};

/** Why a record's words fall short of all the question asks, or null when they do not. */
export const shortOf = (question: string, own: string): string | null => {
  if (statesExclusion(own)) return 'The control says part of it is not done';
  if (offByDefault(question, own)) return 'The control says it is off by default';
  if (notAroundTheClock(question, own)) {
    return 'The question asks for cover around the clock, and the control says part of it waits for business hours';
  }
  const lacking = deniesNamedOffering(question, own);
  if (lacking) return `The question names ${lacking}, which the control says is not in place`;
  const left = deniesNamedPart(question, own);
  if (left) return `The question names ${left}, which the control says it leaves out`;
  if (missesEndpoints(question, own)) {
    return 'The question asks about endpoints, and the control names none';
  }
  if (allowsWeakerFactor(question, own)) {
    return 'The question asks for phishing-resistant sign-in, and the control also allows weaker factors';
  }
  if (missesOtherPeople(question, own)) {
    return 'The question also asks about contractors or others besides employees, whom the control does not name';
  }
  if (asksForAll(question) && statesLimitedScope(own)) {
    return 'The question asks about all of something, and the control says it covers only part';
  }
  const included = missesIncluded(question, own);
  if (included.length > 0)
    return `The control does not name ${list(included)}, which the question includes`;
  const places = missesPlace(question, own);
  if (places.length > 0)
    return `The control does not name the ${list(places)} the question asks about`;
  if (edgeOnlyForInternal(question, own)) {
    return 'The question asks about traffic inside, and the control speaks only of the edge';
  }
  return null;
};
