import { and, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controlRiskMappings, risks } from '../schema/index.ts';
import { anyOf, fromValues, insertMany, jsonRows } from './batch.ts';
import { likePattern, nextCursor, orderBy, pageWindow, type PageQuery } from './list-helpers.ts';
import { selectRiskRows } from './risk-rows.ts';

export type RiskRow = typeof risks.$inferSelect;
export type NewRiskRow = typeof risks.$inferInsert;

export const RISK_SORT = {
  createdAt: risks.createdAt,
  updatedAt: risks.updatedAt,
  title: risks.title,
  category: risks.category,
  likelihood: risks.likelihood,
  impact: risks.impact,
  riskScore: risks.riskScore,
  residualScore: risks.residualScore,
  status: risks.status,
  owner: risks.owner,
  nextReview: risks.nextReview,
  lastAssessed: risks.lastAssessed,
  dateIdentified: risks.dateIdentified,
} as const;

export type RiskFilter = {
  category?: string[];
  status?: string[];
  riskLevel?: string[];
  owner?: string;
  search?: string;
  framework?: string[];
  residualLevel?: string[];
  likelihood?: number[];
  impact?: number[];
  residualLikelihood?: number[];
  residualImpact?: number[];
};

/** The search expression matches the trigram index's expression exactly. */
const searchable = sql`(${risks.title} || ' ' || ${risks.description} || ' ' || coalesce(${risks.owner}, ''))`;

export const riskFilterSql = (organizationId: string, f: RiskFilter): SQL => {
  const parts: (SQL | undefined)[] = [eq(risks.organizationId, organizationId)];
  if (f.category?.length) parts.push(inArray(risks.category, f.category));
  if (f.status?.length) parts.push(inArray(risks.status, f.status));
  if (f.riskLevel?.length) parts.push(inArray(risks.riskLevel, f.riskLevel));
  if (f.residualLevel?.length) parts.push(inArray(risks.residualLevel, f.residualLevel));
  if (f.likelihood?.length) parts.push(inArray(risks.likelihood, f.likelihood));
  if (f.impact?.length) parts.push(inArray(risks.impact, f.impact));
  if (f.residualLikelihood?.length)
    parts.push(inArray(risks.residualLikelihood, f.residualLikelihood));
  if (f.residualImpact?.length) parts.push(inArray(risks.residualImpact, f.residualImpact));
  if (f.owner) parts.push(ilike(risks.owner, likePattern(f.owner)));
  if (f.search) parts.push(sql`${searchable} ilike ${likePattern(f.search)}`);
  if (f.framework?.length) {
    parts.push(sql`${risks.frameworks} && ${sql.param(f.framework)}::text[]`);
  }
  return and(...parts)!;
};

/** The ids of the controls mapped to the row's risk, in the same query as the risk. */
const mappedControlIds = sql<
  string[]
>`coalesce((select array_agg(m.control_id order by m.control_id)
  from control_risk_mappings m where m.risk_id = ${risks.id}), '{}')`.as('control_ids');

type ListRisksInput = RiskFilter &
  PageQuery & { sortBy: keyof typeof RISK_SORT; sortDirection: 'asc' | 'desc' };

/** The page and count queries of a risk list, unrun (the API benchmark sends their SQL too). */
export const listRisksQueries = (db: Executor, organizationId: string, q: ListRisksInput) => {
  const where = riskFilterSql(organizationId, q);
  const { offset, limit } = pageWindow(q);
  return {
    offset,
    page: db
      .select({ risk: risks, controlIds: mappedControlIds })
      .from(risks)
      .where(where)
      .orderBy(...orderBy(RISK_SORT[q.sortBy], risks.id, q.sortDirection))
      .limit(limit)
      .offset(offset),
    count: db.select({ total: count() }).from(risks).where(where),
  };
};

export const listRisks = async (db: Executor, organizationId: string, q: ListRisksInput) => {
  const { offset, page, count: countQuery } = listRisksQueries(db, organizationId, q);
  const [found, [{ total } = { total: 0 }]] = await Promise.all([
    selectRiskRows(db, page, 'control_ids'),
    countQuery,
  ]);
  const rows = found.map(({ risk, extra }) => ({ risk, controlIds: extra as string[] }));
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findRisk = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select()
      .from(risks)
      .where(and(eq(risks.organizationId, organizationId), eq(risks.id, id)))
      .limit(1)
  )[0] ?? null;

export const findRisks = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(risks)
        .where(and(eq(risks.organizationId, organizationId), anyOf(risks.id, ids)));

export const insertRisks = async (db: Executor, rows: NewRiskRow[]): Promise<RiskRow[]> =>
  insertMany(db, risks, rows);

export const deleteRisks = async (db: Executor, organizationId: string, ids: string[]) =>
  db
    .delete(risks)
    .where(and(eq(risks.organizationId, organizationId), anyOf(risks.id, ids)))
    .returning();

/** Control ids mapped to each of the risks. */
export const controlIdsByRisk = async (
  db: Executor,
  organizationId: string,
  riskIds: string[],
): Promise<Map<string, string[]>> => {
  const out = new Map<string, string[]>();
  if (riskIds.length === 0) return out;
  const rows = await db
    .select({ riskId: controlRiskMappings.riskId, controlId: controlRiskMappings.controlId })
    .from(controlRiskMappings)
    .where(
      and(
        eq(controlRiskMappings.organizationId, organizationId),
        anyOf(controlRiskMappings.riskId, riskIds),
      ),
    );
  for (const r of rows) out.set(r.riskId, [...(out.get(r.riskId) ?? []), r.controlId]);
  return out;
};

/** Stores residual positions for many risks in one statement, whatever their number. */
export const setResiduals = async (
  db: Executor,
  organizationId: string,
  rows: { id: string; likelihood: number; impact: number; score: number; level: string }[],
): Promise<void> => {
  if (rows.length === 0) return;
  const values = rows.map((r) => ({
    id: r.id,
    residualLikelihood: r.likelihood,
    residualImpact: r.impact,
    residualScore: r.score,
    residualLevel: r.level,
  }));
  const keys = ['residualLikelihood', 'residualImpact', 'residualScore', 'residualLevel'];
  // updated_at moves with the residual: the risk's history is dated by it (decision 020).
  await db
    .update(risks)
    .set({ ...fromValues(risks, keys), updatedAt: new Date() })
    .from(sql`${jsonRows(risks, ['id', ...keys], values)} as v`)
    .where(and(eq(risks.organizationId, organizationId), sql`${risks.id} = v.id`));
};
