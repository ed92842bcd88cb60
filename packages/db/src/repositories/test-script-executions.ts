import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controls, controlTests, testScriptExecutions, users } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type TestScriptExecutionRow = typeof testScriptExecutions.$inferSelect;
export type NewTestScriptExecutionRow = typeof testScriptExecutions.$inferInsert;

/** How often each script was run, and when last. */
export const executionStatsByScript = async (
  db: Executor,
  organizationId: string,
  scriptIds: string[],
): Promise<Map<string, { count: number; lastExecutedAt: Date | null }>> => {
  if (scriptIds.length === 0) return new Map();
  const rows = await db
    .select({
      testScriptId: testScriptExecutions.testScriptId,
      count: count(),
      last: max(testScriptExecutions.executedAt),
    })
    .from(testScriptExecutions)
    .where(
      and(
        eq(testScriptExecutions.organizationId, organizationId),
        inArray(testScriptExecutions.testScriptId, scriptIds),
      ),
    )
    .groupBy(testScriptExecutions.testScriptId);
  return new Map(
    rows.map((r) => [
      r.testScriptId,
      { count: Number(r.count), lastExecutedAt: r.last ? new Date(r.last) : null },
    ]),
  );
};

export const insertTestScriptExecution = async (db: Executor, row: NewTestScriptExecutionRow) =>
  (await db.insert(testScriptExecutions).values(row).returning())[0]!;

/** A script's runs, newest first, with the name of who ran each. */
export const listTestScriptExecutions = async (
  db: Executor,
  organizationId: string,
  scriptId: string,
  q: PageQuery,
) => {
  const where = and(
    eq(testScriptExecutions.organizationId, organizationId),
    eq(testScriptExecutions.testScriptId, scriptId),
  );
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ execution: testScriptExecutions, executedByName: users.name })
      .from(testScriptExecutions)
      .leftJoin(users, eq(users.id, testScriptExecutions.executedBy))
      .where(where)
      .orderBy(desc(testScriptExecutions.executedAt), desc(testScriptExecutions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(testScriptExecutions).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

type ControlTestOutcome = Pick<
  typeof controlTests.$inferInsert,
  'id' | 'organizationId' | 'controlId' | 'result' | 'notes' | 'testScriptExecutionId'
> & { effectiveness: number; effectivenessBand: string; testedAt: Date; testedBy: string };

const controlTestState = {
  effectiveness: controls.effectiveness,
  effectivenessBand: controls.effectivenessBand,
  lastTestDate: controls.lastTestDate,
};

/**
 * A script run against a control is a completed test of it: records the test and sets the
 * control's last test date, effectiveness and band. Returns the control's values before and after.
 */
export const recordScriptedControlTest = async (db: Executor, t: ControlTestOutcome) => {
  const where = and(eq(controls.organizationId, t.organizationId), eq(controls.id, t.controlId));
  const [before] = await db.select(controlTestState).from(controls).where(where).limit(1);
  if (!before) return null;
  const [test] = await db
    .insert(controlTests)
    .values({
      id: t.id,
      organizationId: t.organizationId,
      controlId: t.controlId,
      status: 'completed',
      result: t.result,
      effectiveness: t.effectiveness,
      notes: t.notes,
      testedAt: t.testedAt,
      testedBy: t.testedBy,
      testScriptExecutionId: t.testScriptExecutionId,
    })
    .returning();
  const [after] = await db
    .update(controls)
    .set({
      lastTestDate: t.testedAt,
      effectiveness: t.effectiveness,
      effectivenessBand: t.effectivenessBand,
      updatedAt: new Date(),
    })
    .where(where)
    .returning(controlTestState);
  return { test: test!, before, after: after! };
};
