import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportDefinition } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import type { ReportSpecBody } from '../lib/report-form.ts';
import { REPORT_KEYS } from './keys.ts';

/** A new definition (no id) or the saved one changed. */
export type SaveDefinition = { id?: string; spec: ReportSpecBody };

export const saveDefinition = ({ id, spec }: SaveDefinition) =>
  id
    ? api.patch<ReportDefinition>(`/reports/definitions/${encodeURIComponent(id)}`, spec)
    : api.post<ReportDefinition>('/reports/definitions', spec);

export const useSaveDefinition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDefinition,
    onSuccess: (d) => {
      queryClient.setQueryData(REPORT_KEYS.definition(d.id), d);
      return queryClient.invalidateQueries({ queryKey: REPORT_KEYS.definitions, exact: true });
    },
  });
};
