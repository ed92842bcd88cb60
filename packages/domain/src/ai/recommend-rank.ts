// Ranking of library controls for one risk, from what PostgreSQL's full-text search found: for
// each query lexeme, the controls holding it and their ts_rank (weighted by field). ts_rank
// over a whole query has no inverse document frequency, so in a 147-control library words like
// "data" or "review" would outweigh "payroll"; relevance here is the sum over lexemes of
// idf x ts_rank (BM25-like). The rules then adjust it for category, importance, frameworks and
// controls already in place.
import {
  RECOMMEND_LIMITS,
  RECOMMEND_WEIGHTS as W,
  frameworksServed,
  requirementsOfFramework,
  type RecommendQuery,
} from './recommend-rules.ts';
import { categoryAffinity } from './recommend-affinity.ts';

export type CandidateControl = {
  id: string;
  name: string;
  category: string;
  importance: string;
  /** Semicolon-separated requirement ids. */
  standards: string;
  /** PostgreSQL's ts_rank of the control for each query lexeme it holds (by field weight). */
  ranks: Record<string, number>;
  /** The organisation's controls adopted from this library control. */
  adoptedControlIds: string[];
};

export type RankContext = {
  /** Controls in the whole library, for inverse document frequency. */
  libraryCount: number;
  /** The risk's register category (OPERATIONAL, TECHNOLOGY...). */
  category?: string | null;
  /** Frameworks the organisation tracks and the risk names. */
  frameworks: string[];
  limit?: number;
};

export type RankedControl = {
  libraryControlId: string;
  name: string;
  category: string;
  importance: string;
  standards: string[];
  /** 0..1: how strongly the risk's words and the rules point at the control. */
  score: number;
  /** One line in plain words: the matched words and the rules that applied. */
  rationale: string;
  /** The organisation already adopted this control. */
  inPlace: boolean;
  adoptedControlIds: string[];
};

type LexemeInfo = { text: number; rules: Set<string>; word: string | null };

/** A control must get this share of an expansion's best gain for the rationale to name it. */
const RATIONALE_RULE_SHARE = 0.5;

const IMPORTANCE_ORDER: Record<string, number> = { MANDATORY: 0, PREFERRED: 1, ADVANCED: 2 };

const lexemeTable = (query: RecommendQuery, wordLexemes: string[][]) => {
  const table = new Map<string, LexemeInfo>();
  query.words.forEach((w, i) => {
    for (const lexeme of wordLexemes[i] ?? []) {
      const info = table.get(lexeme) ?? { text: 0, rules: new Set<string>(), word: null };
      if (w.text > info.text) info.text = w.text;
      if (w.text > 0 && info.word === null) info.word = w.word;
      for (const r of w.rules) info.rules.add(r);
      table.set(lexeme, info);
    }
  });
  return table;
};

const quote = (words: string[]) => {
  const q = words.map((w) => `“${w}”`);
  return q.length > 1 ? `${q.slice(0, -1).join(', ')} and ${q.at(-1)}` : (q[0] ?? '');
};

