import { describe, expect, it } from 'vitest';
import { canUse, PAGE_ACCESS, permissionsForRole } from '@rampart/domain';
import { ROLES } from '@rampart/contracts';
import { assessmentFacts, assessmentMode, READ_ONLY_ASSESSMENT_NOTE } from './assessment-view.ts';

describe('the Risk Assessment page for read-only roles', () => {
  it('opens for every role that reads risks, and is read-only for those that cannot edit them', () => {
    const page = PAGE_ACCESS['/dashboard/risks/assessment'];
    const readOnly = ROLES.filter((role) => {
      const granted = permissionsForRole(role);
      return canUse(granted, page) && !canUse(granted, { permissions: ['risks:write'] });
    });
    // Auditors and members reach the page from the risk register ("Assess a risk").
    expect(readOnly).toEqual(expect.arrayContaining(['auditor', 'member']));
  });

  it('edits only with the risk’s update ability (the API’s answer), else reads', () => {
    expect(assessmentMode({ abilities: { update: true, delete: false } })).toBe('edit');
    expect(assessmentMode({ abilities: { update: false, delete: false } })).toBe('read');
  });

  it('shows the saved values as words, with a note saying why there is no form', () => {
    expect(assessmentFacts({ likelihood: 4, impact: 2 })).toEqual([
      { label: 'Likelihood', value: '4 of 5 · High', detail: 'Expected within the next 12 months' },
      expect.objectContaining({ label: 'Impact', value: expect.stringMatching(/^2 of 5 · /) }),
    ]);
    expect(READ_ONLY_ASSESSMENT_NOTE).toMatch(/role can read .* but not/);
  });
});
