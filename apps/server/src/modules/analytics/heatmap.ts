import type { Heatmap } from '@rampart/contracts';
import { riskLevel, RISK_LEVELS } from '@rampart/domain';
import { heatmapCells, type Db, type HeatmapFilter } from '@rampart/db';

const percent = (n: number, total: number) =>
  total === 0 ? 0 : Math.round((n / total) * 1000) / 10;

/** The heat map: counts per cell and per level, each level with its share of the total. */
export const buildHeatmap = async (
  db: Db,
  organizationId: string,
  filter: HeatmapFilter,
): Promise<Heatmap> => {
  const cells = await heatmapCells(db, organizationId, filter);
  const total = cells.reduce((n, c) => n + c.count, 0);
  const byLevel = new Map<string, number>();
  const out = cells.map((c) => {
    const level = riskLevel(c.likelihood * c.impact);
    byLevel.set(level, (byLevel.get(level) ?? 0) + c.count);
    return { ...c, level };
  });
  return {
    basis: filter.basis,
    total,
    cells: out,
    levels: [...RISK_LEVELS].reverse().map((level) => ({
      level,
      count: byLevel.get(level) ?? 0,
      percent: percent(byLevel.get(level) ?? 0, total),
    })),
  };
};
