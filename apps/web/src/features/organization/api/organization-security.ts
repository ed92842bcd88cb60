import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationSecurity, UpdateOrganizationSecurityBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { MEMBERS_KEY } from '../../../lib/members.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

const SECURITY_KEY = [...ORGANIZATION_KEYS.all, 'security'] as const;

export const useOrganizationSecurity = (enabled: boolean) =>
  useQuery({
    queryKey: SECURITY_KEY,
    queryFn: () => api.get<OrganizationSecurity>('/organizations/current/security'),
    enabled,
  });

export const useUpdateOrganizationSecurity = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationSecurityBody) =>
      api.patch<OrganizationSecurity>('/organizations/current/security', body),
    onSuccess: (security) => {
      queryClient.setQueryData(SECURITY_KEY, security);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
};

export const useResetMemberTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api.post<{ reset: true }>(
        `/organizations/current/members/${encodeURIComponent(userId)}/two-factor/reset`,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: MEMBERS_KEY }),
        queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
      ]),
  });
};

export const useSignMemberOut = () =>
  useMutation({
    mutationFn: (userId: string) =>
      api.post<{ signedOut: true }>(
        `/organizations/current/members/${encodeURIComponent(userId)}/sign-out`,
      ),
  });
