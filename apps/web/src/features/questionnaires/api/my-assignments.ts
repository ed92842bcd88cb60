import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyQuestionnaireAssignment } from '@rampart/contracts';
import { getAllItems } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/** GET /api/questionnaire-assignments/mine: all the signed-in person's open assignments. */
export const myAssignmentsQueryOptions = () =>
  queryOptions({
    queryKey: [...questionnaireKeys.all, 'assignments', 'mine'] as const,
    queryFn: ({ signal }) =>
      getAllItems<MyQuestionnaireAssignment>('/questionnaire-assignments/mine', signal),
  });

export const useMyAssignments = () => useQuery(myAssignmentsQueryOptions());
