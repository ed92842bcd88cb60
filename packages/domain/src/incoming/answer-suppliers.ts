import { normalized, impliesOperation, THIRD_PARTIES } from './question-reading.ts';
import { MAX_CITED, list, type DraftAnswer, type QuestionFacts } from './draft-facts.ts';

// The answers from the vendor register (issue 22 point 3): whether a company the question names
// is a supplier, and whether a list of suppliers is kept. Part of answer-registers.ts.

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
    String.raw`^(?:[Ii]s|[Aa]re) ${COMPANY} (?:(?:both|all|each|also) )?(?:one of|among|on the list of|in the list of|on|in) your (?:sub-?processors?|vendors?|suppliers?|service providers?)`,
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
  // "Are Salesforce and HubSpot both on your list?" asks about each: one missing is a partial.
  const parts = company.split(/ and /).filter((p) => vendorWords(p).length > 0);
  const missing =
    parts.length > 1
      ? parts.filter((p) => {
          const words = new Set(vendorWords(p));
          return !named.some((v) => vendorWords(v.name).every((w) => words.has(w)));
        })
      : [];
  if (named.length > 0 && missing.length > 0) {
    return {
      answer: 'partial',
      text: `Partially. ${list(named.slice(0, MAX_CITED).map((v) => v.name))} ${named.length > 1 ? 'are' : 'is'} in our vendor register; ${list(missing)} ${missing.length > 1 ? 'are' : 'is'} not.`,
      reason: `The question names ${list(parts)}, and the vendor register does not list ${list(missing)}.`,
      confidence: 0.7,
      citations: named
        .slice(0, MAX_CITED)
        .map((v) => ({ kind: 'vendor', id: v.id, title: v.name })),
    };
  }
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
