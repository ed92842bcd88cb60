import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controlRiskMappings, controls, risks } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type MappingRow = typeof controlRiskMappings.$inferSelect;

const withTitles = {
  mapping: controlRiskMappings,
  riskTitle: risks.title,
  controlTitle: controls.title,
  controlType: controls.type,
};

const baseQuery = (db: Executor) =>
  db
    .select(withTitles)
    .from(controlRiskMappings)
    .innerJoin(risks, eq(risks.id, controlRiskMappings.riskId))
    .innerJoin(controls, eq(controls.id, controlRiskMappings.controlId));

export type MappingView = Awaited<ReturnType<typeof findMapping>> & object;

export const listMappings = async (
  db: Executor,
  organizationId: string,
  q: PageQuery & { riskId?: string; controlId?: string },
) => {
  const parts: SQL[] = [eq(controlRiskMappings.organizationId, organizationId)];
  if (q.riskId) parts.push(eq(controlRiskMappings.riskId, q.riskId));
  if (q.controlId) parts.push(eq(controlRiskMappings.controlId, q.controlId));
  const where = and(...parts);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    baseQuery(db)
      .where(where)
      .orderBy(
        desc(controlRiskMappings.createdAt),
        controlRiskMappings.riskId,
        controlRiskMappings.controlId,
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(controlRiskMappings).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findMapping = async (
  db: Executor,
  organizationId: string,
  riskId: string,
  controlId: string,
) =>
  (
    await baseQuery(db)
      .where(
        and(
          eq(controlRiskMappings.organizationId, organizationId),
          eq(controlRiskMappings.riskId, riskId),
          eq(controlRiskMappings.controlId, controlId),
        ),
      )
      .limit(1)
  )[0] ?? null;

export const insertMapping = async (db: Executor, row: typeof controlRiskMappings.$inferInsert) => {
  await db.insert(controlRiskMappings).values(row);
};

export const updateMappingRow = async (
  db: Executor,
  organizationId: string,
  riskId: string,
  controlId: string,
  patch: Partial<Pick<MappingRow, 'effectiveness' | 'mitigationImpact' | 'rationale'>>,
) =>
  (
    await db
      .update(controlRiskMappings)
      .set(patch)
      .where(
        and(
          eq(controlRiskMappings.organizationId, organizationId),
          eq(controlRiskMappings.riskId, riskId),
          eq(controlRiskMappings.controlId, controlId),
        ),
      )
      .returning()
  )[0] ?? null;

export const deleteMappingRow = async (
  db: Executor,
  organizationId: string,
  riskId: string,
  controlId: string,
) =>
  (
    await db
      .delete(controlRiskMappings)
      .where(
        and(
          eq(controlRiskMappings.organizationId, organizationId),
          eq(controlRiskMappings.riskId, riskId),
          eq(controlRiskMappings.controlId, controlId),
        ),
      )
      .returning()
  )[0] ?? null;

/** Which of the ids are controls of the organisation. */
export const existingControlIds = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .select({ id: controls.id })
            .from(controls)
            .where(and(eq(controls.organizationId, organizationId), inArray(controls.id, ids)))
        ).map((r) => r.id),
      );

/** Risks mapped to a control: the ones whose residual changes with it. */
export const riskIdsForControls = async (
  db: Executor,
  organizationId: string,
  controlIds: string[],
) =>
  controlIds.length === 0
    ? []
    : (
        await db
          .selectDistinct({ riskId: controlRiskMappings.riskId })
          .from(controlRiskMappings)
          .where(
            and(
              eq(controlRiskMappings.organizationId, organizationId),
              inArray(controlRiskMappings.controlId, controlIds),
            ),
          )
      ).map((r) => r.riskId);

/** Mappings among the given risks, with control titles: the cells of an RCSA matrix. */
export const mappingsForRisks = async (db: Executor, organizationId: string, riskIds: string[]) =>
  riskIds.length === 0
    ? []
    : db
        .select({
          riskId: controlRiskMappings.riskId,
          controlId: controlRiskMappings.controlId,
          effectiveness: controlRiskMappings.effectiveness,
          controlTitle: controls.title,
          controlType: controls.type,
        })
        .from(controlRiskMappings)
        .innerJoin(controls, eq(controls.id, controlRiskMappings.controlId))
        .where(
          and(
            eq(controlRiskMappings.organizationId, organizationId),
            inArray(controlRiskMappings.riskId, riskIds),
          ),
        );

/** Controls by id with their titles, for matrix columns. */
export const controlTitles = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: controls.id, title: controls.title, type: controls.type })
        .from(controls)
        .where(and(eq(controls.organizationId, organizationId), inArray(controls.id, ids)));
