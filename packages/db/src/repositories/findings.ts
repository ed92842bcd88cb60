import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  lt,
  notInArray,
  or,
  isNull,
  gte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { assessments, controls, findings, risks, users, vendors } from '../schema/index.ts';
import { likePattern, nextCursor, orderBy, pageWindow, type PageQuery } from './list-helpers.ts';

export type FindingRow = typeof findings.$inferSelect;
export type NewFindingRow = typeof findings.$inferInsert;
/** A row with the names of its owner and of what it links to, as the API shows it. */
export type FindingRecord = FindingRow & {
  ownerName: string | null;
  vendorName: string | null;
  controlTitle: string | null;
  assessmentName: string | null;
  riskTitle: string | null;
};

export const FINDING_SORT = {
  createdAt: findings.createdAt,
  updatedAt: findings.updatedAt,
  title: findings.title,
  status: findings.status,
  dueDate: findings.dueDate,
} as const;

/** Severity sorts by weight, not alphabetically. */
const severityRank = sql`case ${findings.severity} when 'critical' then 4 when 'high' then 3 when 'medium' then 2 else 1 end`;

export type FindingFilter = {
  controlId?: string;
  assessmentId?: string;
  vendorId?: string;
  riskId?: string;
  ownerUserId?: string;
  severity?: string[];
  status?: string[];
  search?: string;
  /** With the statuses that end a finding: overdue means due before `now` and not done. */
  overdue?: { value: boolean; doneStatuses: readonly string[] };
};

const withOwner = {
  ...getTableColumns(findings),
  ownerName: users.name,
  vendorName: vendors.name,
  controlTitle: controls.title,
  assessmentName: assessments.name,
  riskTitle: risks.title,
};

const findingFilterSql = (organizationId: string, f: FindingFilter, now: Date): SQL => {
  const parts: (SQL | undefined)[] = [eq(findings.organizationId, organizationId)];
  if (f.controlId) parts.push(eq(findings.controlId, f.controlId));
  if (f.assessmentId) parts.push(eq(findings.assessmentId, f.assessmentId));
  if (f.vendorId) parts.push(eq(findings.vendorId, f.vendorId));
  if (f.riskId) parts.push(eq(findings.riskId, f.riskId));
  if (f.ownerUserId) parts.push(eq(findings.ownerUserId, f.ownerUserId));
  if (f.severity?.length) parts.push(inArray(findings.severity, f.severity));
  if (f.status?.length) parts.push(inArray(findings.status, f.status));
  if (f.search) {
    const text = sql`(${findings.title} || ' ' || ${findings.description} || ' ' || ${findings.remediation})`;
    parts.push(sql`${text} ilike ${likePattern(f.search)}`);
  }
  if (f.overdue) {
    const done = [...f.overdue.doneStatuses];
    parts.push(
      f.overdue.value
        ? and(
            isNotNull(findings.dueDate),
            lt(findings.dueDate, now),
            notInArray(findings.status, done),
          )
        : or(isNull(findings.dueDate), gte(findings.dueDate, now), inArray(findings.status, done)),
    );
  }
  return and(...parts)!;
};

export const listFindings = async (
  db: Executor,
  organizationId: string,
  q: FindingFilter &
    PageQuery & { sortBy: keyof typeof FINDING_SORT | 'severity'; sortDirection: 'asc' | 'desc' },
  now = new Date(),
) => {
  const where = findingFilterSql(organizationId, q, now);
  const { offset, limit } = pageWindow(q);
  const order =
    q.sortBy === 'severity'
      ? q.sortDirection === 'asc'
        ? [asc(severityRank), asc(findings.id)]
        : [desc(severityRank), desc(findings.id)]
      : orderBy(FINDING_SORT[q.sortBy], findings.id, q.sortDirection);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(withOwner)
      .from(findings)
      .leftJoin(users, eq(users.id, findings.ownerUserId))
      .leftJoin(vendors, eq(vendors.id, findings.vendorId))
      .leftJoin(controls, eq(controls.id, findings.controlId))
      .leftJoin(assessments, eq(assessments.id, findings.assessmentId))
      .leftJoin(risks, eq(risks.id, findings.riskId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(findings).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findFinding = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<FindingRecord | null> =>
  (
    await db
      .select(withOwner)
      .from(findings)
      .leftJoin(users, eq(users.id, findings.ownerUserId))
      .leftJoin(vendors, eq(vendors.id, findings.vendorId))
      .leftJoin(controls, eq(controls.id, findings.controlId))
      .leftJoin(assessments, eq(assessments.id, findings.assessmentId))
      .leftJoin(risks, eq(risks.id, findings.riskId))
      .where(and(eq(findings.organizationId, organizationId), eq(findings.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertFinding = async (db: Executor, row: NewFindingRow): Promise<FindingRow> =>
  (await db.insert(findings).values(row).returning())[0]!;

export const updateFindingRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewFindingRow>,
) =>
  (
    await db
      .update(findings)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(findings.organizationId, organizationId), eq(findings.id, id)))
      .returning()
  )[0] ?? null;

export const deleteFindingRow = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .delete(findings)
      .where(and(eq(findings.organizationId, organizationId), eq(findings.id, id)))
      .returning()
  )[0] ?? null;
