import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Member, Page } from '@rampart/contracts';
import { getAllItems } from './api-client.ts';

/**
 * The organisation's members, read by the members table and by every picker (owners, assessors,
 * test assignees). One query under one key, so a role change or a removal refreshes them all;
 * switching organisation clears the whole cache anyway.
 */
export const MEMBERS_KEY = ['members'] as const;

type MembersPage = Page<Member>;

/** Every member, read to the end of the list: a picker must offer everyone. */
export const getMembers = async (signal?: AbortSignal): Promise<MembersPage> => {
  const items = await getAllItems<Member>('/organizations/current/members', signal);
  return { items, total: items.length, nextCursor: null };
};

export const membersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: MEMBERS_KEY,
    queryFn: ({ signal }) => getMembers(signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 5 * 60_000,
  });

/** Every member, in one page (the shape the members table and every picker read). */
export const useMembers = () => useInfiniteQuery(membersQueryOptions());

/** The members loaded so far, as one list. */
export const memberItems = (data: { pages: readonly MembersPage[] } | undefined): Member[] =>
  data?.pages.flatMap((p) => p.items) ?? [];

type MembersState = { data?: { pages: readonly MembersPage[] }; isError: boolean };

/**
 * A member's name by user id, from the members query's state: "…" while the list loads,
 * "Unknown" when it could not be loaded (the name cannot come), "Former member" when the list
 * has no such member.
 */
export const memberNameFrom = (members: MembersState) => {
  const items = members.data ? memberItems(members.data) : undefined;
  return (userId: string | null | undefined): string => {
    if (!userId) return 'Unassigned';
    const found = items?.find((m) => m.userId === userId)?.name;
    if (found) return found;
    if (items) return 'Former member';
    return members.isError ? 'Unknown' : '…';
  };
};

/** A member's name by user id, for rows that carry only the id. */
export const useMemberName = () => memberNameFrom(useMembers());
