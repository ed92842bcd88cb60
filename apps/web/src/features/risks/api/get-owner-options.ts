import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIST_LIMIT_MAX, type Member } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../lib/register-search.ts';
import { RISK_KEYS } from './keys.ts';

type MembersPage = { items: Member[]; total: number; nextCursor: string | null };

/** The organisation's members: the people a risk can be assigned to. */
export const getOwnerOptions = () =>
  api.get<MembersPage>(`/organizations/current/members${listQuery({ limit: LIST_LIMIT_MAX })}`);

export const ownerOptionsQueryOptions = () =>
  queryOptions({ queryKey: RISK_KEYS.members, queryFn: getOwnerOptions, staleTime: 5 * 60_000 });

export const useOwnerOptions = () => useQuery(ownerOptionsQueryOptions());
