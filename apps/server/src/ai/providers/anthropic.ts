import { createAnthropic } from '@ai-sdk/anthropic';
import type { AiConfig } from '../../config.ts';
import type { ModelClient } from './model-client.ts';
import { sdkModelClient } from './sdk-client.ts';

/** Anthropic's Messages API. The key is passed explicitly, never read from the environment. */
export const anthropicClient = (
  config: AiConfig & { apiKey: string; model: string },
): ModelClient => {
  const provider = createAnthropic({
    apiKey: config.apiKey,
    ...(config.baseUrl ? { baseURL: config.baseUrl } : {}),
  });
  return sdkModelClient('anthropic', config.model, provider(config.model), {
    timeoutMs: config.timeoutMs,
    schemaInPrompt: false,
  });
};
