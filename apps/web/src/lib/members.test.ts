import { describe, expect, it } from 'vitest';
import type { Member } from '@rampart/contracts';
import { memberNameFrom } from './members.ts';

const ada = { userId: 'usr_ada', name: 'Ada Lovelace' } as Member;
const loaded = { data: { pages: [{ items: [ada], total: 1, nextCursor: null }] }, isError: false };

describe('memberNameFrom', () => {
  it('names a member, a former member and nobody', () => {
    const name = memberNameFrom(loaded);
    expect(name('usr_ada')).toBe('Ada Lovelace');
    expect(name('usr_gone')).toBe('Former member');
    expect(name(null)).toBe('Unassigned');
  });

  it('shows "…" while the members load', () => {
    expect(memberNameFrom({ isError: false })('usr_ada')).toBe('…');
  });

  it('shows "Unknown" when the members could not be loaded, not "…" forever', () => {
    expect(memberNameFrom({ isError: true })('usr_ada')).toBe('Unknown');
    expect(memberNameFrom({ isError: true })(undefined)).toBe('Unassigned');
  });
});
