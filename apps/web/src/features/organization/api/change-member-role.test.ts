import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InfiniteQueryObserver, MutationObserver, QueryClient } from '@tanstack/react-query';
import type { Member, Role } from '@rampart/contracts';
import { memberItems, membersQueryOptions } from '../../../lib/members.ts';
import { changeMemberRoleOptions } from './change-member-role.ts';

const member = (role: Role): Member => ({
  userId: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  avatar: null,
  persona: 'analyst',
  role,
  joinedAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
  twoFactor: false,
  abilities: {
    changeRole: true,
    remove: true,
    assignableRoles: [],
    resetTwoFactor: false,
    signOut: false,
  },
});

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

let role: Role;

beforeEach(() => {
  role = 'member';
  vi.stubGlobal('window', { localStorage: { getItem: () => null } });
  // A tiny server: the members list answers with the role last set by the PATCH.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (init.method === 'PATCH') {
        role = (JSON.parse(init.body as string) as { role: Role }).role;
        return ok(member(role));
      }
      expect(url).toContain('/api/organizations/current/members');
      return ok({ items: [member(role)], total: 1, nextCursor: null });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a role change', () => {
  it('refreshes the members list that the pickers and the members table read', async () => {
    const queryClient = new QueryClient();
    // A picker on screen (an owner select): an active observer of the shared members query.
    const picker = new InfiniteQueryObserver(queryClient, membersQueryOptions());
    const seen: string[] = [];
    const unsubscribe = picker.subscribe((r) => {
      const first = memberItems(r.data)[0];
      if (first && seen.at(-1) !== first.role) seen.push(first.role);
    });
    await vi.waitFor(() => expect(seen).toEqual(['member']));

    const change = new MutationObserver(queryClient, changeMemberRoleOptions(queryClient));
    await change.mutate({ userId: 'u1', role: 'admin' });

    // Within the picker's five-minute staleTime: only the invalidation can have refetched it.
    await vi.waitFor(() => expect(seen).toEqual(['member', 'admin']));
    unsubscribe();
    queryClient.clear();
  });
});
