import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX, type Member } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

type MembersPage = { items: Member[]; total: number; nextCursor: string | null };

/** The organisation's members: lead assessors and assessors to choose from. */
export const getMembers = () =>
  api.get<MembersPage>(`/organizations/current/members${toQuery({ limit: LIST_LIMIT_MAX })}`);

export const membersQueryOptions = () =>
  queryOptions({ queryKey: ASSESSMENT_KEYS.members, queryFn: getMembers, staleTime: 5 * 60_000 });

export const useMembers = () => useQuery(membersQueryOptions());
