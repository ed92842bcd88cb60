import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import {
  evidence,
  organizations,
  questionnaireRequests,
  questionnaires,
  users,
  vendors,
} from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type QuestionnaireRequestRow = typeof questionnaireRequests.$inferSelect;
export type NewQuestionnaireRequestRow = typeof questionnaireRequests.$inferInsert;

/** A request with the names the API shows beside it. */
export type QuestionnaireRequestRecord = QuestionnaireRequestRow & {
  questionnaireTitle: string;
  vendorName: string | null;
  createdByName: string | null;
  reviewedByName: string | null;
};

/** Statuses that count as a response; kept in step with contracts' RESPONDED_REQUEST_STATUSES. */
const RESPONDED = sql.raw(`('submitted', 'clarification_requested', 'accepted')`);

/**
 * A questionnaire's response figures, as columns of a select over `questionnaires`: how many
 * requests were answered (submitted or later), and the mean progress (0..1) of the requests not
 * revoked, each request's progress being its required questions answered over those shown (1
 * when none is required, as the domain's responseCompletion says).
 */
export const questionnaireResponseColumns = (questionnaireId: AnyColumn) => ({
  responseCount: sql<number>`(select count(*) from questionnaire_requests qr
    where qr.questionnaire_id = ${questionnaireId} and qr.status in ${RESPONDED})`.mapWith(Number),
  completionRate: sql<number>`coalesce((select avg(case when qr.required_count = 0 then 1
      else least(qr.answered_count::float8 / qr.required_count, 1) end)
    from questionnaire_requests qr
    where qr.questionnaire_id = ${questionnaireId} and qr.status <> 'revoked'), 0)`.mapWith(Number),
});

const creator = alias(users, 'request_creator');
const reviewer = alias(users, 'request_reviewer');
const withNames = {
  ...getTableColumns(questionnaireRequests),
  questionnaireTitle: questionnaires.title,
  vendorName: vendors.name,
  createdByName: creator.name,
  reviewedByName: reviewer.name,
};
const selectWithNames = (db: Executor) =>
  db
    .select(withNames)
    .from(questionnaireRequests)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireRequests.questionnaireId))
    .leftJoin(vendors, eq(vendors.id, questionnaireRequests.vendorId))
    .leftJoin(creator, eq(creator.id, questionnaireRequests.createdBy))
    .leftJoin(reviewer, eq(reviewer.id, questionnaireRequests.reviewedBy));

const inOrg = (organizationId: string, id: string) =>
  and(eq(questionnaireRequests.organizationId, organizationId), eq(questionnaireRequests.id, id));

export const insertQuestionnaireRequest = async (
  db: Executor,
  row: NewQuestionnaireRequestRow,
): Promise<QuestionnaireRequestRow> =>
  (await db.insert(questionnaireRequests).values(row).returning())[0]!;

export const findQuestionnaireRequest = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<QuestionnaireRequestRecord | null> =>
  (await selectWithNames(db).where(inOrg(organizationId, id)).limit(1))[0] ?? null;

/** The row locked for the transaction: a recipient's save and a reviewer's action take turns. */
export const lockQuestionnaireRequest = async (
  tx: Executor,
  organizationId: string,
  id: string,
): Promise<QuestionnaireRequestRow | null> =>
  (
    await tx
      .select()
      .from(questionnaireRequests)
      .where(inOrg(organizationId, id))
      .limit(1)
      .for('no key update')
  )[0] ?? null;

/**
 * The request a recipient's link names, in any organisation: the secret is the proof, as for
 * invitations. Locked when asked (a save), with the organisation's name for the page.
 */
export const findQuestionnaireRequestByToken = async (
  db: Executor,
  tokenHash: string,
  opts: { lock?: boolean } = {},
): Promise<QuestionnaireRequestRow | null> => {
  const query = db
    .select()
    .from(questionnaireRequests)
    .where(eq(questionnaireRequests.tokenHash, tokenHash))
    .limit(1);
  return (await (opts.lock ? query.for('no key update') : query))[0] ?? null;
};

