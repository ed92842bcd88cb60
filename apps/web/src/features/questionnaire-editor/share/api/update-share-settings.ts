import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Questionnaire, UpdateShareSettingsBody } from '@rampart/contracts';
import { api } from '../../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../../lib/questionnaire-api/questionnaire-keys.ts';

/**
 * PATCH /api/questionnaires/:id/sharing ('Sharing Updated'): the answer is the questionnaire
 * with the new settings and the actor's abilities; the team (which carries the settings) and the
 * list (visibility) are read again.
 */
export const updateShareSettings = ({
  id,
  patch,
}: {
  id: string;
  patch: UpdateShareSettingsBody;
}) => api.patch<Questionnaire>(`/questionnaires/${encodeURIComponent(id)}/sharing`, patch);

export const useUpdateShareSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateShareSettings,
    onSuccess: (q) => {
      queryClient.setQueryData(questionnaireKeys.detail(q.id), q);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(q.id, 'members') }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(q.id, 'activity') }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.lists() }),
      ]);
    },
  });
};
