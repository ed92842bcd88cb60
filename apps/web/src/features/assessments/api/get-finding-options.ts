import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Finding } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { OPTIONS_LIMIT } from '../../../lib/evidence-options.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

type FindingsPage = Page<Finding>;

/** The organisation's findings matching a search, newest first, to link to a result. */
export const getFindingOptions = (search: string) =>
  api.get<FindingsPage>(`/findings${toQuery({ search, limit: OPTIONS_LIMIT })}`);

export const findingOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ASSESSMENT_KEYS.findings(search),
    queryFn: () => getFindingOptions(search),
  });

export const useFindingOptions = (search: string) =>
  useQuery({ ...findingOptionsQueryOptions(search), placeholderData: keepPreviousData });
