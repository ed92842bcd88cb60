import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@rampart/contracts';
import { permissionsForRole } from '../access/permissions.ts';
import { PERSONA_AREAS, quickActionsFor, type QuickAction } from './quick-actions.ts';

const actions: QuickAction[] = [
  { id: 'a', area: 'assessment', title: 'A', path: '/dashboard/risks/assessment' },
  { id: 'c', area: 'compliance', title: 'C', path: '/dashboard/activity' },
  { id: 'k', area: 'controls', title: 'K', path: '/dashboard/controls' },
  { id: 'v', area: 'vendor', title: 'V', path: '/probo' },
];

describe('quick actions by persona (shell spec §2)', () => {
  it.each([
    ['executive', ['a', 'c']],
    ['analyst', ['c', 'k', 'v']],
    ['operator', ['k', 'v']],
    ['auditor', ['a', 'c']],
  ] as const)('%s sees %j', (persona, ids) => {
    expect(quickActionsFor(persona, ['*'], actions).map((a) => a.id)).toEqual(ids);
  });

  it('leaves out an action whose page the role may not open, and a path outside the page table', () => {
    const granted = permissionsForRole('risk_manager');
    expect(quickActionsFor('executive', granted, actions).map((a) => a.id)).toEqual(['a']);
    const unknown = [{ id: 'x', area: 'assessment' as const, title: 'X', path: '/dashboard/x' }];
    expect(quickActionsFor('executive', ['*'], unknown)).toEqual([]);
  });

  it('every persona has areas', () => {
    for (const p of PERSONAS) expect(PERSONA_AREAS[p].length).toBeGreaterThan(0);
  });
});
