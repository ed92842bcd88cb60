import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, LIST_LIMIT_MAX, type Risk } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { MONITORING_KEYS } from './keys.ts';

export type RisksPage = Page<Risk>;

/** Risks by review date, soonest (and most overdue) first; undated ones come last. */
export const getReviewsDue = () =>
  api.get<RisksPage>(
    `/risks${toQuery({ sortBy: 'nextReview', sortDirection: 'asc', limit: LIST_LIMIT_MAX })}`,
  );

export const reviewsDueQueryOptions = () =>
  queryOptions({ queryKey: MONITORING_KEYS.reviews, queryFn: getReviewsDue });

export const useReviewsDue = () => useQuery(reviewsDueQueryOptions());
