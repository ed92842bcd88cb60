import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, LIST_LIMIT_MAX, type Invitation } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

type InvitationsPage = Page<Invitation>;

export const getInvitations = () =>
  api.get<InvitationsPage>(
    `/organizations/current/invitations${toQuery({ limit: LIST_LIMIT_MAX })}`,
  );

export const invitationsQueryOptions = () =>
  queryOptions({ queryKey: ORGANIZATION_KEYS.invitations, queryFn: getInvitations });

/** Invitations still waiting for an answer. */
export const usePendingInvitations = (enabled = true) =>
  useQuery({
    ...invitationsQueryOptions(),
    enabled,
    select: (page) => page.items.filter((i) => i.status === 'pending'),
  });
