import { and, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import {
  assessmentResults,
  assessments,
  evidence,
  findings,
  frameworkRequirements,
  frameworks,
  users,
} from '../schema/index.ts';
import { likePattern, nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type AssessmentRow = typeof assessments.$inferSelect;
export type NewAssessmentRow = typeof assessments.$inferInsert;
export type AssessmentResultRow = typeof assessmentResults.$inferSelect;

/** Counts of the recorded results, beside the framework's requirement count. */
export type AssessmentCounts = {
  total: number;
  assessed: number;
  met: number;
  partlyMet: number;
  notMet: number;
  notApplicable: number;
};

/** A row with the names and counts the API shows. */
export type AssessmentRecord = AssessmentRow & {
  frameworkName: string;
  frameworkVersion: string;
  leadAssessorName: string | null;
  signedOffByName: string | null;
  counts: AssessmentCounts;
};

const lead = alias(users, 'lead_assessor');
const signer = alias(users, 'signer');

const resultCount = (result?: string) =>
  sql<number>`(select count(*)::int from ${assessmentResults} ar where ar.assessment_id = ${assessments.id} and ${
    result ? sql`ar.result = ${result}` : sql`ar.result <> 'not_assessed'`
  })`;

const recordColumns = {
  ...getTableColumns(assessments),
  frameworkName: frameworks.name,
  frameworkVersion: frameworks.version,
  leadAssessorName: lead.name,
  signedOffByName: signer.name,
  total: sql<number>`(select count(*)::int from ${frameworkRequirements} fr where fr.framework_id = ${assessments.frameworkId})`,
  assessed: resultCount(),
  met: resultCount('met'),
  partlyMet: resultCount('partly_met'),
  notMet: resultCount('not_met'),
  notApplicable: resultCount('not_applicable'),
};

type Selected = AssessmentRow & {
  frameworkName: string;
  frameworkVersion: string;
  leadAssessorName: string | null;
  signedOffByName: string | null;
} & Record<keyof AssessmentCounts, number>;

const toRecord = ({
  total,
  assessed,
  met,
  partlyMet,
  notMet,
  notApplicable,
  ...row
}: Selected): AssessmentRecord => ({
  ...row,
  counts: {
    total: Number(total),
    assessed: Number(assessed),
    met: Number(met),
    partlyMet: Number(partlyMet),
    notMet: Number(notMet),
    notApplicable: Number(notApplicable),
  },
});

const selectRecords = (db: Executor) =>
  db
    .select(recordColumns)
    .from(assessments)
    .innerJoin(frameworks, eq(frameworks.id, assessments.frameworkId))
    .leftJoin(lead, eq(lead.id, assessments.leadAssessorUserId))
    .leftJoin(signer, eq(signer.id, assessments.signedOffBy));

export type AssessmentFilter = { frameworkId?: string; status?: string[]; search?: string };

const filterSql = (organizationId: string, f: AssessmentFilter): SQL => {
  const parts: (SQL | undefined)[] = [eq(assessments.organizationId, organizationId)];
  if (f.frameworkId) parts.push(eq(assessments.frameworkId, f.frameworkId));
  if (f.status?.length) parts.push(inArray(assessments.status, f.status));
  if (f.search) parts.push(sql`${assessments.name} ilike ${likePattern(f.search)}`);
  return and(...parts)!;
};

/** Newest first. */
export const listAssessments = async (
  db: Executor,
  organizationId: string,
  q: AssessmentFilter & PageQuery,
) => {
  const where = filterSql(organizationId, q);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(assessments.createdAt), desc(assessments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(assessments).where(where),
  ]);
  return {
    rows: rows.map(toRecord),
    total: Number(total),
    nextCursor: nextCursor(offset, rows.length, Number(total)),
  };
};

export const findAssessment = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<AssessmentRecord | null> => {
  const [row] = await selectRecords(db)
    .where(and(eq(assessments.organizationId, organizationId), eq(assessments.id, id)))
    .limit(1);
  return row ? toRecord(row) : null;
};

/**
 * Locks the assessment's row for the rest of the transaction, so a sign-off and a result
 * being recorded at the same moment happen one after the other.
 */
export const lockAssessment = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<AssessmentRow | null> =>
  (
    await db
      .select()
      .from(assessments)
      .where(and(eq(assessments.organizationId, organizationId), eq(assessments.id, id)))
      .for('update')
  )[0] ?? null;

export const insertAssessment = async (db: Executor, row: NewAssessmentRow) =>
  (await db.insert(assessments).values(row).returning())[0]!;

export const updateAssessmentRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewAssessmentRow>,
) =>
  (
    await db
      .update(assessments)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(assessments.organizationId, organizationId), eq(assessments.id, id)))
      .returning()
  )[0] ?? null;

