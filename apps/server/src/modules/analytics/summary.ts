import type { RcsaSummary } from '@rampart/contracts';
import { levelCounts, rcsaSummary, riskCoverage, type Db } from '@rampart/db';

const DEFAULT_WINDOW_DAYS = 90;
const percent = (n: number, total: number) =>
  total === 0 ? 0 : Math.round((n / total) * 1000) / 10;

export const buildRcsaSummary = async (
  db: Db,
  organizationId: string,
  dateFrom?: Date,
  dateTo?: Date,
): Promise<RcsaSummary> => {
  const to = dateTo ?? new Date();
  const from = dateFrom ?? new Date(to.getTime() - DEFAULT_WINDOW_DAYS * 86_400_000);
  const [row, levels] = await Promise.all([
    rcsaSummary(db, organizationId, from, to),
    levelCounts(db, organizationId),
  ]);
  const n = (k: string) => Number(row[k] ?? 0);
  const maybe = (k: string) => (row[k] === null || row[k] === undefined ? null : Number(row[k]));
  return {
    dateFrom: from.toISOString(),
    dateTo: to.toISOString(),
    totalRisks: n('totalRisks'),
    risksIdentified: n('risksIdentified'),
    totalControls: n('totalControls'),
    totalMappings: n('totalMappings'),
    risksWithoutControls: n('risksWithoutControls'),
    controlsWithoutRisks: n('controlsWithoutRisks'),
    averageControlEffectiveness: maybe('averageControlEffectiveness'),
    averageInherentScore: maybe('averageInherentScore'),
    averageResidualScore: maybe('averageResidualScore'),
    testsCompleted: n('testsCompleted'),
    testsFailed: n('testsFailed'),
    testsOverdue: n('testsOverdue'),
    levels,
  };
};

export const buildRiskCoverage = async (db: Db, organizationId: string) => {
  const rows = await riskCoverage(db, organizationId);
  const total = rows.reduce((n, r) => n + r.total, 0);
  const covered = rows.reduce((n, r) => n + r.covered, 0);
  return {
    total,
    covered,
    percent: percent(covered, total),
    byCategory: rows.map((r) => ({ ...r, percent: percent(r.covered, r.total) })),
  };
};
