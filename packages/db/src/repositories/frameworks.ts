import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { FRAMEWORK_IDS } from '../library/index.ts';
import {
  controlRequirements,
  controls,
  evidence,
  frameworkRequirements,
  frameworks,
  organizationFrameworks,
  requirementApplicability,
} from '../schema/index.ts';

export type FrameworkRow = typeof frameworks.$inferSelect;
export type NewFrameworkRow = typeof frameworks.$inferInsert;
export type RequirementRow = typeof frameworkRequirements.$inferSelect;
export type NewRequirementRow = typeof frameworkRequirements.$inferInsert;
export type ControlRequirementRow = typeof controlRequirements.$inferSelect;

/** Built-in frameworks and this organisation's imports. */
export const visibleTo = (organizationId: string) =>
  or(isNull(frameworks.organizationId), eq(frameworks.organizationId, organizationId));

/** Built-in frameworks (in the shipped order), then this organisation's imports, oldest first. */
export const listFrameworks = async (db: Executor, organizationId: string) =>
  (
    await db
      .select({
        framework: frameworks,
        requirementCount: sql<number>`(select count(*)::int from ${frameworkRequirements} fr where fr.framework_id = "frameworks"."id")`,
        selected: sql<boolean>`exists (select 1 from ${organizationFrameworks} ofw where ofw.organization_id = ${organizationId} and ofw.framework_id = "frameworks"."id")`,
      })
      .from(frameworks)
      .where(visibleTo(organizationId))
      .orderBy(
        sql`${frameworks.organizationId} nulls first`,
        asc(frameworks.createdAt),
        asc(frameworks.id),
      )
  ).sort((a, b) => builtinRank(a.framework.id) - builtinRank(b.framework.id));

const builtinRank = (id: string) => {
  const i = (FRAMEWORK_IDS as readonly string[]).indexOf(id);
  return i === -1 ? FRAMEWORK_IDS.length : i;
};

/** A framework this organisation may see (built-in or its own import). */
export const findFramework = async (db: Executor, organizationId: string, id: string) => {
  const [row] = await db
    .select({
      framework: frameworks,
      requirementCount: sql<number>`(select count(*)::int from ${frameworkRequirements} fr where fr.framework_id = "frameworks"."id")`,
      selected: sql<boolean>`exists (select 1 from ${organizationFrameworks} ofw where ofw.organization_id = ${organizationId} and ofw.framework_id = "frameworks"."id")`,
    })
    .from(frameworks)
    .where(and(eq(frameworks.id, id), visibleTo(organizationId)));
  return row;
};

export const selectFramework = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
  userId: string,
): Promise<boolean> => {
  const rows = await db
    .insert(organizationFrameworks)
    .values({ organizationId, frameworkId, selectedBy: userId })
    .onConflictDoNothing()
    .returning({ id: organizationFrameworks.frameworkId });
  return rows.length > 0;
};

export const unselectFramework = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
): Promise<boolean> => {
  const rows = await db
    .delete(organizationFrameworks)
    .where(
      and(
        eq(organizationFrameworks.organizationId, organizationId),
        eq(organizationFrameworks.frameworkId, frameworkId),
      ),
    )
    .returning({ id: organizationFrameworks.frameworkId });
  return rows.length > 0;
};

/** What status derivation needs about every control serving the framework's requirements. */
export const controlsForFramework = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
) =>
  db
    .select({
      requirementId: controlRequirements.requirementId,
      source: controlRequirements.source,
      statement: controlRequirements.statement,
      control: {
        id: controls.id,
        title: controls.title,
        status: controls.status,
        implementationStatus: controls.implementationStatus,
        effectiveness: controls.effectiveness,
        frequency: controls.frequency,
        lastTestDate: controls.lastTestDate,
        nextTestDate: controls.nextTestDate,
        libraryControlId: controls.libraryControlId,
      },
      // The newest evidence that has not expired, dated by its effective date when given.
      latestEvidenceAt: sql<
        Date | string | null
      >`(select max(coalesce(e.effective_date, e.created_at)) from ${evidence} e where e.organization_id = ${organizationId} and e.control_id = ${controls.id} and (e.expires_at is null or e.expires_at > now()))`,
    })
    .from(controlRequirements)
    .innerJoin(controls, eq(controls.id, controlRequirements.controlId))
    .innerJoin(
      frameworkRequirements,
      eq(frameworkRequirements.id, controlRequirements.requirementId),
    )
    .where(
      and(
        eq(controlRequirements.organizationId, organizationId),
        eq(frameworkRequirements.frameworkId, frameworkId),
      ),
    )
    .orderBy(asc(controls.title), asc(controls.id));

