import { and, count, desc, eq, getTableColumns } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import { questionnaireVersions, users } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

export type QuestionnaireVersionRow = typeof questionnaireVersions.$inferSelect;
export type NewQuestionnaireVersionRow = typeof questionnaireVersions.$inferInsert;
/** A version with the names the list shows: who made it, its parent's and its source's labels. */
export type QuestionnaireVersionRecord = QuestionnaireVersionRow & {
  createdByName: string | null;
  parentLabel: string | null;
  restoredFromLabel: string | null;
};
/** The same without its questions, as a list carries it. */
export type QuestionnaireVersionSummary = Omit<QuestionnaireVersionRecord, 'structure'>;

const maker = alias(users, 'maker');
const parent = alias(questionnaireVersions, 'parent');
const source = alias(questionnaireVersions, 'source');

const { structure, ...summaryColumns } = getTableColumns(questionnaireVersions);
const names = {
  createdByName: maker.name,
  parentLabel: parent.label,
  restoredFromLabel: source.label,
};

const selectVersions = <T extends typeof summaryColumns>(db: Executor, columns: T) =>
  db
    .select({ ...columns, ...names })
    .from(questionnaireVersions)
    .leftJoin(maker, eq(maker.id, questionnaireVersions.createdBy))
    .leftJoin(parent, eq(parent.id, questionnaireVersions.parentVersionId))
    .leftJoin(source, eq(source.id, questionnaireVersions.restoredFromId));

const ofQuestionnaire = (organizationId: string, questionnaireId: string) =>
  and(
    eq(questionnaireVersions.organizationId, organizationId),
    eq(questionnaireVersions.questionnaireId, questionnaireId),
  )!;

/** One page of a questionnaire's versions, newest first. */
export const listQuestionnaireVersions = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  q: PageQuery,
): Promise<{ rows: QuestionnaireVersionSummary[]; total: number; nextCursor: string | null }> => {
  const where = ofQuestionnaire(organizationId, questionnaireId);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectVersions(db, summaryColumns)
      .where(where)
      .orderBy(desc(questionnaireVersions.createdAt), desc(questionnaireVersions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questionnaireVersions).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findQuestionnaireVersion = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  id: string,
): Promise<QuestionnaireVersionRecord | null> =>
  (
    await selectVersions(db, { ...summaryColumns, structure })
      .where(
        and(ofQuestionnaire(organizationId, questionnaireId), eq(questionnaireVersions.id, id)),
      )
      .limit(1)
  )[0] ?? null;

export const findCurrentQuestionnaireVersion = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
): Promise<QuestionnaireVersionRow | null> =>
  (
    await db
      .select()
      .from(questionnaireVersions)
      .where(
        and(
          ofQuestionnaire(organizationId, questionnaireId),
          eq(questionnaireVersions.isCurrent, true),
        ),
      )
      .limit(1)
  )[0] ?? null;

export const countQuestionnaireVersions = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
): Promise<number> =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(questionnaireVersions)
        .where(ofQuestionnaire(organizationId, questionnaireId))
    )[0]?.n ?? 0,
  );

/** §4: before a new version is made current, no other one is. */
export const clearCurrentQuestionnaireVersion = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
): Promise<void> => {
  await db
    .update(questionnaireVersions)
    .set({ isCurrent: false })
    .where(
      and(
        ofQuestionnaire(organizationId, questionnaireId),
        eq(questionnaireVersions.isCurrent, true),
      ),
    );
};

export const insertQuestionnaireVersion = async (
  db: Executor,
  row: NewQuestionnaireVersionRow,
): Promise<QuestionnaireVersionRow> =>
  (await db.insert(questionnaireVersions).values(row).returning())[0]!;
