import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controlRiskMappings, controls, controlTests } from '../schema/index.ts';
import { anyOf } from './batch.ts';
import { controlTestDueAt, controlTestOverdue } from './control-test-due.ts';

/**
 * Each control's last completed test (of these controls, or of every control of the
 * organisation): the one its residual cap, its questionnaire answers and its status go by.
 */
export const lastCompletedTests = async (
  db: Executor,
  organizationId: string,
  controlIds: string[] | null,
) =>
  db
    .selectDistinctOn([controlTests.controlId], {
      id: controlTests.id,
      controlId: controlTests.controlId,
      result: controlTests.result,
      effectiveness: controlTests.effectiveness,
      testedAt: controlTests.testedAt,
    })
    .from(controlTests)
    .where(
      and(
        eq(controlTests.organizationId, organizationId),
        ...(controlIds ? [anyOf(controlTests.controlId, controlIds)] : []),
        eq(controlTests.status, 'completed'),
        isNotNull(controlTests.testedAt),
      ),
    )
    .orderBy(controlTests.controlId, desc(controlTests.testedAt), desc(controlTests.createdAt));

/** A mapped control with what its evidence shows: the inputs of a risk's residual. */
export type MappedControlEvidence = {
  riskId: string;
  controlId: string;
  controlTitle: string;
  type: string;
  /** The mapping's effectiveness, 0..1. */
  mapping: number;
  status: string;
  effectiveness: number | null;
  lastTest: { result: string | null; effectiveness: number | null; testedAt: Date } | null;
  /** When the test is due (`controlTestDueAt`: the open scheduled test, else the next test date). */
  testDueAt: Date | null;
};

/**
 * Every control mapped to the risks, with its status, stored effectiveness, last completed test
 * and when its next test is due: two statements for any number of risks.
 */
export const mappedControlEvidence = async (
  db: Executor,
  organizationId: string,
  riskIds: string[],
): Promise<Map<string, MappedControlEvidence[]>> => {
  const out = new Map<string, MappedControlEvidence[]>();
  if (riskIds.length === 0) return out;
  const rows = await db
    .select({
      riskId: controlRiskMappings.riskId,
      controlId: controls.id,
      controlTitle: controls.title,
      type: controls.type,
      mapping: controlRiskMappings.effectiveness,
      status: controls.status,
      effectiveness: controls.effectiveness,
      testDueAt: controlTestDueAt().mapWith((v: Date | string) => new Date(v)),
    })
    .from(controlRiskMappings)
    .innerJoin(controls, eq(controls.id, controlRiskMappings.controlId))
    .where(
      and(
        eq(controlRiskMappings.organizationId, organizationId),
        anyOf(controlRiskMappings.riskId, riskIds),
      ),
    )
    .orderBy(asc(controlRiskMappings.riskId), asc(controls.title), asc(controls.id));
  if (rows.length === 0) return out;
  const controlIds = [...new Set(rows.map((r) => r.controlId))];
  // One after the other: inside a transaction the statements share one connection.
  const last = await lastCompletedTests(db, organizationId, controlIds);
  const lastOf = new Map(last.map((t) => [t.controlId, t]));
  for (const r of rows) {
    const t = lastOf.get(r.controlId);
    const item: MappedControlEvidence = {
      riskId: r.riskId,
      controlId: r.controlId,
      controlTitle: r.controlTitle,
      type: r.type,
      mapping: r.mapping,
      status: r.status,
      effectiveness: r.effectiveness,
      lastTest: t?.testedAt
        ? { result: t.result, effectiveness: t.effectiveness, testedAt: t.testedAt }
        : null,
      testDueAt: r.testDueAt ?? null,
    };
    out.set(r.riskId, [...(out.get(r.riskId) ?? []), item]);
  }
  return out;
};

/**
 * Risks, of every organisation, mapped to a control whose test is overdue (`controlTestOverdue`,
 * the rule the residual cap and the overdue list follow): the residuals time can move.
 */
export const risksWithOverdueControls = async (
  db: Executor,
  now: Date,
): Promise<{ organizationId: string; riskId: string }[]> =>
  db
    .selectDistinct({
      organizationId: controlRiskMappings.organizationId,
      riskId: controlRiskMappings.riskId,
    })
    .from(controlRiskMappings)
    .innerJoin(controls, eq(controls.id, controlRiskMappings.controlId))
    .where(controlTestOverdue(now))
    .orderBy(asc(controlRiskMappings.organizationId), asc(controlRiskMappings.riskId));

/** Every risk mapped to a control, of every organisation: the residuals a full sweep recomputes. */
export const risksWithMappings = async (
  db: Executor,
): Promise<{ organizationId: string; riskId: string }[]> =>
  db
    .selectDistinct({
      organizationId: controlRiskMappings.organizationId,
      riskId: controlRiskMappings.riskId,
    })
    .from(controlRiskMappings)
    .orderBy(asc(controlRiskMappings.organizationId), asc(controlRiskMappings.riskId));

/**
 * One residual sweep at a time across processes: a lock held until the transaction ends (on the
 * embedded engine, one session, it is always granted).
 */
export const tryResidualSweepLock = async (tx: Executor): Promise<boolean> => {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('rampart.residual-sweep')) as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
};
