import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Member } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

type MembersPage = { items: Member[]; total: number; nextCursor: string | null };

export const MEMBERS_PAGE_SIZE = 50;

export const getMembers = (cursor?: string) =>
  api.get<MembersPage>(
    `/organizations/current/members${toQuery({ limit: MEMBERS_PAGE_SIZE, cursor })}`,
  );

export const membersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ORGANIZATION_KEYS.members,
    queryFn: ({ pageParam }) => getMembers(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useMembers = () => useInfiniteQuery(membersQueryOptions());
