import {
  completedTestsSince,
  listFrameworks,
  listOverdueControlTests,
  mitigationsWithDates,
  riskChangesSince,
  type Db,
  type RiskChangeRow,
  type RiskFigure,
} from '@rampart/db';
import {
  compareGaps,
  DAY_MS,
  INSIGHT_HISTORY,
  isResolved,
  type HistoryItem,
  type RiskChange,
  type RiskState,
  type TrendInput,
} from '@rampart/domain';
import type { AiTrendPeriod, FrameworkSummaryData } from '@rampart/contracts';
import type { Actor } from '../../../auth/actor.ts';
import { frameworkStatus } from '../../../modules/frameworks/framework-status.ts';

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export type FrameworkFigures = {
  id: string;
  name: string;
  summary: FrameworkSummaryData;
  mandatoryGaps: number;
  topGaps: { code: string; title: string; status: string }[];
};

/** The frameworks the organisation tracks, with their status and first gaps. */
export const trackedFrameworkFigures = async (
  db: Db,
  actor: Actor,
  now: Date,
): Promise<FrameworkFigures[]> => {
  const tracked = (await listFrameworks(db, actor.organizationId)).filter((r) => r.selected);
  const out: FrameworkFigures[] = [];
  for (const row of tracked) {
    const status = await frameworkStatus(db, actor.organizationId, row.framework.id, now);
    const gaps = status.requirements
      .filter((r) => r.status === 'not_met' || r.status === 'partly_met')
      .sort(compareGaps);
    out.push({
      id: row.framework.id,
      name: row.framework.name,
      summary: status.summary,
      mandatoryGaps: gaps.filter((g) => g.mandatory).length,
      topGaps: gaps.slice(0, 3).map((g) => ({ code: g.code, title: g.title, status: g.status })),
    });
  }
  return out;
};

export const overdueTestCount = async (db: Db, organizationId: string, now: Date) =>
  (await listOverdueControlTests(db, organizationId, now, { limit: 1 })).total;

const stateOf = (s: RiskChangeRow['before']): RiskState | null =>
  s && typeof s.likelihood === 'number' && typeof s.impact === 'number'
    ? { likelihood: s.likelihood, impact: s.impact, status: s.status ?? 'identified' }
    : null;

const asChange = (c: RiskChangeRow): RiskChange => ({
  riskId: c.riskId,
  at: c.at,
  action: c.action,
  before: stateOf(c.before),
  after: stateOf(c.after),
});

/** Everything the trend of a period is rebuilt from. */
export const trendInput = async (
  db: Db,
  organizationId: string,
  risks: RiskFigure[],
  period: AiTrendPeriod,
  now: Date,
): Promise<TrendInput> => {
  const since = daysBefore(now, period);
  const [changes, mitigations, tests] = await Promise.all([
    riskChangesSince(db, organizationId, since),
    mitigationsWithDates(db, organizationId),
    completedTestsSince(db, organizationId, since),
  ]);
  return {
    period,
    now,
    risks: risks.map((r) => ({
      id: r.id,
      identifiedAt: r.dateIdentified,
      likelihood: r.likelihood,
      impact: r.impact,
      status: r.status,
    })),
    changes: changes.map(asChange),
    mitigations,
    tests: tests.flatMap((t) => (t.at ? [{ at: t.at, result: t.result ?? '' }] : [])),
  };
};

const scoreOf = (s: RiskChangeRow['before']) =>
  s && typeof s.riskScore === 'number' ? s.riskScore : null;

/**
 * The last 365 days of the register, newest first and at most 50 items (spec §9): risks opened
 * (date identified), closed (moved to a resolved status) and rescored; with the full counts.
 */
export const riskHistory = async (
  db: Db,
  organizationId: string,
  risks: RiskFigure[],
  now: Date,
) => {
  const since = daysBefore(now, INSIGHT_HISTORY.days);
  // Openings come from the register's dates; closings and rescoring from the updates.
  const changes = await riskChangesSince(db, organizationId, since, ['risk.updated']);
  const titles = new Map(risks.map((r) => [r.id, r.title]));
  const titleOf = (c: RiskChangeRow) =>
    c.after?.title ?? c.before?.title ?? titles.get(c.riskId) ?? c.riskId;
  const items: HistoryItem[] = [];
  for (const r of risks) {
    if (r.dateIdentified > since) {
      items.push({
        riskId: r.id,
        title: r.title,
        kind: 'opened',
        at: r.dateIdentified.toISOString(),
        from: null,
        to: r.riskScore,
      });
    }
  }
  for (const c of changes) {
    if (c.action !== 'updated') continue;
    const at = c.at.toISOString();
    const before = c.before?.status ?? '';
    const after = c.after?.status ?? '';
    if (isResolved(after) && !isResolved(before)) {
      items.push({ riskId: c.riskId, title: titleOf(c), kind: 'closed', at, from: null, to: null });
    }
    const from = scoreOf(c.before);
    const to = scoreOf(c.after);
    if (from !== null && to !== null && from !== to) {
      items.push({
        riskId: c.riskId,
        title: titleOf(c),
        kind: to > from ? 'score-up' : 'score-down',
        at,
        from,
        to,
      });
    }
  }
  items.sort((a, b) => b.at.localeCompare(a.at));
  return {
    from: since.toISOString(),
    opened: items.filter((i) => i.kind === 'opened').length,
    closed: items.filter((i) => i.kind === 'closed').length,
    items: items.slice(0, INSIGHT_HISTORY.maxItems),
  };
};
