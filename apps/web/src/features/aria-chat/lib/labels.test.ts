import { describe, expect, it } from 'vitest';
import { confidenceLabel, engineLabel, sourceKindLabel } from './labels.ts';

describe('answer labels', () => {
  it.each([
    ['offline', 'Offline engine'],
    ['openai', 'OpenAI model'],
    ['anthropic', 'Anthropic model'],
    [null, 'Unknown engine'],
  ] as const)('engine %s is %s', (engine, label) => {
    expect(engineLabel(engine)).toBe(label);
  });

  it.each([
    [0.72, 'Confidence 72%'],
    [0.3, 'Confidence 30%'],
    [0.955, 'Confidence 96%'],
    [null, null],
  ])('confidence %s is %s', (c, label) => {
    expect(confidenceLabel(c)).toBe(label);
  });

  it('names each kind of source', () => {
    expect(sourceKindLabel('library')).toBe('Library control');
  });
});
