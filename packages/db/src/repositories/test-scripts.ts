import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controls, testScriptControls, testScripts } from '../schema/index.ts';
import { likePattern, nextCursor, orderBy, pageWindow, type PageQuery } from './list-helpers.ts';

export type TestScriptRow = typeof testScripts.$inferSelect;
export type NewTestScriptRow = typeof testScripts.$inferInsert;
export type LinkedControlRow = {
  testScriptId: string;
  controlId: string;
  title: string;
  type: string;
  status: string;
  isMandatory: boolean;
};

export const TEST_SCRIPT_SORT = {
  createdAt: testScripts.createdAt,
  updatedAt: testScripts.updatedAt,
  title: testScripts.title,
} as const;

export type TestScriptFilter = { search?: string; controlId?: string };

const testScriptFilterSql = (organizationId: string, f: TestScriptFilter): SQL => {
  const parts: SQL[] = [eq(testScripts.organizationId, organizationId)];
  if (f.search) {
    parts.push(
      sql`(${testScripts.title} || ' ' || ${testScripts.description}) ilike ${likePattern(f.search)}`,
    );
  }
  if (f.controlId) {
    parts.push(
      sql`exists (select 1 from ${testScriptControls} where ${testScriptControls.testScriptId} = ${testScripts.id} and ${testScriptControls.controlId} = ${f.controlId})`,
    );
  }
  return and(...parts)!;
};

export const listTestScripts = async (
  db: Executor,
  organizationId: string,
  q: TestScriptFilter &
    PageQuery & { sortBy: keyof typeof TEST_SCRIPT_SORT; sortDirection: 'asc' | 'desc' },
) => {
  const where = testScriptFilterSql(organizationId, q);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(testScripts)
      .where(where)
      .orderBy(...orderBy(TEST_SCRIPT_SORT[q.sortBy], testScripts.id, q.sortDirection))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(testScripts).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findTestScript = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select()
      .from(testScripts)
      .where(and(eq(testScripts.organizationId, organizationId), eq(testScripts.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertTestScript = async (db: Executor, row: NewTestScriptRow) =>
  (await db.insert(testScripts).values(row).returning())[0]!;

export const updateTestScriptRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<Pick<NewTestScriptRow, 'title' | 'description' | 'steps'>>,
) =>
  (
    await db
      .update(testScripts)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(testScripts.organizationId, organizationId), eq(testScripts.id, id)))
      .returning()
  )[0] ?? null;

export const deleteTestScriptRow = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .delete(testScripts)
      .where(and(eq(testScripts.organizationId, organizationId), eq(testScripts.id, id)))
      .returning()
  )[0] ?? null;

const linkedControls = (db: Executor, organizationId: string, scriptIds: string[]) =>
  db
    .select({
      testScriptId: testScriptControls.testScriptId,
      controlId: testScriptControls.controlId,
      title: controls.title,
      type: controls.type,
      status: controls.status,
      isMandatory: testScriptControls.isMandatory,
    })
    .from(testScriptControls)
    .innerJoin(controls, eq(controls.id, testScriptControls.controlId))
    .where(
      and(
        eq(testScriptControls.organizationId, organizationId),
        inArray(testScriptControls.testScriptId, scriptIds),
      ),
    )
    .orderBy(testScriptControls.createdAt, testScriptControls.controlId);

/** Linked controls of each script, in the order they were linked. */
export const linkedControlsByScript = async (
  db: Executor,
  organizationId: string,
  scriptIds: string[],
): Promise<Map<string, LinkedControlRow[]>> => {
  const out = new Map<string, LinkedControlRow[]>();
  if (scriptIds.length === 0) return out;
  for (const row of await linkedControls(db, organizationId, scriptIds)) {
    out.set(row.testScriptId, [...(out.get(row.testScriptId) ?? []), row]);
  }
  return out;
};

export const listLinkedControls = async (
  db: Executor,
  organizationId: string,
  scriptId: string,
  q: PageQuery,
) => {
  const { offset, limit } = pageWindow(q);
  const where = and(
    eq(testScriptControls.organizationId, organizationId),
    eq(testScriptControls.testScriptId, scriptId),
  );
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    linkedControls(db, organizationId, [scriptId]).limit(limit).offset(offset),
    db.select({ total: count() }).from(testScriptControls).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

/**
 * Links controls to one of the organisation's scripts, or updates the flag of those already
 * linked. Ids must be unique. Another organisation's script gets nothing (false).
 */
export const upsertTestScriptControls = async (
  db: Executor,
  organizationId: string,
  rows: Omit<typeof testScriptControls.$inferInsert, 'organizationId'>[],
): Promise<boolean> => {
  if (rows.length === 0) return true;
  const scriptIds = [...new Set(rows.map((r) => r.testScriptId))];
  const owned = await db
    .select({ id: testScripts.id })
    .from(testScripts)
    .where(and(eq(testScripts.organizationId, organizationId), inArray(testScripts.id, scriptIds)));
  if (owned.length !== scriptIds.length) return false;
  await db
    .insert(testScriptControls)
    .values(rows.map((row) => ({ ...row, organizationId })))
    .onConflictDoUpdate({
      target: [testScriptControls.testScriptId, testScriptControls.controlId],
      set: { isMandatory: sql`excluded.is_mandatory` },
      setWhere: eq(testScriptControls.organizationId, organizationId),
    });
  return true;
};

export const deleteTestScriptControls = async (
  db: Executor,
  organizationId: string,
  scriptId: string,
  controlIds: string[],
) =>
  controlIds.length === 0
    ? []
    : db
        .delete(testScriptControls)
        .where(
          and(
            eq(testScriptControls.organizationId, organizationId),
            eq(testScriptControls.testScriptId, scriptId),
            inArray(testScriptControls.controlId, controlIds),
          ),
        )
        .returning();
