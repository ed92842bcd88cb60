import type { AiConfig } from '../../config.ts';
import { OPENAI_BASE_URL } from '../../config.ts';
import { anthropicClient } from './anthropic.ts';
import type { ModelClient } from './model-client.ts';
import { openAiCompatibleClient } from './openai-compatible.ts';

export type ModelSetup =
  | { kind: 'offline' }
  /** A model engine is chosen but cannot be used: every call fails MISSING_API_KEY. */
  | { kind: 'misconfigured'; engine: 'openai' | 'anthropic'; model: string; reason: string }
  | { kind: 'model'; client: ModelClient };

/**
 * Which engine runs. OpenAI's own endpoint and Anthropic need a key; an OpenAI-compatible
 * server at another AI_BASE_URL (Ollama, vLLM, llama.cpp) may run without one.
 */
export const createModelClient = (config: AiConfig): ModelSetup => {
  if (config.provider === 'offline' || !config.model) return { kind: 'offline' };
  const model = config.model;
  if (config.provider === 'anthropic') {
    if (!config.apiKey) {
      return { kind: 'misconfigured', engine: 'anthropic', model, reason: 'AI_API_KEY is not set' };
    }
    return { kind: 'model', client: anthropicClient({ ...config, apiKey: config.apiKey, model }) };
  }
  const baseUrl = config.baseUrl ?? OPENAI_BASE_URL;
  if (!config.apiKey && baseUrl.replace(/\/+$/, '') === OPENAI_BASE_URL) {
    return {
      kind: 'misconfigured',
      engine: 'openai',
      model,
      reason:
        'AI_API_KEY is not set (required by api.openai.com; set AI_BASE_URL for a local server)',
    };
  }
  return { kind: 'model', client: openAiCompatibleClient({ ...config, baseUrl, model }) };
};
