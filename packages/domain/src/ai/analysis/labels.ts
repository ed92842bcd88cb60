import type { AiEngine, RiskTreatment } from '@rampart/contracts';

const ENGINE_NAMES: Record<AiEngine, string> = {
  offline: 'Offline engine',
  openai: 'OpenAI-compatible model',
  anthropic: 'Anthropic model',
};

/** Which engine answered, as a person reads it: "Offline engine", "OpenAI-compatible model gpt-4o-mini". */
export const aiEngineLabel = (meta: { engine: AiEngine; model: string | null }): string =>
  meta.engine === 'offline' || !meta.model
    ? ENGINE_NAMES[meta.engine]
    : `${ENGINE_NAMES[meta.engine]} ${meta.model}`;

export const confidencePercent = (confidence: number): string =>
  `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`;

/** How to read a confidence: 75% and up high, 50% and up medium, else low. */
export const CONFIDENCE_BANDS = { high: 0.75, medium: 0.5 } as const;
export const confidenceBand = (confidence: number): 'high' | 'medium' | 'low' =>
  confidence >= CONFIDENCE_BANDS.high
    ? 'high'
    : confidence >= CONFIDENCE_BANDS.medium
      ? 'medium'
      : 'low';

export const TREATMENT_LABELS: Record<RiskTreatment, string> = {
  accept: 'Accept',
  mitigate: 'Mitigate',
  transfer: 'Transfer',
  avoid: 'Avoid',
};
