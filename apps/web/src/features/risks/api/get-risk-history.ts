import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, AuditEvent } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { listQuery } from '../../../lib/search-params.ts';
import { RISK_KEYS } from './keys.ts';

type HistoryPage = Page<AuditEvent>;

export const HISTORY_PAGE_SIZE = 20;

export const getRiskHistory = (riskId: string, cursor?: string) =>
  api.get<HistoryPage>(
    `/audit-events${listQuery({ entityType: 'risk', entityId: riskId, limit: HISTORY_PAGE_SIZE, cursor })}`,
  );

export const riskHistoryQueryOptions = (riskId: string) =>
  infiniteQueryOptions({
    queryKey: RISK_KEYS.history(riskId),
    queryFn: ({ pageParam }) => getRiskHistory(riskId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The audit trail of one risk, newest first (only for roles with audit:read). */
export const useRiskHistory = (riskId: string) => useInfiniteQuery(riskHistoryQueryOptions(riskId));
