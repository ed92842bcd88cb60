import type { ModelMessage, ToolSet } from 'ai';
import type { AiEngine } from '@rampart/contracts';
import type { AiCaller, StreamDone } from './guard/guard.ts';

/** The options and results of the AI service's calls; documented in service.ts. */
export type { AiCaller, StreamDone } from './guard/guard.ts';

export type CallBase = {
  actor: AiCaller;
  feature: string;
  system?: string;
  prompt?: string;
  messages?: ModelMessage[];
  maxTokens?: number;
  temperature?: number;
  tools?: ToolSet;
  /** Tool rounds before the model must answer; default 5. */
  maxSteps?: number;
  abortSignal?: AbortSignal;
};

export type CompleteOptions = CallBase & {
  /** Default true (calls with tools are never cached). */
  cache?: boolean;
  /** Anything besides the prompt that the answer depends on. */
  cacheKey?: string;
};
export type StreamOptions = CallBase;

export type AiUsage = { inputTokens: number; outputTokens: number; costUsd: number };
export type AiResult<T> = {
  value: T;
  text: string;
  engine: Exclude<AiEngine, 'offline'>;
  model: string;
  usage: AiUsage;
  cached: boolean;
  outcome: 'ok' | 'fallback';
  latencyMs: number;
};
export type AiStream = {
  engine: Exclude<AiEngine, 'offline'>;
  model: string;
  textStream: AsyncIterable<string>;
  done: Promise<StreamDone>;
};
