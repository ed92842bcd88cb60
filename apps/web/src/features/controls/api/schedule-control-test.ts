import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ScheduledControlTest,
  RequestBody,
  scheduleControlTestBodySchema,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

export type ScheduleTestInput = { controlId: string } & RequestBody<
  typeof scheduleControlTestBodySchema
>;

export const scheduleControlTest = ({ controlId, ...body }: ScheduleTestInput) =>
  api.post<ScheduledControlTest>(`/controls/${encodeURIComponent(controlId)}/schedule-test`, body);

export const useScheduleControlTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleControlTest,
    onSuccess: ({ control }) => {
      queryClient.setQueryData(CONTROL_KEYS.detail(control.id), control);
      return queryClient.invalidateQueries({ queryKey: CONTROL_KEYS.all });
    },
  });
};
