import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SaveOidcConnectionBody,
  SaveSamlConnectionBody,
  SsoSettings,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

const SSO_KEY = [...ORGANIZATION_KEYS.all, 'single-sign-on'] as const;
const base = '/organizations/current/sso';

export const useSsoSettings = () =>
  useQuery({ queryKey: SSO_KEY, queryFn: () => api.get<SsoSettings>(base) });

/** The settings of one protocol, each kept by its own route. */
export type SsoSave =
  | { protocol: 'oidc'; body: SaveOidcConnectionBody }
  | { protocol: 'saml'; body: SaveSamlConnectionBody };

export const useSaveSso = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ protocol, body }: SsoSave) =>
      api.put<SsoSettings>(protocol === 'saml' ? `${base}/saml` : base, body),
    onSuccess: (data) => queryClient.setQueryData(SSO_KEY, data),
  });
};

export const useRemoveSso = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(base),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SSO_KEY }),
  });
};
