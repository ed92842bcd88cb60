import { QUESTION_TOPICS, topicsOf } from './question-topics.ts';
import { withoutStockPhrases, normalized } from './question-reading.ts';

// How much of what a customer's question asks about one of the organisation's controls is about
// (issue 22 point 3), through the vocabulary of security subjects both kinds of text share
// (question-topics.ts): "Is anti-malware or EDR deployed on all endpoints?" and "Endpoint
// detection and response: CrowdStrike Falcon on all laptops" are both about endpoint
// protection, though they share one word. A control is about what its title names; what its
// description mentions on the way ("backup copies drop out as snapshots expire", in a control
// about deleting data) counts for less.

/** What a control is about: the subjects its title names, and those its description adds. */
export type TopicProfile = { primary: ReadonlySet<string>; secondary: ReadonlySet<string> };

/** How much a subject the description only mentions counts against one the title names. */
export const SECONDARY_WEIGHT = 0.6;
/** How much a narrower or broader subject counts (restore testing for backups, and back). */
export const RELATED_WEIGHT = 0.4;

const parentOf = new Map(
  QUESTION_TOPICS.filter((t) => t.parent).map((t) => [t.id, t.parent!] as const),
);

/** The broader subjects of a subject, nearest first (disk-encryption → encryption-at-rest → …). */
const ancestorsOf = (id: string): string[] => {
  const out: string[] = [];
  for (let p = parentOf.get(id); p !== undefined && !out.includes(p); p = parentOf.get(p))
    out.push(p);
  return out;
};

/**
 * A question without the item number it opens with: CAIQ's "BCR-08.1" and "UEM-09.1" are
 * domain codes, not the business continuity rules or endpoint management they look like.
 */
const withoutItemNumber = (text: string): string =>
  text.replace(/^\s*([A-Z&]{1,4}[-.]\d+(\.\d+)*|\d+(\.\d+)*)[.):]?\s+/, '');

/**
 * The subjects a question asks about, leaving out CAIQ's stock phrase, and a broader subject
 * when it names a narrower one too: "are backup restores tested?" is about restore testing,
 * not about backups in general.
 */
/** The subjects, leaving out any broader than another among them. */
const narrowest = (topics: readonly string[]): string[] => {
  const broader = new Set(topics.flatMap(ancestorsOf));
  return topics.filter((t) => !broader.has(t));
};

export const askedTopics = (question: string): string[] => {
  return narrowest(topicsOf(withoutStockPhrases(normalized(withoutItemNumber(question)))));
};

/**
 * What a control is about. A title that names no subject ("Restore drill" does; "Ops weekly
 * routine" does not) leaves its description's first sentence to say it.
 */
export const topicProfile = (
  title: string,
  description: string | null | undefined,
): TopicProfile => {
  const text = description ?? '';
  const titled = topicsOf(title);
  const lead = titled.length > 0 ? titled : topicsOf(text.split(/(?<=[.;])\s/)[0] ?? '');
  const primary = new Set(lead);
  const secondary = new Set(topicsOf(text).filter((t) => !primary.has(t)));
  return { primary, secondary };
};

/**
 * How much one subject asked is covered by the control, 0..1. A broader or narrower subject only
 * relates to it: backups do not show restores tested, and a restore drill does not show daily
 * backups.
 */
export const covers = (asked: string, control: TopicProfile): number => {
  // A control that names the subject and a narrower one is about the narrower one: a snapshot
  // restore drill names snapshots, but it is about restore testing, not about taking backups.
  const narrower = [...control.primary].some((t) => ancestorsOf(t).includes(asked));
  if (control.primary.has(asked)) return narrower ? SECONDARY_WEIGHT : 1;
  if (control.secondary.has(asked)) return SECONDARY_WEIGHT;
  // Related through what the control is most narrowly about: a review of access rights is
  // about access reviews, not about access control at large and every subject under it.
  const related = (t: string) => ancestorsOf(t).includes(asked) || ancestorsOf(asked).includes(t);
  if (narrowest([...control.primary]).some(related)) return RELATED_WEIGHT;
  if (narrowest([...control.secondary]).some(related)) return RELATED_WEIGHT * SECONDARY_WEIGHT;
  return 0;
};

/**
 * Whether the controls together cover every subject the question asks, each at least as a
 * subject their descriptions name: a "yes" answers all of a question, not a part of it.
 */
export const coverAll = (asked: readonly string[], controls: readonly TopicProfile[]): boolean =>
  asked.every((t) => controls.some((c) => covers(t, c) >= SECONDARY_WEIGHT));

/**
 * How much of what the question asks about the control covers, 0..1: the mean over the
 * subjects asked. 0 when the question names no subject the vocabulary knows.
 */
export const topicCoverage = (asked: readonly string[], control: TopicProfile): number =>
  asked.length === 0 ? 0 : asked.reduce((sum, t) => sum + covers(t, control), 0) / asked.length;

/** Whether the control is about any subject at all that the vocabulary knows. */
export const hasTopics = (control: TopicProfile): boolean =>
  control.primary.size > 0 || control.secondary.size > 0;
