import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controls, risks } from '../schema/index.ts';
import { likePattern } from './list-helpers.ts';
import { riskFilterSql, type RiskFilter } from './risks.ts';

/**
 * What ARIA's chat answers read: risks and controls of the organisation with the figures the
 * offline engine and the model's tools quote (every query scoped to the organisation).
 */

const controlCountOfRisk = sql<number>`(select count(*)::int from control_risk_mappings m where m.risk_id = "risks"."id")`;

const chatRiskColumns = {
  id: risks.id,
  title: risks.title,
  description: risks.description,
  category: risks.category,
  riskScore: risks.riskScore,
  riskLevel: risks.riskLevel,
  residualScore: risks.residualScore,
  residualLevel: risks.residualLevel,
  status: risks.status,
  owner: risks.owner,
  nextReview: risks.nextReview,
  controlCount: controlCountOfRisk,
};
export type ChatRiskRecord = {
  [K in keyof typeof chatRiskColumns]: K extends 'controlCount'
    ? number
    : (typeof risks.$inferSelect)[K & keyof typeof risks.$inferSelect];
};

export type ChatRiskFilter = RiskFilter & {
  /** Only risks with no control mapped. */
  unmapped?: boolean;
  ids?: string[];
};

const chatRiskWhere = (organizationId: string, f: ChatRiskFilter): SQL => {
  const parts: SQL[] = [riskFilterSql(organizationId, f)];
  if (f.unmapped) {
    parts.push(
      sql`not exists (select 1 from control_risk_mappings m where m.risk_id = "risks"."id")`,
    );
  }
  if (f.ids) parts.push(f.ids.length ? inArray(risks.id, f.ids) : sql`false`);
  return and(...parts)!;
};

/** Risks of the filter, highest inherent score first, with the number of controls of each. */
export const chatRisks = async (
  db: Executor,
  organizationId: string,
  f: ChatRiskFilter,
  limit: number,
): Promise<{ rows: ChatRiskRecord[]; total: number }> => {
  const where = chatRiskWhere(organizationId, f);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(chatRiskColumns)
      .from(risks)
      .where(where)
      .orderBy(desc(risks.riskScore), asc(risks.title), asc(risks.id))
      .limit(limit),
    db.select({ total: count() }).from(risks).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, controlCount: Number(r.controlCount) })) as ChatRiskRecord[],
    total: Number(total),
  };
};

/** How many risks of the filter are at each level. */
export const chatRiskLevelCounts = async (
  db: Executor,
  organizationId: string,
  f: ChatRiskFilter,
): Promise<Record<string, number>> => {
  const rows = await db
    .select({ level: risks.riskLevel, n: count() })
    .from(risks)
    .where(chatRiskWhere(organizationId, f))
    .groupBy(risks.riskLevel);
  return Object.fromEntries(rows.map((r) => [r.level, Number(r.n)]));
};

const linkedRiskCount = sql<number>`(select count(*)::int from control_risk_mappings m where m.control_id = "controls"."id")`;

const chatControlColumns = {
  id: controls.id,
  title: controls.title,
  description: controls.description,
  type: controls.type,
  status: controls.status,
  effectiveness: controls.effectiveness,
  lastTestDate: controls.lastTestDate,
  nextTestDate: controls.nextTestDate,
  linkedRiskCount,
};
export type ChatControlRecord = {
  [K in keyof typeof chatControlColumns]: K extends 'linkedRiskCount'
    ? number
    : (typeof controls.$inferSelect)[K & keyof typeof controls.$inferSelect];
};

export type ChatControlFilter = {
  statuses?: string[];
  types?: string[];
  /** Only controls rated below this effectiveness (0..1), retired ones left out. */
  effectivenessBelow?: number;
  /** Only active controls with no evidence attached. */
  withoutEvidence?: boolean;
  search?: string;
  ids?: string[];
};

