import { formatDollars, formatNumber } from '@rampart/domain';
import type { AiEngine } from '@rampart/contracts';

export const formatHours = (h: number) => `${formatNumber(h, 1)} h`;

export const formatMoney = (n: number) => formatDollars(n);

export const formatPercent = (fraction: number) => `${Math.round(fraction * 100)}%`;

export const engineLabel = (engine: AiEngine | null, model?: string | null) =>
  engine === 'offline' || engine === null
    ? 'Offline engine'
    : `${engine === 'openai' ? 'OpenAI-compatible' : 'Anthropic'}${model ? ` · ${model}` : ''}`;

export const capitalize = (s: string) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : s);

/** Shell spec §8: "Failed to generate controls: {message}". */
export const generationFailure = (message: string) => `Failed to generate controls: ${message}`;
