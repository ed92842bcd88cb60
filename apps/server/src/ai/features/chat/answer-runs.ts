import type { FastifyBaseLogger } from 'fastify';
import type { ModelMessage } from 'ai';
import type { AiEngine, ChatMessageStatus, ChatSource } from '@rampart/contracts';
import type { Db } from '@rampart/db';
import { aiConfidence, chatSystemPrompt, citedSources, type ChatIntent } from '@rampart/domain';
import type { Actor } from '../../../auth/actor.ts';
import { AppError } from '../../../errors.ts';
import type { AiService, AiStream } from '../../service.ts';
import { answerOffline, type OfflineAnswer } from './answer-offline.ts';
import { loadChatContext } from './chat-context.ts';
import { chatTools, type ToolLog } from './chat-tools.ts';

/** How an answer ended: what is stored with it and sent in the last event. */
export type RunOutcome = {
  engine: AiEngine;
  confidence: number | null;
  sources: ChatSource[];
  intent: ChatIntent | null;
  tools: string[];
  status: ChatMessageStatus;
  errorCode: string | null;
};

/**
 * One answer in the making: `chunks` yields its text as it is produced (a failure throws);
 * `finish` is called once the reader is done with it (to the end, on a failure, or because
 * the client left), and says how it ended.
 */
export type AnswerRun = {
  chunks: AsyncGenerator<string>;
  finish(end: { text: string; aborted: boolean; failure: unknown }): Promise<RunOutcome>;
};

export const errorCodeOf = (err: unknown): string =>
  err instanceof AppError ? err.code : 'INTERNAL_ERROR';

const failed = (engine: AiEngine, errorCode: string): RunOutcome => ({
  engine,
  confidence: null,
  sources: [],
  intent: null,
  tools: [],
  status: 'failed',
  errorCode,
});

type RunOptions = {
  ai: AiService;
  db: Db;
  actor: Actor;
  question: string;
  now: Date;
  log: FastifyBaseLogger;
  /** Aborts when the client goes: the model call (and its retries and tool steps) stop too. */
  signal?: AbortSignal;
};

/** The offline engine: rules and retrieval, streamed a line at a time as the answer is built. */
export const offlineRun = (o: RunOptions & { previous: ChatIntent | null }): AnswerRun => {
  const started = Date.now();
  let result: OfflineAnswer | null = null;
  async function* chunks() {
    result = await answerOffline({
      db: o.db,
      organizationId: o.actor.organizationId,
      question: o.question,
      previous: o.previous,
      now: o.now,
    });
    const { lines } = result.answer;
    for (let i = 0; i < lines.length; i++) yield i < lines.length - 1 ? `${lines[i]}\n` : lines[i]!;
  }
  return {
    chunks: chunks(),
    async finish({ aborted, failure }) {
      const errorCode = failure ? errorCodeOf(failure) : null;
      if (failure) o.log.error({ err: failure }, 'offline chat answer failed');
      await o.ai
        .recordOffline({
          actor: o.actor,
          feature: 'chat',
          latencyMs: Date.now() - started,
          ...(errorCode ? { outcome: 'error' as const, errorCode } : {}),
        })
        .catch((err: unknown) => o.log.error({ err }, 'could not record offline AI usage'));
      if (failure || !result) return failed('offline', errorCode ?? 'INTERNAL_ERROR');
      const r: OfflineAnswer = result;
      return {
        engine: 'offline',
        confidence: aiConfidence({ engine: 'offline', dataPoints: r.answer.dataPoints }),
        sources: r.answer.sources,
        intent: r.intent,
        tools: [],
        status: aborted ? 'interrupted' : 'complete',
        errorCode: null,
      };
    },
  };
};

/**
 * A language model with the organisation's context, the conversation's last messages and
 * read-only tools. Failures (after the guard's retries) end in the apology; the guard has
 * recorded the usage row with the error.
 */
export const modelRun = (o: RunOptions & { messages: ModelMessage[] }): AnswerRun => {
  const toolLog: ToolLog = { tools: [], sources: [] };
  let contextSources: ChatSource[] = [];
  let stream: AiStream | null = null;
  async function* chunks() {
    const { context, sources } = await loadChatContext(o.db, o.actor.organizationId);
    contextSources = sources;
    stream = await o.ai.stream({
      actor: o.actor,
      feature: 'chat',
      system: chatSystemPrompt(context, o.now),
      messages: o.messages,
      tools: chatTools({
        db: o.db,
        organizationId: o.actor.organizationId,
        now: o.now,
        log: toolLog,
      }),
      abortSignal: o.signal,
    });
    yield* stream.textStream;
  }
  return {
    chunks: chunks(),
    async finish({ text, aborted, failure }) {
      const done = stream ? await (stream as AiStream).done : null;
      if (failure) {
        if (!(failure instanceof AppError)) o.log.error({ err: failure }, 'chat answer failed');
        return failed(o.ai.engine, errorCodeOf(failure));
      }
      const sources = citedSources(text, [...toolLog.sources, ...contextSources]);
      return {
        engine: o.ai.engine,
        confidence:
          aborted || !done
            ? null
            : aiConfidence({
                engine: o.ai.engine,
                dataPoints: contextSources.length + toolLog.sources.length,
              }),
        sources,
        intent: null,
        tools: toolLog.tools,
        status: aborted ? 'interrupted' : 'complete',
        errorCode: null,
      };
    },
  };
};
