import type { ModelMessage, ToolSet } from 'ai';
import type { ZodType } from 'zod';

/**
 * One interface over the language-model providers (OpenAI-compatible, Anthropic). The offline
 * engine is not a ModelClient: features run their own offline code when none is configured.
 * A client makes exactly one attempt per call; limits, retries, the breaker, the cache and
 * usage accounting live in the guard around it.
 */
export type ModelEngine = 'openai' | 'anthropic';

export type ModelUsage = { inputTokens: number; outputTokens: number };

export type ModelRequest = {
  system?: string;
  /** Either a prompt or messages (chat history). */
  prompt?: string;
  messages?: ModelMessage[];
  maxTokens: number;
  temperature: number;
  /** AI SDK tools; the SDK runs them between rounds, up to `maxSteps` rounds. */
  tools?: ToolSet;
  maxSteps?: number;
  abortSignal?: AbortSignal;
};

export type TextResult = { text: string; usage: ModelUsage };
export type ObjectResult<T> = { object: T; text: string; usage: ModelUsage };
export type ModelStream = {
  /** Text as it arrives; throws the provider's error when the stream fails. */
  textStream: AsyncIterable<string>;
  /** Resolves when the stream ends; rejects with the stream's error. */
  usage: Promise<ModelUsage>;
};

export interface ModelClient {
  readonly engine: ModelEngine;
  readonly model: string;
  generateText(req: ModelRequest): Promise<TextResult>;
  /** Validated with the schema; unusable output throws OutputParseError (with usage). */
  generateObject<T>(req: ModelRequest & { schema: ZodType<T> }): Promise<ObjectResult<T>>;
  streamText(req: ModelRequest): ModelStream;
}

/** The model answered, but not with output the schema accepts. Not retryable: the guard falls back. */
export class OutputParseError extends Error {
  constructor(
    readonly text: string,
    readonly usage: ModelUsage,
    cause?: unknown,
  ) {
    super('Model output did not match the expected schema', { cause });
    this.name = 'OutputParseError';
  }
}
