import { describe, expect, it } from 'vitest';
import type { GenerationResult } from '@rampart/contracts';
import { engineLabel, formatHours, formatMoney, generationFailure } from './format.ts';
import { allControlIds, selectionTotals, toggleId } from './selection.ts';
import {
  batchSizeOf,
  defaultWizardForm,
  maxHoursHint,
  parseRiskIds,
  toSettings,
} from './wizard-form.ts';

describe('the wizard form', () => {
  it('starts from §5 defaults and the organisation’s size and industry', () => {
    expect(defaultWizardForm()).toMatchObject({
      industry: 'technology',
      size: 'medium',
      preferredFrameworks: ['SOC2'],
      maxImplementationHours: '80',
      allowedComplexity: ['simple', 'moderate', 'complex'],
      riskTolerance: 'medium',
      timeline: 'standard',
    });
    expect(defaultWizardForm({ size: 'enterprise', industry: 'Healthcare' })).toMatchObject({
      size: 'enterprise',
      industry: 'healthcare',
    });
    expect(defaultWizardForm({ size: null, industry: 'Aerospace' }).industry).toBe('technology');
  });

  it('turns text fields into the request: trimmed lists, numbers with their fallbacks', () => {
    const s = toSettings({
      ...defaultWizardForm(),
      techStack: ' AWS, Okta ,,GitHub ',
      existingControls: 'Firewall\nAnnual pen test, Backups',
      maxImplementationHours: 'lots',
      budget: '5000',
    });
    expect(s.organizationContext.techStack).toEqual(['AWS', 'Okta', 'GitHub']);
    expect(s.organizationContext.existingControls).toEqual([
      'Firewall',
      'Annual pen test',
      'Backups',
    ]);
    expect(s.organizationContext.budget).toBe(5000);
    expect(s.constraints.maxImplementationHours).toBe(80);
    expect(toSettings({ ...defaultWizardForm(), budget: 'none' }).organizationContext.budget).toBe(
      null,
    );
  });

  it.each([
    ['120', 'The plan stays within 120 hours.'],
    ['', 'Not a number: 80 hours will be used.'],
    ['abc', 'Not a number: 80 hours will be used.'],
    ['-4', 'Not a number: 80 hours will be used.'],
  ])('hours %j: %s', (text, hint) => expect(maxHoursHint(text)).toBe(hint));

  it.each([
    ['10', 10],
    ['1', 1],
    ['50', 50],
    ['0', undefined],
    ['51', undefined],
    ['2.5', undefined],
    ['x', undefined],
  ])('batch size %j -> %j', (text, size) => expect(batchSizeOf(text)).toBe(size));

  it('reads risk ids from the URL', () => {
    expect(parseRiskIds('a, b,,a')).toEqual(['a', 'b']);
    expect(parseRiskIds(undefined)).toEqual([]);
  });
});

const control = (id: string, riskId: string, hours: number, cost: number) =>
  ({ id, riskId, estimatedHours: hours, estimatedCost: cost }) as GenerationResult['controls'][0];
const results = [
  { riskId: 'r1', controls: [control('a', 'r1', 24, 3600), control('b', 'r1', 12, 1800)] },
  { riskId: 'r2', controls: [control('c', 'r2', 8.4, 630)] },
] as unknown as GenerationResult[];

describe('results selection', () => {
  it('pre-selects everything; select and deselect single controls', () => {
    const all = new Set(allControlIds(results));
    expect([...all]).toEqual(['a', 'b', 'c']);
    expect(selectionTotals(results, all)).toEqual({ count: 3, hours: 44.4, cost: 6030, risks: 2 });
    const less = toggleId(all, 'c', false);
    expect(selectionTotals(results, less)).toEqual({ count: 2, hours: 36, cost: 5400, risks: 1 });
    expect([...toggleId(less, 'c', true)].sort()).toEqual(['a', 'b', 'c']);
    expect(selectionTotals(results, new Set())).toEqual({ count: 0, hours: 0, cost: 0, risks: 0 });
  });
});

describe('format', () => {
  it('formats hours, money, engines and failures', () => {
    expect(formatHours(16.8)).toBe('16.8 h');
    expect(formatMoney(27000)).toBe('$27,000');
    expect(engineLabel('offline')).toBe('Offline engine');
    expect(engineLabel('openai', 'gpt-4o-mini')).toBe('OpenAI-compatible · gpt-4o-mini');
    expect(generationFailure('Request context is required')).toBe(
      'Failed to generate controls: Request context is required',
    );
  });
});

describe('the page’s search', () => {
  it('keeps non-empty strings only', async () => {
    const { validateGenerationSearch } = await import('./generation-search.ts');
    expect(validateGenerationSearch({ riskId: ' r1 ', riskIds: '', jobId: 3 })).toEqual({
      riskId: 'r1',
      riskIds: undefined,
      jobId: undefined,
    });
  });
});
