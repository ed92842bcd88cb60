// Compares one vendor extraction with the fixture's truth.json (pure: no I/O). The rules are the
// ones the fixture READMEs state: text fields exact after whitespace normalisation, URLs resolved
// against the vendor's origin, certifications as canonical labels, subprocessors by name.
import { VENDOR_URL_KEYS, type VendorUrlKey } from '@rampart/contracts';

export type TruthSubprocessor = { name: string; purpose: string | null; location: string | null };

export type VendorTruth = {
  name: string;
  legalName: string;
  headquarterAddress: string;
  category: string;
  description: string;
  certifications: string[];
  urls: Record<VendorUrlKey, string | null>;
  /** Absent when the site has no list: the extractor should then report none. */
  subprocessors?: TruthSubprocessor[];
};

/** The part of a VendorExtraction that is scored. */
export type ScoredExtraction = Omit<VendorTruth, 'subprocessors'> & {
  subprocessors: TruthSubprocessor[];
};

export const TEXT_FIELDS = [
  'name',
  'legalName',
  'headquarterAddress',
  'category',
  'description',
] as const;
export const SCORED_FIELDS = [...TEXT_FIELDS, ...VENDOR_URL_KEYS.map((k) => `urls.${k}`)];

export type FieldResult = {
  field: string;
  expected: string | null;
  got: string | null;
  ok: boolean;
};
export type SetComparison = { tp: string[]; fp: string[]; fn: string[] };

export type VendorScore = {
  fields: FieldResult[];
  /** headquarterAddress with the same words in any order (JSON-LD parts can be joined many ways). */
  addressWordsOk: boolean;
  certifications: SetComparison;
  subprocessors: SetComparison & { purposeOk: number; locationOk: number };
};

