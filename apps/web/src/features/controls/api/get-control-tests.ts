import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Page, ControlTest } from '@rampart/contracts';
import { api, toQuery } from '../../../lib/api-client.ts';
import { CONTROL_KEYS } from './keys.ts';

type TestsPage = Page<ControlTest>;

export const TESTS_PAGE_SIZE = 20;

/** A control's tests, scheduled and completed, newest first. */
export const getControlTests = (controlId: string, cursor?: string) =>
  api.get<TestsPage>(
    `/controls/${encodeURIComponent(controlId)}/tests${toQuery({ limit: TESTS_PAGE_SIZE, cursor })}`,
  );

export const controlTestsQueryOptions = (controlId: string) =>
  infiniteQueryOptions({
    queryKey: CONTROL_KEYS.tests(controlId),
    queryFn: ({ pageParam }) => getControlTests(controlId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useControlTests = (controlId: string) =>
  useInfiniteQuery(controlTestsQueryOptions(controlId));
