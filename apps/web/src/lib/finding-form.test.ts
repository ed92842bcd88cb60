import { describe, expect, it } from 'vitest';
import type { Finding } from '@rampart/contracts';
import {
  emptyFindingForm,
  findingFormSchema,
  findingPatch,
  formFromFinding,
  toFindingInput,
} from './finding-form.ts';

const finding = {
  id: 'fnd_1',
  title: 'Stale accounts',
  description: '',
  severity: 'high',
  status: 'open',
  ownerUserId: 'usr_1',
  ownerName: 'Ada',
  dueDate: '2026-07-01T00:00:00.000Z',
  overdue: false,
  remediation: 'Remove them',
  controlId: 'ctl_1',
  controlTitle: 'Access review',
  vendorId: null,
  vendorName: null,
  findingKey: null,
  riskId: null,
  riskTitle: null,
  assessmentId: null,
  assessmentName: null,
  createdBy: null,
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  abilities: { update: true, delete: true },
} satisfies Finding;

describe('finding form', () => {
  it('sends blanks as null', () => {
    expect(toFindingInput({ ...emptyFindingForm(), title: 'x' })).toMatchObject({
      title: 'x',
      ownerUserId: null,
      dueDate: null,
    });
  });

  it('patches only what changed', () => {
    const before = formFromFinding(finding);
    expect(before.dueDate).toBe('2026-07-01');
    expect(findingPatch(before, before)).toEqual({});
    expect(findingPatch(before, { ...before, status: 'resolved', ownerUserId: '' })).toEqual({
      status: 'resolved',
      ownerUserId: null,
    });
  });

  it('needs a title', () => {
    expect(findingFormSchema.safeParse({ ...emptyFindingForm(), title: '  ' }).success).toBe(false);
  });
});
