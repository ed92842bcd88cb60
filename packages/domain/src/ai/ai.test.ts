import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aiConfidence, CONFIDENCE, type ConfidenceSignals } from './confidence.ts';
import { AI_DEFAULTS, estimateTokens, MODEL_CONFIGS, modelConfig, modelCost } from './constants.ts';

describe('AI constants (spec §9)', () => {
  it('names the spec numbers', () => {
    expect(AI_DEFAULTS).toMatchObject({
      model: 'gpt-4o-mini',
      maxTokens: 4000,
      temperature: 0.7,
      timeoutMs: 60_000,
      maxRetries: 3,
      retryBaseMs: 1000,
      requestsPerMinute: 50,
      tokensPerMinute: 100_000,
      rateWindowMs: 60_000,
      breakerFailures: 5,
      breakerOpenMs: 60_000,
      cacheCleanMs: 300_000,
    });
  });

  it.each([
    ['gpt-4o', 0.005, 0.015, 128_000],
    ['gpt-4o-mini', 0.00015, 0.0006, 128_000],
    ['gpt-4-turbo', 0.01, 0.03, 128_000],
    ['gpt-3.5-turbo', 0.0015, 0.002, 16_385],
  ])('%s costs %f in and %f out per 1k, window %i', (name, input, output, window) => {
    expect(MODEL_CONFIGS[name]).toEqual({
      name,
      maxTokens: 4000,
      inputPer1k: input,
      outputPer1k: output,
      streaming: true,
      contextWindow: window,
    });
  });
});

describe('modelCost', () => {
  it.each([
    ['gpt-4o-mini', 1000, 1000, 0.00075],
    ['gpt-4o-mini', 1234, 567, 0.0005253],
    ['gpt-4o', 2000, 500, 0.0175],
    ['gpt-4-turbo', 1000, 1000, 0.04],
    ['gpt-3.5-turbo', 10_000, 0, 0.015],
    ['gpt-4o-mini', 0, 0, 0],
  ])('%s with %i in and %i out costs %f', (name, input, output, cost) => {
    expect(modelCost(name, input, output)).toEqual({ costUsd: cost, known: true });
  });

  it('prices dated snapshots as their family, the longest prefix first', () => {
    expect(modelConfig('gpt-4o-mini-2024-07-18')?.name).toBe('gpt-4o-mini');
    expect(modelConfig('gpt-4o-2024-08-06')?.name).toBe('gpt-4o');
    expect(modelConfig('GPT-4o')?.name).toBe('gpt-4o');
  });

  it.each(['llama3.1:8b', 'claude-haiku-4-5', 'gpt-4o1', '', null])(
    'an unknown model (%s) costs 0 and says so',
    (name) => {
      expect(modelCost(name, 5000, 5000)).toEqual({ costUsd: 0, known: false });
    },
  );

  it('never goes negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e6, max: 1e7 }),
        fc.integer({ min: -1e6, max: 1e7 }),
        (i, o) => {
          expect(modelCost('gpt-4o', i, o).costUsd).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('estimateTokens', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcd', 1],
    ['abcde', 2],
    ['x'.repeat(4000), 1000],
  ])('%j is about %i tokens', (text, tokens) => {
    expect(estimateTokens(text)).toBe(tokens);
  });
});

describe('aiConfidence (base 0.7, clamped 0.3..0.95)', () => {
  it.each<[string, ConfidenceSignals, number]>([
    ['offline, some data', { engine: 'offline', dataPoints: 10 }, 0.7],
    ['offline, no data', { engine: 'offline', dataPoints: 0 }, 0.45],
    ['offline, 4 points (few)', { engine: 'offline', dataPoints: 4 }, 0.6],
    ['offline, 5 points (enough)', { engine: 'offline', dataPoints: 5 }, 0.7],
    ['offline, 19 points', { engine: 'offline', dataPoints: 19 }, 0.7],
    ['offline, 20 points (many)', { engine: 'offline', dataPoints: 20 }, 0.8],
    ['model, many points', { engine: 'openai', dataPoints: 200 }, 0.85],
    ['anthropic, no data', { engine: 'anthropic', dataPoints: 0 }, 0.5],
    ['model fell back to defaults', { engine: 'openai', dataPoints: 20, fallbackUsed: true }, 0.55],
    ['two inputs missing', { engine: 'offline', dataPoints: 10, missingInputs: 2 }, 0.6],
    ['floor', { engine: 'offline', dataPoints: 0, fallbackUsed: true }, 0.3],
    ['floor with many missing', { engine: 'offline', dataPoints: 0, missingInputs: 20 }, 0.3],
  ])('%s -> %f', (_label, signals, expected) => {
    expect(aiConfidence(signals)).toBe(expected);
  });

  it('stays within the clamp for any signals', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('offline', 'openai', 'anthropic' as const),
        fc.integer({ min: -10, max: 10_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 50 }),
        (engine, dataPoints, fallbackUsed, missingInputs) => {
          const c = aiConfidence({ engine, dataPoints, fallbackUsed, missingInputs });
          expect(c).toBeGreaterThanOrEqual(CONFIDENCE.min);
          expect(c).toBeLessThanOrEqual(CONFIDENCE.max);
        },
      ),
    );
  });
});