export const deleteAssessmentRow = async (db: Executor, organizationId: string, id: string) =>
  (
    await db
      .delete(assessments)
      .where(and(eq(assessments.organizationId, organizationId), eq(assessments.id, id)))
      .returning()
  )[0] ?? null;

/** The recorded results of an assessment, with the assessor's name. */
export const listAssessmentResults = async (
  db: Executor,
  organizationId: string,
  assessmentId: string,
) =>
  db
    .select({ ...getTableColumns(assessmentResults), assessorName: users.name })
    .from(assessmentResults)
    .leftJoin(users, eq(users.id, assessmentResults.assessorUserId))
    .where(
      and(
        eq(assessmentResults.organizationId, organizationId),
        eq(assessmentResults.assessmentId, assessmentId),
      ),
    );
export type AssessmentResultRecord = Awaited<ReturnType<typeof listAssessmentResults>>[number];

export const findAssessmentResult = async (
  db: Executor,
  organizationId: string,
  assessmentId: string,
  requirementId: string,
): Promise<AssessmentResultRow | null> =>
  (
    await db
      .select()
      .from(assessmentResults)
      .where(
        and(
          eq(assessmentResults.organizationId, organizationId),
          eq(assessmentResults.assessmentId, assessmentId),
          eq(assessmentResults.requirementId, requirementId),
        ),
      )
  )[0] ?? null;

/**
 * Records one result of the organisation's assessment. The conflict update is limited to the
 * organisation's own row, so an assessment id of another organisation changes nothing (null).
 */
export const upsertAssessmentResult = async (
  db: Executor,
  organizationId: string,
  row: Omit<typeof assessmentResults.$inferInsert, 'updatedAt' | 'organizationId'>,
): Promise<AssessmentResultRow | null> => {
  const now = new Date();
  const { assessmentId: _a, requirementId: _r, ...changes } = row;
  // Insert only when the assessment is this organisation's: the select yields no row otherwise.
  const [owned] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(eq(assessments.organizationId, organizationId), eq(assessments.id, row.assessmentId)),
    )
    .limit(1);
  if (!owned) return null;
  return (
    (
      await db
        .insert(assessmentResults)
        .values({ ...row, organizationId, updatedAt: now })
        .onConflictDoUpdate({
          target: [assessmentResults.assessmentId, assessmentResults.requirementId],
          set: { ...changes, updatedAt: now },
          setWhere: eq(assessmentResults.organizationId, organizationId),
        })
        .returning()
    )[0] ?? null
  );
};

/** The organisation's evidence among these ids (others are not found). */
export const evidenceTitles = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({ id: evidence.id, title: evidence.title })
        .from(evidence)
        .where(and(eq(evidence.organizationId, organizationId), inArray(evidence.id, ids)));

/** The organisation's findings among these ids (others are not found). */
export const findingTitles = async (db: Executor, organizationId: string, ids: string[]) =>
  ids.length === 0
    ? []
    : db
        .select({
          id: findings.id,
          title: findings.title,
          severity: findings.severity,
          status: findings.status,
        })
        .from(findings)
        .where(and(eq(findings.organizationId, organizationId), inArray(findings.id, ids)));
