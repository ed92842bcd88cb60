import { describe, expect, it } from 'vitest';
import {
  emptyRiskForm,
  KEEP_OWNER,
  riskFormSchema,
  splitFrameworks,
  toCreateBody,
  toUpdatePatch,
} from './risk-form.ts';

describe('risk form', () => {
  it('validates with the contract rules', () => {
    const bad = riskFormSchema.safeParse({ ...emptyRiskForm(), title: '  ', likelihood: 6 });
    expect(bad.success).toBe(false);
    const fields = bad.error?.issues.map((i) => i.path[0]);
    expect(fields).toContain('title');
    expect(fields).toContain('likelihood');
    const ok = riskFormSchema.parse({ ...emptyRiskForm(), title: 'Fraud', likelihood: '4' });
    expect(ok.likelihood).toBe(4);
  });

  it('splits frameworks, trimmed and without repeats', () => {
    expect(splitFrameworks(' SOC2, GDPR,,SOC2 ')).toEqual(['SOC2', 'GDPR']);
  });

  it('creates with an owner only when a member is chosen', () => {
    const v = { ...emptyRiskForm(), title: 'T', frameworks: 'SOX' };
    expect(toCreateBody(v)).not.toHaveProperty('ownerUserId');
    expect(toCreateBody({ ...v, ownerUserId: 'u1' }).ownerUserId).toBe('u1');
    expect(toCreateBody(v).frameworks).toEqual(['SOX']);
  });

  it('patches only what changed', () => {
    const before = { ...emptyRiskForm(), title: 'T', ownerUserId: KEEP_OWNER };
    expect(toUpdatePatch(before, before)).toEqual({});
    expect(toUpdatePatch(before, { ...before, impact: 5, frameworks: 'GDPR' })).toEqual({
      impact: 5,
      frameworks: ['GDPR'],
    });
  });

  it('clears or sets the owner, naming them after the member', () => {
    const before = { ...emptyRiskForm(), title: 'T', ownerUserId: 'u1' };
    expect(toUpdatePatch(before, { ...before, ownerUserId: '' })).toEqual({
      owner: null,
      ownerUserId: null,
    });
    expect(toUpdatePatch(before, { ...before, ownerUserId: 'u2' })).toEqual({
      owner: null,
      ownerUserId: 'u2',
    });
  });
});
