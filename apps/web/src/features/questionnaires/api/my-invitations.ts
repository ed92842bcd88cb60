import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionnaireInvitation, QuestionnaireMember } from '@rampart/contracts';
import { api, getAllItems } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

/** GET /api/questionnaire-invitations: all the signed-in person's pending invitations. */
export const myInvitationsQueryOptions = () =>
  queryOptions({
    queryKey: [...questionnaireKeys.all, 'invitations', 'mine'] as const,
    queryFn: ({ signal }) =>
      getAllItems<QuestionnaireInvitation>('/questionnaire-invitations', signal),
  });

export const useMyInvitations = () => useQuery(myInvitationsQueryOptions());

/**
 * POST /api/questionnaires/:id/invitation: accept (the role becomes theirs) or decline. Every
 * questionnaire query is read again: an accepted private one joins the list.
 */
export const useAnswerInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionnaireId, accept }: { questionnaireId: string; accept: boolean }) =>
      api.post<QuestionnaireMember>(
        `/questionnaires/${encodeURIComponent(questionnaireId)}/invitation`,
        { accept },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: questionnaireKeys.all });
    },
  });
};
