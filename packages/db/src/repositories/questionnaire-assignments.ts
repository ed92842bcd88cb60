import { and, asc, count, eq, getTableColumns, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import { memberships, questionnaireAssignments, questionnaires, users } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type QuestionnaireAssignmentRow = typeof questionnaireAssignments.$inferSelect;
export type NewQuestionnaireAssignmentRow = typeof questionnaireAssignments.$inferInsert;
/** An assignment with its assignee's and maker's names. */
export type QuestionnaireAssignmentRecord = QuestionnaireAssignmentRow & {
  assigneeName: string;
  assigneeEmail: string;
  createdByName: string | null;
};

const assignee = alias(users, 'assignee');
const maker = alias(users, 'maker');
const selectAssignments = (db: Executor) =>
  db
    .select({
      ...getTableColumns(questionnaireAssignments),
      assigneeName: assignee.name,
      assigneeEmail: assignee.email,
      createdByName: maker.name,
    })
    .from(questionnaireAssignments)
    .innerJoin(assignee, eq(assignee.id, questionnaireAssignments.assigneeId))
    .leftJoin(maker, eq(maker.id, questionnaireAssignments.createdBy));

const ofQuestionnaire = (organizationId: string, questionnaireId: string) =>
  and(
    eq(questionnaireAssignments.organizationId, organizationId),
    eq(questionnaireAssignments.questionnaireId, questionnaireId),
  )!;

/** One page of a questionnaire's assignments, oldest first. */
export const listQuestionnaireAssignments = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  q: PageQuery,
): Promise<{ rows: QuestionnaireAssignmentRecord[]; total: number; nextCursor: string | null }> => {
  const where = ofQuestionnaire(organizationId, questionnaireId);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectAssignments(db)
      .where(where)
      .orderBy(asc(questionnaireAssignments.createdAt), asc(questionnaireAssignments.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questionnaireAssignments).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findQuestionnaireAssignment = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  id: string,
): Promise<QuestionnaireAssignmentRecord | null> =>
  (
    await selectAssignments(db)
      .where(
        and(ofQuestionnaire(organizationId, questionnaireId), eq(questionnaireAssignments.id, id)),
      )
      .limit(1)
  )[0] ?? null;

export const insertQuestionnaireAssignment = async (
  db: Executor,
  row: NewQuestionnaireAssignmentRow,
): Promise<QuestionnaireAssignmentRow> =>
  (await db.insert(questionnaireAssignments).values(row).returning())[0]!;

export const updateQuestionnaireAssignmentRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<Omit<NewQuestionnaireAssignmentRow, 'id' | 'organizationId' | 'questionnaireId'>>,
): Promise<QuestionnaireAssignmentRow | null> =>
  (
    await db
      .update(questionnaireAssignments)
      .set(patch)
      .where(
        and(
          eq(questionnaireAssignments.organizationId, organizationId),
          eq(questionnaireAssignments.id, id),
        ),
      )
      .returning()
  )[0] ?? null;

export const deleteQuestionnaireAssignmentRow = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<QuestionnaireAssignmentRow | null> =>
  (
    await db
      .delete(questionnaireAssignments)
      .where(
        and(
          eq(questionnaireAssignments.organizationId, organizationId),
          eq(questionnaireAssignments.id, id),
        ),
      )
      .returning()
  )[0] ?? null;

/**
 * A person's open assignments in the organisation, soonest due first (no date last), with
 * what the caller needs to tell whether the questionnaire is still theirs to see. All of them:
 * the caller leaves out those it may not see before it pages.
 */
export const listOpenAssignmentsOf = (db: Executor, organizationId: string, userId: string) =>
  db
    .select({
      assignment: questionnaireAssignments,
      questionnaire: {
        id: questionnaires.id,
        title: questionnaires.title,
        status: questionnaires.status,
        structure: questionnaires.structure,
        createdBy: questionnaires.createdBy,
        visibility: questionnaires.visibility,
        allowDownload: questionnaires.allowDownload,
      },
    })
    .from(questionnaireAssignments)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireAssignments.questionnaireId))
    .where(
      and(
        eq(questionnaireAssignments.organizationId, organizationId),
        eq(questionnaires.organizationId, organizationId),
        eq(questionnaireAssignments.assigneeId, userId),
        isNull(questionnaireAssignments.completedAt),
      ),
    )
    .orderBy(
      sql`${questionnaireAssignments.dueDate} asc nulls last`,
      asc(questionnaireAssignments.createdAt),
      asc(questionnaireAssignments.id),
    );

/** One reminder sweep at a time across processes: a lock held until the transaction ends. */
export const tryAssignmentReminderLock = async (tx: Executor): Promise<boolean> => {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('rampart.questionnaire-reminders')) as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
};

/**
 * Open assignments with reminders on, not yet due, with a reminder to send (the domain's
 * dueReminders, said in SQL to find the rows), across organisations, locked for this sweep.
 */
export const claimRemindableAssignments = (tx: Executor, now: Date, limit: number) =>
  tx
    .select({
      assignment: questionnaireAssignments,
      assigneeName: users.name,
      assigneeEmail: users.email,
      questionnaireTitle: questionnaires.title,
      structure: questionnaires.structure,
      /** What the sweep needs to check the assignee may still edit it. */
      questionnaire: {
        id: questionnaires.id,
        createdBy: questionnaires.createdBy,
        visibility: questionnaires.visibility,
        status: questionnaires.status,
        allowDownload: questionnaires.allowDownload,
      },
      assigneeRole: memberships.role,
    })
    .from(questionnaireAssignments)
    .innerJoin(users, eq(users.id, questionnaireAssignments.assigneeId))
    // Someone no longer in the organisation is reminded of nothing.
    .innerJoin(
      memberships,
      and(
        eq(memberships.organizationId, questionnaireAssignments.organizationId),
        eq(memberships.userId, questionnaireAssignments.assigneeId),
      ),
    )
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireAssignments.questionnaireId))
    .where(
      and(
        eq(questionnaireAssignments.remindersOn, true),
        isNull(questionnaireAssignments.completedAt),
        isNotNull(questionnaireAssignments.dueDate),
        gt(questionnaireAssignments.dueDate, now),
        ne(questionnaires.status, 'archived'),
        // A reminder not yet sent whose time has come and fell after the assignment was made
        // (24-hour days, whatever the session's time zone).
        sql`exists (select 1 from unnest(${questionnaireAssignments.reminderDays}) d
          where not (d = any(${questionnaireAssignments.remindersSent}))
            and ${questionnaireAssignments.dueDate} - make_interval(hours => d * 24)
              <= ${now.toISOString()}::timestamptz
            and ${questionnaireAssignments.dueDate} - make_interval(hours => d * 24)
              >= ${questionnaireAssignments.createdAt})`,
      ),
    )
    .orderBy(asc(questionnaireAssignments.dueDate), asc(questionnaireAssignments.id))
    .limit(limit)
    .for('update', { of: questionnaireAssignments, skipLocked: true });
