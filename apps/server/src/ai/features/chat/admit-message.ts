import type { FastifyBaseLogger } from 'fastify';
import type { ChatStreamEvent } from '@rampart/contracts';
import { findConversation, type Db } from '@rampart/db';
import type { Actor } from '../../../auth/actor.ts';
import { notFound } from '../../../errors.ts';
import type { AiService } from '../../service.ts';
import { sendMessage } from './send-message.ts';

/** The answer to stream, once admitted; the signal is the open stream's. */
export type AdmittedAnswer = (signal: AbortSignal) => AsyncGenerator<ChatStreamEvent>;

/**
 * Does every check that can refuse a question before its answer streams: the conversation must
 * be the actor's (404) and, on the offline engine, within the organisation's limit (429). The
 * route opens the event stream only after this, so a refusal is a plain JSON answer.
 */
export const admitMessage = async ({
  actor,
  id,
  question,
  db,
  ai,
  log,
}: {
  actor: Actor;
  id: string;
  question: string;
  db: Db;
  ai: AiService;
  log: FastifyBaseLogger;
}): Promise<AdmittedAnswer> => {
  const conversation = await findConversation(db, actor.organizationId, actor.userId, id);
  if (!conversation) throw notFound('Conversation');
  // A model engine's guard takes the limits on each call instead.
  await ai.admitOffline({ actor, feature: 'chat' });
  return (signal) => sendMessage({ actor, conversation, question, db, ai, log, signal });
};
