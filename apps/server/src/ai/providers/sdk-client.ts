import {
  generateText,
  NoObjectGeneratedError,
  Output,
  stepCountIs,
  streamText,
  type LanguageModel,
  type LanguageModelUsage,
} from 'ai';
import { z, type ZodType } from 'zod';
import {
  OutputParseError,
  type ModelClient,
  type ModelEngine,
  type ModelRequest,
  type ModelUsage,
} from './model-client.ts';

const usageOf = (u: LanguageModelUsage | undefined): ModelUsage => ({
  inputTokens: u?.inputTokens ?? 0,
  outputTokens: u?.outputTokens ?? 0,
});

/**
 * Local models often wrap JSON in a Markdown fence or add a sentence around it; take the
 * outermost object or array and let the schema decide.
 */
export const parseLenient = <T>(text: string, schema: ZodType<T>): T | undefined => {
  const unfenced = text.replace(/```(?:json)?/gi, '');
  const start = unfenced.search(/[[{]/);
  const end = Math.max(unfenced.lastIndexOf('}'), unfenced.lastIndexOf(']'));
  if (start < 0 || end <= start) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(unfenced.slice(start, end + 1)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The model sent nothing for `ms`: retryable, and a provider failure for the breaker (retry.ts
 * reads the name).
 */
const modelTimeout = (ms: number): Error => {
  const err = new Error(`The model sent nothing for ${ms} ms`);
  err.name = 'TimeoutError';
  return err;
};

/** A ModelClient over any AI SDK language model: one attempt per call, no SDK retries. */
export const sdkModelClient = (
  engine: ModelEngine,
  modelName: string,
  model: LanguageModel,
  opts: {
    timeoutMs: number;
    /** For servers without json_schema output: describe the schema in the system prompt. */
    schemaInPrompt: boolean;
  },
): ModelClient => {
  const { timeoutMs } = opts;
  const withSchema = (system: string | undefined, schema: ZodType): string | undefined => {
    if (!opts.schemaInPrompt) return system;
    const shape = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any' }));
    const rule = `Answer with one JSON value only, no prose, matching this JSON Schema: ${shape}`;
    return system ? `${system}\n\n${rule}` : rule;
  };
  const common = (req: ModelRequest) => {
    const base = {
      model,
      system: req.system,
      maxOutputTokens: req.maxTokens,
      temperature: req.temperature,
      // The guard retries with its own delays and counts each attempt.
      maxRetries: 0,
      abortSignal: req.abortSignal,
      tools: req.tools,
      stopWhen: stepCountIs(req.tools ? Math.max(1, req.maxSteps ?? 1) : 1),
    };
    return req.messages
      ? { ...base, messages: req.messages }
      : { ...base, prompt: req.prompt ?? '' };
  };

  return {
    engine,
    model: modelName,

    async generateText(req) {
      const result = await generateText({ ...common(req), timeout: timeoutMs });
      return { text: result.text, usage: usageOf(result.totalUsage) };
    },

    async generateObject<T>(req: ModelRequest & { schema: ZodType<T> }) {
      try {
        const result = await generateText({
          ...common(req),
          system: withSchema(req.system, req.schema),
          tools: undefined,
          stopWhen: stepCountIs(1),
          timeout: timeoutMs,
          output: Output.object({ schema: req.schema }),
        });
        return { object: result.output as T, text: result.text, usage: usageOf(result.totalUsage) };
      } catch (err) {
        if (NoObjectGeneratedError.isInstance(err)) {
          const text = err.text ?? '';
          const usage = usageOf(err.usage);
          const rescued = parseLenient(text, req.schema);
          if (rescued !== undefined) return { object: rescued, text, usage };
          throw new OutputParseError(text, usage, err.cause);
        }
        throw err;
      }
    },

    streamText(req) {
      let settle!: { resolve: (u: ModelUsage) => void; reject: (e: unknown) => void };
      const usage = new Promise<ModelUsage>((resolve, reject) => {
        settle = { resolve, reject };
      });
      // The caller may never await usage when the stream fails; that must not crash the process.
      usage.catch(() => {});
      // The SDK's chunk timer starts with the response; until the model's first chunk of each
      // step (the response headers included) our own timer bounds the wait.
      const silence = new AbortController();
      let silenceTimer: ReturnType<typeof setTimeout> | undefined;
      const armSilence = () => {
        clearTimeout(silenceTimer);
        silenceTimer = setTimeout(() => silence.abort(modelTimeout(timeoutMs)), timeoutMs);
      };
      const clearSilence = () => {
        clearTimeout(silenceTimer);
        silenceTimer = undefined;
      };
      armSilence();
      const result = streamText({
        ...common(req),
        abortSignal: req.abortSignal
          ? AbortSignal.any([req.abortSignal, silence.signal])
          : silence.signal,
        timeout: { chunkMs: timeoutMs },
        // Errors arrive as stream parts and are thrown to the reader below, not printed.
        onError: () => {},
      });
      /** A caller that gave up is not a timeout; anything else that ends in an abort is. */
      const aborted = () =>
        req.abortSignal?.aborted
          ? new Error('The model stream was aborted')
          : modelTimeout(timeoutMs);
      async function* text(): AsyncGenerator<string> {
        let finished = false;
        try {
          for await (const part of result.fullStream) {
            if (part.type === 'start-step') clearSilence();
            else if (part.type === 'finish-step') armSilence();
            else if (part.type === 'text-delta') yield part.text;
            else if (part.type === 'error') {
              // Our timer may surface as the request's error rather than as an abort.
              throw silence.signal.aborted && !req.abortSignal?.aborted
                ? modelTimeout(timeoutMs)
                : part.error;
            } else if (part.type === 'finish') {
              finished = true;
              settle.resolve(usageOf(part.totalUsage));
            } else if (part.type === 'abort') throw aborted();
          }
          if (!finished) throw new Error('The model stream ended without finishing');
        } catch (err) {
          settle.reject(err);
          throw err;
        } finally {
          clearSilence();
          // A consumer that stops early gets no usage; settle so nobody waits forever.
          if (!finished) settle.reject(new Error('The model stream was not read to the end'));
        }
      }
      return { textStream: text(), usage };
    },
  };
};
