import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Control, ControlTest } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

export type ScheduleTestInput = {
  controlId: string;
  /** YYYY-MM-DD */
  nextTestDate: string;
  /** A member's user id; null clears the assignee. */
  assignee: string | null;
};

export const scheduleControlTest = ({ controlId, ...body }: ScheduleTestInput) =>
  api.post<{ control: Control; test: ControlTest }>(
    `/controls/${encodeURIComponent(controlId)}/schedule-test`,
    body,
  );

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
