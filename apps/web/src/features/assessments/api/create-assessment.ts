import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Assessment } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import type { CreateAssessmentInput } from '../lib/assessment-form.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

export const createAssessment = (body: CreateAssessmentInput) =>
  api.post<Assessment>('/assessments', body);

export const useCreateAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssessment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.lists }),
  });
};
