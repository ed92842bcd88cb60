import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';

export const changePassword = (body: ChangePasswordBody) =>
  api.patch<{ changed: true }>('/users/me', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
