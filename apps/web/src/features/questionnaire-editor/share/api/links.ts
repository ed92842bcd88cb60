import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedShareLink,
  CreateShareLinkBody,
  ShareLink,
  UpdateShareLinkBody,
} from '@rampart/contracts';
import { api, getAllItems } from '../../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../../lib/questionnaire-api/questionnaire-keys.ts';

// §3 Share links of one questionnaire: list, create (the only answer that carries the address),
// change (name, active, expiry) and delete.

/** The create body as sent: the expiry as ISO text (the contract's type is the parsed Date). */
export type CreateShareLinkInput = Omit<CreateShareLinkBody, 'expiresAt'> & {
  expiresAt: string | null;
};
export type UpdateShareLinkInput = Omit<UpdateShareLinkBody, 'expiresAt'> & {
  expiresAt?: string | null;
};

const base = (id: string) => `/questionnaires/${encodeURIComponent(id)}/links`;
const one = (id: string, linkId: string) => `${base(id)}/${encodeURIComponent(linkId)}`;

export const shareLinksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: questionnaireKeys.resource(id, 'links'),
    queryFn: ({ signal }) => getAllItems<ShareLink>(base(id), signal),
    // Openings count up without an announcement: read again whenever the tab shows.
    staleTime: 0,
  });

export const useShareLinks = (id: string) => useQuery(shareLinksQueryOptions(id));

const useLinksMutation = <V, R>(id: string, fn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      // Not awaited: the caller's own callbacks run before its row may leave the list.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(id, 'links') }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(id, 'activity') }),
      ]);
    },
  });
};

export const useCreateShareLink = (id: string) =>
  useLinksMutation(id, (body: CreateShareLinkInput) => api.post<CreatedShareLink>(base(id), body));

export const useUpdateShareLink = (id: string) =>
  useLinksMutation(id, ({ linkId, patch }: { linkId: string; patch: UpdateShareLinkInput }) =>
    api.patch<ShareLink>(one(id, linkId), patch),
  );

export const useDeleteShareLink = (id: string) =>
  useLinksMutation(id, (linkId: string) => api.delete<{ deleted: string[] }>(one(id, linkId)));
