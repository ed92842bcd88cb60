// Pure ranking rules of the offline control recommendation (issue 5, ARIA). The database stems
// the words and finds which library controls hold them; these functions decide what to ask
// for (risk words plus the expansion table) and how the answers rank.
import { EXPANSIONS, type Expansion } from './recommend-expansions.ts';
import { EVERYDAY_EXPANSIONS, EVERYDAY_FILLER_WORDS } from './recommend-everyday.ts';

export { EXPANSIONS, type Expansion } from './recommend-expansions.ts';

export const RECOMMEND_LIMITS = {
  defaultLimit: 5,
  maxLimit: 20,
  /** Words of a long description beyond this are ignored: the title and opening carry it. */
  maxTextWords: 120,
} as const;

/** The numbers of the ranking, tuned on the tuning set only (see the evaluation). */
export const RECOMMEND_WEIGHTS = {
  /** ts_rank weights of a control's fields: name (A), why/how (B), evidence/standards (C). */
  field: { A: 1, B: 0.35, C: 0.1, D: 0.1 },
  /** A title word counts this much more than a description word. */
  title: 1.5,
  /** Weight of an expansion's terms against the risk's own words. */
  expansion: 2,
  /** An expansion's gain is divided by its number of terms to this power. */
  ruleNorm: 1,
  /** Most a category affinity of 1 adds (a share of the relevance). */
  category: 0.25,
  importance: { MANDATORY: 0.08, PREFERRED: 0.04, ADVANCED: 0 } as Record<string, number>,
  /** Added when the control serves a framework the organisation tracks or the risk names. */
  framework: 0.1,
  /**
   * Most added for a framework the risk's text names ("non-compliance with PCI DSS"), in
   * proportion to how many of its requirements the control serves against the best candidate.
   */
  namedFramework: 0.6,
  /** Register boilerplate ("inadequate", "lack of", "failure to") counts this much. */
  filler: 0.3,
  /** Controls the organisation already adopted keep this share of their score. */
  inPlace: 0.8,
  /** Relevance at which the 0..1 score reaches 1 - 1/e. */
  scoreScale: 12,
} as const;

/** The field weights in the order ts_rank takes them: {D, C, B, A}. */
export const tsRankWeights = (): [number, number, number, number] => {
  const f = RECOMMEND_WEIGHTS.field;
  return [f.D, f.C, f.B, f.A];
};

/** Words registers put in front of any risk: they say little about which control treats it. */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'inadequate',
  'insufficient',
  'lack',
  'lacking',
  'absence',
  'absent',
  'failure',
  'failures',
  'fail',
  'fails',
  'failing',
  'poor',
  'poorly',
  'ineffective',
  'inability',
  'unable',
  'risk',
  'risks',
  'potential',
  'possible',
  'possibly',
  'leading',
  'resulting',
  'due',
  'issue',
  'issues',
  'concern',
  'concerns',
  'lead',
  'leads',
  'result',
  'results',
  'could',
  'may',
  'might',
]);

/** Frameworks a risk can name in its text, by the ids the library's standards use. */
export const NAMED_FRAMEWORKS: readonly { id: string; pattern: RegExp }[] = [
  { id: 'PCI-DSS', pattern: /\b(pci(-| )?dss|pci)\b/ },
  { id: 'GDPR', pattern: /\b(gdpr|general data protection regulation)\b/ },
  { id: 'HIPAA', pattern: /\bhipaa\b/ },
  { id: 'SOX-ITGC', pattern: /\b(sox|sarbanes|itgcs?|it general controls)\b/ },
  { id: 'SOC2', pattern: /\bsoc ?2\b/ },
  { id: 'ISO27001', pattern: /\biso(\/iec)? ?27001\b/ },
  { id: 'NIST-CSF', pattern: /\b(nist|csf)\b/ },
];

export const frameworksNamedIn = (title: string, description = ''): string[] => {
  const text = normalizeRiskText(`${title}\n${description}`);
  return NAMED_FRAMEWORKS.filter((f) => f.pattern.test(text)).map((f) => f.id);
};

