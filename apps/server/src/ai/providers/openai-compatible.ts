import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { AiConfig } from '../../config.ts';
import type { ModelClient } from './model-client.ts';
import { sdkModelClient } from './sdk-client.ts';

/** OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp: anything that speaks /chat/completions. */
export const openAiCompatibleClient = (
  config: AiConfig & { baseUrl: string; model: string },
): ModelClient => {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: config.baseUrl,
    // A local server may need no key; then no Authorization header is sent.
    apiKey: config.apiKey,
    includeUsage: true,
    supportsStructuredOutputs: config.structuredOutputs,
  });
  return sdkModelClient('openai', config.model, provider.chatModel(config.model), {
    timeoutMs: config.timeoutMs,
    schemaInPrompt: !config.structuredOutputs,
  });
};
