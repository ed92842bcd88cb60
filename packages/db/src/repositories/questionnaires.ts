import { and, count, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import { questionnaireMembers, questionnaires, users } from '../schema/index.ts';
import { insertMany } from './batch.ts';
import { questionnaireResponseColumns } from './questionnaire-requests.ts';
import { likePattern, nextCursor, orderBy, pageWindow, type PageQuery } from './list-helpers.ts';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type NewQuestionnaireRow = typeof questionnaires.$inferInsert;
/** A row with the names of who made it and who last changed it, as the API shows it. */
export type QuestionnaireRecord = QuestionnaireRow & {
  createdByName: string | null;
  lastEditedByName: string | null;
  /** Responses from recipients (questionnaire-requests.ts). */
  responseCount: number;
  completionRate: number;
};

const creator = alias(users, 'creator');
const editor = alias(users, 'editor');
const withPeople = {
  ...getTableColumns(questionnaires),
  createdByName: creator.name,
  lastEditedByName: editor.name,
  ...questionnaireResponseColumns(questionnaires.id),
};
const selectWithPeople = (db: Executor) =>
  db
    .select(withPeople)
    .from(questionnaires)
    .leftJoin(creator, eq(creator.id, questionnaires.createdBy))
    .leftJoin(editor, eq(editor.id, questionnaires.lastEditedBy));

export const QUESTIONNAIRE_SORT = {
  createdAt: questionnaires.createdAt,
  updatedAt: questionnaires.updatedAt,
  title: sql`lower(${questionnaires.title})`,
  status: questionnaires.status,
} as const;
export type QuestionnaireSortBy = keyof typeof QUESTIONNAIRE_SORT;

export type QuestionnaireFilter = {
  search?: string;
  status?: string[];
  category?: string;
  tag?: string;
};

const filterSql = (organizationId: string, f: QuestionnaireFilter): SQL => {
  const parts: (SQL | undefined)[] = [eq(questionnaires.organizationId, organizationId)];
  if (f.status?.length) parts.push(inArray(questionnaires.status, f.status));
  // Categories and tags are typed by people: matched without regard to case.
  if (f.category) parts.push(sql`lower(${questionnaires.category}) = lower(${f.category})`);
  if (f.tag) {
    parts.push(
      sql`exists (select 1 from unnest(${questionnaires.tags}) t where lower(t) = lower(${f.tag}))`,
    );
  }
  if (f.search) {
    const text = sql`(${questionnaires.title} || ' ' || ${questionnaires.description})`;
    parts.push(sql`${text} ilike ${likePattern(f.search)}`);
  }
  return and(...parts)!;
};

/**
 * Who is listing: a private questionnaire shows only to its creator, to those who see every one
 * (organisation admins) and to people whose invitation to it is accepted.
 */
export type QuestionnaireViewer = { userId: string; seesPrivate: boolean };

const visibleTo = (viewer: QuestionnaireViewer): SQL | undefined =>
  viewer.seesPrivate
    ? undefined
    : sql`(${questionnaires.visibility} <> 'private' or ${questionnaires.createdBy} = ${viewer.userId} or exists (
        select 1 from ${questionnaireMembers}
        where ${questionnaireMembers.questionnaireId} = ${questionnaires.id}
          and ${questionnaireMembers.userId} = ${viewer.userId}
          and ${questionnaireMembers.status} = 'active'))`;

export const listQuestionnaires = async (
  db: Executor,
  organizationId: string,
  q: QuestionnaireFilter &
    PageQuery & { sortBy: QuestionnaireSortBy; sortDirection: 'asc' | 'desc' },
  viewer?: QuestionnaireViewer,
) => {
  const where = and(filterSql(organizationId, q), viewer ? visibleTo(viewer) : undefined)!;
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    selectWithPeople(db)
      .where(where)
      .orderBy(
        ...orderBy(QUESTIONNAIRE_SORT[q.sortBy] as never, questionnaires.id, q.sortDirection),
      )
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(questionnaires).where(where),
  ]);
  return { rows, total: Number(total), nextCursor: nextCursor(offset, rows.length, Number(total)) };
};

export const findQuestionnaire = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<QuestionnaireRecord | null> =>
  (
    await selectWithPeople(db)
      .where(and(eq(questionnaires.organizationId, organizationId), eq(questionnaires.id, id)))
      .limit(1)
  )[0] ?? null;

/** The row locked for the transaction: two edits at once never start from the same read. */
export const lockQuestionnaire = async (
  tx: Executor,
  organizationId: string,
  id: string,
): Promise<QuestionnaireRow | null> =>
  (
    await tx
      .select()
      .from(questionnaires)
      .where(and(eq(questionnaires.organizationId, organizationId), eq(questionnaires.id, id)))
      .limit(1)
      .for('no key update')
  )[0] ?? null;

export const insertQuestionnaire = async (
  db: Executor,
  row: NewQuestionnaireRow,
): Promise<QuestionnaireRow> => (await db.insert(questionnaires).values(row).returning())[0]!;

/** Many questionnaires in one statement (an import). */
export const insertQuestionnaires = (
  db: Executor,
  rows: NewQuestionnaireRow[],
): Promise<QuestionnaireRow[]> => insertMany(db, questionnaires, rows);

export const updateQuestionnaireRow = async (
  db: Executor,
  organizationId: string,
  id: string,
  patch: Partial<NewQuestionnaireRow>,
): Promise<QuestionnaireRow | null> =>
  (
    await db
      .update(questionnaires)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(questionnaires.organizationId, organizationId), eq(questionnaires.id, id)))
      .returning()
  )[0] ?? null;

export const deleteQuestionnaireRow = async (
  db: Executor,
  organizationId: string,
  id: string,
): Promise<QuestionnaireRow | null> =>
  (
    await db
      .delete(questionnaires)
      .where(and(eq(questionnaires.organizationId, organizationId), eq(questionnaires.id, id)))
      .returning()
  )[0] ?? null;
