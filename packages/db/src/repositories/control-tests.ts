import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controlRiskMappings, controlTests, evidence } from '../schema/index.ts';
import {
  aliasedControl,
  controlTestDueAt,
  controlTestOverdue,
  openControlTestJoin,
} from './control-test-due.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';
import { rowsOf } from './sql-rows.ts';

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

/**
 * Moves the open scheduled tests of the controls to the dates given (a control's next test date
 * set by hand, decision 005): one statement for any number; returns the controls that had one.
 */
export const moveOpenControlTests = async (
  db: Executor,
  organizationId: string,
  moves: { controlId: string; scheduledFor: Date }[],
): Promise<Set<string>> => {
  if (moves.length === 0) return new Set();
  const moved = await rowsOf<{ controlId: string }>(
    db.execute(sql`
      update control_tests t set scheduled_for = m.due
      from unnest(${sql.param(moves.map((m) => m.controlId))}::text[],
                  ${sql.param(moves.map((m) => m.scheduledFor.toISOString()))}::timestamptz[])
        as m(control_id, due)
      where t.organization_id = ${organizationId} and t.control_id = m.control_id
        and t.status = 'scheduled'
      returning t.control_id as "controlId"`),
  );
  return new Set(moved.map((r) => r.controlId));
};

/** The controls, of those given, with an open scheduled test, each with its earliest date. */
export const controlsWithOpenTests = async (
  db: Executor,
  organizationId: string,
  controlIds: string[],
): Promise<Map<string, Date | null>> => {
  if (controlIds.length === 0) return new Map();
  const rows = await db
    .select({ controlId: controlTests.controlId, scheduledFor: controlTests.scheduledFor })
    .from(controlTests)
    .where(
      and(
        eq(controlTests.organizationId, organizationId),
        inArray(controlTests.controlId, controlIds),
        eq(controlTests.status, 'scheduled'),
      ),
    )
    .orderBy(asc(controlTests.scheduledFor));
  const out = new Map<string, Date | null>();
  for (const r of rows) if (!out.has(r.controlId)) out.set(r.controlId, r.scheduledFor);
  return out;
};

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
 * Tests that are late, oldest first: one per control whose test is overdue
 * (`controlTestOverdue`, the rule the residual cap follows), with its open scheduled test if it
 * has one (its assignee), else the control's next test date (the control's test assignee).
 */
export const listOverdueControlTests = async (
  db: Executor,
  organizationId: string,
  now: Date,
  q: PageQuery,
) => {
  const c = aliasedControl('c');
  const late = sql`
    from controls c ${openControlTestJoin(c)}
    where c.organization_id = ${organizationId} and ${controlTestOverdue(now, c)}`;
  const { offset, limit } = pageWindow(q);
  // One after the other: inside a transaction the statements share one connection.
  const rows = await rowsOf<{
    controlId: string;
    testId: string | null;
    due: Date | string;
    assigneeUserId: string | null;
  }>(
    db.execute(sql`
      select c.id as "controlId", open_t.id as "testId", ${controlTestDueAt(c)} as due,
        case when open_t.id is null then c.test_assignee_user_id else open_t.assignee_user_id end
          as "assigneeUserId"
      ${late}
      order by due, c.id
      limit ${limit} offset ${offset}`),
  );
  const [{ total } = { total: 0 }] = await rowsOf<{ total: number }>(
    db.execute(sql`select count(*)::int as total ${late}`),
  );
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
