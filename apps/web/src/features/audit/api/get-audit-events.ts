import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { Page, AuditEvent } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';

export type AuditPage = Page<AuditEvent>;

export const AUDIT_PAGE_SIZE = 50;
const AUDIT_KEY = ['audit-events'] as const;

export const getAuditEvents = (params: { limit: number; cursor?: string }) =>
  api.get<AuditPage>(`/audit-events${toQuery(params)}`);

export const auditEventsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...AUDIT_KEY, 'list'],
    queryFn: ({ pageParam }) => getAuditEvents({ limit: AUDIT_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The audit log, newest first, a page at a time ("Load more"). */
export const useAuditEvents = () => useInfiniteQuery(auditEventsQueryOptions());

export const recentAuditEventsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, 'recent', limit],
    queryFn: () => getAuditEvents({ limit }),
  });

export const useRecentAuditEvents = (limit: number) =>
  useQuery(recentAuditEventsQueryOptions(limit));
