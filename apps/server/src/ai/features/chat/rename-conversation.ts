import type { RenameConversationBody } from '@rampart/contracts';
import {
  findConversation,
  updateConversationRow,
  type ConversationRecord,
  type Db,
} from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';

export const renameConversation = async ({
  actor,
  id,
  input,
  db,
}: {
  actor: Actor;
  id: string;
  input: RenameConversationBody;
  db: Db;
}): Promise<ConversationRecord> => {
  const row = await updateConversationRow(db, actor.organizationId, actor.userId, id, {
    // A new name is not new activity: the list keeps its order.
    title: input.title,
  });
  if (!row) throw notFound('Conversation');
  return (await findConversation(db, actor.organizationId, actor.userId, id))!;
};
