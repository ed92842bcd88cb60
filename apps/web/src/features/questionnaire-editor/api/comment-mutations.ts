import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CreateQuestionnaireCommentBody,
  QuestionnaireComment,
  ReactionType,
} from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

// The comment calls of the side panel (POST, PATCH, DELETE /api/questionnaires/:id/comments…).
// Each refreshes the thread list and the activity once the server has answered; the socket's
// `changed` message refreshes them in every other browser.

const base = (id: string) => `/questionnaires/${encodeURIComponent(id)}/comments`;
const one = (id: string, commentId: string) => `${base(id)}/${encodeURIComponent(commentId)}`;

/** As sent: the target type defaults to the whole questionnaire, and a reply takes its thread's. */
export type PostCommentBody = Omit<CreateQuestionnaireCommentBody, 'targetType'> &
  Partial<Pick<CreateQuestionnaireCommentBody, 'targetType'>>;

export const postComment = (id: string, body: PostCommentBody) =>
  api.post<QuestionnaireComment>(base(id), body);

export const editComment = (id: string, commentId: string, content: string) =>
  api.patch<QuestionnaireComment>(one(id, commentId), { content });

export const deleteComment = (id: string, commentId: string) =>
  api.delete<{ deleted: string[] }>(one(id, commentId));

export const resolveComment = (id: string, commentId: string, resolved: boolean) =>
  api.post<QuestionnaireComment>(`${one(id, commentId)}/resolve`, { resolved });

export const reactToComment = (id: string, commentId: string, type: ReactionType) =>
  api.post<QuestionnaireComment>(`${one(id, commentId)}/reactions`, { type });

/** Refreshes the comments (and the activity, which records most comment changes). */
const useRefresh = (id: string) => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(id, 'comments') }),
      queryClient.invalidateQueries({ queryKey: questionnaireKeys.resource(id, 'activity') }),
    ]);
};

export const usePostComment = (id: string) => {
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: (body: PostCommentBody) => postComment(id, body),
    onSuccess,
  });
};

export const useEditComment = (id: string) => {
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: string; content: string }) =>
      editComment(id, commentId, content),
    onSuccess,
  });
};

export const useDeleteComment = (id: string) => {
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: (commentId: string) => deleteComment(id, commentId),
    onSuccess,
  });
};

export const useResolveComment = (id: string) => {
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: ({ commentId, resolved }: { commentId: string; resolved: boolean }) =>
      resolveComment(id, commentId, resolved),
    onSuccess,
  });
};

export const useReactToComment = (id: string) => {
  const onSuccess = useRefresh(id);
  return useMutation({
    mutationFn: ({ commentId, type }: { commentId: string; type: ReactionType }) =>
      reactToComment(id, commentId, type),
    onSuccess,
  });
};
