import { type SQL, and, asc, eq, getTableColumns, inArray, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../client.ts';
import { questionnaireMembers, questionnaires, users } from '../schema/index.ts';

export type QuestionnaireMemberRow = typeof questionnaireMembers.$inferSelect;
export type NewQuestionnaireMemberRow = typeof questionnaireMembers.$inferInsert;
/** A member with the names the team list shows. */
export type QuestionnaireMemberRecord = QuestionnaireMemberRow & {
  name: string;
  email: string;
  invitedByName: string | null;
  approvedByName: string | null;
};

/** The role of a person's accepted invitation to a questionnaire, or null. */
export const findActiveMemberRole = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  userId: string,
): Promise<string | null> => {
  const [row] = await db
    .select({ role: questionnaireMembers.role })
    .from(questionnaireMembers)
    .where(
      and(
        eq(questionnaireMembers.organizationId, organizationId),
        eq(questionnaireMembers.questionnaireId, questionnaireId),
        eq(questionnaireMembers.userId, userId),
        eq(questionnaireMembers.status, 'active'),
      ),
    )
    .limit(1);
  return row?.role ?? null;
};

/** The person's accepted roles on several questionnaires at once (a list page), by id. */
export const findActiveMemberRoles = async (
  db: Executor,
  organizationId: string,
  userId: string,
  questionnaireIds: string[],
): Promise<Map<string, string>> => {
  if (questionnaireIds.length === 0) return new Map();
  const rows = await db
    .select({
      questionnaireId: questionnaireMembers.questionnaireId,
      role: questionnaireMembers.role,
    })
    .from(questionnaireMembers)
    .where(
      and(
        eq(questionnaireMembers.organizationId, organizationId),
        eq(questionnaireMembers.userId, userId),
        eq(questionnaireMembers.status, 'active'),
        inArray(questionnaireMembers.questionnaireId, questionnaireIds),
      ),
    );
  return new Map(rows.map((r) => [r.questionnaireId, r.role]));
};

const inviter = alias(users, 'inviter');
const approver = alias(users, 'approver');
const selectMembers = (db: Executor) =>
  db
    .select({
      ...getTableColumns(questionnaireMembers),
      name: users.name,
      email: users.email,
      invitedByName: inviter.name,
      approvedByName: approver.name,
    })
    .from(questionnaireMembers)
    .innerJoin(users, eq(users.id, questionnaireMembers.userId))
    .leftJoin(inviter, eq(inviter.id, questionnaireMembers.invitedBy))
    .leftJoin(approver, eq(approver.id, questionnaireMembers.approvedBy));

/** Everyone invited to the questionnaire, in the order they were invited. */
export const listQuestionnaireMembers = (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
): Promise<QuestionnaireMemberRecord[]> =>
  selectMembers(db)
    .where(
      and(
        eq(questionnaireMembers.organizationId, organizationId),
        eq(questionnaireMembers.questionnaireId, questionnaireId),
      ),
    )
    .orderBy(asc(questionnaireMembers.createdAt), asc(questionnaireMembers.id));

/** One invitation of the questionnaire picked by `which` (its id or its person). */
const findMemberWhere = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  which: SQL,
): Promise<QuestionnaireMemberRecord | null> =>
  (
    await selectMembers(db)
      .where(
        and(
          eq(questionnaireMembers.organizationId, organizationId),
          eq(questionnaireMembers.questionnaireId, questionnaireId),
          which,
        ),
      )
      .limit(1)
  )[0] ?? null;

export const findQuestionnaireMember = (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  memberId: string,
) => findMemberWhere(db, organizationId, questionnaireId, eq(questionnaireMembers.id, memberId));

/** The person's invitation to the questionnaire, whatever its status. */
export const findQuestionnaireMemberByUser = (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  userId: string,
) => findMemberWhere(db, organizationId, questionnaireId, eq(questionnaireMembers.userId, userId));

export const insertQuestionnaireMember = async (
  db: Executor,
  row: NewQuestionnaireMemberRow,
): Promise<QuestionnaireMemberRow> =>
  (await db.insert(questionnaireMembers).values(row).returning())[0]!;

export const updateQuestionnaireMember = async (
  db: Executor,
  organizationId: string,
  memberId: string,
  patch: Partial<Omit<NewQuestionnaireMemberRow, 'id' | 'organizationId' | 'questionnaireId'>>,
): Promise<QuestionnaireMemberRow | null> =>
  (
    await db
      .update(questionnaireMembers)
      .set(patch)
      .where(
        and(
          eq(questionnaireMembers.organizationId, organizationId),
          eq(questionnaireMembers.id, memberId),
        ),
      )
      .returning()
  )[0] ?? null;

export const deleteQuestionnaireMember = async (
  db: Executor,
  organizationId: string,
  memberId: string,
): Promise<QuestionnaireMemberRow | null> =>
  (
    await db
      .delete(questionnaireMembers)
      .where(
        and(
          eq(questionnaireMembers.organizationId, organizationId),
          eq(questionnaireMembers.id, memberId),
        ),
      )
      .returning()
  )[0] ?? null;

/** Approves every invitation still waiting (approval is no longer asked for); their ids. */
export const approveWaitingQuestionnaireMembers = async (
  db: Executor,
  organizationId: string,
  questionnaireId: string,
  approvedBy: string,
  approvedAt: Date,
): Promise<string[]> =>
  (
    await db
      .update(questionnaireMembers)
      .set({ approvedBy, approvedAt })
      .where(
        and(
          eq(questionnaireMembers.organizationId, organizationId),
          eq(questionnaireMembers.questionnaireId, questionnaireId),
          eq(questionnaireMembers.status, 'pending'),
          isNull(questionnaireMembers.approvedAt),
        ),
      )
      .returning({ id: questionnaireMembers.id })
  ).map((r) => r.id);

/** A person's pending invitations in one organisation, oldest first, with what they are to. */
export const listPendingInvitationsForUser = (
  db: Executor,
  organizationId: string,
  userId: string,
) =>
  db
    .select({
      id: questionnaireMembers.id,
      questionnaireId: questionnaireMembers.questionnaireId,
      questionnaireTitle: questionnaires.title,
      role: questionnaireMembers.role,
      invitedBy: questionnaireMembers.invitedBy,
      invitedByName: inviter.name,
      createdAt: questionnaireMembers.createdAt,
      approvedAt: questionnaireMembers.approvedAt,
    })
    .from(questionnaireMembers)
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireMembers.questionnaireId))
    .leftJoin(inviter, eq(inviter.id, questionnaireMembers.invitedBy))
    .where(
      and(
        eq(questionnaireMembers.organizationId, organizationId),
        eq(questionnaireMembers.userId, userId),
        eq(questionnaireMembers.status, 'pending'),
      ),
    )
    .orderBy(asc(questionnaireMembers.createdAt), asc(questionnaireMembers.id));
