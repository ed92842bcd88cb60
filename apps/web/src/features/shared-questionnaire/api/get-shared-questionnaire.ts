import { queryOptions, useQuery } from '@tanstack/react-query';
import { SHARE_GRANT_HEADER, type SharedLinkQuestionnaire } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { sharedLinkKeys } from './get-shared-link.ts';

/**
 * GET /api/shared-links/:token/questionnaire with the pass: the questionnaire as the link shows
 * it now (its status decides whether an edit link still edits). 410 once the link is off or
 * expired; 403 when the pass is no longer good.
 */
export const getSharedQuestionnaire = (token: string, grant: string) =>
  api.get<SharedLinkQuestionnaire>(`/shared-links/${encodeURIComponent(token)}/questionnaire`, {
    [SHARE_GRANT_HEADER]: grant,
  });

export const useSharedQuestionnaire = (token: string, grant: string | null) =>
  useQuery({
    ...queryOptions({
      queryKey: sharedLinkKeys.questionnaire(token, grant ?? ''),
      queryFn: () => getSharedQuestionnaire(token, grant ?? ''),
    }),
    enabled: grant !== null,
    // The live document carries the questions; this is read again when access changes.
    staleTime: Infinity,
  });