/** What the recipient's page names besides the request: the organisation and questionnaire. */
export const findRequestContext = async (db: Executor, row: QuestionnaireRequestRow) =>
  (
    await db
      .select({
        organizationName: organizations.name,
        questionnaireTitle: questionnaires.title,
        questionnaireDescription: questionnaires.description,
      })
      .from(questionnaires)
      .innerJoin(organizations, eq(organizations.id, questionnaires.organizationId))
      .where(
        and(
          eq(questionnaires.organizationId, row.organizationId),
          eq(questionnaires.id, row.questionnaireId),
        ),
      )
      .limit(1)
  )[0] ?? null;

export type QuestionnaireRequestFilter = {
  questionnaireId?: string;
  vendorId?: string;
  /** Only requests of these questionnaires (those the reader may see). */
  questionnaireIds?: readonly string[];
};

/** The questionnaires a vendor's requests were sent from, each once. */
export const questionnaireIdsOfVendorRequests = async (
  db: Executor,
  organizationId: string,
  vendorId: string,
): Promise<string[]> =>
  (
    await db
      .selectDistinct({ id: questionnaireRequests.questionnaireId })
      .from(questionnaireRequests)
      .where(
        and(
          eq(questionnaireRequests.organizationId, organizationId),
          eq(questionnaireRequests.vendorId, vendorId),
        ),
      )
  ).map((r) => r.id);

/** Requests newest first, filtered by questionnaire or vendor. */
export const listQuestionnaireRequests = async (
  db: Executor,
  organizationId: string,
  f: QuestionnaireRequestFilter,
  page: PageQuery,
): Promise<{ rows: QuestionnaireRequestRecord[]; total: number; nextCursor: string | null }> => {
  const parts: (SQL | undefined)[] = [eq(questionnaireRequests.organizationId, organizationId)];
  if (f.questionnaireId) parts.push(eq(questionnaireRequests.questionnaireId, f.questionnaireId));
  if (f.vendorId) parts.push(eq(questionnaireRequests.vendorId, f.vendorId));
  if (f.questionnaireIds) {
    parts.push(
      f.questionnaireIds.length > 0
        ? inArray(questionnaireRequests.questionnaireId, [...f.questionnaireIds])
        : sql`false`,
    );
  }
  const where = and(...parts);
  const { offset, limit } = pageWindow(page);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectWithNames(db)
      .where(where)
      .orderBy(desc(questionnaireRequests.createdAt), desc(questionnaireRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questionnaireRequests).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const updateQuestionnaireRequestRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewQuestionnaireRequestRow>,
): Promise<QuestionnaireRequestRow | null> =>
  (
    await db
      .update(questionnaireRequests)
      .set({ ...patch, updatedAt: new Date() })
      .where(inOrg(organizationId, id))
      .returning()
  )[0] ?? null;

/** Names and sizes of the organisation's evidence files, for the answers that point at them. */
export const findEvidenceFiles = async (
  db: Executor,
  organizationId: string,
  ids: readonly string[],
): Promise<{ id: string; fileName: string; sizeBytes: number }[]> =>
  ids.length === 0
    ? []
    : db
        .select({ id: evidence.id, fileName: evidence.fileName, sizeBytes: evidence.sizeBytes })
        .from(evidence)
        .where(and(eq(evidence.organizationId, organizationId), inArray(evidence.id, [...ids])));

/** The vendor's most recently accepted questionnaire response, as its assessment reads it. */
export const latestAcceptedVendorResponse = async (
  db: Executor,
  organizationId: string,
  vendorId: string,
): Promise<{
  requestId: string;
  title: string;
  versionLabel: string | null;
  score: number | null;
  acceptedAt: Date;
} | null> => {
  const [row] = await db
    .select({
      requestId: questionnaireRequests.id,
      title: questionnaires.title,
      versionLabel: questionnaireRequests.versionLabel,
      score: questionnaireRequests.score,
      acceptedAt: questionnaireRequests.reviewedAt,
    })
    .from(questionnaireRequests)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireRequests.questionnaireId))
    .where(
      and(
        eq(questionnaireRequests.organizationId, organizationId),
        eq(questionnaireRequests.vendorId, vendorId),
        eq(questionnaireRequests.status, 'accepted'),
      ),
    )
    .orderBy(desc(questionnaireRequests.reviewedAt), desc(questionnaireRequests.id))
    .limit(1);
  return row && row.acceptedAt ? { ...row, acceptedAt: row.acceptedAt } : null;
};
