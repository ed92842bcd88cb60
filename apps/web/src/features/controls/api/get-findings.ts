import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Page, LIST_LIMIT_MAX, type Finding } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

type FindingsPage = Page<Finding>;

/** The findings raised against a control, newest first. */
export const getFindings = (controlId: string) =>
  api.get<FindingsPage>(`/findings${toQuery({ controlId, limit: LIST_LIMIT_MAX })}`);

export const findingsQueryOptions = (controlId: string) =>
  queryOptions({
    queryKey: CONTROL_KEYS.findings(controlId),
    queryFn: () => getFindings(controlId),
  });

export const useFindings = (controlId: string) => useQuery(findingsQueryOptions(controlId));
