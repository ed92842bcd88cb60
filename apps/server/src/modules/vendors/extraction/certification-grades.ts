import type { CertificationGrade } from '@rampart/contracts';
import { findCertificationNames } from '@rampart/domain';
import { clausesOf } from './text-sentences.ts';

// How firmly a sentence claims a standard. A claim is held only when the vendor states it of
// itself, in the present or past, without a negation: "we are ISO 27001 certified", "SOC 2
// Type II report available on request", "HIPAA compliant". The checks run from the most
// cautious down, so "not yet certified", "working towards", "aligned with", "your SOC 2 audit",
// "our data centres are certified" and "list SOC 2 as certified" never become held.

/** Text that addresses a reader or a model rather than stating a fact. */
export const INSTRUCTION_LIKE =
  /\b(?:ignore|disregard|forget|override)\b.{0,60}\b(?:instructions?|prompts?|rules|above|previous|prior)\b|\b(?:list|mark|report|treat|classify|record|output|label|flag|describe|present)\b(?:\s+\S+){0,6}?\s+as\s+(?:held|certified|compliant|audited|accredited)\b|\b(?:system prompt|language models?|AI (?:assistants?|agents?|models?|systems?)|as an AI|LLMs?|chatbots?)\b|\bnote to (?:the )?(?:AI|model|assistant|reader bot)\b|\bwhen (?:summari[sz]ing|reading|processing|extracting from) this\b/i;

/**
 * Work towards a standard, or an audit announced rather than passed: planned, intended, hoped
 * for, scheduled, about to start or started and not finished ("we intend to complete our SOC 2
 * Type II audit", "our ISO 27001 audit begins in May"). An intention to keep what is held
 * ("we intend to maintain our SOC 2 report") is not one.
 */
