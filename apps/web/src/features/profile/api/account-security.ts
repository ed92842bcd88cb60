import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSecurity,
  BackupCodes,
  ConfirmPasswordBody,
  ConfirmTwoFactorBody,
  TwoFactorSetup,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';

export const ACCOUNT_SECURITY_KEY = ['account', 'security'] as const;

export const useAccountSecurity = () =>
  useQuery({
    queryKey: ACCOUNT_SECURITY_KEY,
    queryFn: () => api.get<AccountSecurity>('/account/security'),
  });

/** The account's factor changed: its state and the session user (twoFactor) are read again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ACCOUNT_SECURITY_KEY }),
      queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
    ]);
};

export const useSetUpTwoFactor = () =>
  useMutation({
    mutationFn: (body: ConfirmPasswordBody) =>
      api.post<TwoFactorSetup>('/account/two-factor', body),
  });

export const useConfirmTwoFactor = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ConfirmTwoFactorBody) => api.post('/account/two-factor/confirm', body),
    onSuccess: refresh,
  });
};

export const useRegenerateBackupCodes = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ConfirmPasswordBody) =>
      api.post<BackupCodes>('/account/two-factor/backup-codes', body),
    onSuccess: refresh,
  });
};

export const useTurnOffTwoFactor = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ConfirmPasswordBody) => api.post('/account/two-factor/turn-off', body),
    onSuccess: refresh,
  });
};
