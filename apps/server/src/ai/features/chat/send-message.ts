import type { FastifyBaseLogger } from 'fastify';
import type { ModelMessage } from 'ai';
import { AI_MESSAGES, DEFAULT_CONVERSATION_TITLE, type ChatStreamEvent } from '@rampart/contracts';
import {
  insertChatMessages,
  listConversationMessages,
  newId,
  updateConversationRow,
  type ChatMessageRow,
  type ConversationRecord,
  type Db,
} from '@rampart/db';
import {
  CHAT_HISTORY_MESSAGES,
  chatHistoryWindow,
  conversationTitle,
  type ChatIntent,
} from '@rampart/domain';
import type { Actor } from '../../../auth/actor.ts';
import type { AiService } from '../../service.ts';
import { modelRun, offlineRun, type AnswerRun, type RunOutcome } from './answer-runs.ts';
import { readSources, type StoredSources } from './conversation.presenter.ts';

export type SendMessageOptions = {
  actor: Actor;
  conversation: ConversationRecord;
  question: string;
  db: Db;
  ai: AiService;
  log: FastifyBaseLogger;
  /** Aborted when the client goes away: the answer stops and what was produced is kept. */
  signal: AbortSignal;
};

/** The offline intent of the conversation's last answer, for follow-up questions. */
const previousIntent = (history: ChatMessageRow[]): ChatIntent | null => {
  const last = history.findLast((m) => m.role === 'assistant');
  const query = (last?.sources as { query?: unknown } | null)?.query;
  return query && typeof query === 'object' && typeof (query as ChatIntent).kind === 'string'
    ? (query as ChatIntent)
    : null;
};

const promptMessages = (history: ChatMessageRow[], question: string): ModelMessage[] =>
  chatHistoryWindow([
    ...history.map((m) => ({
      role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const),
      content: m.content,
      failed: readSources(m.sources).status === 'failed',
    })),
    { role: 'user' as const, content: question },
  ]).map(({ role, content }) => ({ role, content }));

/**
 * Answers a question in a conversation as a stream of events: `start`, the answer's text as
 * `delta`s while it is produced, then `done` (or `error` with the spec's apology). The question
 * and the answer are stored together, in one transaction, once the answer has ended; an
 * answer cut short by the client leaving is stored as far as it got, marked interrupted.
 */
export async function* sendMessage(o: SendMessageOptions): AsyncGenerator<ChatStreamEvent> {
  const { actor, conversation, question, db, ai } = o;
  const receivedAt = new Date();
  const userMessageId = newId('msg');
  // Enough history for the window even when some answers failed and are left out.
  const history = await listConversationMessages(db, actor.organizationId, conversation.id, {
    last: CHAT_HISTORY_MESSAGES * 3,
  });
  yield {
    type: 'start',
    data: { conversationId: conversation.id, userMessageId, engine: ai.engine },
  };

  const common = { ai, db, actor, question, now: receivedAt, log: o.log, signal: o.signal };
  const run: AnswerRun =
    ai.engine === 'offline'
      ? offlineRun({ ...common, previous: previousIntent(history) })
      : modelRun({ ...common, messages: promptMessages(history, question) });

  let text = '';
  let aborted = false;
  let failure: unknown = null;
  try {
    for await (const chunk of run.chunks) {
      text += chunk;
      yield { type: 'delta', data: { text: chunk } };
      // Checked between chunks: stopping the reader ends the model call too.
      if (o.signal.aborted) {
        aborted = true;
        break;
      }
    }
  } catch (err) {
    // The client left while the model was still being asked: stopped, not failed.
    if (o.signal.aborted) aborted = true;
    else failure = err ?? new Error('answer failed');
  }
  const outcome = await run.finish({ text, aborted, failure });
  yield await store(o, { userMessageId, receivedAt, text, outcome });
}

const store = async (
  o: SendMessageOptions,
  a: { userMessageId: string; receivedAt: Date; text: string; outcome: RunOutcome },
): Promise<ChatStreamEvent> => {
  const { actor, conversation, db } = o;
  const { outcome } = a;
  const content = outcome.status === 'failed' ? AI_MESSAGES.chatApology : a.text;
  const title =
    conversation.messageCount === 0 && conversation.title === DEFAULT_CONVERSATION_TITLE
      ? conversationTitle(o.question)
      : conversation.title;
  const messageId = newId('msg');
  // The answer sorts after its question even when both land in the same millisecond.
  const answeredAt = new Date(Math.max(Date.now(), a.receivedAt.getTime() + 1));
  const sources: StoredSources & { query: ChatIntent | null } = {
    items: outcome.sources,
    intent: outcome.intent?.kind ?? null,
    query: outcome.intent,
    tools: outcome.tools,
    status: outcome.status,
    errorCode: outcome.errorCode,
  };
  let stored = true;
  try {
    await db.transaction(async (tx) => {
      const base = { organizationId: actor.organizationId, conversationId: conversation.id };
      await insertChatMessages(tx, [
        {
          ...base,
          id: a.userMessageId,
          role: 'user',
          content: o.question,
          createdAt: a.receivedAt,
        },
        {
          ...base,
          id: messageId,
          role: 'assistant',
          content,
          engine: outcome.engine,
          confidence: outcome.confidence,
          sources,
          createdAt: answeredAt,
        },
      ]);
      await updateConversationRow(tx, actor.organizationId, actor.userId, conversation.id, {
        title,
        updatedAt: answeredAt,
      });
    });
  } catch (err) {
    // The conversation was deleted meanwhile, or the database failed: the answer was shown
    // but could not be kept.
    o.log.error({ err, conversationId: conversation.id }, 'could not store a chat answer');
    stored = false;
  }
  if (outcome.status === 'failed' || !stored) {
    return {
      type: 'error',
      data: {
        message: AI_MESSAGES.chatApology,
        code: outcome.errorCode ?? 'INTERNAL_ERROR',
        messageId: stored ? messageId : null,
        title: stored ? title : null,
      },
    };
  }
  return {
    type: 'done',
    data: {
      messageId,
      engine: outcome.engine,
      confidence: outcome.confidence,
      sources: outcome.sources,
      intent: outcome.intent?.kind ?? null,
      tools: outcome.tools,
      status: outcome.status,
      title,
    },
  };
};
