import {
  normalized,
  impliesOperation,
  askedFrequencyDays,
  CERTIFICATION_FAMILIES,
  socType,
  THIRD_PARTIES,
} from './question-reading.ts';
import {
  MAX_CITED,
  MIN_DOCUMENT_MATCH,
  RISK_PROCESS_DAYS,
  article,
  clampConfidence,
  day,
  list,
  type Citation,
  type DraftAnswer,
  type QuestionFacts,
} from './draft-facts.ts';

// The answers that come from a register rather than from controls (issue 22 point 3): the
// certification register, the vendor register for the supplier list, the risk register for the
// risk process, approved documents for written policies.

/** Whether a recorded certification's name is of the family asked for (and the SOC 2 type). */
const isOfFamily = (
  family: (typeof CERTIFICATION_FAMILIES)[number],
  name: string,
  question: string,
): boolean => {
  const recorded = normalized(name);
  if (!family.pattern.test(recorded)) return false;
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

export const answerCertification = (
  facts: QuestionFacts,
  asked: typeof CERTIFICATION_FAMILIES,
): DraftAnswer => {
  const recorded = facts.certifications.filter((c) =>
    asked.some((f) => isOfFamily(f, c.name, facts.text)),
  );
  const held = recorded.filter((c) => c.held);
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
 * Questions about the register of suppliers itself: do you keep a list of them. Not a policy
 * about suppliers, and not how suppliers are reviewed (controls answer those).
 */
export const asksForSupplierList = (text: string) =>
  THIRD_PARTIES.test(text) &&
  /\b(list|inventory|register|catalog(ue)?)\b/.test(text) &&
  !/\b(polic(y|ies)|procedures?|assess|review|audit|monitor)/.test(text) &&
  !impliesOperation(text);

export const answerSupplierList = (facts: QuestionFacts): DraftAnswer => {
  if (facts.vendors.length === 0) {
    return {
      answer: 'no',
      text: 'No. We do not keep a register of suppliers in Rampart yet.',
      reason: 'The vendor register is empty.',
      confidence: 0.6,
      citations: [],
    };
  }
  const shown = facts.vendors.slice(0, MAX_CITED);
  return {
    answer: 'yes',
    text: `Yes. We keep a register of our suppliers and subprocessors (${facts.vendors.length} recorded), including ${list(shown.map((v) => v.name))}.`,
    reason: `The vendor register holds ${facts.vendors.length} vendors.`,
    confidence: 0.75,
    citations: shown.map((v) => ({ kind: 'vendor', id: v.id, title: v.name })),
  };
};

/** Questions about the risk process: is there a risk assessment, a register, how often. */
export const asksAboutRiskProcess = (text: string) =>
  /\brisk (assessments?|register|management|analysis)\b|\bassess(es|ed)? (its |your )?(information security )?risks\b/.test(
    text,
  );

export const answerRiskProcess = (facts: QuestionFacts): DraftAnswer | null => {
  const { risks, now } = facts;
  if (risks.total === 0) return null;
  const cited = risks.recent
    .slice(0, MAX_CITED)
    .map((r): Citation => ({ kind: 'risk', id: r.id, title: r.title }));
  const within = askedFrequencyDays(facts.text) ?? RISK_PROCESS_DAYS;
  const inTime = (d: Date | null) =>
    d !== null && now.getTime() - d.getTime() <= within * 86_400_000;
  // The register is kept when every risk in it was assessed within the period, not just one.
  const recent = risks.assessed
    ? risks.assessed.length > 0 && risks.assessed.every(inTime)
    : inTime(risks.lastAssessedAt);
  if (recent) {
    return {
      answer: 'yes',
      text: `Yes. We keep a risk register of ${risks.total} risks; the latest assessment was on ${day(risks.lastAssessedAt!)}.`,
      reason: `The risk register holds ${risks.total} risks, last assessed ${day(risks.lastAssessedAt!)}.`,
      confidence: 0.75,
      citations: cited,
    };
  }
  return {
    answer: 'partial',
    text: `Partially. We keep a risk register of ${risks.total} risks, but not every risk has been assessed as recently as the question asks.`,
    reason: `${risks.assessed ? risks.assessed.filter((d) => !inTime(d)).length : risks.total} of ${risks.total} risks were not assessed in the last ${within} days.`,
    confidence: 0.65,
    citations: cited,
  };
};

/** Questions about a written policy, procedure or plan. */
export const asksForDocument = (text: string) =>
  /\b(polic(y|ies)|procedures?|plans?|standards?|charter)\b/.test(text) &&
  /\b(documented|written|formal(ly)?|approved|published|maintain|have|has|exist)\b/.test(text);

export const answerDocument = (facts: QuestionFacts): DraftAnswer | null => {
  const matched = facts.documents
    .filter((d) => d.match >= MIN_DOCUMENT_MATCH)
    .sort((a, b) => b.match - a.match);
  if (matched.length === 0) return null;
  const approved = matched.filter((d) => d.approved && !d.expired);
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
