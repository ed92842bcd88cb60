import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { questionnaireLinks, users } from '../schema/index.ts';

export type QuestionnaireLinkRow = typeof questionnaireLinks.$inferSelect;
export type NewQuestionnaireLinkRow = typeof questionnaireLinks.$inferInsert;
export type QuestionnaireLinkRecord = QuestionnaireLinkRow & { createdByName: string | null };

const selectLinks = (db: Executor) =>
  db
    .select({ ...getTableColumns(questionnaireLinks), createdByName: users.name })
    .from(questionnaireLinks)
    .leftJoin(users, eq(users.id, questionnaireLinks.createdBy));

/** A questionnaire's share links, newest first. */
export const listQuestionnaireLinks = (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
): Promise<QuestionnaireLinkRecord[]> =>
  selectLinks(db)
    .where(
      and(
        eq(questionnaireLinks.organizationId, organizationId),
        eq(questionnaireLinks.questionnaireId, questionnaireId),
      ),
    )
    .orderBy(desc(questionnaireLinks.createdAt), desc(questionnaireLinks.id));

export const findQuestionnaireLink = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  linkId: string,
): Promise<QuestionnaireLinkRecord | null> =>
  (
    await selectLinks(db)
      .where(
        and(
          eq(questionnaireLinks.organizationId, organizationId),
          eq(questionnaireLinks.questionnaireId, questionnaireId),
          eq(questionnaireLinks.id, linkId),
        ),
      )
      .limit(1)
  )[0] ?? null;

/**
 * The link whose token hashes to `tokenHash`. The token is the only proof a visitor has, so
 * this is the one lookup not scoped by an organisation: the row found names its own.
 */
export const findQuestionnaireLinkByTokenHash = async (
  db: Executor,
  tokenHash: string,
): Promise<QuestionnaireLinkRow | null> =>
  (
    await db
      .select()
      .from(questionnaireLinks)
      .where(eq(questionnaireLinks.tokenHash, tokenHash))
      .limit(1)
  )[0] ?? null;

/** A link by its id in its organisation (a share grant names both). */
export const findQuestionnaireLinkById = async (
  db: Executor,
  organizationId: string,
  linkId: string,
): Promise<QuestionnaireLinkRow | null> =>
  (
    await db
      .select()
      .from(questionnaireLinks)
      .where(
        and(
          eq(questionnaireLinks.organizationId, organizationId),
          eq(questionnaireLinks.id, linkId),
        ),
      )
      .limit(1)
  )[0] ?? null;

export const insertQuestionnaireLink = async (
  db: Executor,
  row: NewQuestionnaireLinkRow,
): Promise<QuestionnaireLinkRow> =>
  (await db.insert(questionnaireLinks).values(row).returning())[0]!;

export const updateQuestionnaireLink = async (
  db: Executor,
  organizationId: string,
  linkId: string,
  patch: Partial<Pick<NewQuestionnaireLinkRow, 'name' | 'isActive' | 'expiresAt'>>,
): Promise<QuestionnaireLinkRow | null> =>
  (
    await db
      .update(questionnaireLinks)
      .set(patch)
      .where(
        and(
          eq(questionnaireLinks.organizationId, organizationId),
          eq(questionnaireLinks.id, linkId),
        ),
      )
      .returning()
  )[0] ?? null;

export const deleteQuestionnaireLink = async (
  db: Executor,
  organizationId: string,
  linkId: string,
): Promise<QuestionnaireLinkRow | null> =>
  (
    await db
      .delete(questionnaireLinks)
      .where(
        and(
          eq(questionnaireLinks.organizationId, organizationId),
          eq(questionnaireLinks.id, linkId),
        ),
      )
      .returning()
  )[0] ?? null;

/** One more opening of the link (§3 accessCount, lastAccessed), counted in the database. */
export const recordQuestionnaireLinkAccess = async (
  db: Executor,
  organizationId: string,
  linkId: string,
  at: Date,
): Promise<void> => {
  await db
    .update(questionnaireLinks)
    .set({ accessCount: sql`${questionnaireLinks.accessCount} + 1`, lastAccessedAt: at })
    .where(
      and(eq(questionnaireLinks.organizationId, organizationId), eq(questionnaireLinks.id, linkId)),
    );
};
