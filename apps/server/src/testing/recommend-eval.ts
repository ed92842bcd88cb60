import { existsSync, readFileSync } from 'node:fs';
import type { Executor } from '@rampart/db';
import type { RiskCategory } from '@rampart/domain';
import { recommendControlsOffline } from '../ai/recommend/recommend-controls-offline.ts';

/**
 * One risk as a risk team would write it, with the library controls that genuinely address it.
 * The evaluation counts a recommendation list as a hit when it holds any of `addressedBy`.
 */
export type EvalRisk = {
  title: string;
  description: string;
  category: RiskCategory;
  /** Library control ids (LIB-XX-NNN) that address the risk. */
  addressedBy: string[];
};

/**
 * The evaluation sets, data files in apps/server/fixtures/recommend-eval (README there says
 * which were used for tuning and which were measured once).
 */
export type EvalSetName =
  | 'tuning'
  | 'held-out-early'
  | 'held-out-late'
  | 'held-out-final'
  | 'independent'
  | 'plain-tuning'
  | 'plain-heldout';

const evalSetUrl = (name: EvalSetName) =>
  new URL(`../../fixtures/recommend-eval/${name}.json`, import.meta.url);

/** Whether the set's file is there (`plain-heldout` arrives after the engine is frozen). */
export const evalSetExists = (name: EvalSetName): boolean => existsSync(evalSetUrl(name));

export const loadEvalSet = (name: EvalSetName): EvalRisk[] =>
  JSON.parse(readFileSync(evalSetUrl(name), 'utf8')) as EvalRisk[];

export type EvalFigures = {
  risks: number;
  /** Share of risks whose first recommendation addresses them. */
  hitAt1: number;
  /** Share of risks with an addressing control in the top 5. */
  hitAt5: number;
  /** Mean reciprocal rank of the first addressing control (0 when none in the top 10). */
  mrr: number;
  misses: { title: string; got: string[]; wanted: string[] }[];
};

/** Runs the offline engine on every risk (in an organisation with no adopted controls). */
export const evaluateRecommendations = async (
  db: Executor,
  organizationId: string,
  risks: EvalRisk[],
): Promise<EvalFigures> => {
  let hit1 = 0;
  let hit5 = 0;
  let rr = 0;
  const misses: EvalFigures['misses'] = [];
  for (const risk of risks) {
    const ranked = await recommendControlsOffline(db, organizationId, risk, { limit: 10 });
    const ids = ranked.map((r) => r.libraryControlId);
    const first = ids.findIndex((id) => risk.addressedBy.includes(id));
    if (first === 0) hit1++;
    if (first >= 0 && first < 5) hit5++;
    else misses.push({ title: risk.title, got: ids.slice(0, 5), wanted: risk.addressedBy });
    if (first >= 0) rr += 1 / (first + 1);
  }
  const n = Math.max(risks.length, 1);
  return { risks: risks.length, hitAt1: hit1 / n, hitAt5: hit5 / n, mrr: rr / n, misses };
};

export const formatFigures = (label: string, f: EvalFigures): string =>
  `${label.padEnd(15)} ${String(f.risks).padStart(4)} risks   hit@1 ${f.hitAt1.toFixed(3)}   hit@5 ${f.hitAt5.toFixed(3)}   MRR ${f.mrr.toFixed(3)}`;
