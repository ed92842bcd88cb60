import { normalized, CERTIFICATION_FAMILIES, socType } from './question-reading.ts';
import {
  MAX_CITED,
  article,
  day,
  list,
  type Citation,
  type DraftAnswer,
  type QuestionFacts,
} from './draft-facts.ts';

// The answers from the certification register (issue 22 point 3): whether the organisation holds
// a certification asked for, and whether it follows a standard. Part of answer-registers.ts.

/** Whether a recorded certification's name is of the family asked for (and the SOC 2 type). */
const isOfFamily = (
  family: (typeof CERTIFICATION_FAMILIES)[number],
  name: string,
  question: string,
): boolean => {
  const recorded = normalized(name);
  if (!family.pattern.test(recorded)) return false;
  // Cyber Essentials Plus is a further certificate than Cyber Essentials.
  if (/\bplus\b/.test(normalized(question)) && !/\bplus\b/.test(recorded)) return false;
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

/** The organisation's certifications of the families the question asks about. */
const recordedOf = (facts: QuestionFacts, asked: typeof CERTIFICATION_FAMILIES) =>
  facts.certifications.filter((c) => asked.some((f) => isOfFamily(f, c.name, facts.text)));

/** SOC 2's trust services criteria besides security, which every report covers. */
const TRUST_CRITERIA = ['availability', 'processing integrity', 'confidentiality', 'privacy'];

/**
 * The trust services criteria a question asks a SOC 2 report to include that a held report's
 * name does not list ("SOC 2 Type II (Security, Availability)" asked for privacy), or null when
 * the question names none or the report's name lists none (then its scope is for a person).
 */
const criteriaMissing = (question: string, held: QuestionFacts['certifications']) => {
  const text = normalized(question);
  if (!/\bsoc ?2\b/.test(text)) return null;
  const asked = TRUST_CRITERIA.filter((c) => text.includes(c));
  if (asked.length === 0) return null;
  const listed = held.filter((c) => TRUST_CRITERIA.some((t) => normalized(c.name).includes(t)));
  if (listed.length === 0) return null;
  const missing = asked.filter((c) => !listed.some((h) => normalized(h.name).includes(c)));
  return missing.length > 0 ? missing : null;
};

/** Words that say a certificate or report leaves a part out ("AMS colo build fleet carved out"). */
const CARVE_OUT =
  /\b(?:carved[ -]out|carve[ -]outs?|excluded|excluding|excludes|excl\.|except|out of scope|not in scope)/i;
const CARVE_OUT_STOP = new Set(['the', 'and', 'for', 'all', 'our', 'its', 'with', 'from', 'are']);

/**
 * The parts a held certificate's name says it leaves out ("SOC 2 Type II ...; AMS colo build
 * fleet carved out") that the question names ("cover the colocated build infrastructure?"), as
 * the name's words, or null. A name's clause is read between its commas, semicolons, brackets and
 * dashes; a question word names the part when it is one of the clause's words (three letters or
 * more) or begins with one of four or more ("colocated" for "colo").
 */
const carvedOutAsked = (question: string, held: QuestionFacts['certifications']) => {
  const words = normalized(question).match(/[a-z0-9]+/g) ?? [];
  for (const c of held) {
    for (const clause of c.name.split(/[;,()[\]]| [-\u2013\u2014] /)) {
      if (!CARVE_OUT.test(normalized(clause))) continue;
      // The part as the name writes it, for the answer's words.
      const part = clause.replace(CARVE_OUT, ' ').trim();
      const named = (normalized(part).match(/[a-z0-9]+/g) ?? []).filter(
        (w) => w.length >= 3 && !CARVE_OUT_STOP.has(w),
      );
      const hit = named.some((n) =>
        words.some((w) => w === n || (n.length >= 4 && w.startsWith(n))),
      );
      if (hit) return { certification: c, part: part.replace(/\s+/g, ' ') };
    }
  }
  return null;
};

export const answerCertification = (
  facts: QuestionFacts,
  asked: typeof CERTIFICATION_FAMILIES,
): DraftAnswer => {
  const recorded = recordedOf(facts, asked);
  const held = recorded.filter((c) => c.held);
  const carvedOut = carvedOutAsked(facts.text, held);
  if (carvedOut) {
    return {
      answer: 'partial',
      text: `Partially. We hold ${carvedOut.certification.name}, which leaves out ${carvedOut.part}.`,
      reason: `The question names a part the certificate says it leaves out (${carvedOut.part}).`,
      confidence: 0.7,
      citations: [
        {
          kind: 'certification',
          id: carvedOut.certification.id,
          title: carvedOut.certification.name,
        },
      ],
    };
  }
  const missingCriteria = held.length > 0 ? criteriaMissing(facts.text, held) : null;
  if (missingCriteria) {
    return {
      answer: 'partial',
      text: `Partially. We hold ${list(held.map((c) => c.name))}; it does not cover ${list(missingCriteria)}.`,
      reason: `The question asks for ${list(missingCriteria)}, which the held report's criteria do not include.`,
      confidence: 0.7,
      citations: held
        .slice(0, MAX_CITED)
        .map((c) => ({ kind: 'certification', id: c.id, title: c.name })),
    };
  }
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
 * A question whether the organisation follows a standard, not whether it is certified: a held
 * certificate shows it does; one being worked towards shows it partly does; without either,
 * the records say nothing (controls mapped to a framework are not an attestation).
 */
export const answerAlignment = (
  facts: QuestionFacts,
  asked: typeof CERTIFICATION_FAMILIES,
): DraftAnswer => {
  const recorded = recordedOf(facts, asked);
  const held = recorded.filter((c) => c.held);
  // Every standard asked must be held: ISO 27001 does not show alignment with SOC 2.
  const allHeld = asked.every((f) => held.some((c) => isOfFamily(f, c.name, facts.text)));
  const cite = (certs: typeof recorded): Citation[] =>
    certs.slice(0, MAX_CITED).map((c) => ({ kind: 'certification', id: c.id, title: c.name }));
  if (allHeld) {
    return {
      answer: 'yes',
      text: `Yes. We are certified: ${list(held.map((c) => c.name))}.`,
      reason: `${list(held.map((c) => c.name))} is held and in date, which shows the controls follow it.`,
      confidence: 0.75,
      citations: cite(held),
    };
  }
  const labels = list(asked.map((f) => f.label));
  const underway = recorded.filter((c) => c.status === 'in_progress' || c.held);
  if (underway.length > 0) {
    return {
      answer: 'partial',
      text: `Partially. We hold or are working towards part of ${labels}; not all of it is held.`,
      reason: `${list(underway.map((c) => `${c.name} (${c.held ? 'held' : 'in progress'})`))}: not every standard asked is attested.`,
      confidence: 0.55,
      citations: cite(underway),
    };
  }
  return {
    answer: 'unknown',
    text: 'We need to confirm this before answering.',
    reason: `No held or in-progress ${labels} certification is recorded, and mapped controls are not an attestation.`,
    confidence: 0.3,
    citations: [],
  };
};
