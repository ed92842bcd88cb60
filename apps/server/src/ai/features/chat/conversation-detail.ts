import {
  findConversation,
  listConversationMessages,
  type ChatMessageRow,
  type ConversationRecord,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';

/** The actor's own conversation with its messages; anyone else's is 404. */
export const conversationDetail = async (
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ conversation: ConversationRecord; messages: ChatMessageRow[] }> => {
  const conversation = await findConversation(db, actor.organizationId, actor.userId, id);
  if (!conversation) throw notFound('Conversation');
  return {
    conversation,
    messages: await listConversationMessages(db, actor.organizationId, conversation.id),
  };
};
