import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  contributionNote,
  FAILED_TEST_CAP,
  mappedContribution,
  operatingFactor,
  OVERDUE_TEST_CAP,
  type ControlEvidence,
} from './evidence.ts';

const NOW = new Date('2026-12-01T12:00:00Z');
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const control = (over: Partial<ControlEvidence> = {}): ControlEvidence => ({
  status: 'active',
  effectiveness: null,
  lastTest: null,
  testDueAt: null,
  ...over,
});
const tested = (result: string, effectiveness: number, days = 10) => ({
  lastTest: { result, effectiveness, testedAt: ago(days) },
  effectiveness,
});

describe('operating factor: a control counts as its evidence shows', () => {
  it.each([
    ['untested, nothing entered', control(), 1, 'untested'],
    ['untested, entered 90%', control({ effectiveness: 0.9 }), 0.9, 'untested'],
    ['passed at 0.9', control(tested('pass', 0.9)), 0.9, 'tested'],
    ['partial at 0.5 (its value)', control(tested('partial', 0.5)), 0.5, 'tested'],
    ['tested Low (0.4)', control(tested('pass', 0.4)), 0.4, 'tested'],
    ['failed at 0.7', control(tested('fail', 0.7)), FAILED_TEST_CAP, 'failed'],
    [
      'failed, then 95% typed in',
      control({ ...tested('fail', 0.7), effectiveness: 0.95 }),
      0,
      'failed',
    ],
    [
      'tested Low (0.4), then 95% typed in',
      control({ ...tested('pass', 0.4), effectiveness: 0.95 }),
      0.4,
      'tested',
    ],
    ['planned control', control({ status: 'planned', ...tested('pass', 0.9) }), 0, 'inactive'],
    ['retired control', control({ status: 'retired' }), 0, 'inactive'],
  ])('%s → %s', (_name, c, factor, reason) => {
    const r = operatingFactor(c, NOW);
    expect(r.factor).toBeCloseTo(factor, 10);
    expect(r.reason).toBe(reason);
  });

  it.each([
    // The due date at, just before and just after now: overdue only once it has passed.
    ['due in a second', new Date(NOW.getTime() + 1000), 0.9, 'tested', false],
    ['due exactly now', NOW, 0.9, 'tested', false],
    ['due a second ago', new Date(NOW.getTime() - 1000), OVERDUE_TEST_CAP, 'overdue', true],
    ['due 30 days ago', ago(30), OVERDUE_TEST_CAP, 'overdue', true],
  ])('passed at 0.9, %s → %s', (_name, testDueAt, factor, reason, overdue) => {
    const r = operatingFactor(control({ ...tested('pass', 0.9), testDueAt }), NOW);
    expect(r).toEqual({ factor, reason, overdue });
  });

  it.each([
    // The overdue cap at, below and above its edge: it only ever lowers.
    [OVERDUE_TEST_CAP - 0.01, OVERDUE_TEST_CAP - 0.01, 'tested'],
    [OVERDUE_TEST_CAP, OVERDUE_TEST_CAP, 'tested'],
    [OVERDUE_TEST_CAP + 0.01, OVERDUE_TEST_CAP, 'overdue'],
  ])('overdue and measured %s → %s (%s)', (measured, factor, reason) => {
    const r = operatingFactor(control({ ...tested('pass', measured), testDueAt: ago(1) }), NOW);
    expect(r.factor).toBeCloseTo(factor, 10);
    expect(r.reason).toBe(reason);
    expect(r.overdue).toBe(true);
  });

  it('an overdue untested control is capped too', () => {
    expect(operatingFactor(control({ testDueAt: ago(1) }), NOW)).toEqual({
      factor: OVERDUE_TEST_CAP,
      reason: 'overdue',
      overdue: true,
    });
  });

  it('never counts more than the mapping, nor more than the last test, nor below 0', () => {
    const unit = fc.double({ min: 0, max: 1, noNaN: true });
    fc.assert(
      fc.property(unit, unit, unit, fc.boolean(), fc.boolean(), (m, stored, test, failed, late) => {
        const evidence = control({
          effectiveness: stored,
          lastTest: { result: failed ? 'fail' : 'pass', effectiveness: test, testedAt: ago(5) },
          testDueAt: late ? ago(1) : null,
        });
        const c = mappedContribution(m, evidence, NOW);
        expect(c.contribution).toBeGreaterThanOrEqual(0);
        expect(c.contribution).toBeLessThanOrEqual(m);
        expect(c.factor).toBeLessThanOrEqual(failed ? FAILED_TEST_CAP : test);
        if (late) expect(c.factor).toBeLessThanOrEqual(OVERDUE_TEST_CAP);
      }),
    );
  });
});

describe('the note beside each control says why', () => {
  it.each([
    [control(tested('fail', 0.7)), 'Capped at 0%: last test failed on Nov 21, 2026.'],
    [
      control({ ...tested('pass', 0.9), testDueAt: new Date('2026-11-03T00:00:00Z') }),
      'Capped at 60%: test overdue since Nov 3, 2026. Counts 48% (80% mapping × 60% operating).',
    ],
    [
      control(tested('partial', 0.5)),
      'Counts 40% (80% mapping × 50% operating): last test partly passed on Nov 21, 2026.',
    ],
    [
      control(),
      'Counts 80% (80% mapping × 100% operating): not tested yet, counted at its design value.',
    ],
    [control({ status: 'planned' }), 'Counts 0%: the control is planned, not operating.'],
  ])('%#', (evidence, note) => {
    expect(contributionNote(mappedContribution(0.8, evidence, NOW), evidence)).toBe(note);
  });
});
