import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Evidence } from '@rampart/contracts';
import { api, toQuery } from './api-client.ts';

/** How many options a picker lists at once: search narrows the rest. */
export const OPTIONS_LIMIT = 25;
type EvidencePage = Page<Evidence>;
/** Invalidated when evidence is uploaded or deleted: every picker's options. */
export const EVIDENCE_OPTIONS_KEY = ['evidence-options'] as const;

/** The organisation's evidence matching a search, newest first, to link to a record. */
export const getEvidenceOptions = (search: string) =>
  api.get<EvidencePage>(`/evidence${toQuery({ search, limit: OPTIONS_LIMIT })}`);

export const evidenceOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...EVIDENCE_OPTIONS_KEY, search] as const,
    queryFn: () => getEvidenceOptions(search),
  });

export const useEvidenceOptions = (search: string) =>
  useQuery({ ...evidenceOptionsQueryOptions(search), placeholderData: keepPreviousData });
