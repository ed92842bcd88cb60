import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  controlRequirements,
  controls,
  frameworkRequirements,
  frameworks,
} from '../schema/index.ts';
import { visibleTo, type ControlRequirementRow, type NewRequirementRow } from './frameworks.ts';

// Requirements are shared library data for built-in frameworks and tenant data for an
// organisation's imports: every function here takes the organisation and joins the framework.

/**
 * The requirements of a framework this organisation may see: built-in ones are shared library
 * data, an imported framework's belong to the organisation that imported it.
 */
export const listRequirements = async (db: Executor, organizationId: string, frameworkId: string) =>
  db
    .select(getTableColumns(frameworkRequirements))
    .from(frameworkRequirements)
    .innerJoin(frameworks, eq(frameworks.id, frameworkRequirements.frameworkId))
    .where(and(eq(frameworkRequirements.frameworkId, frameworkId), visibleTo(organizationId)))
    .orderBy(asc(frameworkRequirements.sortOrder), asc(frameworkRequirements.id));

export const findRequirement = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
  requirementId: string,
) => {
  const [row] = await db
    .select(getTableColumns(frameworkRequirements))
    .from(frameworkRequirements)
    .innerJoin(frameworks, eq(frameworks.id, frameworkRequirements.frameworkId))
    .where(
      and(
        eq(frameworkRequirements.frameworkId, frameworkId),
        eq(frameworkRequirements.id, requirementId),
        visibleTo(organizationId),
      ),
    );
  return row;
};

/**
 * Maps the organisation's controls to requirements it may see; a link already there is kept.
 * Rows naming another organisation's control or requirement are not written. Answers with the
 * rows inserted.
 */
export const insertControlRequirements = async (
  db: Executor,
  organizationId: string,
  rows: Omit<typeof controlRequirements.$inferInsert, 'organizationId'>[],
): Promise<ControlRequirementRow[]> => {
  if (rows.length === 0) return [];
  const [ownControls, visibleRequirements] = await Promise.all([
    db
      .select({ id: controls.id })
      .from(controls)
      .where(
        and(
          eq(controls.organizationId, organizationId),
          inArray(controls.id, [...new Set(rows.map((r) => r.controlId))]),
        ),
      ),
    requirementsByIds(db, organizationId, [...new Set(rows.map((r) => r.requirementId))]),
  ]);
  const controlIds = new Set(ownControls.map((c) => c.id));
  const requirementIds = new Set(visibleRequirements.map((r) => r.id));
  const mine = rows.filter(
    (r) => controlIds.has(r.controlId) && requirementIds.has(r.requirementId),
  );
  return mine.length === 0
    ? []
    : db
        .insert(controlRequirements)
        .values(mine.map((r) => ({ ...r, organizationId })))
        .onConflictDoNothing()
        .returning();
};

export const deleteControlRequirement = async (
  db: Executor,
  organizationId: string,
  controlId: string,
  requirementId: string,
) =>
  db
    .delete(controlRequirements)
    .where(
      and(
        eq(controlRequirements.organizationId, organizationId),
        eq(controlRequirements.controlId, controlId),
        eq(controlRequirements.requirementId, requirementId),
      ),
    )
    .returning();

/** Requirements named by these ids, of frameworks this organisation may see. */
export const requirementsByIds = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select(getTableColumns(frameworkRequirements))
        .from(frameworkRequirements)
        .innerJoin(frameworks, eq(frameworks.id, frameworkRequirements.frameworkId))
        .where(and(inArray(frameworkRequirements.id, ids), visibleTo(organizationId)));

/**
 * Writes the requirements of a framework the organisation imported. A framework of another
 * organisation, or a built-in one, gets nothing: the answer is the number of rows written.
 */
export const insertRequirements = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
  rows: Omit<NewRequirementRow, 'frameworkId'>[],
): Promise<number> => {
  const [owned] = await db
    .select({ id: frameworks.id })
    .from(frameworks)
    .where(and(eq(frameworks.id, frameworkId), eq(frameworks.organizationId, organizationId)))
    .limit(1);
  if (!owned) return 0;
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(frameworkRequirements)
      .values(rows.slice(i, i + 200).map((row) => ({ ...row, frameworkId })));
  }
  return rows.length;
};
