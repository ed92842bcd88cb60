import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveScimRolesBody, ScimSettings, ScimTokenResponse } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { MEMBERS_KEY } from '../../../lib/members.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

const SCIM_KEY = [...ORGANIZATION_KEYS.all, 'scim'] as const;
const base = '/organizations/current/scim';

export const useScimSettings = () =>
  useQuery({ queryKey: SCIM_KEY, queryFn: () => api.get<ScimSettings>(base) });

/** Makes the token (turning provisioning on) or rotates it; the answer holds it this once. */
export const useMakeScimToken = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ScimTokenResponse>(`${base}/token`),
    onSuccess: (data) => queryClient.setQueryData(SCIM_KEY, data.settings),
  });
};

export const useSaveScimRoles = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveScimRolesBody) => api.put<ScimSettings>(base, body),
    onSuccess: (data) => {
      queryClient.setQueryData(SCIM_KEY, data);
      // Members' roles may have changed with it.
      void queryClient.invalidateQueries({ queryKey: MEMBERS_KEY });
    },
  });
};

export const useRemoveScim = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(base),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCIM_KEY }),
  });
};
