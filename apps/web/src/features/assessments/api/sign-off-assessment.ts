import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assessment } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

export const signOffAssessment = ({ id, statement }: { id: string; statement: string }) =>
  api.post<Assessment>(`/assessments/${encodeURIComponent(id)}/sign-off`, { statement });

export const useSignOffAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOffAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.all }),
  });
};
