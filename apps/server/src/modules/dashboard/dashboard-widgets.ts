import type {
  DashboardEvidence,
  DashboardFindings,
  DashboardRiskLevels,
  DashboardTests,
} from '@rampart/contracts';
import {
  dueControlTests,
  expiringEvidence,
  openFindingsByAge,
  riskLevelsAt,
  type Executor,
  type PageQuery,
  type RiskLevelPoint,
} from '@rampart/db';
import type { Actor } from '../../auth/actor.ts';

// The dashboard's reads (issue 13): one query each, the organisation from the actor.

const DAY = 86_400_000;
/** How far ahead "due soon" and "expiring" look, and how far back the trend compares. */
export const DUE_SOON_DAYS = 7;
export const EXPIRY_WINDOW_DAYS = 30;
export const EXPIRED_LOOKBACK_DAYS = 90;
export const TREND_DAYS = 30;

const point = (p: RiskLevelPoint) => ({ ...p, at: p.at.toISOString() });

/** The register by level now and 30 days ago, from the risk history (decision 020). */
export const riskLevelsNowAndBefore = async (
  db: Executor,
  actor: Actor,
  now = new Date(),
): Promise<DashboardRiskLevels> => {
  const [before, current] = await riskLevelsAt(db, actor.organizationId, [
    new Date(now.getTime() - TREND_DAYS * DAY),
    now,
  ]);
  return { before: point(before!), now: point(current!) };
};

export const testsDue = async (
  db: Executor,
  actor: Actor,
  query: PageQuery,
  now = new Date(),
): Promise<DashboardTests> => {
  const due = await dueControlTests(db, actor.organizationId, {
    ...query,
    now,
    until: new Date(now.getTime() + DUE_SOON_DAYS * DAY),
    userId: actor.userId,
  });
  return {
    ...due,
    items: due.items.map((i) => ({
      controlId: i.controlId,
      controlTitle: i.controlTitle,
      testId: i.testId,
      due: i.due.toISOString(),
      overdue: i.due.getTime() < now.getTime(),
      assigneeName: i.assigneeName,
    })),
  };
};

export const openFindings = async (
  db: Executor,
  actor: Actor,
  now = new Date(),
): Promise<DashboardFindings> => {
  const rows = await openFindingsByAge(db, actor.organizationId, now);
  return {
    open: rows.reduce((n, r) => n + r.under30 + r.from30to90 + r.over90, 0),
    overdue: rows.reduce((n, r) => n + r.overdue, 0),
    bySeverity: rows.map((r) => ({ ...r, severity: r.severity as 'low' })),
  };
};

export const evidenceExpiring = async (
  db: Executor,
  actor: Actor,
  query: PageQuery,
  now = new Date(),
): Promise<DashboardEvidence> => {
  const found = await expiringEvidence(db, actor.organizationId, {
    ...query,
    now,
    since: new Date(now.getTime() - EXPIRED_LOOKBACK_DAYS * DAY),
    until: new Date(now.getTime() + EXPIRY_WINDOW_DAYS * DAY),
  });
  return {
    ...found,
    items: found.items.map((i) => ({
      ...i,
      expiresAt: i.expiresAt.toISOString(),
      expired: i.expiresAt.getTime() < now.getTime(),
    })),
  };
};
