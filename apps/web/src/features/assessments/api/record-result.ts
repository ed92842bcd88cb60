import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AssessmentDetail,
  AssessmentRequirement,
  RequestBody,
  recordResultBodySchema,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { replaceRequirement } from '../lib/requirements-view.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

/** Fields left out keep their recorded value. */
export type ResultInput = RequestBody<typeof recordResultBodySchema>;

export const recordResult = ({
  assessmentId,
  requirementId,
  input,
}: {
  assessmentId: string;
  requirementId: string;
  input: ResultInput;
}) =>
  api.put<AssessmentRequirement>(
    `/assessments/${encodeURIComponent(assessmentId)}/results/${encodeURIComponent(requirementId)}`,
    input,
  );

export const useRecordResult = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordResult,
    onSuccess: (saved, { assessmentId }) => {
      // The row changes at once; the counts in the header and the lists refresh behind it.
      queryClient.setQueryData<AssessmentDetail>(ASSESSMENT_KEYS.detail(assessmentId), (prev) =>
        prev ? { ...prev, requirements: replaceRequirement(prev.requirements, saved) } : prev,
      );
      return queryClient.invalidateQueries({ queryKey: ASSESSMENT_KEYS.all });
    },
  });
};