const IN_PROGRESS =
  /\bworking (?:towards?|on)\b|\bin progress\b|\bunder ?way\b|\bexpect(?:ed|s|ing)?\b|\bpursu(?:e|es|ed|ing)\b|\broadmap\b|\bplans?\s+(?:to|for|on)\b|\bplann(?:ed|ing)\b|\bpreparing for\b|\bgetting ready\b|\bin the process of\b|\bcurrently undergoing\b|\bundergoing\b|\bwill\s+(?:soon\s+|shortly\s+|then\s+)?(?:be|obtain|achieve|complete|receive|undergo|pursue|begin|start|seek|become|finish|commence|conduct|go through)\b|\btarget(?:ing|ed)?\b|\baim(?:s|ing)? (?:to|for)\b|\bobservation (?:period|window)\b|\bscheduled\b|\bcoming soon\b|\bupcoming\b|\bintend(?:s|ed|ing)?\s+to\b(?!\s+(?:maintain|keep|renew|continue|retain)\b)|\bintention (?:to|of)\b|\banticipat(?:e|es|ed|ing)\b|\bhop(?:e|es|ed|ing) to\b|\b(?:is|are|am|we're)\s+(?:due|set|going|about|slated|on track)\s+to\b|\bon track (?:to|for)\b|\b(?:have|has)\s+(?:begun|started|commenced|initiated|kicked off)\b|\b(?:begins|starts|commences)\s+(?:in|on|this|next)\b|\bengaged an? (?:independent )?(?:auditor|audit firm|assessor)\b|\b(?:goal|objective) is to\b|\b(?:are|is) seeking\b|\bseek(?:s|ing)? to\b|\bpending\b|\bin the (?:coming|next) (?:weeks|months|year|quarter)\b/i;

const NEGATION =
  /\bnot\b|\bno longer\b|\bnever\b|\bisn[’']t\b|\baren[’']t\b|\bdon[’']t\b|\bdoesn[’']t\b|\bwithout\b|\bneither\b|\bnor\b|\bno\b/i;

/** Close to a standard without holding it. */
const ALIGNED =
  /\baligned\b|\balignment\b|\bfollow(?:s|ing)?\b|\bprinciples\b|\bbased on\b|\binspired by\b|\bmapped to\b|\bready\b|\breadiness\b|\bguidelines\b|\bbest practices\b/i;

/** Someone else's claim: a provider's, a customer's, the reader's. */
const NOT_SELF =
  /\b(?:AWS|Amazon Web Services|Google Cloud|GCP|Microsoft Azure|Azure|data ?cent(?:er|re)s?|hosting providers?|cloud providers?|infrastructure providers?|sub-?processors?|third[- ]part(?:y|ies)|payment processors?|vendors?|partners?)\b|\b(?:processed|hosted|provided|handled|stored) (?:by|with|at)\b|\b(?:customers?|users?|you|clients?)\s+(?:is|are|shall|must)\b|\bif\b|\bresponsib|\byour\b|\bhelps?\b|\bhelping\b|^(?:get|become|achieve|automate|stay|accelerate|simplify|streamline|prepare|fast-track|start)\b/i;

const HELD =
  /\bcertified\b|\bcertifications?\b|\bcertificates?\b|\bcompliant\b|\bcompliance with\b|\bin compliance\b|\bcomply\b|\bcomplies\b|\baccredited\b|\battest(?:ed|ation|s)\b|\baudited\b|\baudits?\b|\breports?\b|\bhold\b|\bholds\b|\bheld\b|\bachieved\b|\bobtained\b|\bmaintains?\b|\bpassed\b|\bcompleted\b|\bvalidated\b|\bauthori[sz](?:ed|ation)\b|\bregistered\b|\badheres? to\b|\bavailable (?:up)?on request\b|\blevel 1 service provider\b/i;

/** Splits a list of claims at "and" when a new verb phrase starts ("…certified and working towards…"). */
const NEW_CLAIM =
  /(?<!\s)\s+and\s+(?=(?:are|is|we|have|has|our|currently|plan|planning|will|expect|working|pursuing|preparing|aligned|follow|aim|not)\b)/i;

export const gradeScope = (scope: string): CertificationGrade => {
  const ceiling = gradeCeiling(scope);
  return ceiling === 'held' && !HELD.test(scope) ? 'mentioned' : ceiling;
};

/** Words that hold for a whole clause and every standard in it ("not SOC 2 or ISO 27001 certified"). */
const blocked = (scope: string) =>
  INSTRUCTION_LIKE.test(scope) ||
  NOT_SELF.test(scope) ||
  (NEGATION.test(scope) && !IN_PROGRESS.test(scope));

/**
 * The most a scope can support, whoever reads it: a model may see "held" where no listed word
 * says it, but never through a negation, an "aligned with", a third party or an instruction.
 */
export const gradeCeiling = (scope: string): CertificationGrade => {
  if (INSTRUCTION_LIKE.test(scope) || NOT_SELF.test(scope)) return 'mentioned';
  if (IN_PROGRESS.test(scope)) return 'in_progress';
  if (NEGATION.test(scope) || ALIGNED.test(scope)) return 'mentioned';
  return 'held';
};

export type GradedName = { name: string; label: string; grade: CertificationGrade; scope: string };

/**
 * The scopes of a sentence. With one standard the whole sentence is its scope ("We are not yet
 * SOC 2 certified but expect the report in Q3" is in progress); with several, each clause.
 */
const scopesOf = (sentence: string): string[] => {
  const labels = new Set(findCertificationNames(sentence).map((n) => n.label));
  if (labels.size <= 1 || INSTRUCTION_LIKE.test(sentence)) return [sentence];
  return clausesOf(sentence).flatMap((clause) => clause.split(NEW_CLAIM));
};

const hasCue = (text: string) => IN_PROGRESS.test(text) || ALIGNED.test(text) || HELD.test(text);

/**
 * Each standard of a scope graded by the words around it, between its neighbours ("SOC 2
 * compliant and GDPR ready"); a standard with no word of its own shares the scope's grade
 * ("We hold SOC 2, ISO 27001 and GDPR"). A negation, a third party or an instruction holds
 * for the whole scope.
 */
export const gradeSentence = (
  sentence: string,
  grade: (scope: string) => CertificationGrade = gradeScope,
): GradedName[] =>
  scopesOf(sentence).flatMap((scope) => {
    const names = findCertificationNames(scope);
    const whole = grade(scope);
    // Once per scope, not per name: a long list of names would test the scope once each.
    const shared = names.length > 1 && blocked(scope);
    return names.map((n, i) => {
      const from = i === 0 ? 0 : names[i - 1]!.index + names[i - 1]!.name.length;
      const to = names[i + 1]?.index ?? scope.length;
      const local = scope.slice(from, to);
      const own = names.length > 1 && !shared && hasCue(local) ? grade(local) : whole;
      return { name: n.name, label: n.label, grade: own, scope };
    });
  });

/** Headings that say what the short lines under them are: "Certifications", "Compliance". */
const HELD_HEADING =
  /\bcertifi(?:ed|cations?|cates?)\b|\battestations?\b|\baccreditations?\b|\baudits?\b|\bcomplian(?:ce|t)\b/i;
/** …unless they introduce what a product supports or teaches ("Compliance frameworks we support"). */
const TOPIC_HEADING =
  /\bframeworks?\b|\bsupport|\bhelp|\bautomat|\blearn|\bguides?\b|\bresources\b|\bblog\b|\bnews\b|\bwhat\b|\bhow\b|\bwhy\b/i;
const NAVIGATION_WORDS =
  /\b(?:learn|read|about|what|how|why|guide|see|explore|more|get|download)\b/i;
const SEPARATORS = /[\s,;:·•|/&()–—-]+|\band\b/gi;

/** What a heading makes of the bare names listed under it; null when it makes no claim. */
export const headingGrade = (heading: string): CertificationGrade | null => {
  if (blocked(heading) || TOPIC_HEADING.test(heading) || ALIGNED.test(heading)) return null;
  if (IN_PROGRESS.test(heading)) return 'in_progress';
  return HELD_HEADING.test(heading) ? 'held' : null;
};

/** A short line that only names standards ("SOC 2 Type II", "ISO 27001 · GDPR"). */
export const isBareMention = (line: string): boolean => {
  const names = findCertificationNames(line);
  if (names.length === 0 || hasCue(line) || blocked(line) || NAVIGATION_WORDS.test(line)) {
    return false;
  }
  // The line without its names, built in one pass (a replace per name is quadratic).
  const parts: string[] = [];
  let at = 0;
  for (const n of names) {
    parts.push(line.slice(at, n.index), ' ');
    at = n.index + n.name.length;
  }
  parts.push(line.slice(at));
  return parts.join('').split(SEPARATORS).filter(Boolean).length <= 2;
};

/** "Certifications: SOC 2, ISO 27001" reads like the heading and its list. */
export const labelledList = (sentence: string): CertificationGrade | null => {
  const m = /^([^:]{3,40}):\s*(.+)$/.exec(sentence);
  return m && isBareMention(m[2]!) ? headingGrade(m[1]!) : null;
};
