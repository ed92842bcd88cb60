import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controlRiskMappings, controls, risks } from '../schema/index.ts';
import { anyOf, fromValues, insertManyQuietly, jsonRows } from './batch.ts';
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

/** Which of the ids are controls of the organisation. */
export const existingControlIds = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? new Set<string>()
    : new Set(
        (
          await db
            .select({ id: controls.id })
            .from(controls)
            .where(and(eq(controls.organizationId, organizationId), anyOf(controls.id, ids)))
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
              anyOf(controlRiskMappings.controlId, controlIds),
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
            anyOf(controlRiskMappings.riskId, riskIds),
          ),
        );

/** Controls by id with their titles, for matrix columns. */
export const controlTitles = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: controls.id, title: controls.title, type: controls.type })
        .from(controls)
        .where(and(eq(controls.organizationId, organizationId), anyOf(controls.id, ids)));

export type MappingKey = { riskId: string; controlId: string };

/** `(risk_id, control_id) in (...)` for many pairs in two parameters, using the primary key. */
const pairsSql = (pairs: MappingKey[]) =>
  sql`(${controlRiskMappings.riskId}, ${controlRiskMappings.controlId}) in (select r, c from unnest(${sql.param(pairs.map((p) => p.riskId))}::text[], ${sql.param(pairs.map((p) => p.controlId))}::text[]) as p(r, c))`;

/** The organisation's mappings among the pairs, with titles. */
export const findMappings = async (
  db: Executor,
  organizationId: string,
  pairs: MappingKey[],
): Promise<MappingView[]> =>
  pairs.length === 0
    ? []
    : baseQuery(db).where(
        and(eq(controlRiskMappings.organizationId, organizationId), pairsSql(pairs)),
      );

/**
 * The organisation's mapping rows among the pairs, locked for the rest of the transaction (a
 * batch update computes the new rows from these), in key order so batches cannot deadlock.
 */
export const lockMappings = async (
  db: Executor,
  organizationId: string,
  pairs: MappingKey[],
): Promise<MappingRow[]> =>
  pairs.length === 0
    ? []
    : db
        .select()
        .from(controlRiskMappings)
        .where(and(eq(controlRiskMappings.organizationId, organizationId), pairsSql(pairs)))
        .orderBy(asc(controlRiskMappings.riskId), asc(controlRiskMappings.controlId))
        .for('no key update');

/** Inserts many mappings with one multi-row statement (chunked past the parameter limit). */
export const insertMappings = async (
  db: Executor,
  rows: (typeof controlRiskMappings.$inferInsert)[],
): Promise<void> => insertManyQuietly(db, controlRiskMappings, rows);

const MAPPING_WRITABLE = ['effectiveness', 'mitigationImpact', 'rationale'] as const;

/** Writes the new effectiveness, impact and rationale of many mappings in one statement. */
export const updateMappingRows = async (
  db: Executor,
  organizationId: string,
  rows: MappingRow[],
): Promise<void> => {
  if (rows.length === 0) return;
  await db
    .update(controlRiskMappings)
    .set(fromValues(controlRiskMappings, MAPPING_WRITABLE))
    .from(
      sql`${jsonRows(controlRiskMappings, ['riskId', 'controlId', ...MAPPING_WRITABLE], rows)} as v`,
    )
    .where(
      and(
        eq(controlRiskMappings.organizationId, organizationId),
        sql`${controlRiskMappings.riskId} = v.risk_id and ${controlRiskMappings.controlId} = v.control_id`,
      ),
    );
};

/** Deletes the organisation's mappings among the pairs in one statement; returns those removed. */
export const deleteMappingRows = async (
  db: Executor,
  organizationId: string,
  pairs: MappingKey[],
): Promise<MappingRow[]> =>
  pairs.length === 0
    ? []
    : db
        .delete(controlRiskMappings)
        .where(and(eq(controlRiskMappings.organizationId, organizationId), pairsSql(pairs)))
        .returning();
