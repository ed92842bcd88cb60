import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InviteCollaboratorBody,
  InvitedCollaborator,
  QuestionnaireMember,
  ShareableCollaborationRole,
} from '@rampart/contracts';
import { api } from '../../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../../lib/questionnaire-api/questionnaire-keys.ts';

// The People tab's changes (§4 Sharing, §5 Invite). Each refreshes the team (the same key the
// side panel's Team tab and the socket's `changed: members` use) and the activity list.

const base = (id: string) => `/questionnaires/${encodeURIComponent(id)}/members`;
const one = (id: string, memberId: string) => `${base(id)}/${encodeURIComponent(memberId)}`;

const useTeamMutation = <V, R>(id: string, fn: (vars: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      // Not awaited: the caller's own callbacks run before its row may leave the list.
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(id, 'members') }),
        queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(id, 'activity') }),
      ]);
    },
  });
};

/** POST /api/questionnaires/:id/members: a member of the organisation, pending until they accept. */
export const useInviteCollaborator = (id: string) =>
  useTeamMutation(id, (body: InviteCollaboratorBody) =>
    api.post<InvitedCollaborator>(base(id), body),
  );

/** PATCH /api/questionnaires/:id/members/:memberId: the role, and with it the permissions. */
export const useChangeCollaboratorRole = (id: string) =>
  useTeamMutation(
    id,
    ({ memberId, role }: { memberId: string; role: ShareableCollaborationRole }) =>
      api.patch<QuestionnaireMember>(one(id, memberId), { role }),
  );

/** DELETE /api/questionnaires/:id/members/:memberId: access revoked, open connections closed. */
export const useRemoveCollaborator = (id: string) =>
  useTeamMutation(id, (memberId: string) => api.delete<{ deleted: string[] }>(one(id, memberId)));

/** POST /api/questionnaires/:id/members/:memberId/approve: an invitation that waited goes ahead. */
export const useApproveInvitation = (id: string) =>
  useTeamMutation(id, (memberId: string) =>
    api.post<QuestionnaireMember>(`${one(id, memberId)}/approve`),
  );
