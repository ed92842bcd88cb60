import { describe, expect, it } from 'vitest';
import { gapNextSteps, gapSummary } from './narrative.ts';
import { offlineTestSteps, sentencesOf, TEST_SAMPLE_SIZES, type StepSource } from './test-steps.ts';

const control: StepSource = {
  title: 'Payroll changes approval',
  description: 'Every payroll change is approved by a second person.',
  type: 'preventive',
  automation: 'manual',
  category: 'access-control',
  frequency: 'MONTHLY',
  library: null,
};

describe('offlineTestSteps', () => {
  it.each([
    ['ANNUALLY', 1],
    ['QUARTERLY', 2],
    ['MONTHLY', 2],
    ['WEEKLY', 5],
    ['DAILY', 25],
  ] as const)('a %s manual control samples %i', (frequency, n) => {
    expect(TEST_SAMPLE_SIZES[frequency]).toBe(n);
    const steps = offlineTestSteps({ ...control, frequency }).steps;
    expect(steps[1]!.instruction).toContain(`select ${n} `);
  });

  it('an automated control is tested through its configuration and changes', () => {
    const r = offlineTestSteps({ ...control, automation: 'automated' });
    expect(r.steps[1]!.instruction).toMatch(/configuration of the automated control/);
  });

  it('uses the library text of an adopted control: how it works and its evidence', () => {
    const r = offlineTestSteps({
      ...control,
      library: {
        id: 'AC-07',
        name: 'Segregation of duties for finance and payroll',
        why: 'Fraud needs no accomplice.',
        how: 'Maintain a conflict matrix for finance and payroll roles. Enforce it in the ERP. Review exceptions monthly. Fourth sentence.',
        evidence: 'Conflict matrix, ERP role report and signed exception reviews.',
      },
    });
    const text = r.steps.map((s) => s.instruction).join('\n');
    expect(text).toContain('verify: maintain a conflict matrix for finance and payroll roles.');
    expect(text).toContain('verify: review exceptions monthly.');
    expect(text).not.toContain('Fourth sentence');
    expect(text).toContain('Collect the evidence for each sampled occurrence: conflict matrix');
    expect(r.sources).toContain('library control AC-07 (how it works, evidence)');
    expect(r.title).toBe('Test of Payroll changes approval');
  });

  it.each(['preventive', 'detective', 'corrective'])('a %s control gets its own check', (type) => {
    const r = offlineTestSteps({ ...control, type });
    expect(r.steps.length).toBeGreaterThanOrEqual(5);
    expect(r.steps.every((s) => s.instruction && s.expectedResult)).toBe(true);
  });

  it('is deterministic', () => {
    expect(offlineTestSteps(control)).toEqual(offlineTestSteps(control));
  });

  it('splits sentences on full stops and semicolons', () => {
    expect(sentencesOf('One. Two; three.  ')).toEqual(['One', 'Two', 'three']);
  });
});

describe('gap texts', () => {
  const gap = {
    code: 'CC6.1',
    title: 'Logical access',
    mandatory: true,
    status: 'not_met' as const,
    reasons: ['No control serves it'],
    controls: [],
    libraryControls: [
      { id: 'AC-01', name: 'MFA', importance: 'MANDATORY', adoptedControlId: null },
      { id: 'AC-02', name: 'Reviews', importance: 'PREFERRED', adoptedControlId: 'ctl_1' },
    ],
  };

  it('names the controls to fix and the library controls to adopt', () => {
    expect(gapNextSteps(gap)).toEqual(['Adopt AC-01 MFA (mandatory) from the control library.']);
    expect(
      gapNextSteps({
        ...gap,
        controls: [{ title: 'Access review', state: 'partial', gaps: ['Not tested'] }],
        libraryControls: [],
      }),
    ).toEqual(['Access review: Not tested.']);
    expect(gapNextSteps({ ...gap, libraryControls: [] })[0]).toMatch(/^Map a control/);
  });

  it('summarises with the figures', () => {
    const s = gapSummary({
      name: 'SOC 2',
      met: 1,
      partlyMet: 0,
      notMet: 1,
      applicable: 2,
      percentMet: 50,
      gaps: [gap],
    });
    expect(s.summary).toBe(
      'SOC 2: 1 of 2 applicable requirements met (50%), 0 partly met and 1 not met. 1 of the 1 gaps is mandatory; they are listed first.',
    );
    expect(s.priorities).toEqual([
      'CC6.1 Logical access: Adopt AC-01 MFA (mandatory) from the control library.',
    ]);
  });
});
