import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasUsableContext, missingGenerationInputs } from './context.ts';
import {
  normalizeBatchSize,
  normalizeFrameworks,
  normalizeGenerationSettings,
  normalizeMaxHours,
  parseList,
} from './inputs.ts';
import { categoryName, categoryOf, DEFAULT_MAX_IMPLEMENTATION_HOURS } from './options.ts';

describe('§5 max implementation hours', () => {
  it.each([
    [120, 120],
    ['120', 120],
    [' 40 ', 40],
    ['12.5', 12.5],
    [0.5, 0.5],
    ['', 80],
    ['   ', 80],
    ['eighty', 80],
    ['12h', 80],
    [null, 80],
    [undefined, 80],
    [Number.NaN, 80],
    [Number.POSITIVE_INFINITY, 80],
    [0, 80],
    [-5, 80],
    ['-5', 80],
    [true, 80],
  ])('%j -> %d', (input, hours) => {
    expect(normalizeMaxHours(input)).toBe(hours);
  });

  it('is always a positive finite number', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const h = normalizeMaxHours(v);
        return Number.isFinite(h) && h > 0;
      }),
    );
    expect(DEFAULT_MAX_IMPLEMENTATION_HOURS).toBe(80);
  });
});

describe('§5 tech stack: comma-separated, each item trimmed', () => {
  it.each([
    ['AWS, Okta ,  GitHub', ['AWS', 'Okta', 'GitHub']],
    ['', []],
    [' , ,', []],
    ['AWS,,aws, Azure', ['AWS', 'Azure']],
    ['Kubernetes', ['Kubernetes']],
  ])('%j', (text, list) => {
    expect(parseList(text)).toEqual(list);
  });

  it('never yields blank or untrimmed items', () => {
    fc.assert(
      fc.property(fc.string(), (s) =>
        parseList(s).every((i) => i.length > 0 && i === i.trim() && !i.includes(',')),
      ),
    );
  });
});

describe('§5 preferred frameworks default to SOC2', () => {
  it.each([
    [[], ['SOC2']],
    [undefined, ['SOC2']],
    [
      ['HIPAA', 'GDPR'],
      ['HIPAA', 'GDPR'],
    ],
    [['GDPR', 'GDPR'], ['GDPR']],
    [['PCI-DSS'], ['SOC2']],
  ])('%j -> %j', (given, frameworks) => {
    expect(normalizeFrameworks(given)).toEqual(frameworks);
  });
});

describe('batch size', () => {
  it.each([
    [undefined, 10],
    [0, 10],
    [2.5, 10],
    [1, 1],
    [25, 25],
  ])('%j -> %d', (given, size) => expect(normalizeBatchSize(given)).toBe(size));
});

describe('normalizeGenerationSettings', () => {
  const context = {
    industry: 'healthcare' as const,
    size: 'enterprise' as const,
    riskTolerance: 'low' as const,
    timeline: 'urgent' as const,
  };

  it('applies every fallback to a bare request', () => {
    expect(normalizeGenerationSettings({ organizationContext: context })).toEqual({
      organizationContext: {
        ...context,
        techStack: [],
        existingControls: [],
        complianceGoals: [],
        budget: null,
      },
      preferredFrameworks: ['SOC2'],
      constraints: {
        maxImplementationHours: 80,
        allowedComplexity: ['simple', 'moderate', 'complex'],
        requiredAutomation: false,
        mustHaveFrameworks: [],
        excludeCategories: [],
      },
    });
  });

  it('keeps what was chosen, in canonical order, trimmed', () => {
    const s = normalizeGenerationSettings({
      organizationContext: {
        ...context,
        techStack: [' AWS', 'aws', 'Okta '],
        budget: 5000,
        complianceGoals: ['SOC 2 Type II'],
      },
      preferredFrameworks: ['HIPAA'],
      constraints: {
        maxImplementationHours: '40',
        allowedComplexity: ['complex', 'simple'],
        requiredAutomation: true,
        mustHaveFrameworks: ['HIPAA'],
        excludeCategories: ['governance', 'governance'],
      },
    });
    expect(s.organizationContext.techStack).toEqual(['AWS', 'Okta']);
    expect(s.organizationContext.budget).toBe(5000);
    expect(s.preferredFrameworks).toEqual(['HIPAA']);
    expect(s.constraints).toEqual({
      maxImplementationHours: 40,
      allowedComplexity: ['simple', 'complex'],
      requiredAutomation: true,
      mustHaveFrameworks: ['HIPAA'],
      excludeCategories: ['governance'],
    });
  });

  it('a zero or negative budget means no budget', () => {
    expect(
      normalizeGenerationSettings({ organizationContext: { ...context, budget: 0 } })
        .organizationContext.budget,
    ).toBeNull();
  });
});

describe('§5 generation needs a non-empty context', () => {
  it.each([
    ['Ransomware on file servers', '', true],
    ['X', 'Attackers encrypt the shared drives', true],
    ['X', '', false],
    ['Risk', '   ', false],
    ['Untitled Risk', '', false],
    ['Phishing', '', false],
    ['Vendor outage', '', true],
    ['', 'Payroll fraud by insiders', true],
  ])('%j / %j -> %s', (title, description, usable) => {
    expect(hasUsableContext({ title, description })).toBe(usable);
  });

  it('counts the inputs a generation lacks', () => {
    expect(
      missingGenerationInputs(
        { description: '', category: null },
        { techStack: [], complianceGoals: [] },
      ),
    ).toBe(4);
    expect(
      missingGenerationInputs(
        { description: 'd', category: 'TECHNOLOGY' },
        { techStack: ['AWS'], complianceGoals: ['SOC 2'] },
      ),
    ).toBe(0);
  });
});

describe('control categories', () => {
  it.each([
    ['access-control', 'Access control'],
    ['hr-security', 'HR security'],
    ['privacy', 'Privacy'],
  ])('%s -> %s', (id, name) => expect(categoryName(id)).toBe(name));

  it('has a colour for every category, neutral for unknown ones', () => {
    expect(categoryOf('incident-response')).toEqual({
      id: 'incident-response',
      name: 'Incident response',
      color: 'danger',
    });
    expect(categoryOf('something-else').color).toBe('neutral');
  });
});
