import type { AiEngine, ChatSourceKind } from '@rampart/contracts';

const ENGINE_LABELS: Record<AiEngine, string> = {
  offline: 'Offline engine',
  openai: 'OpenAI model',
  anthropic: 'Anthropic model',
};

export const engineLabel = (engine: AiEngine | null): string =>
  engine ? ENGINE_LABELS[engine] : 'Unknown engine';

/** "Confidence 72%", or null when the answer has none (failed or interrupted). */
export const confidenceLabel = (confidence: number | null): string | null =>
  confidence === null ? null : `Confidence ${Math.round(confidence * 100)}%`;

const KIND_LABELS: Record<ChatSourceKind, string> = {
  risk: 'Risk',
  control: 'Control',
  framework: 'Framework',
  requirement: 'Requirement',
  library: 'Library control',
};

export const sourceKindLabel = (kind: ChatSourceKind): string => KIND_LABELS[kind];
