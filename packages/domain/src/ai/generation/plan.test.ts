import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GenerationSettings } from '@rampart/contracts';
import { batchProgress, stepName, stepProgress, toBatches } from './batching.ts';
import {
  automationPotential,
  controlConfidence,
  generatedTags,
  mappingEffectivenessValue,
  planGeneratedControl,
} from './control-plan.ts';
import { normalizeGenerationSettings } from './inputs.ts';
import {
  candidateExclusion,
  EXCLUSION_REASONS,
  fitPlan,
  matchesExistingControl,
  orderByMustHave,
  planTotals,
} from './selection.ts';

const mfa = { name: 'Multi-factor authentication', category: 'access-control' };

describe('§9 effort, score and mapping of a generated control', () => {
  it.each([
    // importance, size, priority, complexity, hours, rate, cost, score, band, value, coverage
    ['MANDATORY', null, 'critical', 'complex', 32, 100, 3200, 9, 'high', 0.9, 90],
    ['PREFERRED', null, 'high', 'moderate', 16, 100, 1600, 8, 'high', 0.85, 80],
    ['ADVANCED', null, 'medium', 'simple', 8, 100, 800, 7, 'medium', 0.7, 70],
    ['UNKNOWN', null, 'low', 'simple', 8, 100, 800, 7, 'medium', 0.7, 70],
    ['MANDATORY', 'enterprise', 'critical', 'complex', 48, 150, 7200, 9, 'high', 0.9, 90],
    ['MANDATORY', 'startup', 'critical', 'complex', 22.4, 75, 1680, 9, 'high', 0.9, 90],
    ['PREFERRED', 'startup', 'high', 'moderate', 11.2, 75, 840, 8, 'high', 0.85, 80],
    ['ADVANCED', 'enterprise', 'medium', 'simple', 12, 150, 1800, 7, 'medium', 0.7, 70],
    ['PREFERRED', 'small', 'high', 'moderate', 16, 100, 1600, 8, 'high', 0.85, 80],
    ['PREFERRED', 'large', 'high', 'moderate', 16, 100, 1600, 8, 'high', 0.85, 80],
  ] as const)(
    '%s at %s',
    (importance, size, priority, complexity, hours, rate, cost, score, band, value, coverage) => {
      expect(planGeneratedControl({ ...mfa, importance }, size)).toMatchObject({
        priority,
        implementationComplexity: complexity,
        estimatedHours: hours,
        costPerHour: rate,
        estimatedCost: cost,
        riskMitigationScore: score,
        effectiveness: band,
        effectivenessValue: value,
        coverage,
        mappingType: 'preventive',
      });
    },
  );

  it.each([
    ['Security event logging and monitoring', 'operations-security', 'detective'],
    ['Incident response plan', 'incident-response', 'corrective'],
    ['Backup and restore', 'business-continuity', 'corrective'],
    ['Least privilege', 'access-control', 'preventive'],
  ])('mapping type of %s is %s', (name, category, type) => {
    expect(
      planGeneratedControl({ name, category, importance: 'PREFERRED' }, null).mappingType,
    ).toBe(type);
  });

  it.each([
    [10, 1],
    [9, 0.9],
    [8, 0.85],
    [7, 0.7],
    [6, 0.6],
    [5, 0.5],
    [0, 0],
  ])('score %d is stored as %d, in the same band the register shows', (score, value) => {
    expect(mappingEffectivenessValue(score)).toBe(value);
  });
});

describe('automation potential', () => {
  it.each([
    ['Centralised logging', 'operations-security', 'Ship logs to the SIEM', ['AWS'], 'full'],
    ['Centralised logging', 'operations-security', 'Ship logs to the SIEM', [], 'partial'],
    ['Least privilege', 'access-control', 'Grant roles by job', ['AWS'], 'partial'],
    ['Security policy', 'governance', 'Write and approve a policy', ['AWS'], 'manual'],
    ['Background checks', 'hr-security', 'Check candidates before hiring', [], 'manual'],
  ] as const)('%s (%s) -> %s', (name, category, how, stack, potential) => {
    expect(automationPotential({ name, category, how }, stack)).toBe(potential);
  });

  it('tags name the category, the frameworks and the stack items the text mentions', () => {
    expect(
      generatedTags(
        { category: 'access-control', name: 'MFA for Okta', how: 'Enforce in okta' },
        ['SOC2'],
        ['Okta', 'AWS'],
        'full',
      ),
    ).toEqual(['access-control', 'SOC2', 'Okta', 'automatable']);
  });
});

describe('confidence', () => {
  it.each([
    [0.8, { retrievalScore: 1 }, 0.8],
    [0.8, { retrievalScore: 0 }, 0.64],
    [0.8, { retrievalScore: 0.5 }, 0.72],
    [0.3, { retrievalScore: 0 }, 0.3],
    [0.8, { modelConfidence: null }, 0.85],
    [0.8, { modelConfidence: 0.99 }, 0.85],
    [0.95, { modelConfidence: 0.99 }, 0.95],
    [0.8, { modelConfidence: 0.5 }, 0.5],
    [0.8, { modelConfidence: 0.1 }, 0.3],
  ] as const)('result %d with %j -> %d', (base, source, value) => {
    expect(controlConfidence(base, source)).toBe(value);
  });

  it('stays within 0.3..0.95', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ noNaN: true }),
        (b, s) => {
          const v = controlConfidence(b, { retrievalScore: s });
          return v >= 0.3 && v <= 0.95;
        },
      ),
    );
  });
});

