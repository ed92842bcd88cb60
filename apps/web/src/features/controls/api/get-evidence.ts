import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, LIST_LIMIT_MAX, type Evidence } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

export type EvidencePage = Page<Evidence>;

/** The evidence files of a control, newest first. */
export const getEvidence = (controlId: string) =>
  api.get<EvidencePage>(`/evidence${toQuery({ controlId, limit: LIST_LIMIT_MAX })}`);

export const evidenceQueryOptions = (controlId: string) =>
  queryOptions({
    queryKey: CONTROL_KEYS.evidence(controlId),
    queryFn: () => getEvidence(controlId),
  });

export const useEvidence = (controlId: string) => useQuery(evidenceQueryOptions(controlId));
