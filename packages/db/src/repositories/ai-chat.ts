import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { aiConversations, aiMessages } from '../schema/index.ts';
import { nextCursor, pageWindow, type PageQuery } from './list-helpers.ts';

/**
 * ARIA chat: conversations (one owner each; every query is scoped to the organisation AND the
 * owner, so another member's conversation is "not found") and their messages. What the
 * answers read is in chat-lookups.ts.
 */

export type ConversationRow = typeof aiConversations.$inferSelect;
export type ChatMessageRow = typeof aiMessages.$inferSelect;
export type NewChatMessageRow = typeof aiMessages.$inferInsert;
export type ConversationRecord = ConversationRow & { messageCount: number };

const owned = (organizationId: string, userId: string): SQL =>
  and(eq(aiConversations.organizationId, organizationId), eq(aiConversations.userId, userId))!;

const withCount = {
  ...getTableColumns(aiConversations),
  messageCount: sql<number>`(select count(*)::int from ${aiMessages} m where m.conversation_id = "ai_conversations"."id")`,
};

const toRecord = (r: ConversationRow & { messageCount: unknown }): ConversationRecord => ({
  ...r,
  messageCount: Number(r.messageCount),
});

/** The owner's conversations, most recently active first. */
export const listConversations = async (
  db: Executor,
  organizationId: string,
  userId: string,
  q: PageQuery,
) => {
  const where = owned(organizationId, userId);
  const { offset, limit } = pageWindow(q);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select(withCount)
      .from(aiConversations)
      .where(where)
      .orderBy(desc(aiConversations.updatedAt), desc(aiConversations.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(aiConversations).where(where),
  ]);
  return {
    rows: rows.map(toRecord),
    total: Number(total),
    nextCursor: nextCursor(offset, rows.length, Number(total)),
  };
};

export const findConversation = async (
  db: Executor,
  organizationId: string,
  userId: string,
  id: string,
): Promise<ConversationRecord | null> => {
  const [row] = await db
    .select(withCount)
    .from(aiConversations)
    .where(and(owned(organizationId, userId), eq(aiConversations.id, id)))
    .limit(1);
  return row ? toRecord(row) : null;
};

export const insertConversation = async (
  db: Executor,
  row: typeof aiConversations.$inferInsert,
): Promise<ConversationRow> => (await db.insert(aiConversations).values(row).returning())[0]!;

export const updateConversationRow = async (
  db: Executor,
  organizationId: string,
  userId: string,
  id: string,
  patch: { title?: string; updatedAt?: Date },
): Promise<ConversationRow | null> =>
  (
    await db
      .update(aiConversations)
      .set(patch)
      .where(and(owned(organizationId, userId), eq(aiConversations.id, id)))
      .returning()
  )[0] ?? null;

/** Deletes the conversation and (by cascade) its messages. */
export const deleteConversationRow = async (
  db: Executor,
  organizationId: string,
  userId: string,
  id: string,
): Promise<ConversationRow | null> =>
  (
    await db
      .delete(aiConversations)
      .where(and(owned(organizationId, userId), eq(aiConversations.id, id)))
      .returning()
  )[0] ?? null;

/** A conversation's messages, oldest first; `last` keeps only the newest n. */
export const listConversationMessages = async (
  db: Executor,
  organizationId: string,
  conversationId: string,
  opts: { last?: number } = {},
): Promise<ChatMessageRow[]> => {
  const rows = await db
    .select()
    .from(aiMessages)
    .where(
      and(
        eq(aiMessages.organizationId, organizationId),
        eq(aiMessages.conversationId, conversationId),
      ),
    )
    .orderBy(desc(aiMessages.createdAt), desc(aiMessages.id))
    .limit(opts.last ?? 1000);
  return rows.reverse();
};

export const insertChatMessages = async (db: Executor, rows: NewChatMessageRow[]) =>
  rows.length === 0 ? [] : db.insert(aiMessages).values(rows).returning();
