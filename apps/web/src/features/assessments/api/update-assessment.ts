import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assessment } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import type { UpdateAssessmentInput } from '../lib/assessment-form.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

export const updateAssessment = ({ id, patch }: { id: string; patch: UpdateAssessmentInput }) =>
  api.patch<Assessment>(`/assessments/${encodeURIComponent(id)}`, patch);

export const useUpdateAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.all }),
  });
};
