/**
 * A vocabulary of security subjects shared by customers' questions and the organisation's
 * controls (issue 22 point 3). A customer asks "Is anti-malware or EDR deployed on all
 * endpoints?"; the control is titled "Endpoint detection and response — CrowdStrike Falcon runs
 * on all laptops". Neither shares many words with the other, but both are about
 * endpoint-protection: topicsOf() names the subjects of a text, so the engine can tell which
 * controls a question is about.
 *
 * Precision matters more than recall: a topic that fires on a generic word ("policy", "review",
 * "access", "cloud", "vendor") would tie every question to every control. Each pattern therefore
 * needs words that name its subject, and the boilerplate of questionnaires ("policies and
 * procedures established, documented, approved, communicated, applied, evaluated, and
 * maintained") names none. A product name counts only where it stands for one subject: Okta is
 * single sign-on and a second factor, so it names the identity provider, not either of those.
 *
 * A narrower topic names its broader one in `parent` (restore-testing → backups) rather than
 * having the broader pattern fire for it; callers follow the link when they want both.
 *
 * A data table, long by nature: one entry per subject, one file per area under topics/.
 */
import { normalized } from './question-reading.ts';
import { CONTINUITY_TOPICS } from './topics/continuity.ts';
import { DATA_PROTECTION_TOPICS } from './topics/data-protection.ts';
import { GOVERNANCE_TOPICS } from './topics/governance.ts';
import { IDENTITY_TOPICS } from './topics/identity.ts';
import { INFRASTRUCTURE_TOPICS } from './topics/infrastructure.ts';
import { MONITORING_INCIDENTS_TOPICS } from './topics/monitoring-incidents.ts';
import { PEOPLE_PHYSICAL_TOPICS } from './topics/people-physical.ts';
import type { QuestionTopic } from './topics/topic.ts';
import { VENDORS_PRIVACY_TOPICS } from './topics/vendors-privacy.ts';
import { VULNERABILITIES_DEVELOPMENT_TOPICS } from './topics/vulnerabilities-development.ts';
import { compileMatcher } from './topics/word-starts.ts';

export type { QuestionTopic } from './topics/topic.ts';

/** Every topic, grouped by area, in this order (the files under topics/). */
export const QUESTION_TOPICS: readonly QuestionTopic[] = [
  ...IDENTITY_TOPICS,
  ...DATA_PROTECTION_TOPICS,
  ...CONTINUITY_TOPICS,
  ...MONITORING_INCIDENTS_TOPICS,
  ...VULNERABILITIES_DEVELOPMENT_TOPICS,
  ...INFRASTRUCTURE_TOPICS,
  ...PEOPLE_PHYSICAL_TOPICS,
  ...VENDORS_PRIVACY_TOPICS,
  ...GOVERNANCE_TOPICS,
];

// Trying every pattern on every text would cost about 250 µs a text; topics/word-starts.ts
// reads the patterns once for the words their matches begin with, and tries each only there.
const matchingTopics = compileMatcher(QUESTION_TOPICS.map(({ when }) => when));

/** The ids of the topics a text is about, in table order, each once. */
export const topicsOf = (text: string): string[] => {
  const found = matchingTopics(normalized(text));
  const ids: string[] = [];
  QUESTION_TOPICS.forEach(({ id }, index) => {
    if (found[index] === 1) ids.push(id);
  });
  return ids;
};
