import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportFormat, ReportRun } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import type { ReportSpecBody } from '../lib/report-form.ts';
import { REPORT_KEYS } from './keys.ts';

/** A saved report as it is saved, or the report on screen (unsaved or changed). */
export type CreateRun =
  { format: ReportFormat; definitionId: string } | { format: ReportFormat; spec: ReportSpecBody };

export const createRun = (body: CreateRun) => api.post<ReportRun>('/reports/runs', body);

export const useCreateRun = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRun,
    onSuccess: (run) => {
      queryClient.setQueryData(REPORT_KEYS.run(run.id), run);
      return queryClient.invalidateQueries({ queryKey: REPORT_KEYS.runs });
    },
  });
};
