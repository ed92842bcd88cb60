import {
  VENDOR_CATEGORIES,
  VENDOR_URL_KEYS,
  type CertificationGrade,
  type VendorFramework,
} from '@rampart/contracts';
import { normalizeCertificationName } from '@rampart/domain';
import { gradeCeiling, gradeSentence, INSTRUCTION_LIKE } from './certification-grades.ts';
import type { ModelFact } from './extract-vendor.ts';

// The model's answers are claims about the pages, checked against the pages: the quote must be
// on the page it names, word for word (spaces aside, case kept), and must carry the value.
// Pure: pages in, accepted and rejected facts out.

export type VerifiablePage = { url: string; text: string; links: string[] };
export type Rejection = { fact: ModelFact; reason: string };
/** A fact whose quote was found: on `pageUrl`, with the standard it names for a certification. */
export type AcceptedFact = ModelFact & {
  pageUrl: string;
  certification?: {
    name: string;
    label: string;
    framework: VendorFramework | null;
    grade: CertificationGrade;
  };
};

const TEXT_FIELDS = new Set(['name', 'legalName', 'description', 'headquarterAddress']);
const URL_FIELDS = new Set(VENDOR_URL_KEYS.map((k) => `urls.${k}`));
const GRADE_RANK: Record<CertificationGrade, number> = { held: 0, in_progress: 1, mentioned: 2 };

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
/** Addresses are written on lines or with commas: both read the same. */
const loose = (s: string) => squash(s.replace(/[,;]/g, ' '));

const sameUrl = (a: string, b: string) => {
  try {
    const [x, y] = [new URL(a), new URL(b)];
    x.hash = y.hash = '';
    return x.href.replace(/\/$/, '') === y.href.replace(/\/$/, '');
  } catch {
    return false;
  }
};

const check = (fact: ModelFact, pages: VerifiablePage[]): AcceptedFact | string => {
  const value = squash(fact.value ?? '');
  const quote = squash(fact.quote ?? '');
  if (!value || !quote) return 'empty value or quote';
  const page = pages.find((p) => sameUrl(p.url, fact.url));
  if (!page) return `quote attributed to a page that was not read (${fact.url})`;
  const ok = (v: string, extra: Partial<AcceptedFact> = {}): AcceptedFact => ({
    ...fact,
    value: v,
    pageUrl: page.url,
    ...extra,
  });
  if (!squash(page.text).includes(quote)) return 'quote not found on the page';
  if (INSTRUCTION_LIKE.test(quote)) return 'quote is an instruction, not a statement';
  if (TEXT_FIELDS.has(fact.field)) {
    const supported =
      fact.field === 'headquarterAddress'
        ? loose(quote).includes(loose(value))
        : quote.includes(value);
    return supported ? ok(value) : 'value not contained in the quote';
  }
  if (fact.field === 'category') {
    return (VENDOR_CATEGORIES as readonly string[]).includes(value) && value !== 'OTHER'
      ? ok(value)
      : 'not a vendor category';
  }
  if (URL_FIELDS.has(fact.field)) {
    let absolute: string;
    try {
      absolute = new URL(value, page.url).href;
    } catch {
      return 'not a URL';
    }
    const linked = page.links.find((l) => sameUrl(l, absolute));
    return linked ? ok(linked) : 'the page does not link this URL';
  }
  if (fact.field === 'certification') {
    const standard = normalizeCertificationName(value);
    if (!standard) return 'not a known standard';
    const named = gradeSentence(quote, gradeCeiling).find((g) => g.label === standard.label);
    if (!named) return 'the quote does not name this standard';
    const asked = fact.grade ?? 'mentioned';
    // The model may read a claim the word lists miss, never past a negation or a third party.
    const grade = GRADE_RANK[asked] >= GRADE_RANK[named.grade] ? asked : named.grade;
    return ok(value, { grade, certification: { name: named.name, ...standard, grade } });
  }
  return `unknown field ${fact.field}`;
};

export const verifyModelFacts = (
  facts: ModelFact[],
  pages: VerifiablePage[],
): { accepted: AcceptedFact[]; rejected: Rejection[] } => {
  const accepted: AcceptedFact[] = [];
  const rejected: Rejection[] = [];
  for (const fact of facts) {
    const result = check(fact, pages);
    if (typeof result === 'string') rejected.push({ fact, reason: result });
    else accepted.push(result);
  }
  return { accepted, rejected };
};
