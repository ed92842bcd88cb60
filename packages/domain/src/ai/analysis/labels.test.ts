import { describe, expect, it } from 'vitest';
import { aiEngineLabel, confidenceBand, confidencePercent } from './labels.ts';

describe('answer labels', () => {
  it.each([
    [{ engine: 'offline', model: null }, 'Offline engine'],
    [{ engine: 'openai', model: 'gpt-4o-mini' }, 'OpenAI-compatible model gpt-4o-mini'],
    [{ engine: 'anthropic', model: 'claude-haiku-4-5' }, 'Anthropic model claude-haiku-4-5'],
  ] as const)('%j reads %s', (meta, label) => {
    expect(aiEngineLabel(meta)).toBe(label);
  });

  it.each([
    [0.95, '95%', 'high'],
    [0.75, '75%', 'high'],
    [0.74, '74%', 'medium'],
    [0.5, '50%', 'medium'],
    [0.45, '45%', 'low'],
  ] as const)('confidence %f is %s, %s', (c, text, band) => {
    expect(confidencePercent(c)).toBe(text);
    expect(confidenceBand(c)).toBe(band);
  });
});
