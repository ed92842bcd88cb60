import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteOrganizationBody, Organization } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

const PATH = '/organizations/current/deletion';

/** After either: the settings show the new state, and the session (which carries the banner). */
const useSettled = () => {
  const queryClient = useQueryClient();
  return (organization: Organization) => {
    queryClient.setQueryData(ORGANIZATION_KEYS.current, organization);
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  };
};

export const useScheduleDeletion = () => {
  const onSuccess = useSettled();
  return useMutation({
    mutationFn: (body: DeleteOrganizationBody) => api.post<Organization>(PATH, body),
    onSuccess,
  });
};

export const useRestoreOrganization = () => {
  const onSuccess = useSettled();
  return useMutation({ mutationFn: () => api.delete<Organization>(PATH), onSuccess });
};
