import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, VendorEvent } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import { listQuery } from '../../../lib/search-params.ts';

type EventsPage = Page<VendorEvent>;

export const EVENTS_PAGE_SIZE = 25;

export const getVendorEvents = (vendorId: string, cursor?: string) =>
  api.get<EventsPage>(
    `/vendors/${encodeURIComponent(vendorId)}/events${listQuery({ limit: EVENTS_PAGE_SIZE, cursor })}`,
  );

export const vendorEventsQueryOptions = (vendorId: string) =>
  infiniteQueryOptions({
    queryKey: vendorKeys.events(vendorId),
    queryFn: ({ pageParam }) => getVendorEvents(vendorId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The vendor's timeline, newest first, a page at a time. */
export const useVendorEvents = (vendorId: string) =>
  useInfiniteQuery(vendorEventsQueryOptions(vendorId));
