/**
 * The AI service's numbers (spec §9 "AI service" and "Model costs"), named once. The server's
 * config reads these as defaults; each can be overridden by an environment variable.
 */
export const AI_DEFAULTS = {
  model: 'gpt-4o-mini',
  /** Used when AI_PROVIDER=anthropic and AI_MODEL is not set (not in the spec). */
  anthropicModel: 'claude-haiku-4-5',
  maxTokens: 4000,
  temperature: 0.7,
  timeoutMs: 60_000,
  /** Attempts in total, the first included. */
  maxRetries: 3,
  /** The first retry waits this long, each further one twice as long (1 s, 2 s). */
  retryBaseMs: 1000,
  requestsPerMinute: 50,
  tokensPerMinute: 100_000,
  rateWindowMs: 60_000,
  breakerFailures: 5,
  breakerOpenMs: 60_000,
  cacheCleanMs: 5 * 60_000,
  /** The spec names no lifetime for a cached answer; five minutes, like the sweep. */
  cacheTtlMs: 5 * 60_000,
  /** Entries beyond this evict the oldest, so the cache cannot grow without bound. */
  cacheMaxEntries: 1000,
  /** A failure or fallback this recent shows the connection as DEGRADED. */
  degradedWindowMs: 5 * 60_000,
  /** Tool-calling rounds in one chat answer before the model must reply. */
  maxToolSteps: 5,
} as const;

/** Feature inputs the spec sizes (§9). */
export const AI_CONTEXT_LIMITS = {
  /** The prompt keeps this many conversation messages. */
  chatHistoryMessages: 10,
  /** Chat context uses the top N risks or controls. */
  chatContextItems: 20,
  historyDays: 365,
  historyMaxItems: 50,
  trendPeriodsDays: [30, 90, 365] as const,
} as const;

/**
 * Spec §8: what an unparseable risk analysis falls back to (its lists, whatever the analysis
 * feature names them, are empty).
 */
export const DEFAULT_RISK_ANALYSIS = {
  score: 50,
  likelihood: 3,
  impact: 3,
  recommendation: 'mitigate',
} as const;

/** One model's configuration (spec §3 "Model config"). Costs are US dollars per 1k tokens. */
export type ModelConfig = {
  name: string;
  maxTokens: number;
  inputPer1k: number;
  outputPer1k: number;
  streaming: boolean;
  contextWindow: number;
};

const model = (
  name: string,
  inputPer1k: number,
  outputPer1k: number,
  contextWindow = 128_000,
): ModelConfig => ({
  name,
  maxTokens: AI_DEFAULTS.maxTokens,
  inputPer1k,
  outputPer1k,
  streaming: true,
  contextWindow,
});

/** Spec §9 "Model costs per 1k tokens". */
export const MODEL_CONFIGS: Record<string, ModelConfig> = {
  'gpt-4o': model('gpt-4o', 0.005, 0.015),
  'gpt-4o-mini': model('gpt-4o-mini', 0.00015, 0.0006),
  'gpt-4-turbo': model('gpt-4-turbo', 0.01, 0.03),
  'gpt-3.5-turbo': model('gpt-3.5-turbo', 0.0015, 0.002, 16_385),
};

/**
 * The table entry for a model name: exact, else the longest known prefix followed by "-"
 * (dated snapshots such as gpt-4o-mini-2024-07-18 cost what their family costs).
 */
export const modelConfig = (name: string | null | undefined): ModelConfig | null => {
  if (!name) return null;
  const key = name.trim().toLowerCase();
  const exact = MODEL_CONFIGS[key];
  if (exact) return exact;
  const family = Object.keys(MODEL_CONFIGS)
    .filter((k) => key.startsWith(`${k}-`))
    .sort((a, b) => b.length - a.length)[0];
  return family ? (MODEL_CONFIGS[family] ?? null) : null;
};

export type ModelCost = {
  costUsd: number;
  /** False for a model not in the table: its cost is reported as 0, not guessed. */
  known: boolean;
};

/** Dollars for one call, rounded to a billionth so sums stay exact enough to compare. */
export const modelCost = (
  name: string | null | undefined,
  inputTokens: number,
  outputTokens: number,
): ModelCost => {
  const config = modelConfig(name);
  if (!config) return { costUsd: 0, known: false };
  const raw =
    (Math.max(0, inputTokens) / 1000) * config.inputPer1k +
    (Math.max(0, outputTokens) / 1000) * config.outputPer1k;
  return { costUsd: Math.round(raw * 1e9) / 1e9, known: true };
};

/** A rough token count before a call: about four characters a token. */
export const estimateTokens = (text: string): number => Math.ceil(text.length / 4);
