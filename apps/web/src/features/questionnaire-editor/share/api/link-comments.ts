import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SHARE_GRANT_HEADER,
  type QuestionnaireComment,
  type QuestionnaireCommentThread,
} from '@rampart/contracts';
import { api, getAllItems } from '../../../../lib/api-client.ts';

// Comments through a share link, with the link's pass: every holder reads them; comment and edit
// links post, under the holder's name (GET/POST /api/shared-links/:token/comments).

const path = (token: string) => `/shared-links/${encodeURIComponent(token)}/comments`;

export const linkCommentKeys = {
  list: (token: string) => ['shared-link', token, 'comments'] as const,
};

/** Every thread, page after page to the end, each page with the link's pass. */
export const getLinkComments = (token: string, grant: string) =>
  getAllItems<QuestionnaireCommentThread>(path(token), undefined, { [SHARE_GRANT_HEADER]: grant });

export const linkCommentsQueryOptions = (token: string, grant: string) =>
  queryOptions({
    queryKey: linkCommentKeys.list(token),
    queryFn: () => getLinkComments(token, grant),
  });

export const useLinkComments = (token: string, grant: string) =>
  useQuery(linkCommentsQueryOptions(token, grant));

export type LinkCommentInput = {
  content: string;
  targetType: 'questionnaire' | 'question';
  targetId: string | null;
};

export const usePostLinkComment = (token: string, grant: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkCommentInput) =>
      api.post<QuestionnaireComment>(path(token), body, { [SHARE_GRANT_HEADER]: grant }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: linkCommentKeys.list(token) });
    },
  });
};
