import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, QuestionnaireActivity } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { questionnaireKeys } from '../../../lib/questionnaire-api/questionnaire-keys.ts';

export const ACTIVITY_PAGE_SIZE = 50;

/** One page of the questionnaire's activity, newest first (§9). */
export const getActivity = (id: string, params: { limit: number; cursor?: string }) =>
  api.get<Page<QuestionnaireActivity>>(
    `/questionnaires/${encodeURIComponent(id)}/activity${toQuery(params)}`,
  );

export const activityQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: questionnaireKeys.resource(id, 'activity'),
    queryFn: ({ pageParam }) => getActivity(id, { limit: ACTIVITY_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The activity a page at a time ("Load more"), back to the questionnaire's first entry. */
export const useActivity = (id: string) => useInfiniteQuery(activityQueryOptions(id));
