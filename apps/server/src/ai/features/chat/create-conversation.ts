import { DEFAULT_CONVERSATION_TITLE, type CreateConversationBody } from '@rampart/contracts';
import { insertConversation, newId, type ConversationRecord, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';

/**
 * A new conversation of the actor. Conversations are private notes of one person, not records
 * of the organisation, so they are not in the audit log; the AI usage log records each answer.
 */
export const createConversation = async ({
  actor,
  input,
  db,
}: {
  actor: Actor;
  input: CreateConversationBody;
  db: Db;
}): Promise<ConversationRecord> => {
  const row = await insertConversation(db, {
    id: newId('cnv'),
    organizationId: actor.organizationId,
    userId: actor.userId,
    title: input.title ?? DEFAULT_CONVERSATION_TITLE,
  });
  return { ...row, messageCount: 0 };
};
