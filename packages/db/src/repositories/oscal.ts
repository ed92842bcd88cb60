import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import {
  controlRequirements,
  controls,
  frameworkRequirements,
  frameworks,
} from '../schema/index.ts';

/**
 * Serialises imports of one catalog into one organisation (there is no unique index on the
 * uuid), so two simultaneous uploads cannot both pass the "already imported" check.
 */
export const lockCatalogImport = async (db: Executor, organizationId: string, uuid: string) => {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`oscal:${organizationId}:${uuid}`}))`,
  );
};

/** This organisation's import of the catalog with this OSCAL uuid, if any. */
export const findImportedFrameworkByUuid = async (
  db: Executor,
  organizationId: string,
  uuid: string,
) =>
  (
    await db
      .select()
      .from(frameworks)
      .where(and(eq(frameworks.organizationId, organizationId), eq(frameworks.oscalUuid, uuid)))
      .limit(1)
  )[0];

/**
 * What matching an OSCAL control-id needs: the code and the catalog's own control id, for a
 * framework this organisation may see (built-in, or its own import).
 */
export const requirementKeys = async (db: Executor, organizationId: string, frameworkId: string) =>
  db
    .select({
      id: frameworkRequirements.id,
      code: frameworkRequirements.code,
      oscalId: sql<string | null>`${frameworkRequirements.oscal} ->> 'id'`,
    })
    .from(frameworkRequirements)
    .innerJoin(frameworks, eq(frameworks.id, frameworkRequirements.frameworkId))
    .where(
      and(
        eq(frameworkRequirements.frameworkId, frameworkId),
        or(isNull(frameworks.organizationId), eq(frameworks.organizationId, organizationId)),
      ),
    )
    .orderBy(asc(frameworkRequirements.sortOrder), asc(frameworkRequirements.id));

/** Every (control, requirement) link of the organisation for a framework, with the control. */
export const componentExportRows = async (
  db: Executor,
  organizationId: string,
  frameworkId: string,
) =>
  db
    .select({
      control: controls,
      requirementId: frameworkRequirements.id,
      code: frameworkRequirements.code,
      oscalId: sql<string | null>`${frameworkRequirements.oscal} ->> 'id'`,
      statement: controlRequirements.statement,
    })
    .from(controlRequirements)
    .innerJoin(
      controls,
      and(
        eq(controls.id, controlRequirements.controlId),
        eq(controls.organizationId, organizationId),
      ),
    )
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
    .orderBy(
      asc(controls.title),
      asc(controls.id),
      asc(frameworkRequirements.sortOrder),
      asc(frameworkRequirements.id),
    );

/**
 * Writes OSCAL mappings: new links are created with source 'oscal'; an existing link keeps its
 * source and takes the new statement. Returns only the rows that were inserted or changed.
 */
export const upsertOscalControlRequirements = async (
  db: Executor,
  organizationId: string,
  rows: { controlId: string; requirementId: string; statement: string }[],
) => {
  const written: { controlId: string; requirementId: string }[] = [];
  if (rows.length === 0) return written;
  // Links are written for the organisation's own controls only.
  const owned = new Set(
    (
      await db
        .select({ id: controls.id })
        .from(controls)
        .where(
          and(
            eq(controls.organizationId, organizationId),
            inArray(controls.id, [...new Set(rows.map((r) => r.controlId))]),
          ),
        )
    ).map((c) => c.id),
  );
  const mine = rows.filter((r) => owned.has(r.controlId));
  for (let i = 0; i < mine.length; i += 200) {
    const batch = mine.slice(i, i + 200).map((r) => ({ ...r, organizationId, source: 'oscal' }));
    written.push(
      ...(await db
        .insert(controlRequirements)
        .values(batch)
        .onConflictDoUpdate({
          target: [controlRequirements.controlId, controlRequirements.requirementId],
          set: { statement: sql`excluded.statement` },
          // Only the organisation's own link changes; another's stays as it is.
          setWhere: sql`${controlRequirements.organizationId} = ${organizationId} and ${controlRequirements.statement} is distinct from excluded.statement`,
        })
        .returning({
          controlId: controlRequirements.controlId,
          requirementId: controlRequirements.requirementId,
        })),
    );
  }
  return written;
};

/** Records which library control each of these controls corresponds to. */
export const setControlLibraryIds = async (
  db: Executor,
  organizationId: string,
  links: { id: string; libraryControlId: string }[],
) => {
  for (const link of links) {
    await db
      .update(controls)
      .set({ libraryControlId: link.libraryControlId, updatedAt: new Date() })
      .where(and(eq(controls.organizationId, organizationId), eq(controls.id, link.id)));
  }
};

/** The organisation's controls adopted from these library controls, oldest first. */
export const controlsByLibraryIds = async (
  db: Executor,
  organizationId: string,
  libraryControlIds: string[],
) =>
  libraryControlIds.length === 0
    ? []
    : db
        .select()
        .from(controls)
        .where(
          and(
            eq(controls.organizationId, organizationId),
            inArray(controls.libraryControlId, libraryControlIds),
          ),
        )
        .orderBy(asc(controls.createdAt), asc(controls.id));