const settings = (
  over: Partial<GenerationSettings['constraints']> = {},
  existing: string[] = [],
) => {
  const s = normalizeGenerationSettings({
    organizationContext: {
      industry: 'technology',
      size: 'medium',
      riskTolerance: 'medium',
      timeline: 'standard',
      existingControls: existing,
    },
  });
  return { ...s, constraints: { ...s.constraints, ...over } };
};

describe('constraints on candidates', () => {
  const c = {
    name: 'Multi-factor authentication',
    category: 'access-control',
    inPlace: false,
    complexity: 'complex' as const,
    automationPotential: 'manual' as const,
  };
  it.each([
    [c, settings(), null],
    [{ ...c, inPlace: true }, settings(), EXCLUSION_REASONS.inPlace],
    [c, settings({}, ['multi-factor authentication']), EXCLUSION_REASONS.inPlace],
    [c, settings({}, ['Authentication']), EXCLUSION_REASONS.inPlace],
    [c, settings({}, ['Password manager']), null],
    [c, settings({ excludeCategories: ['access-control'] }), EXCLUSION_REASONS.category],
    [c, settings({ allowedComplexity: ['simple', 'moderate'] }), EXCLUSION_REASONS.complexity],
    [c, settings({ requiredAutomation: true }), EXCLUSION_REASONS.automation],
    [
      { ...c, automationPotential: 'partial' as const },
      settings({ requiredAutomation: true }),
      null,
    ],
  ])('%#', (candidate, s, reason) => {
    expect(candidateExclusion(candidate, s)).toBe(reason);
  });

  it('an existing control matches when all its words are in the candidate', () => {
    expect(matchesExistingControl('Security awareness training', ['awareness training'])).toBe(
      true,
    );
    expect(matchesExistingControl('Security awareness training', ['phishing training'])).toBe(
      false,
    );
    expect(matchesExistingControl('Anything', ['  '])).toBe(false);
  });

  it('puts controls serving a must-have framework first, keeping rank order', () => {
    const items = [
      { id: 'a', frameworks: ['SOC2'] },
      { id: 'b', frameworks: ['HIPAA'] },
      { id: 'c', frameworks: [] },
      { id: 'd', frameworks: ['HIPAA', 'SOC2'] },
    ];
    expect(orderByMustHave(items, ['HIPAA']).map((i) => i.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(orderByMustHave(items, []).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('step 5: the plan within the hours limit and budget', () => {
  const item = (id: string, estimatedHours: number, estimatedCost = estimatedHours * 100) => ({
    id,
    estimatedHours,
    estimatedCost,
  });

  it.each([
    [80, null, ['a', 'b', 'c'], []],
    [40, null, ['a', 'c'], ['b']],
    [48, null, ['a', 'b'], ['c']],
    [32, null, ['a'], ['b', 'c']],
    [31, null, ['b', 'c'], ['a']],
    [80, 4000, ['a', 'c'], ['b']],
  ])('max %d h, budget %j', (maxHours, budget, kept, dropped) => {
    const r = fitPlan([item('a', 32), item('b', 16), item('c', 8)], { maxHours, budget });
    expect(r.kept.map((i) => i.id)).toEqual(kept);
    expect(r.dropped.map((d) => d.item.id)).toEqual(dropped);
  });

  it('never exceeds the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 20 }),
        fc.integer({ min: 1, max: 300 }),
        (hours, max) => {
          const r = fitPlan(
            hours.map((h, i) => item(String(i), h)),
            { maxHours: max, budget: null },
          );
          return planTotals(r.kept).estimatedTimeToImplement <= max;
        },
      ),
    );
  });

  it('totals hours and cost', () => {
    expect(planTotals([item('a', 11.2, 840), item('b', 22.4, 1680)])).toEqual({
      estimatedTimeToImplement: 33.6,
      estimatedCost: 2520,
    });
    expect(planTotals([])).toEqual({ estimatedTimeToImplement: 0, estimatedCost: 0 });
  });
});

describe('bulk batches and progress (shell spec §4)', () => {
  it('splits risks into batches in order', () => {
    expect(toBatches(['a', 'b', 'c', 'd', 'e'], 2)).toEqual([
      { index: 0, riskIds: ['a', 'b'] },
      { index: 1, riskIds: ['c', 'd'] },
      { index: 2, riskIds: ['e'] },
    ]);
    expect(toBatches(['a', 'a', 'b'], 10)).toEqual([{ index: 0, riskIds: ['a', 'b'] }]);
    expect(toBatches([], 10)).toEqual([]);
  });

  it('every risk is in exactly one batch, no batch larger than the size', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 15 }),
        (ids, size) => {
          const batches = toBatches(ids, size);
          return (
            batches.flatMap((b) => b.riskIds).join('\u0000') === ids.join('\u0000') &&
            batches.every((b, i) => b.index === i && b.riskIds.length <= size)
          );
        },
      ),
    );
  });

  it.each([
    [0, 3, 0],
    [1, 3, 33],
    [2, 3, 67],
    [3, 3, 100],
    [5, 3, 100],
    [0, 0, 100],
  ])('%d of %d batches -> %d%%', (done, total, pct) => {
    expect(batchProgress(done, total)).toBe(pct);
  });

  it.each([
    [1, 'Analyzing Risk Context', 17],
    [2, 'Identifying Relevant Controls', 33],
    [3, 'Generating AI Recommendations', 50],
    [4, 'Creating Control Mappings', 67],
    [5, 'Calculating Implementation Plan', 83],
    [6, 'Finalizing Results', 100],
  ])('step %d is %s at %d%%', (index, name, pct) => {
    expect(stepName(index)).toBe(name);
    expect(stepProgress(index)).toBe(pct);
  });

  it('has no step 0 or 7', () => {
    expect(() => stepName(0)).toThrow(RangeError);
    expect(() => stepName(7)).toThrow(RangeError);
  });
});
