import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

export const getInvitationPreview = (token: string) =>
  api.get<InvitationPreview>(`/invitations/${encodeURIComponent(token)}`);

export const invitationPreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation-preview', token],
    queryFn: () => getInvitationPreview(token),
    staleTime: 60_000,
  });

/** Public: who invited whom to which organisation, for the accept and register pages. */
export const useInvitationPreview = (token: string | undefined) =>
  useQuery({ ...invitationPreviewQueryOptions(token ?? ''), enabled: Boolean(token) });
