import { and, asc, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controlRiskMappings, controls, evidence } from '../schema/index.ts';
import { anyOf, fromValues, insertMany, jsonRows } from './batch.ts';
import { likePattern, nextCursor, orderBy, pageWindow, type PageQuery } from './list-helpers.ts';

export type ControlRow = typeof controls.$inferSelect;
export type NewControlRow = typeof controls.$inferInsert;

export const CONTROL_SORT = {
  createdAt: controls.createdAt,
  updatedAt: controls.updatedAt,
  title: controls.title,
  type: controls.type,
  automation: controls.automation,
  category: controls.category,
  owner: controls.owner,
  frequency: controls.frequency,
  status: controls.status,
  effectiveness: controls.effectiveness,
  lastTestDate: controls.lastTestDate,
  nextTestDate: controls.nextTestDate,
} as const;

export type ControlFilter = {
  type?: string[];
  /** Effectiveness bands. */
  effectiveness?: string[];
  status?: string[];
  automation?: string[];
  search?: string;
  framework?: string[];
  category?: string[];
};

/** The search expression matches the trigram index's expression exactly. */
const searchable = sql`(${controls.title} || ' ' || ${controls.description})`;

export const controlFilterSql = (organizationId: string, f: ControlFilter): SQL => {
  const parts: (SQL | undefined)[] = [eq(controls.organizationId, organizationId)];
  if (f.type?.length) parts.push(inArray(controls.type, f.type));
  if (f.effectiveness?.length) parts.push(inArray(controls.effectivenessBand, f.effectiveness));
  if (f.status?.length) parts.push(inArray(controls.status, f.status));
  if (f.automation?.length) parts.push(inArray(controls.automation, f.automation));
  if (f.search) parts.push(sql`${searchable} ilike ${likePattern(f.search)}`);
  if (f.category?.length) parts.push(inArray(controls.category, f.category));
  if (f.framework?.length) {
    parts.push(sql`${controls.frameworks} && ${sql.param(f.framework)}::text[]`);
  }
  return and(...parts)!;
};

export const listControls = async (
  db: Executor,
  organizationId: string,
  q: ControlFilter &
    PageQuery & { sortBy: keyof typeof CONTROL_SORT; sortDirection: 'asc' | 'desc' },
) => {
  const where = controlFilterSql(organizationId, q);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(controls)
      .where(where)
      .orderBy(...orderBy(CONTROL_SORT[q.sortBy], controls.id, q.sortDirection))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(controls).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findControl = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select()
      .from(controls)
      .where(and(eq(controls.organizationId, organizationId), eq(controls.id, id)))
      .limit(1)
  )[0] ?? null;

export const findControlsByIds = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(controls)
        .where(and(eq(controls.organizationId, organizationId), anyOf(controls.id, ids)));

export const insertControls = async (db: Executor, rows: NewControlRow[]): Promise<ControlRow[]> =>
  insertMany(db, controls, rows);

/** Everything a control update may change; the keys, the creator and the timestamps are kept. */
const WRITABLE = Object.keys(getTableColumns(controls)).filter(
  (k) => !['id', 'organizationId', 'createdBy', 'createdAt', 'updatedAt'].includes(k),
) as (keyof ControlRow)[];

/**
 * The organisation's controls among the ids, locked for the rest of the transaction (a batch
 * update computes the new rows from these), in id order so overlapping batches cannot deadlock.
 */
export const lockControls = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(controls)
        .where(and(eq(controls.organizationId, organizationId), anyOf(controls.id, ids)))
        .orderBy(asc(controls.id))
        .for('no key update');

/** Writes the new state of many controls (complete rows) in one statement. */
export const updateControlRows = async (
  db: Executor,
  organizationId: string,
  rows: ControlRow[],
): Promise<ControlRow[]> =>
  rows.length === 0
    ? []
    : db
        .update(controls)
        .set({ ...fromValues(controls, WRITABLE), updatedAt: new Date() })
        .from(sql`${jsonRows(controls, ['id', ...WRITABLE], rows)} as v`)
        .where(and(eq(controls.organizationId, organizationId), sql`${controls.id} = v.id`))
        .returning(getTableColumns(controls));

export const updateControlRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewControlRow>,
) =>
  (
    await db
      .update(controls)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(controls.organizationId, organizationId), eq(controls.id, id)))
      .returning()
  )[0] ?? null;

export const deleteControlRows = async (db: Executor, organizationId: string, ids: string[]) =>
  db
    .delete(controls)
    .where(and(eq(controls.organizationId, organizationId), anyOf(controls.id, ids)))
    .returning();

const groupBy = (rows: { key: string; value: string }[]): Map<string, string[]> => {
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.key, [...(out.get(r.key) ?? []), r.value]);
  return out;
};

/** Risk ids mapped to each of the controls. */
export const linkedRisksByControl = async (
  db: Executor,
  organizationId: string,
  controlIds: string[],
): Promise<Map<string, string[]>> =>
  controlIds.length === 0
    ? new Map()
    : groupBy(
        await db
          .select({ key: controlRiskMappings.controlId, value: controlRiskMappings.riskId })
          .from(controlRiskMappings)
          .where(
            and(
              eq(controlRiskMappings.organizationId, organizationId),
              anyOf(controlRiskMappings.controlId, controlIds),
            ),
          )
          .orderBy(controlRiskMappings.createdAt, controlRiskMappings.riskId),
      );

/** Evidence ids attached to each of the controls. */
export const evidenceByControl = async (
  db: Executor,
  organizationId: string,
  controlIds: string[],
): Promise<Map<string, string[]>> =>
  controlIds.length === 0
    ? new Map()
    : groupBy(
        (
          await db
            .select({ key: evidence.controlId, value: evidence.id })
            .from(evidence)
            .where(
              and(
                eq(evidence.organizationId, organizationId),
                anyOf(evidence.controlId, controlIds),
              ),
            )
            .orderBy(evidence.createdAt, evidence.id)
        ).map((r) => ({ key: r.key ?? '', value: r.value })),
      );
