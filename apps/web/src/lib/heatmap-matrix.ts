import type { Heatmap } from '@rampart/contracts';
import { riskLevel, riskScore, SCALE_MAX, SCALE_MIN, type RiskLevel } from '@rampart/domain';

export type HeatmapTopRisk = Heatmap['cells'][number]['top'][number];

export type MatrixCell = {
  likelihood: number;
  impact: number;
  score: number;
  level: RiskLevel;
  count: number;
  top: HeatmapTopRisk[];
};

const SCALE = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => SCALE_MIN + i);
/** Likelihood runs up the grid (5 on top), impact along it (1 on the left). */
export const LIKELIHOOD_ROWS = [...SCALE].reverse();
export const IMPACT_COLUMNS = SCALE;

/**
 * All 25 cells, row by row from the top (likelihood 5) and left to right (impact 1). Cells
 * the server did not return hold no risks; the level of every cell follows from its score.
 */
export const buildMatrix = (cells: Heatmap['cells'] | undefined): MatrixCell[] => {
  const byKey = new Map((cells ?? []).map((c) => [`${c.likelihood}:${c.impact}`, c]));
  return LIKELIHOOD_ROWS.flatMap((likelihood) =>
    IMPACT_COLUMNS.map((impact) => {
      const score = riskScore(likelihood, impact);
      const found = byKey.get(`${likelihood}:${impact}`);
      return {
        likelihood,
        impact,
        score,
        level: riskLevel(score),
        count: found?.count ?? 0,
        top: found?.top ?? [],
      };
    }),
  );
};

/**
 * Bubble sizes in the ratio of spec §9 (40, 60, 80), as a share of the cell's side; the largest
 * leaves room for the level's name in the corner.
 */
export const BUBBLE_STEPS = [0.32, 0.48, 0.64] as const;

/** A bubble's diameter: small, medium or large by its count against the fullest cell. */
export const bubbleDiameter = (count: number, max: number, cellSize: number): number => {
  if (count <= 0 || max <= 0) return 0;
  const share = count / max;
  const step = share > 2 / 3 ? 2 : share > 1 / 3 ? 1 : 0;
  return Math.round(BUBBLE_STEPS[step] * cellSize);
};

export const maxCount = (matrix: readonly MatrixCell[]): number =>
  matrix.reduce((m, c) => Math.max(m, c.count), 0);

export const cellKey = (c: { likelihood: number; impact: number }) => `${c.likelihood}:${c.impact}`;
