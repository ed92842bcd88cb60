import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Invitation } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

/** Every pending invitation of the organisation (the list shows them all). */
export const getInvitations = (signal?: AbortSignal) =>
  getAllItems<Invitation>('/organizations/current/invitations', signal);

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: ORGANIZATION_KEYS.invitations,
    queryFn: ({ signal }) => getInvitations(signal),
  });

/** Invitations still waiting for an answer. */
export const usePendingInvitations = (enabled = true) =>
  useQuery({
    ...invitationsQueryOptions(),
    enabled,
    select: (items) => items.filter((i) => i.status === 'pending'),
  });