export const normaliseText = (value: string | null | undefined): string =>
  (value ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();

/** Absolute, without a trailing slash on the path ("/legal/privacy/" is "/legal/privacy"). */
export const normaliseUrl = (value: string | null | undefined, origin: string): string | null => {
  const text = normaliseText(value);
  if (!text) return null;
  try {
    const url = new URL(text, origin);
    if (url.pathname.length > 1 && url.pathname.endsWith('/'))
      url.pathname = url.pathname.slice(0, -1);
    return url.href;
  } catch {
    return text;
  }
};

const words = (value: string) =>
  normaliseText(value)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');

const ROMAN: Record<string, string> = { i: '1', ii: '2', iii: '3' };

/** "SOC 2 Type II" -> "SOC 2", "ISO/IEC 27001:2022" -> "ISO 27001", "PCI-DSS Level 1" -> "PCI DSS". */
export const canonicalCertification = (label: string): string => {
  const s = normaliseText(label).normalize('NFKC').toLowerCase();
  const iso = /\biso(?:\s*\/\s*iec)?[\s-]*(\d{4,5})/.exec(s);
  if (iso) return `ISO ${iso[1]}`;
  const soc = /\bsoc[\s-]*(3|iii|2|ii|1|i)\b/.exec(s);
  if (soc) return `SOC ${ROMAN[soc[1]!] ?? soc[1]}`;
  if (/\bpci\b/.test(s)) return 'PCI DSS';
  if (/\bhipaa\b/.test(s)) return 'HIPAA';
  if (/\bgdpr\b|general data protection regulation/.test(s)) return 'GDPR';
  if (/\bfedramp\b/.test(s)) return 'FedRAMP';
  if (/\bcsa\s+star\b/.test(s)) return 'CSA STAR';
  return normaliseText(label);
};

const subprocessorKey = (name: string) =>
  normaliseText(name)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const compareSets = (expected: string[], got: string[]): SetComparison => {
  const want = new Set(expected);
  const have = new Set(got);
  return {
    tp: [...have].filter((x) => want.has(x)),
    fp: [...have].filter((x) => !want.has(x)),
    fn: [...want].filter((x) => !have.has(x)),
  };
};

// Case and surrounding punctuation aside ("United States." is "united states").
const looseText = (value: string | null) =>
  normaliseText(value)
    .toLowerCase()
    .replace(/^[\p{P}\s]+|[\p{P}\s]+$/gu, '');
const sameOptionalText = (a: string | null, b: string | null) => looseText(a) === looseText(b);

/** got null: the extractor failed on this site, so every fact counts as missed. */
export const scoreVendor = (
  truth: VendorTruth,
  got: ScoredExtraction | null,
  origin: string,
): VendorScore => {
  const fields: FieldResult[] = TEXT_FIELDS.map((field) => {
    const expected = normaliseText(truth[field]);
    const value = got ? normaliseText(got[field]) : null;
    return { field, expected, got: value, ok: value === expected };
  });
  for (const key of VENDOR_URL_KEYS) {
    const expected = normaliseUrl(truth.urls[key], origin);
    const value = got ? normaliseUrl(got.urls[key], origin) : null;
    fields.push({
      field: `urls.${key}`,
      expected,
      got: value,
      ok: got !== null && value === expected,
    });
  }

  const truthSubs = truth.subprocessors ?? [];
  const gotSubs = got?.subprocessors ?? [];
  const subs = compareSets(
    truthSubs.map((s) => subprocessorKey(s.name)),
    gotSubs.map((s) => subprocessorKey(s.name)),
  );
  let purposeOk = 0;
  let locationOk = 0;
  for (const key of subs.tp) {
    const want = truthSubs.find((s) => subprocessorKey(s.name) === key)!;
    const have = gotSubs.find((s) => subprocessorKey(s.name) === key)!;
    if (sameOptionalText(want.purpose, have.purpose)) purposeOk++;
    if (sameOptionalText(want.location, have.location)) locationOk++;
  }

  return {
    fields,
    addressWordsOk:
      got !== null && words(got.headquarterAddress) === words(truth.headquarterAddress),
    certifications: compareSets(
      truth.certifications.map(canonicalCertification),
      (got?.certifications ?? []).map(canonicalCertification),
    ),
    subprocessors: { ...subs, purposeOk, locationOk },
  };
};

export type Ratio = { hit: number; total: number };
export type SetSummary = { tp: number; fp: number; fn: number; precision: number; recall: number };

const setSummary = (parts: SetComparison[]): SetSummary => {
  const tp = parts.reduce((n, p) => n + p.tp.length, 0);
  const fp = parts.reduce((n, p) => n + p.fp.length, 0);
  const fn = parts.reduce((n, p) => n + p.fn.length, 0);
  // Nothing claimed and nothing expected is a perfect score, not a division by zero.
  return {
    tp,
    fp,
    fn,
    precision: tp + fp ? tp / (tp + fp) : 1,
    recall: tp + fn ? tp / (tp + fn) : 1,
  };
};

export type SetScore = {
  fields: Record<string, Ratio>;
  addressWords: Ratio;
  certifications: SetSummary;
  subprocessors: SetSummary & { purposeOk: number; locationOk: number };
};

export const summarise = (scores: VendorScore[]): SetScore => {
  const fields: Record<string, Ratio> = {};
  for (const field of SCORED_FIELDS) {
    const results = scores.map((s) => s.fields.find((f) => f.field === field)!);
    fields[field] = { hit: results.filter((r) => r.ok).length, total: results.length };
  }
  return {
    fields,
    addressWords: { hit: scores.filter((s) => s.addressWordsOk).length, total: scores.length },
    certifications: setSummary(scores.map((s) => s.certifications)),
    subprocessors: {
      ...setSummary(scores.map((s) => s.subprocessors)),
      purposeOk: scores.reduce((n, s) => n + s.subprocessors.purposeOk, 0),
      locationOk: scores.reduce((n, s) => n + s.subprocessors.locationOk, 0),
    },
  };
};

/**
 * Every disagreement of one vendor, as lines "field: expected X, got Y"; URLs on `origin` are
 * shown as paths, since the port changes from run to run.
 */
export const mismatches = (score: VendorScore, origin?: string): string[] => {
  const show = (v: string | null) =>
    v === null
      ? 'null'
      : JSON.stringify(origin && v.startsWith(`${origin}/`) ? v.slice(origin.length) : v);
  const lines = score.fields
    .filter((f) => !f.ok)
    .map((f) => `${f.field}: expected ${show(f.expected)}, got ${show(f.got)}`);
  const set = (label: string, c: SetComparison) => {
    if (c.fn.length) lines.push(`${label} missed: ${c.fn.join('; ')}`);
    if (c.fp.length) lines.push(`${label} not expected: ${c.fp.join('; ')}`);
  };
  set('certifications', score.certifications);
  set('subprocessors', score.subprocessors);
  return lines;
};
