import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Evidence } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { ASSESSMENT_KEYS } from './keys.ts';

export const OPTIONS_LIMIT = 25;
type EvidencePage = Page<Evidence>;

/** The organisation's evidence matching a search, newest first, to link to a result. */
export const getEvidenceOptions = (search: string) =>
  api.get<EvidencePage>(`/evidence${toQuery({ search, limit: OPTIONS_LIMIT })}`);

export const evidenceOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ASSESSMENT_KEYS.evidence(search),
    queryFn: () => getEvidenceOptions(search),
  });

export const useEvidenceOptions = (search: string) =>
  useQuery({ ...evidenceOptionsQueryOptions(search), placeholderData: keepPreviousData });
