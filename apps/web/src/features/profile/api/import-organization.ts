import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizationImport } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session.ts';

/** Makes a new organisation from an export; the session then lists it among the person's. */
export const useImportOrganization = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.upload<OrganizationImport>('/organizations/import', form);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
};
