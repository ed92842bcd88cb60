import { describe, expect, it } from 'vitest';
import {
  controlTypeFromLibrary,
  costPerHour,
  coverageFromScore,
  effectivenessFromScore,
  generatedEffortHours,
  generatedMitigationScore,
  implementationChecklist,
  planAdoption,
  priorityFromImportance,
  progressFromChecklist,
  sizeFactor,
  type OrganizationSize,
} from './effort.ts';
import { implementationMismatch, reconcileImplementation } from './implementation.ts';
import {
  compareGaps,
  controlCompliance,
  evidenceFreshnessDays,
  requirementStatus,
  summarizeStatuses,
  type ControlForStatus,
} from './status.ts';

const lib = (importance: string) => ({
  name: 'Access reviews',
  importance,
  how: 'Review every account each quarter. Remove what is not needed.',
  evidence: 'Signed review records. Tickets for removals.',
});

describe('§9 control effort', () => {
  it.each([
    // importance, size, hours, complexity, priority, frequency, rate, cost, score
    ['MANDATORY', null, 24, 'complex', 'critical', 'MONTHLY', 100, 2400, 9],
    ['PREFERRED', null, 16, 'moderate', 'high', 'QUARTERLY', 100, 1600, 7],
    ['ADVANCED', null, 8, 'simple', 'medium', 'ANNUALLY', 100, 800, 5],
    ['MANDATORY', 'enterprise', 36, 'complex', 'critical', 'MONTHLY', 150, 5400, 9],
    ['MANDATORY', 'startup', 16.8, 'complex', 'critical', 'MONTHLY', 75, 1260, 9],
    ['PREFERRED', 'medium', 16, 'moderate', 'high', 'QUARTERLY', 100, 1600, 7],
    ['ADVANCED', 'large', 8, 'simple', 'medium', 'ANNUALLY', 100, 800, 5],
    ['ADVANCED', 'startup', 5.6, 'simple', 'medium', 'ANNUALLY', 75, 420, 5],
  ] as const)(
    '%s for a %s organisation: %s h, %s, %s, tested %s, %s/h, cost %s, score %s',
    (importance, size, hours, complexity, priority, frequency, rate, cost, score) => {
      const plan = planAdoption(lib(importance), size as OrganizationSize | null);
      expect(plan).toMatchObject({
        estimatedHours: hours,
        implementationComplexity: complexity,
        priority,
        frequency,
        costPerHour: rate,
        estimatedCost: cost,
        riskMitigationScore: score,
        implementationStatus: 'not_started',
        implementationProgress: 0,
      });
      expect(plan.checklist).toHaveLength(5);
    },
  );

  it.each([
    ['MANDATORY', 'critical'],
    ['PREFERRED', 'high'],
    ['ADVANCED', 'medium'],
    ['OTHER', 'low'],
  ] as const)('mitigation priority of %s is %s', (importance, priority) => {
    expect(priorityFromImportance(importance)).toBe(priority);
  });

  it.each([
    ['enterprise', 1.5, 150],
    ['startup', 0.7, 75],
    ['small', 1, 100],
    ['medium', 1, 100],
    ['large', 1, 100],
    [null, 1, 100],
  ] as const)('size %s: factor %s, %s per hour', (size, factor, rate) => {
    expect(sizeFactor(size)).toBe(factor);
    expect(costPerHour(size)).toBe(rate);
  });

  it.each([
    ['simple', null, 8],
    ['moderate', null, 16],
    ['complex', null, 32],
    ['complex', 'enterprise', 48],
    ['simple', 'startup', 5.6],
  ] as const)('a generated %s control for %s takes %s h (16 × complexity × size)', (c, size, h) => {
    expect(generatedEffortHours(c, size)).toBe(h);
  });

  it.each([
    ['critical', 9],
    ['high', 8],
    ['medium', 7],
    ['low', 7],
  ] as const)('generated mitigation score for %s is %s (min(10, 7 + bonus))', (p, score) => {
    expect(generatedMitigationScore(p)).toBe(score);
  });

  it.each([
    [10, 'high', 100],
    [8, 'high', 80],
    [7.9, 'medium', 79],
    [6, 'medium', 60],
    [5.9, 'low', 59],
    [0, 'low', 0],
  ] as const)('score %s: effectiveness %s, coverage %s', (score, band, coverage) => {
    expect(effectivenessFromScore(score)).toBe(band);
    expect(coverageFromScore(score)).toBe(coverage);
  });

  it('builds a five-step checklist from the control text and tracks progress', () => {
    const list = implementationChecklist(lib('MANDATORY'));
    expect(list.map((i) => i.label)).toEqual([
      'Name an owner for "Access reviews" and agree its scope',
      'Design the procedure: Review every account each quarter.',
      'Put the control into operation and record when it started',
      'Collect evidence: Signed review records.',
      'Run the first test and record its result',
    ]);
    expect(progressFromChecklist(list)).toBe(0);
    expect(progressFromChecklist(list.map((i, n) => ({ ...i, done: n < 2 })))).toBe(40);
    expect(progressFromChecklist([])).toBe(0);
  });

  it.each([
    ['Security event monitoring', 'operations-security', 'detective'],
    ['Quarterly access review', 'access-control', 'detective'],
    ['Backup and restore testing', 'business-continuity', 'corrective'],
    ['Incident response plan', 'incident-response', 'corrective'],
    ['Multi-factor authentication', 'access-control', 'preventive'],
  ] as const)('%s (%s) is %s', (name, category, type) => {
    expect(controlTypeFromLibrary({ name, category })).toBe(type);
  });
});