const chatControlWhere = (organizationId: string, f: ChatControlFilter): SQL => {
  const parts: SQL[] = [eq(controls.organizationId, organizationId)];
  if (f.statuses?.length) parts.push(inArray(controls.status, f.statuses));
  if (f.types?.length) parts.push(inArray(controls.type, f.types));
  if (f.effectivenessBelow !== undefined) {
    parts.push(lt(controls.effectiveness, f.effectivenessBelow), ne(controls.status, 'retired'));
  }
  if (f.withoutEvidence) {
    parts.push(
      eq(controls.status, 'active'),
      sql`not exists (select 1 from evidence e where e.control_id = "controls"."id")`,
    );
  }
  if (f.search) {
    parts.push(
      sql`(${controls.title} || ' ' || ${controls.description}) ilike ${likePattern(f.search)}`,
    );
  }
  if (f.ids) parts.push(f.ids.length ? inArray(controls.id, f.ids) : sql`false`);
  return and(...parts)!;
};

/**
 * Controls of the filter. `reliance`: the most mapped first, then the most effective (the
 * chat's "top controls"); `weakest`: the least effective first.
 */
export const chatControls = async (
  db: Executor,
  organizationId: string,
  f: ChatControlFilter,
  limit: number,
  order: 'reliance' | 'weakest' = 'reliance',
): Promise<{ rows: ChatControlRecord[]; total: number }> => {
  const where = chatControlWhere(organizationId, f);
  const orderBy =
    order === 'weakest'
      ? [sql`${controls.effectiveness} asc nulls last`, desc(linkedRiskCount), asc(controls.title)]
      : [
          desc(linkedRiskCount),
          sql`${controls.effectiveness} desc nulls last`,
          asc(controls.title),
        ];
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(chatControlColumns)
      .from(controls)
      .where(where)
      .orderBy(...orderBy, asc(controls.id))
      .limit(limit),
    db.select({ total: count() }).from(controls).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r,
      linkedRiskCount: Number(r.linkedRiskCount),
    })) as ChatControlRecord[],
    total: Number(total),
  };
};

/** Controls with an effectiveness (rated), retired ones left out; and active controls. */
export const chatControlCounts = async (db: Executor, organizationId: string) => {
  const [row] = await db
    .select({
      rated: sql<number>`count(*) filter (where ${isNotNull(controls.effectiveness)} and ${controls.status} <> 'retired')::int`,
      active: sql<number>`count(*) filter (where ${controls.status} = 'active')::int`,
    })
    .from(controls)
    .where(eq(controls.organizationId, organizationId));
  return { rated: Number(row?.rated ?? 0), active: Number(row?.active ?? 0) };
};

/** Risks and controls whose title holds any of the words: candidates for a lookup by name. */
export const chatTitleCandidates = async (
  db: Executor,
  organizationId: string,
  words: string[],
  limit = 50,
) => {
  if (words.length === 0) return { risks: [], controls: [] };
  const anyWord = (column: typeof risks.title | typeof controls.title) =>
    or(...words.map((w) => sql`${column} ilike ${likePattern(w)}`))!;
  const [riskRows, controlRows] = await Promise.all([
    db
      .select({ id: risks.id, title: risks.title })
      .from(risks)
      .where(and(eq(risks.organizationId, organizationId), anyWord(risks.title)))
      .orderBy(desc(risks.riskScore), asc(risks.id))
      .limit(limit),
    db
      .select({ id: controls.id, title: controls.title })
      .from(controls)
      .where(and(eq(controls.organizationId, organizationId), anyWord(controls.title)))
      .orderBy(asc(controls.title), asc(controls.id))
      .limit(limit),
  ]);
  return { risks: riskRows, controls: controlRows };
};

/** Mapped controls of a risk and mapped risks of a control, with titles, for a lookup. */
export const chatMappedTitles = async (
  db: Executor,
  organizationId: string,
  by: { riskId: string } | { controlId: string },
): Promise<{ id: string; title: string }[]> => {
  const isRisk = 'riskId' in by;
  const rows = await db.execute(
    isRisk
      ? sql`select c.id, c.title from control_risk_mappings m join controls c on c.id = m.control_id
          where m.organization_id = ${organizationId} and m.risk_id = ${by.riskId} order by c.title, c.id`
      : sql`select r.id, r.title from control_risk_mappings m join risks r on r.id = m.risk_id
          where m.organization_id = ${organizationId} and m.control_id = ${by.controlId} order by r.risk_score desc, r.id`,
  );
  return (rows as unknown as { rows: { id: string; title: string }[] }).rows.map((r) => ({
    id: r.id,
    title: r.title,
  }));
};
