import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@rampart/contracts';
import { AUDIT_ACTION_LABELS, auditActionLabel } from './audit-actions.ts';
import { codeToWords } from './vocabulary.ts';

describe('AUDIT_ACTION_LABELS', () => {
  it.each([...AUDIT_ACTIONS])('%s has a written label, not its code in words', (action) => {
    const label = AUDIT_ACTION_LABELS[action];
    expect(label, action).toMatch(/^[A-Z][^._]+[a-z]$/);
    // Written for people: never the code turned into words mechanically.
    expect(label.toLowerCase()).not.toBe(action.replace(/[._]+/g, ' '));
    expect(label).not.toBe(codeToWords(action.replace('.', ' ')));
    expect(auditActionLabel(action)).toBe(label);
  });

  it('labels no action the audit log does not record, and no two actions alike', () => {
    expect(Object.keys(AUDIT_ACTION_LABELS).sort()).toEqual([...AUDIT_ACTIONS].sort());
    expect(new Set(Object.values(AUDIT_ACTION_LABELS)).size).toBe(AUDIT_ACTIONS.length);
  });

  it.each([
    ['member.role_changed', 'Changed a member’s role'],
    ['requirement.applicability_set', 'Set whether a requirement applies'],
    // An action an older release recorded and no table knows still reads in words.
    ['risk.archived', 'Risk archived'],
    ['', ''],
  ])('%s -> %s', (action, expected) => {
    expect(auditActionLabel(action)).toBe(expected);
  });
});
