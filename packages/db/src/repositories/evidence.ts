import {
  and,
  count,
  eq,
  getTableColumns,
  isNotNull,
  lte,
  or,
  gt,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { controls, controlTests, evidence, users, assessments } from '../schema/index.ts';
import { likePattern, nextCursor, orderBy, pageWindow, type PageQuery } from './list-helpers.ts';

export type EvidenceRow = typeof evidence.$inferSelect;
export type NewEvidenceRow = typeof evidence.$inferInsert;
/** A row with its uploader's name, as the API shows it. */
export type EvidenceRecord = EvidenceRow & { uploaderName: string | null };

export const EVIDENCE_SORT = {
  createdAt: evidence.createdAt,
  updatedAt: evidence.updatedAt,
  title: evidence.title,
  effectiveDate: evidence.effectiveDate,
  expiresAt: evidence.expiresAt,
  sizeBytes: evidence.sizeBytes,
} as const;

export type EvidenceFilter = {
  controlId?: string;
  controlTestId?: string;
  assessmentId?: string;
  search?: string;
  /** true: expired by `now`; false: not (no expiry, or later). */
  expired?: boolean;
};

const withUploader = { ...getTableColumns(evidence), uploaderName: users.name };

const evidenceFilterSql = (organizationId: string, f: EvidenceFilter, now: Date): SQL => {
  const parts: (SQL | undefined)[] = [eq(evidence.organizationId, organizationId)];
  if (f.controlId) parts.push(eq(evidence.controlId, f.controlId));
  if (f.controlTestId) parts.push(eq(evidence.controlTestId, f.controlTestId));
  if (f.assessmentId) parts.push(eq(evidence.assessmentId, f.assessmentId));
  if (f.search) {
    const text = sql`(${evidence.title} || ' ' || ${evidence.description} || ' ' || ${evidence.fileName})`;
    parts.push(sql`${text} ilike ${likePattern(f.search)}`);
  }
  if (f.expired === true)
    parts.push(and(isNotNull(evidence.expiresAt), lte(evidence.expiresAt, now)));
  if (f.expired === false) parts.push(or(isNull(evidence.expiresAt), gt(evidence.expiresAt, now)));
  return and(...parts)!;
};

export const listEvidence = async (
  db: Executor,
  organizationId: string,
  q: EvidenceFilter &
    PageQuery & { sortBy: keyof typeof EVIDENCE_SORT; sortDirection: 'asc' | 'desc' },
  now = new Date(),
) => {
  const where = evidenceFilterSql(organizationId, q, now);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(withUploader)
      .from(evidence)
      .leftJoin(users, eq(users.id, evidence.uploadedBy))
      .where(where)
      .orderBy(...orderBy(EVIDENCE_SORT[q.sortBy], evidence.id, q.sortDirection))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(evidence).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findEvidence = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<EvidenceRecord | null> =>
  (
    await db
      .select(withUploader)
      .from(evidence)
      .leftJoin(users, eq(users.id, evidence.uploadedBy))
      .where(and(eq(evidence.organizationId, organizationId), eq(evidence.id, id)))
      .limit(1)
  )[0] ?? null;

export const insertEvidence = async (db: Executor, row: NewEvidenceRow): Promise<EvidenceRow> =>
  (await db.insert(evidence).values(row).returning())[0]!;

export const updateEvidenceRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewEvidenceRow>,
) =>
  (
    await db
      .update(evidence)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(evidence.organizationId, organizationId), eq(evidence.id, id)))
      .returning()
  )[0] ?? null;

export const deleteEvidenceRow = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .delete(evidence)
      .where(and(eq(evidence.organizationId, organizationId), eq(evidence.id, id)))
      .returning()
  )[0] ?? null;

/** Whether the control is the organisation's: links from evidence and findings are checked. */
export const controlExistsInOrg = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select({ id: controls.id })
      .from(controls)
      .where(and(eq(controls.organizationId, organizationId), eq(controls.id, id)))
      .limit(1)
  ).length > 0;

/** Whether the assessment is the organisation's: evidence and findings may link to it. */
export const assessmentExistsInOrg = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select({ id: assessments.id })
      .from(assessments)
      .where(and(eq(assessments.organizationId, organizationId), eq(assessments.id, id)))
      .limit(1)
  ).length > 0;

/** The organisation's control test with its control, or null. */
export const findControlTestRef = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .select({ id: controlTests.id, controlId: controlTests.controlId })
      .from(controlTests)
      .where(and(eq(controlTests.organizationId, organizationId), eq(controlTests.id, id)))
      .limit(1)
  )[0] ?? null;
