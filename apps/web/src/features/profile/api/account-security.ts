import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountSecurity,
  BackupCodes,
  ConfirmPasswordBody,
  ConfirmTwoFactorBody,
  Passkey,
  PasskeyOptions,
  TwoFactorSetup,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { createPasskey } from '../../../lib/passkeys.ts';
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

/** The password again, the server's options, the browser's new passkey, the server again. */
export const useAddPasskey = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ name, password }: { name: string; password: string }) => {
      const { options } = await api.post<PasskeyOptions>('/account/passkeys/options', {
        password,
      });
      const credential = await createPasskey(options);
      return api.post<Passkey>('/account/passkeys', { name, credential });
    },
    onSuccess: refresh,
  });
};

export const useRenamePasskey = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api.patch<Passkey>(`/account/passkeys/${encodeURIComponent(id)}`, { name }),
    onSuccess: refresh,
  });
};

export const useRemovePasskey = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) =>
      api.post(`/account/passkeys/${encodeURIComponent(id)}/remove`, { password }),
    onSuccess: refresh,
  });
};
