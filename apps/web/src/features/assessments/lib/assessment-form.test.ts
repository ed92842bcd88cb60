import { describe, expect, it } from 'vitest';
import type { Assessment } from '@rampart/contracts';
import {
  assessmentFormSchema,
  assessmentPatch,
  emptyAssessmentForm,
  formFromAssessment,
  toCreateBody,
} from './assessment-form.ts';
import { assessmentStats } from './assessment-stats.ts';

const assessment = {
  id: 'asm_1',
  frameworkId: 'ISO27001',
  frameworkName: 'ISO/IEC 27001',
  frameworkVersion: '2022',
  name: 'Surveillance audit',
  periodStart: '2026-01-01',
  periodEnd: '2026-06-30',
  status: 'in_progress',
  leadAssessor: { id: 'usr_1', name: 'Ada' },
  signedOffBy: null,
  signedOffAt: null,
  signOffStatement: null,
  progress: {
    total: 93,
    assessed: 31,
    met: 31,
    partlyMet: 0,
    notMet: 0,
    notApplicable: 0,
    percentAssessed: 33,
  },
  createdBy: null,
  createdAt: '2026-01-02T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
  abilities: { update: true, delete: true, signOff: true, exportSoa: true },
} satisfies Assessment;

const errorsOf = (values: object) => {
  const r = assessmentFormSchema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('assessment form', () => {
  it('starts with this calendar year and no framework', () => {
    expect(emptyAssessmentForm(new Date('2026-05-17T12:00:00Z'))).toEqual({
      frameworkId: '',
      name: '',
      periodStart: '2026-01-01',
      periodEnd: '2026-12-31',
      leadAssessorUserId: '',
    });
  });

  it('needs a framework, a name and a period that ends after it starts', () => {
    expect(errorsOf({ ...emptyAssessmentForm(), name: ' ' })).toEqual([
      ['frameworkId', 'Choose a framework'],
      ['name', 'Name is required'],
    ]);
    const base = { ...formFromAssessment(assessment) };
    expect(errorsOf({ ...base, periodEnd: '2025-12-31' })).toEqual([
      ['periodEnd', 'The period must end after it starts'],
    ]);
    expect(errorsOf({ ...base, periodEnd: base.periodStart })).toHaveLength(1);
    expect(errorsOf(base)).toEqual([]);
  });

  it('sends no lead assessor when none is chosen', () => {
    const v = { ...formFromAssessment(assessment), leadAssessorUserId: '' };
    expect(toCreateBody(v)).toEqual({
      frameworkId: 'ISO27001',
      name: 'Surveillance audit',
      periodStart: '2026-01-01',
      periodEnd: '2026-06-30',
    });
  });

  it('patches only what changed, clearing the lead with null', () => {
    const before = formFromAssessment(assessment);
    expect(assessmentPatch(before, before)).toEqual({});
    expect(
      assessmentPatch(before, { ...before, periodEnd: '2026-12-31', leadAssessorUserId: '' }),
    ).toEqual({ periodEnd: '2026-12-31', leadAssessorUserId: null });
  });

  it('sums requirements across open assessments for the assessed share', () => {
    expect(assessmentStats([])).toEqual({ percentAssessed: null });
    const small = { ...assessment, progress: { ...assessment.progress, total: 7, assessed: 7 } };
    // (31 + 7) / (93 + 7) = 38 %, not the mean of 33 % and 100 %.
    expect(assessmentStats([assessment, small])).toEqual({ percentAssessed: 38 });
  });
});
