import type { Executor } from '@rampart/db';
import { recommendControlsOffline } from '../recommend-controls-offline.ts';
import type { EvalRisk } from './eval-types.ts';

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
  `${label.padEnd(12)} ${String(f.risks).padStart(4)} risks   hit@1 ${f.hitAt1.toFixed(3)}   hit@5 ${f.hitAt5.toFixed(3)}   MRR ${f.mrr.toFixed(3)}`;
