import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  auditEvents,
  controlRiskMappings,
  controls,
  controlTests,
  risks,
} from '../schema/index.ts';

// Read-only figures for ARIA's analyses (insights, trends, executive report): the register as it
// is now, and the audit log's risk changes, mappings and completed tests over time.

/** Every risk of the organisation, with what the analyses read. */
export const riskFigures = (db: Executor, organizationId: string) =>
  db
    .select({
      id: risks.id,
      title: risks.title,
      category: risks.category,
      status: risks.status,
      owner: risks.owner,
      likelihood: risks.likelihood,
      impact: risks.impact,
      riskScore: risks.riskScore,
      riskLevel: risks.riskLevel,
      residualScore: risks.residualScore,
      residualLevel: risks.residualLevel,
      dateIdentified: risks.dateIdentified,
      mappedControls: sql<number>`(select count(*)::int from ${controlRiskMappings} m where m.organization_id = ${risks.organizationId} and m.risk_id = ${risks.id})`,
    })
    .from(risks)
    .where(eq(risks.organizationId, organizationId))
    .orderBy(desc(risks.residualScore), desc(risks.riskScore), asc(risks.id));

export type RiskFigure = Awaited<ReturnType<typeof riskFigures>>[number];

type Snapshot = {
  title?: string;
  likelihood?: number;
  impact?: number;
  riskScore?: number;
  status?: string;
} | null;

const RISK_ACTIONS = ['risk.created', 'risk.updated', 'risk.deleted'] as const;

/** The audit log's risk events after a date (all three kinds unless narrowed), oldest first. */
export const riskChangesSince = async (
  db: Executor,
  organizationId: string,
  since: Date,
  actions: readonly (typeof RISK_ACTIONS)[number][] = RISK_ACTIONS,
) =>
  (
    await db
      .select({
        riskId: auditEvents.entityId,
        action: auditEvents.action,
        at: auditEvents.createdAt,
        before: auditEvents.before,
        after: auditEvents.after,
      })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.organizationId, organizationId),
          eq(auditEvents.entityType, 'risk'),
          inArray(auditEvents.action, [...actions]),
          gt(auditEvents.createdAt, since),
        ),
      )
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id))
  ).map((r) => ({
    riskId: r.riskId,
    action: r.action.slice('risk.'.length) as 'created' | 'updated' | 'deleted',
    at: r.at,
    before: r.before as Snapshot,
    after: r.after as Snapshot,
  }));

export type RiskChangeRow = Awaited<ReturnType<typeof riskChangesSince>>[number];

/**
 * Mappings to controls in operation, with the date they were made and their strength now (how
 * well the control addresses the risk times how well it operates, as residual risk counts it).
 */
export const mitigationsWithDates = async (db: Executor, organizationId: string) =>
  (
    await db
      .select({
        riskId: controlRiskMappings.riskId,
        since: controlRiskMappings.createdAt,
        type: controls.type,
        addresses: controlRiskMappings.effectiveness,
        operating: controls.effectiveness,
      })
      .from(controlRiskMappings)
      .innerJoin(controls, eq(controls.id, controlRiskMappings.controlId))
      .where(
        and(eq(controlRiskMappings.organizationId, organizationId), eq(controls.status, 'active')),
      )
  ).map((r) => ({
    riskId: r.riskId,
    since: r.since,
    type: r.type,
    effectiveness: r.addresses * (r.operating ?? 1),
  }));

/** Completed control tests after a date, oldest first. */
export const completedTestsSince = (db: Executor, organizationId: string, since: Date) =>
  db
    .select({
      controlId: controlTests.controlId,
      at: controlTests.testedAt,
      result: controlTests.result,
      effectiveness: controlTests.effectiveness,
    })
    .from(controlTests)
    .where(
      and(
        eq(controlTests.organizationId, organizationId),
        eq(controlTests.status, 'completed'),
        gt(controlTests.testedAt, since),
      ),
    )
    .orderBy(asc(controlTests.testedAt));

/** Every control with its operating effectiveness. */
export const controlFigures = (db: Executor, organizationId: string) =>
  db
    .select({
      id: controls.id,
      title: controls.title,
      status: controls.status,
      effectiveness: controls.effectiveness,
      effectivenessBand: controls.effectivenessBand,
      lastTestDate: controls.lastTestDate,
    })
    .from(controls)
    .where(eq(controls.organizationId, organizationId))
    .orderBy(asc(controls.effectiveness), asc(controls.title), asc(controls.id));

export type ControlFigure = Awaited<ReturnType<typeof controlFigures>>[number];