export const applicabilityForFramework = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
) =>
  db
    .select({
      requirementId: requirementApplicability.requirementId,
      applicable: requirementApplicability.applicable,
      reason: requirementApplicability.reason,
    })
    .from(requirementApplicability)
    .innerJoin(
      frameworkRequirements,
      eq(frameworkRequirements.id, requirementApplicability.requirementId),
    )
    .where(
      and(
        eq(requirementApplicability.organizationId, organizationId),
        eq(frameworkRequirements.frameworkId, frameworkId),
      ),
    );

export const setApplicability = async (
  db: Executor,
  values: {
    organizationId: string;
    requirementId: string;
    applicable: boolean;
    reason: string;
    updatedBy: string;
  },
) => {
  if (values.applicable) {
    // Applicable is the default: keep no row for it.
    await db
      .delete(requirementApplicability)
      .where(
        and(
          eq(requirementApplicability.organizationId, values.organizationId),
          eq(requirementApplicability.requirementId, values.requirementId),
        ),
      );
    return;
  }
  await db
    .insert(requirementApplicability)
    .values({ ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [requirementApplicability.organizationId, requirementApplicability.requirementId],
      set: {
        applicable: false,
        reason: values.reason,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    });
};

/**
 * Serialises adoption from the library within one organisation for the rest of the
 * transaction (controls.library_control_id has no unique index), so two simultaneous adoptions
 * of the same library control cannot both pass the "already adopted" check. Call before
 * `adoptedControls`.
 */
export const lockLibraryAdoption = async (db: Executor, organizationId: string) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`adopt:${organizationId}`}))`);
};

/** The organisation's controls adopted from these library controls. */
export const adoptedControls = async (
  db: Executor,
  organizationId: string,
  libraryControlIds?: string[],
) =>
  db
    .select({ id: controls.id, libraryControlId: controls.libraryControlId })
    .from(controls)
    .where(
      and(
        eq(controls.organizationId, organizationId),
        libraryControlIds
          ? libraryControlIds.length
            ? inArray(controls.libraryControlId, libraryControlIds)
            : sql`false`
          : sql`${controls.libraryControlId} is not null`,
      ),
    );

/** Evidence attached to these controls, newest first. */
export const evidenceForControls = async (
  db: Executor,
  organizationId: string,
  controlIds: string[],
) =>
  controlIds.length === 0
    ? []
    : db
        .select({
          id: evidence.id,
          title: evidence.title,
          fileName: evidence.fileName,
          controlId: evidence.controlId,
          createdAt: evidence.createdAt,
          effectiveDate: evidence.effectiveDate,
          expiresAt: evidence.expiresAt,
        })
        .from(evidence)
        .where(
          and(eq(evidence.organizationId, organizationId), inArray(evidence.controlId, controlIds)),
        )
        .orderBy(sql`${evidence.createdAt} desc`)
        .limit(500);

export const insertFramework = async (db: Executor, row: NewFrameworkRow) =>
  (await db.insert(frameworks).values(row).returning())[0]!;

/** Deletes an imported framework of this organisation; built-in ones are never deleted. */
export const deleteImportedFramework = async (db: Executor, organizationId: string, id: string) =>
  db
    .delete(frameworks)
    .where(and(eq(frameworks.id, id), eq(frameworks.organizationId, organizationId)))
    .returning();
