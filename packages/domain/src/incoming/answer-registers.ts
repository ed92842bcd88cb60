import { titleWords, withoutReferencedPolicies } from './question-reading.ts';
import {
  MAX_CITED,
  MIN_DOCUMENT_MATCH,
  DOCUMENT_NAMED,
  clampConfidence,
  list,
  type DraftAnswer,
  type QuestionFacts,
} from './draft-facts.ts';

// The answers that come from a register rather than from controls (issue 22 point 3): the
// certification register, the vendor register for the supplier list, the risk register for the
// risk process, approved documents for written policies.
// The certification, vendor and risk register answers are in answer-certifications.ts,
// answer-suppliers.ts and answer-risks.ts; the answer from approved documents is here.

export { answerAlignment, answerCertification } from './answer-certifications.ts';
export {
  answerNamedSupplier,
  answerSupplierList,
  asksForSupplierList,
  namedSupplier,
} from './answer-suppliers.ts';
export {
  answerRegisteredRisk,
  answerRiskProcess,
  asksAboutRiskProcess,
  asksForRegisteredRisk,
} from './answer-risks.ts';

/** Questions about a written policy, procedure or plan. */
export const asksForDocument = (question: string) => {
  const text = withoutReferencedPolicies(question);
  return asksForWritten(text);
};

const asksForWritten = (text: string) =>
  (/\b(polic(y|ies)|procedures?|plans?|standards?|charter)\b/.test(text) &&
    /\b(documented|written|formal(ly)?|approved|published|maintain|have|has|exist|is there|are there)\b/.test(
      text,
    )) ||
  // "Is there a documented secure development lifecycle?": a document, whatever it is called.
  /\b(is there|are there|do you have|does the organi[sz]ation have) (an? )?(documented|written)\b/.test(
    text,
  );

export const answerDocument = (facts: QuestionFacts): DraftAnswer | null => {
  const matched = facts.documents
    .filter((d) => d.match >= MIN_DOCUMENT_MATCH)
    .sort((a, b) => b.match - a.match);
  if (matched.length === 0) return null;
  const approved = matched.filter((d) => d.approved && !d.expired);
  // A document whose title the question names only in part ("Incident Response Plan" for a
  // question on incident management, e-discovery and forensics) covers part of what is asked.
  if (approved.length > 0 && approved[0]!.match < DOCUMENT_NAMED) {
    const best = approved.slice(0, MAX_CITED);
    return {
      answer: 'partial',
      text: `Partially. See our ${list(best.map((d) => `“${d.title}”`))}, approved and current; it covers part of what is asked.`,
      reason: `${list(best.map((d) => d.title))} is approved, but the question names only part of its title: it may not cover everything asked.`,
      confidence: clampConfidence(0.4 + 0.3 * best[0]!.match),
      citations: best.map((d) => ({ kind: 'document', id: d.id, title: d.title })),
    };
  }
  // Another document the question names that is not approved, for more than the approved ones
  // ("do you have an AI policy?" beside an approved acceptable use policy): that part of what
  // is asked is not in force yet.
  const approvedWords = new Set(
    approved.filter((d) => d.match >= DOCUMENT_NAMED).flatMap((d) => titleWords(d.title)),
  );
  const asked = new Set(titleWords(facts.text));
  const pending = matched.find(
    (d) =>
      !(d.approved && !d.expired) &&
      d.match >= DOCUMENT_NAMED &&
      titleWords(d.title).some((w) => !approvedWords.has(w) && asked.has(w)),
  );
  if (approved.length > 0 && pending) {
    const best = approved.slice(0, MAX_CITED);
    return {
      answer: 'partial',
      text: `Partially. See our ${list(best.map((d) => `“${d.title}”`))}, approved and current; “${pending.title}” is not approved yet.`,
      reason: `The question also names ${pending.title}, which is ${pending.expired ? 'expired' : pending.status.replace('_', ' ')}: a document counts once approved and in date.`,
      confidence: clampConfidence(0.45 + 0.3 * best[0]!.match),
      citations: [...best, pending].map((d) => ({ kind: 'document', id: d.id, title: d.title })),
    };
  }
  if (approved.length > 0) {
    const best = approved.slice(0, MAX_CITED);
    return {
      answer: 'yes',
      text: `Yes. See our ${list(best.map((d) => `“${d.title}”`))}, approved and current.`,
      reason: `${list(best.map((d) => d.title))}: approved and not expired.`,
      confidence: clampConfidence(0.55 + 0.4 * best[0]!.match),
      citations: best.map((d) => ({ kind: 'document', id: d.id, title: d.title })),
    };
  }
  const best = matched.slice(0, MAX_CITED);
  return {
    answer: 'partial',
    text: `Partially. ${list(best.map((d) => `“${d.title}”`))} is written but not currently approved.`,
    reason: `${list(best.map((d) => `${d.title} (${d.expired ? 'expired' : d.status.replace('_', ' ')})`))}: a document counts once approved and in date.`,
    confidence: clampConfidence(0.5 + 0.3 * best[0]!.match),
    citations: best.map((d) => ({ kind: 'document', id: d.id, title: d.title })),
  };
};
