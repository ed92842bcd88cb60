import {
  normalized,
  impliesOperation,
  askedFrequencyDays,
  CERTIFICATION_FAMILIES,
  socType,
  THIRD_PARTIES,
  titleWords,
} from './question-reading.ts';
import {
  MAX_CITED,
  MIN_DOCUMENT_MATCH,
  DOCUMENT_NAMED,
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

export const answerCertification = (
  facts: QuestionFacts,
  asked: typeof CERTIFICATION_FAMILIES,
): DraftAnswer => {
  const recorded = recordedOf(facts, asked);
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

/**
 * The companies named in the vendor register whose names the question uses: "Is Okta one of
 * your subprocessors?". A name counts by a distinctive word of it (not "Inc" or "Cloud").
 */
const VENDOR_NAME_STOP = new Set([
  ...['inc', 'ltd', 'llc', 'limited', 'gmbh', 'corp', 'corporation', 'company', 'co', 'plc'],
  ...['sa', 'ag', 'bv', 'sas', 'group', 'holdings', 'the', 'and', 'of', 'services', 'service'],
  ...['cloud', 'web', 'platform', 'technologies', 'technology', 'software', 'systems'],
  ...['solutions', 'security', 'data', 'labs', 'online', 'global', 'international', 'your'],
]);

const vendorWords = (name: string): string[] =>
  (normalized(name).match(/[a-z0-9]+/g) ?? []).filter(
    (w) => w.length >= 3 && !VENDOR_NAME_STOP.has(w),
  );

/**
 * The company a question asks about as a supplier, in its own capitals: "Is Okta one of your
 * subprocessors?", "Do you use Salesforce to store our data?", "hosted on AWS or Google
 * Cloud?". Null when the question names none that way.
 */
/** A company's name in its capitals, with "or" and "and" only between such words. */
const COMPANY = String.raw`([A-Z][\w.&-]*(?: (?:(?:or|and) )?[A-Z][\w.&-]*)*)`;
const SUPPLIER_QUESTIONS = [
  new RegExp(
    String.raw`^(?:[Ii]s|[Aa]re) ${COMPANY} (?:one of|among|on the list of|in the list of) your (?:sub-?processors?|vendors?|suppliers?|service providers?)`,
  ),
  new RegExp(String.raw`\b[Dd]o you use ${COMPANY} (?:to|for) (?:host|store|process|hold)`),
  new RegExp(String.raw`\b(?:hosted|stored|processed) (?:on|in|with|at) ${COMPANY}`),
];

export const namedSupplier = (question: string): string | null => {
  const text = question.normalize('NFKD').replace(/^[^A-Za-z]+/, '');
  for (const pattern of SUPPLIER_QUESTIONS) {
    const found = pattern.exec(text);
    if (found?.[1]) return found[1];
  }
  return null;
};

export const answerNamedSupplier = (facts: QuestionFacts): DraftAnswer | null => {
  const company = namedSupplier(facts.text);
  if (!company) return null;
  const asked = new Set(normalized(company).match(/[a-z0-9]+/g) ?? []);
  // A vendor counts when every distinctive word of its name is among the company's words.
  const named = facts.vendors.filter((v) => {
    const words = vendorWords(v.name);
    return words.length > 0 && words.every((w) => asked.has(w));
  });
  if (named.length > 0) {
    return {
      answer: 'yes',
      text: `Yes. ${list(named.slice(0, MAX_CITED).map((v) => v.name))} ${named.length > 1 ? 'are' : 'is'} in our vendor register.`,
      reason: 'The vendor register lists the company the question names.',
      confidence: 0.8,
      citations: named
        .slice(0, MAX_CITED)
        .map((v) => ({ kind: 'vendor', id: v.id, title: v.name })),
    };
  }
  if (facts.vendors.length === 0) return null;
  return {
    answer: 'no',
    text: `No. ${company} is not in our vendor register.`,
    reason: `The vendor register (${facts.vendors.length} vendors) does not list ${company}.`,
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
  const asked = askedFrequencyDays(facts.text);
  const within = asked ?? RISK_PROCESS_DAYS;
  const inTime = (d: Date | null) =>
    d !== null && now.getTime() - d.getTime() <= within * 86_400_000;
  // Asked how often, or about every risk: the register is kept when every risk in it was
  // assessed within the period, not just one. Asked only whether there is one: a register
  // assessed within the year is kept.
  const strict = asked !== null || /\b(every|each|all)\b/.test(normalized(facts.text));
  const recent =
    strict && risks.assessed
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

/** The question asks whether a risk it names is on the register ("Is DDoS on your risk register?"). */
export const asksForRegisteredRisk = (text: string) =>
  /^(\W*[a-z&]{0,4}[-.]?[\d.]*\s*)?(is|are|do you (have|record|track|list|keep)|does (your|the) risk register (include|contain|list))\b/.test(
    text,
  ) &&
  /\b(on|in) (your|the|its) risk (register|log)\b/.test(text) &&
  !/\b(every|all|each|how|when|who|what)\b/.test(text);

/** Words that name no particular risk. */
const RISK_STOP = new Set(['risk', 'risks', 'register', 'log', 'your', 'the', 'our', 'its']);

export const answerRegisteredRisk = (facts: QuestionFacts): DraftAnswer | null => {
  const titles = facts.risks.titles ?? [];
  if (titles.length === 0) return null;
  const subject = normalized(facts.text).replace(
    /\b(on|in) (your|the|its) risk (register|log)\b.*$/,
    '',
  );
  const asked = new Set(titleWords(subject).filter((w) => w.length >= 3 && !RISK_STOP.has(w)));
  if (asked.size === 0) return null;
  // A risk counts when its title names at least half of what the question names.
  const needed = Math.ceil(asked.size / 2);
  const scored = titles
    .map((r) => ({ r, hits: titleWords(r.title).filter((w) => asked.has(w)).length }))
    .filter((x) => x.hits >= needed)
    .sort((a, b) => b.hits - a.hits);
  if (scored.length === 0) {
    return {
      answer: 'no',
      text: 'No. Our risk register does not record this risk.',
      reason: `None of the ${titles.length} risks on the register names what the question asks about.`,
      confidence: 0.5,
      citations: [],
    };
  }
  const best = scored.slice(0, MAX_CITED).map((x) => x.r);
  return {
    answer: 'yes',
    text: `Yes. Our risk register records ${list(best.map((r) => `“${r.title}”`))}.`,
    reason: "The risk register holds a risk named with the question's words.",
    confidence: 0.7,
    citations: best.map((r) => ({ kind: 'risk', id: r.id, title: r.title })),
  };
};

/** Questions about a written policy, procedure or plan. */
export const asksForDocument = (text: string) =>
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
