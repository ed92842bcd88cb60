import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportDefinition, ReportSchedule } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { REPORT_KEYS } from './keys.ts';

const path = (id: string) => `/reports/definitions/${encodeURIComponent(id)}/schedule`;

/** Sets the schedule, or removes it (null). */
export const scheduleDefinition = ({
  id,
  schedule,
}: {
  id: string;
  schedule: ReportSchedule | null;
}) =>
  schedule ? api.put<ReportDefinition>(path(id), schedule) : api.delete<ReportDefinition>(path(id));

export const useScheduleDefinition = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleDefinition,
    onSuccess: (d) => {
      queryClient.setQueryData(REPORT_KEYS.definition(d.id), d);
      return queryClient.invalidateQueries({ queryKey: REPORT_KEYS.definitions, exact: true });
    },
  });
};