const NOW = new Date('2026-06-30T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);
const control = (over: Partial<ControlForStatus> = {}): ControlForStatus => ({
  id: 'ctl_1',
  title: 'Access reviews',
  status: 'active',
  implementationStatus: 'implemented',
  effectiveness: 0.9,
  frequency: 'QUARTERLY',
  lastTestDate: daysAgo(10),
  nextTestDate: new Date(NOW.getTime() + 80 * 86_400_000),
  latestEvidenceAt: daysAgo(10),
  ...over,
});

describe('requirement status derivation', () => {
  it.each([
    ['MONTHLY', 31],
    ['DAILY', 31],
    ['WEEKLY', 31],
    ['CONTINUOUS', 31],
    ['QUARTERLY', 92],
    ['SEMI_ANNUALLY', 184],
    ['ANNUALLY', 366],
  ] as const)('evidence for a %s control stays fresh %s days', (frequency, days) => {
    expect(evidenceFreshnessDays(frequency)).toBe(days);
  });

  it.each<[string, Partial<ControlForStatus>, string, string[]]>([
    ['an effective control', {}, 'effective', []],
    [
      'not started',
      { implementationStatus: 'not_started' },
      'not_started',
      ['Implementation not started'],
    ],
    [
      'in progress',
      { implementationStatus: 'in_progress' },
      'partial',
      ['Implementation in progress'],
    ],
    ['inactive', { status: 'inactive' }, 'partial', ['Control is inactive']],
    ['never tested', { lastTestDate: null, effectiveness: null }, 'partial', ['Not tested yet']],
    ['tested at exactly 60%', { effectiveness: 0.6 }, 'effective', []],
    [
      'tested at 59%',
      { effectiveness: 0.59 },
      'partial',
      ['Last test effectiveness 59% is below 60%'],
    ],
    ['a test due now', { nextTestDate: NOW }, 'effective', []],
    [
      'a test overdue by a second',
      { nextTestDate: new Date(NOW.getTime() - 1000) },
      'partial',
      ['Test overdue'],
    ],
    ['no evidence', { latestEvidenceAt: null }, 'partial', ['No evidence']],
    ['evidence exactly 92 days old', { latestEvidenceAt: daysAgo(92) }, 'effective', []],
    [
      'evidence 93 days old',
      { latestEvidenceAt: daysAgo(93) },
      'partial',
      ['Evidence older than 92 days'],
    ],
  ])('%s is %s', (_label, over, state, gaps) => {
    const result = controlCompliance(control(over), NOW);
    expect(result.state).toBe(state);
    expect(result.gaps).toEqual(gaps);
  });

  it.each<[string, ControlForStatus[], { applicable: boolean; reason: string } | null, string]>([
    ['no control', [], null, 'not_met'],
    ['one effective control', [control()], null, 'met'],
    ['every control effective', [control(), control({ id: 'ctl_2' })], null, 'met'],
    [
      'one effective, one not started',
      [control(), control({ id: 'ctl_2', implementationStatus: 'not_started' })],
      null,
      'partly_met',
    ],
    ['one partial control', [control({ latestEvidenceAt: null })], null, 'partly_met'],
    [
      'only not-started controls',
      [control({ implementationStatus: 'not_started' })],
      null,
      'not_met',
    ],
    ['only a retired control', [control({ status: 'retired' })], null, 'not_met'],
    [
      'a retired control beside an effective one',
      [control(), control({ id: 'x', status: 'retired' })],
      null,
      'met',
    ],
    [
      'declared not applicable',
      [control()],
      { applicable: false, reason: 'Remote only' },
      'not_applicable',
    ],
    ['declared applicable', [control()], { applicable: true, reason: '' }, 'met'],
  ])('%s: %s', (_label, controls, applicability, status) => {
    expect(requirementStatus({ controls, applicability }, NOW).status).toBe(status);
  });

  it('explains why, naming the control', () => {
    const r = requirementStatus({ controls: [control({ latestEvidenceAt: null })] }, NOW);
    expect(r.reasons).toEqual(['Access reviews: No evidence']);
    expect(requirementStatus({ controls: [] }, NOW).reasons).toEqual([
      'No control addresses this requirement',
    ]);
    expect(
      requirementStatus(
        { controls: [], applicability: { applicable: false, reason: 'Remote' } },
        NOW,
      ).reasons,
    ).toEqual(['Remote']);
  });

  it('summarises percentages over applicable requirements', () => {
    expect(summarizeStatuses(['met', 'met', 'partly_met', 'not_met', 'not_applicable'])).toEqual({
      total: 5,
      met: 2,
      partlyMet: 1,
      notMet: 1,
      notApplicable: 1,
      percentMet: 50,
      percentProgress: 62.5,
    });
    expect(summarizeStatuses(['not_applicable'])).toMatchObject({
      percentMet: 0,
      percentProgress: 0,
    });
    expect(summarizeStatuses([])).toMatchObject({ total: 0, percentMet: 0 });
    expect(summarizeStatuses(['met', 'not_met', 'not_met'])).toMatchObject({ percentMet: 33.3 });
  });

  it('orders gaps mandatory first, not met before partly met, then by position', () => {
    const gaps = [
      { code: 'd', mandatory: false, status: 'not_met' as const, sortOrder: 0 },
      { code: 'c', mandatory: true, status: 'partly_met' as const, sortOrder: 1 },
      { code: 'b', mandatory: true, status: 'not_met' as const, sortOrder: 5 },
      { code: 'a', mandatory: true, status: 'not_met' as const, sortOrder: 2 },
    ];
    expect([...gaps].sort(compareGaps).map((g) => g.code)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('implementation agrees with the checklist (decision 025)', () => {
  const steps = (done: number, total = 5) =>
    Array.from({ length: total }, (_, i) => ({ id: `s${i}`, label: `Step ${i}`, done: i < done }));
  const state = (status: string, progress: number, checklist = steps(2)) => ({
    implementationStatus: status,
    implementationProgress: progress,
    checklist,
  });

  it.each([
    // Implemented with steps open: 4 of 5, and 5 of 5 (the edge), and no checklist.
    [
      state('in_progress', 80, steps(4)),
      { implementationStatus: 'implemented' },
      'implementationStatus',
    ],
    [state('in_progress', 100, steps(5)), { implementationStatus: 'implemented' }, null],
    [state('in_progress', 0, []), { implementationStatus: 'implemented' }, null],
    // Progress given with a checklist: only the checklist's own share is accepted.
    [state('in_progress', 40), { implementationProgress: 100 }, 'implementationProgress'],
    [state('in_progress', 40), { implementationProgress: 41 }, 'implementationProgress'],
    [state('in_progress', 40), { implementationProgress: 40 }, null],
    [state('in_progress', 0, []), { implementationProgress: 70 }, null],
    // Ticking the last step in the same change as Implemented is fine.
    [
      state('in_progress', 80, steps(4)),
      { implementationStatus: 'implemented', checklist: steps(5) },
      null,
    ],
  ] as const)('%o + %o → issue on %s', (before, patch, field) => {
    const r = reconcileImplementation(before, patch);
    expect('issue' in r ? r.issue.field : null).toBe(field);
  });

  it('names what is open, and derives progress from the steps', () => {
    const r = reconcileImplementation(state('in_progress', 40), {
      implementationStatus: 'implemented',
    });
    expect(r).toEqual({
      issue: {
        field: 'implementationStatus',
        message: 'Implemented needs every checklist step done: 3 of 5 still open',
      },
    });
    const ok = reconcileImplementation(state('in_progress', 40), { checklist: steps(3) });
    expect('state' in ok && ok.state.implementationProgress).toBe(60);
  });

  it('reopening a step of an implemented control takes it back to in progress', () => {
    const r = reconcileImplementation(state('implemented', 100, steps(5)), { checklist: steps(4) });
    expect(r).toEqual({ state: state('in_progress', 80, steps(4)) });
  });

  it('a stored Implemented with steps open is settled by any change, even one not about it', () => {
    expect(reconcileImplementation(state('implemented', 100, steps(2)), {})).toEqual({
      state: state('in_progress', 40, steps(2)),
    });
  });

  it('Implemented without a checklist is 100% unless a value is given', () => {
    expect(
      reconcileImplementation(state('in_progress', 30, []), {
        implementationStatus: 'implemented',
      }),
    ).toEqual({
      state: state('implemented', 100, []),
    });
  });

  it('flags a stored control that claims Implemented with steps open', () => {
    expect(implementationMismatch(state('implemented', 100, steps(2)))).toBe(
      'Marked Implemented with 3 of 5 checklist steps open',
    );
    expect(implementationMismatch(state('implemented', 100, steps(5)))).toBeNull();
    expect(implementationMismatch(state('in_progress', 40, steps(2)))).toBeNull();
  });
});
