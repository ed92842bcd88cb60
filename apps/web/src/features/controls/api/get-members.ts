import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX, type Member } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

type MembersPage = { items: Member[]; total: number; nextCursor: string | null };

/** The organisation's members: owners, test assignees and finding owners to choose from. */
export const getMembers = () =>
  api.get<MembersPage>(`/organizations/current/members${toQuery({ limit: LIST_LIMIT_MAX })}`);

export const membersQueryOptions = () =>
  queryOptions({ queryKey: CONTROL_KEYS.members, queryFn: getMembers, staleTime: 5 * 60_000 });

export const useMembers = () => useQuery(membersQueryOptions());

/** A member's name by user id, for rows that carry only the id; the id until the list arrives. */
export const useMemberName = () => {
  const members = useMembers();
  const items = members.data?.items;
  return (userId: string | null | undefined): string => {
    if (!userId) return 'Unassigned';
    return items?.find((m) => m.userId === userId)?.name ?? (items ? 'Former member' : '…');
  };
};
