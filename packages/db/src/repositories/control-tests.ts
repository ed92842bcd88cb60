import { and, asc, count, desc, eq, inArray, isNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import { controlRiskMappings, controls, controlTests, evidence } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type ControlTestRow = typeof controlTests.$inferSelect;
export type NewControlTestRow = typeof controlTests.$inferInsert;

export const insertControlTest = async (
  db: Executor,
  row: NewControlTestRow,
): Promise<ControlTestRow> => (await db.insert(controlTests).values(row).returning())[0]!;

export const updateControlTestRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewControlTestRow>,
) =>
  (
    await db
      .update(controlTests)
      .set(patch)
      .where(and(eq(controlTests.organizationId, organizationId), eq(controlTests.id, id)))
      .returning()
  )[0] ?? null;

/** The control's open scheduled test, the earliest first (a control keeps at most one). */
export const findOpenControlTest = async (
  db: Executor,
  organizationId: string,
  controlId: string,
) =>
  (
    await db
      .select()
      .from(controlTests)
      .where(
        and(
          eq(controlTests.organizationId, organizationId),
          eq(controlTests.controlId, controlId),
          eq(controlTests.status, 'scheduled'),
        ),
      )
      .orderBy(asc(controlTests.scheduledFor), asc(controlTests.id))
      .limit(1)
  )[0] ?? null;

/** A control's tests, newest first: by test date, else scheduled date, else creation. */
export const listControlTests = async (
  db: Executor,
  organizationId: string,
  controlId: string,
  q: PageQuery,
) => {
  const where = and(
    eq(controlTests.organizationId, organizationId),
    eq(controlTests.controlId, controlId),
  );
  const { offset, limit } = pageWindow(q);
  const when = sql`coalesce(${controlTests.testedAt}, ${controlTests.scheduledFor}, ${controlTests.createdAt})`;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(controlTests)
      .where(where)
      .orderBy(desc(when), desc(controlTests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(controlTests).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

/**
 * Tests that are late, oldest first: scheduled tests whose date has passed (of controls not
 * retired), and active controls whose next test date has passed with no test scheduled.
 */
export const listOverdueControlTests = async (
  db: Executor,
  organizationId: string,
  now: Date,
  q: PageQuery,
) => {
  const scheduled = db
    .select({
      controlId: controlTests.controlId,
      testId: sql<string | null>`${controlTests.id}`.as('test_id'),
      due: sql<Date | string>`${controlTests.scheduledFor}`.as('due'),
      assigneeUserId: sql<string | null>`${controlTests.assigneeUserId}`.as('assignee_user_id'),
    })
    .from(controlTests)
    .innerJoin(controls, eq(controls.id, controlTests.controlId))
    .where(
      and(
        eq(controlTests.organizationId, organizationId),
        eq(controlTests.status, 'scheduled'),
        lt(controlTests.scheduledFor, now),
        ne(controls.status, 'retired'),
      ),
    );
  const unscheduled = db
    .select({
      controlId: controls.id,
      testId: sql<string | null>`null::text`.as('test_id'),
      due: sql<Date | string>`${controls.nextTestDate}`.as('due'),
      assigneeUserId: sql<string | null>`${controls.testAssigneeUserId}`.as('assignee_user_id'),
    })
    .from(controls)
    .where(
      and(
        eq(controls.organizationId, organizationId),
        eq(controls.status, 'active'),
        lt(controls.nextTestDate, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(controlTests)
            .where(
              and(eq(controlTests.controlId, controls.id), eq(controlTests.status, 'scheduled')),
            ),
        ),
      ),
    );
  const late = unionAll(scheduled, unscheduled).as('late');
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(late)
      .orderBy(asc(late.due), asc(late.controlId), asc(late.testId))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(late),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, due: new Date(r.due) })),
    total: Number(total),
    nextCursor: nextCursor(offset, rows.length, Number(total)),
  };
};

/** Which of the ids are evidence of the organisation. */
export const orgEvidenceIds = async (
  db: Executor,
  organizationId: string,
  ids: string[],
): Promise<Set<string>> =>
  ids.length === 0
    ? new Set()
    : new Set(
        (
          await db
            .select({ id: evidence.id })
            .from(evidence)
            .where(and(eq(evidence.organizationId, organizationId), inArray(evidence.id, ids)))
        ).map((r) => r.id),
      );

/** Attaches evidence to a completed test, and to its control when it has none. */
export const linkEvidenceToControlTest = async (
  db: Executor,
  organizationId: string,
  ids: string[],
  test: { id: string; controlId: string },
): Promise<void> => {
  if (ids.length === 0) return;
  const where = and(eq(evidence.organizationId, organizationId), inArray(evidence.id, ids));
  const at = new Date();
  await db.update(evidence).set({ controlTestId: test.id, updatedAt: at }).where(where);
  await db
    .update(evidence)
    .set({ controlId: test.controlId })
    .where(and(where, isNull(evidence.controlId)));
};

/**
 * A completed test dates every mapping of the control. It does not overwrite a mapping's own
 * effectiveness (how well the control addresses that risk): the test's result reaches residual
 * risk through the control's operating effectiveness (docs/decisions/005).
 */
export const markControlMappingsTested = async (
  db: Executor,
  organizationId: string,
  controlId: string,
  values: { lastTested: Date; nextTestDue: Date | null },
): Promise<void> => {
  await db
    .update(controlRiskMappings)
    .set(values)
    .where(
      and(
        eq(controlRiskMappings.organizationId, organizationId),
        eq(controlRiskMappings.controlId, controlId),
      ),
    );
};