/** The rationale line: matched words, the best expansion, and the rules that applied. */
export const recommendationRationale = (parts: {
  words: string[];
  concept: string | null;
  affinity: { riskCategory: string; strong: boolean } | null;
  frameworks: string[];
  inPlace: boolean;
}): string => {
  const out: string[] = [];
  if (parts.words.length) out.push(`matches ${quote(parts.words)}`);
  if (parts.concept) out.push(`addresses ${parts.concept}`);
  if (parts.affinity?.strong) out.push(`suits ${parts.affinity.riskCategory.toLowerCase()} risks`);
  if (parts.frameworks.length) out.push(`serves ${parts.frameworks.join(', ')}`);
  if (parts.inPlace) out.push('already in place in your organisation');
  const line = out.join('; ') || 'related to the risk by its category';
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}.`;
};

/**
 * Ranks the candidate controls for a risk, best first, deterministically (ties by importance,
 * then id). Controls already adopted stay in the list, marked in place and ranked down a little,
 * so a gap the organisation still has comes before one it has already closed.
 */
export const rankControls = (
  query: RecommendQuery,
  wordLexemes: string[][],
  candidates: CandidateControl[],
  context: RankContext,
): RankedControl[] => {
  const lexemes = lexemeTable(query, wordLexemes);
  const df = new Map<string, number>();
  for (const c of candidates)
    for (const lexeme of Object.keys(c.ranks)) df.set(lexeme, (df.get(lexeme) ?? 0) + 1);
  const n = Math.max(context.libraryCount, candidates.length, 1);
  const idf = (lexeme: string) => {
    const d = df.get(lexeme) ?? 0;
    return Math.log(1 + (n - d + 0.5) / (d + 0.5));
  };
  const concepts = new Map(query.fired.map((r) => [r.id, r.concept]));
  const ruleWeight = new Map(query.fired.map((r) => [r.id, r.weight ?? 1]));
  const ruleSize = new Map<string, number>();
  for (const info of lexemes.values())
    for (const r of info.rules) ruleSize.set(r, (ruleSize.get(r) ?? 0) + 1);
  const requested = Number.isFinite(context.limit)
    ? Math.floor(context.limit!)
    : RECOMMEND_LIMITS.defaultLimit;
  const limit = Math.min(Math.max(1, requested), RECOMMEND_LIMITS.maxLimit);

  // The best gain each expansion gave any control: the rationale names an expansion only for
  // the controls it really points at.
  const ruleBest = new Map<string, number>();
  const named = query.namedFrameworks;
  const standardsOf = (c: CandidateControl) =>
    c.standards
      .split(';')
      .map((code) => code.trim())
      .filter(Boolean);
  const coverage = (standards: string[]) =>
    named.reduce((sum, id) => sum + requirementsOfFramework(standards, id), 0);
  const bestCoverage = Math.max(1, ...candidates.map((c) => coverage(standardsOf(c))));
  const scored = candidates.map((c) => {
    let text = 0;
    let expansion = 0;
    const wordGain: { word: string; gain: number }[] = [];
    const ruleGain = new Map<string, number>();
    for (const [lexeme, rank] of Object.entries(c.ranks)) {
      const info = lexemes.get(lexeme);
      if (!info) continue;
      const base = idf(lexeme) * rank;
      text += info.text * base;
      if (info.word && info.text > 0) wordGain.push({ word: info.word, gain: info.text * base });
      for (const r of info.rules)
        ruleGain.set(
          r,
          (ruleGain.get(r) ?? 0) +
            ((ruleWeight.get(r) ?? 1) * base) / Math.pow(ruleSize.get(r) ?? 1, W.ruleNorm),
        );
    }
    for (const g of ruleGain.values()) expansion += g;
    for (const [r, g] of ruleGain) ruleBest.set(r, Math.max(ruleBest.get(r) ?? 0, g));
    const relevance = text + W.expansion * expansion;
    const affinity = categoryAffinity(context.category, c.category);
    const standards = standardsOf(c);
    const served = frameworksServed(standards, [...context.frameworks, ...named]);
    const inPlace = c.adoptedControlIds.length > 0;
    const bonus =
      W.category * affinity +
      (W.importance[c.importance] ?? 0) +
      (served.length ? W.framework : 0) +
      (W.namedFramework * coverage(standards)) / bestCoverage;
    const adjusted = relevance * (1 + bonus) * (inPlace ? W.inPlace : 1);
    return { c, adjusted, affinity, standards, served, inPlace, wordGain, ruleGain };
  });

  return scored
    .filter((s) => s.adjusted > 0)
    .sort(
      (a, b) =>
        b.adjusted - a.adjusted ||
        (IMPORTANCE_ORDER[a.c.importance] ?? 3) - (IMPORTANCE_ORDER[b.c.importance] ?? 3) ||
        a.c.id.localeCompare(b.c.id),
    )
    .slice(0, limit)
    .map((s): RankedControl => {
      const bestRule = [...s.ruleGain.entries()]
        .filter(([r, g]) => g > 0 && g >= RATIONALE_RULE_SHARE * (ruleBest.get(r) ?? 0))
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
      return {
        libraryControlId: s.c.id,
        name: s.c.name,
        category: s.c.category,
        importance: s.c.importance,
        standards: s.standards,
        score: Math.round((1 - Math.exp(-s.adjusted / W.scoreScale)) * 1000) / 1000,
        rationale: recommendationRationale({
          words: s.wordGain
            .sort((a, b) => b.gain - a.gain || a.word.localeCompare(b.word))
            .slice(0, 3)
            .map((g) => g.word),
          concept: bestRule ? (concepts.get(bestRule[0]) ?? null) : null,
          affinity: context.category
            ? { riskCategory: context.category, strong: s.affinity >= 0.9 }
            : null,
          frameworks: s.served,
          inPlace: s.inPlace,
        }),
        inPlace: s.inPlace,
        adoptedControlIds: [...s.c.adoptedControlIds],
      };
    });
};
