import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Organization, UpdateOrganizationBody } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';
import { ORGANIZATION_KEYS } from './keys.ts';

export const updateOrganization = (body: UpdateOrganizationBody) =>
  api.patch<Organization>('/organizations/current', body);

export const useUpdateOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (organization) => {
      queryClient.setQueryData(ORGANIZATION_KEYS.current, organization);
      // The sidebar shows the name from the session user.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
};
