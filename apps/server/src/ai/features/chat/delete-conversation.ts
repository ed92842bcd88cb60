import { deleteConversationRow, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';

/** Deletes the actor's conversation with its messages; returns its id. */
export const deleteConversation = async ({
  actor,
  id,
  db,
}: {
  actor: Actor;
  id: string;
  db: Db;
}): Promise<string> => {
  const row = await deleteConversationRow(db, actor.organizationId, actor.userId, id);
  if (!row) throw notFound('Conversation');
  return row.id;
};
