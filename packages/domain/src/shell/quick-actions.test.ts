import { describe, expect, it } from 'vitest';
import { PERSONAS } from '@rampart/contracts';
import { PERSONA_AREAS, quickActionsFor, type QuickAction } from './quick-actions.ts';

const actions: QuickAction[] = [
  { id: 'a', area: 'assessment', title: 'A', path: '/dashboard/a' },
  { id: 'c', area: 'compliance', title: 'C', path: '/dashboard/c' },
  { id: 'k', area: 'controls', title: 'K', path: '/dashboard/k' },
  { id: 'v', area: 'vendor', title: 'V', path: '/dashboard/v' },
];

describe('quick actions by persona (shell spec §2)', () => {
  it.each([
    ['executive', ['a', 'c']],
    ['analyst', ['c', 'k', 'v']],
    ['operator', ['k', 'v']],
    ['auditor', ['a', 'c']],
  ] as const)('%s sees %j', (persona, ids) => {
    expect(quickActionsFor(persona, actions).map((a) => a.id)).toEqual(ids);
  });

  it('every persona has areas', () => {
    for (const p of PERSONAS) expect(PERSONA_AREAS[p].length).toBeGreaterThan(0);
  });
});
