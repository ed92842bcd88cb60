import { describe, expect, it } from 'vitest';
import type { Control } from '@rampart/contracts';
import {
  controlFormSchema,
  emptyControlForm,
  formFieldOf,
  formFromControl,
  KEEP_OWNER,
  toCreateBody,
  toUpdatePatch,
} from './control-form.ts';

const control = (over: Partial<Control> = {}): Control => ({
  id: 'ctl_1',
  title: 'Backups',
  description: 'Daily',
  type: 'preventive',
  automation: 'automated',
  category: 'Resilience',
  owner: 'Ada Lovelace',
  ownerUserId: 'usr_1',
  frequency: 'DAILY',
  status: 'active',
  effectiveness: 0.9,
  effectivenessPercent: 90,
  effectivenessBand: 'high',
  frameworks: ['SOC2', 'ISO27001'],
  linkedRisks: [],
  evidence: [],
  lastTestDate: null,
  nextTestDate: null,
  testAssigneeUserId: null,
  libraryControlId: null,
  implementationStatus: 'implemented',
  implementationProgress: 100,
  implementationDueDate: null,
  priority: null,
  implementationComplexity: null,
  estimatedHours: null,
  costPerHour: null,
  estimatedCost: null,
  riskMitigationScore: null,
  checklist: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  abilities: { update: true, delete: true, test: true },
  ...over,
});

describe('control form', () => {
  it('sends a new control with lists split and blanks left to the server', () => {
    const values = { ...emptyControlForm(), title: 'MFA', frameworks: 'SOC2, GDPR,, SOC2 ' };
    expect(toCreateBody(values)).toEqual({
      title: 'MFA',
      description: '',
      type: 'preventive',
      automation: 'manual',
      status: 'active',
      frequency: 'MONTHLY',
      category: null,
      frameworks: ['SOC2', 'GDPR'],
    });
    expect(toCreateBody({ ...values, effectiveness: '72', ownerUserId: 'usr_2' })).toMatchObject({
      effectivenessPercent: 72,
      ownerUserId: 'usr_2',
    });
  });

  it('patches only what changed', () => {
    const before = formFromControl(control());
    expect(toUpdatePatch(before, before)).toEqual({});
    expect(
      toUpdatePatch(before, {
        ...before,
        title: 'Backups v2',
        frameworks: 'ISO27001, SOC2',
        effectiveness: '',
        ownerUserId: '',
      }),
    ).toEqual({
      title: 'Backups v2',
      frameworks: ['ISO27001', 'SOC2'],
      effectivenessPercent: null,
      owner: null,
      ownerUserId: null,
    });
  });

  it('keeps a free-text owner unless another one is chosen', () => {
    const before = formFromControl(control({ ownerUserId: null, owner: 'Finance team' }));
    expect(before.ownerUserId).toBe(KEEP_OWNER);
    expect(toUpdatePatch(before, { ...before, title: 'x' })).toEqual({ title: 'x' });
    expect(formFromControl(control({ ownerUserId: null, owner: 'Unassigned' })).ownerUserId).toBe(
      '',
    );
  });

  it('refuses a blank title and a percentage out of range', () => {
    const result = controlFormSchema.safeParse({
      ...emptyControlForm(),
      title: ' ',
      effectiveness: '120',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['title', 'effectiveness']));
  });

  it.each([
    ['title', 'title'],
    ['frameworks.2', 'frameworks'],
    ['effectivenessPercent', 'effectiveness'],
    ['owner', 'ownerUserId'],
    ['lastTestDate', undefined],
  ])('puts the server issue on %s beside the %s field', (issue, field) => {
    expect(formFieldOf(issue)).toBe(field);
  });
});