/** Lower case, accents and typographic quotes removed: the form the expansion patterns read. */
export const normalizeRiskText = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .toLowerCase();

/** Alphanumeric words of two characters or more, in order, without repeats. */
export const wordsOf = (text: string): string[] => [
  ...new Set((normalizeRiskText(text).match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 1)),
];

export const expansionApplies = (rule: Expansion, normalizedText: string): boolean =>
  (!rule.hints || rule.hints.some((h) => normalizedText.includes(h))) &&
  (Array.isArray(rule.when)
    ? rule.when.every((re) => re.test(normalizedText))
    : rule.when.test(normalizedText));

/** Practitioners' wording first, then the everyday vocabulary (recommend-everyday.json). */
const ALL_EXPANSIONS: readonly Expansion[] = [...EXPANSIONS, ...EVERYDAY_EXPANSIONS];

/** The expansions whose patterns the risk's text matches, in table order. */
export const firedExpansions = (title: string, description = ''): Expansion[] => {
  const text = normalizeRiskText(`${title}\n${description}`);
  return ALL_EXPANSIONS.filter((rule) => expansionApplies(rule, text));
};

const termCache = new WeakMap<Expansion, string[]>();
const termWords = (rule: Expansion): string[] => {
  let words = termCache.get(rule);
  if (!words) termCache.set(rule, (words = wordsOf(rule.terms)));
  return words;
};

export type RecommendInput = {
  title: string;
  description?: string;
  category?: string | null;
  frameworks?: string[];
};

/** One word to stem, and what asked for it. */
export type QueryWord = {
  word: string;
  /** Weight as a word of the risk itself (0 when only an expansion brought it). */
  text: number;
  /** Expansions whose terms hold the word. */
  rules: string[];
};

export type RecommendQuery = {
  words: QueryWord[];
  fired: Expansion[];
  /** Frameworks the risk's text names. */
  namedFrameworks: string[];
};

/** The words to look up: the risk's own (title first, weighted up) and the fired expansions'. */
export const buildRecommendQuery = (input: RecommendInput): RecommendQuery => {
  const byWord = new Map<string, QueryWord>();
  const add = (word: string, text: number, rule?: string) => {
    const entry = byWord.get(word) ?? { word, text: 0, rules: [] };
    entry.text = Math.max(entry.text, text);
    if (rule && !entry.rules.includes(rule)) entry.rules.push(rule);
    byWord.set(word, entry);
  };
  const weight = (w: string, base: number) =>
    FILLER_WORDS.has(w) || EVERYDAY_FILLER_WORDS.has(w) ? base * RECOMMEND_WEIGHTS.filler : base;
  for (const w of wordsOf(input.title)) add(w, weight(w, RECOMMEND_WEIGHTS.title));
  const description = wordsOf(input.description ?? '').slice(0, RECOMMEND_LIMITS.maxTextWords);
  for (const w of description) add(w, weight(w, 1));
  const fired = firedExpansions(input.title, input.description);
  for (const rule of fired) for (const w of termWords(rule)) add(w, 0, rule.id);
  // Words a fired rule reads in another sense than the library's ("the accounts" are the books,
  // not logins) are not looked up as the risk's own words.
  for (const rule of fired)
    for (const w of rule.otherSense ?? []) {
      const entry = byWord.get(w);
      if (entry) entry.text = 0;
    }
  return {
    words: [...byWord.values()],
    fired,
    namedFrameworks: frameworksNamedIn(input.title, input.description),
  };
};

const frameworkKey = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** How many of these requirement codes belong to the framework ("SOC2-CC6.1" is SOC2's). */
export const requirementsOfFramework = (standards: string[], frameworkId: string): number => {
  const k = frameworkKey(frameworkId);
  return k ? standards.filter((code) => frameworkKey(code).startsWith(k)).length : 0;
};

/** Framework ids served by these requirement codes, in the order given, without repeats. */
export const frameworksServed = (standards: string[], frameworkIds: string[]): string[] =>
  [...new Set(frameworkIds)].filter((id) => requirementsOfFramework(standards, id) > 0);
