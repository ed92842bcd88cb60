// Zod-free (decision 008): runs in the route table of the entry chunk. The sort columns live in
// findings.ts beside zod; they are repeated here and checked against the contract by type and by
// findings-search.test.ts.
import type { FINDING_SORT_COLUMNS, FindingSeverity, FindingStatus } from '@rampart/contracts';
import { FINDING_SEVERITIES, FINDING_STATUSES } from '../../../lib/finding-labels.ts';
import {
  id,
  many,
  oneOf,
  pageNumber,
  text,
  withListChange,
  withoutListFilters,
  pageCount as listPageCount,
} from '../../../lib/search-params.ts';

export type FindingSortColumn = (typeof FINDING_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export const FINDING_SORT_VALUES = [
  'createdAt',
  'updatedAt',
  'title',
  'severity',
  'status',
  'dueDate',
] as const satisfies readonly FindingSortColumn[];

/**
 * What the register shows first: every finding not yet resolved or closed, the ones still to
 * work on. Accepted findings stay in it, as the dashboard counts them open and the server can
 * still call them overdue.
 */
export const OPEN_STATUSES = [
  'open',
  'in-progress',
  'accepted',
] as const satisfies readonly FindingStatus[];

/** The register's state in the URL: filters, sort and page (1-based); defaults are left out. */
export type FindingsSearch = {
  search?: string;
  severity?: FindingSeverity[];
  /** Absent: the open ones (OPEN_STATUSES); 'all': every status. */
  status?: FindingStatus[] | 'all';
  ownerUserId?: string;
  /** Only findings past their due date and not yet resolved or closed. */
  overdue?: true;
  sortBy?: FindingSortColumn;
  sortDirection?: SortDirection;
  page?: number;
};

/** Spec §3 List state: sortBy createdAt, sortDirection desc (newest opened first). */
export const DEFAULT_SORT = { sortBy: 'createdAt', sortDirection: 'desc' } as const;
export const FINDINGS_PAGE_SIZE = 50;

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v) => b.includes(v));

/**
 * The status menu's choice as the URL keeps it: the default set is left out, and no status
 * ticked (the menu's "All") is every status.
 */
export const statusParam = (chosen: readonly FindingStatus[]): FindingsSearch['status'] => {
  if (chosen.length === 0) return 'all';
  if (sameSet(chosen, OPEN_STATUSES)) return undefined;
  return FINDING_STATUSES.filter((s) => chosen.includes(s));
};

/** The statuses shown; none means every status. */
export const chosenStatuses = (s: FindingsSearch): FindingStatus[] =>
  s.status === 'all' ? [] : (s.status ?? [...OPEN_STATUSES]);

const readStatus = (raw: unknown): FindingsSearch['status'] => {
  if (raw === 'all' || (Array.isArray(raw) && raw.includes('all'))) return 'all';
  const list = many(raw, FINDING_STATUSES);
  return list ? statusParam(list) : undefined;
};

/** Reads the register's search params, dropping anything the server would refuse. */
export const validateFindingsSearch = (raw: Record<string, unknown>): FindingsSearch => {
  const sortBy = oneOf(raw.sortBy, FINDING_SORT_VALUES);
  const sortDirection = oneOf(raw.sortDirection, ['asc', 'desc'] as const);
  return {
    search: text(raw.search),
    severity: many(raw.severity, FINDING_SEVERITIES),
    status: readStatus(raw.status),
    ownerUserId: id(raw.ownerUserId),
    overdue: raw.overdue === true || raw.overdue === 'true' ? true : undefined,
    sortBy: sortBy === DEFAULT_SORT.sortBy ? undefined : sortBy,
    sortDirection: sortDirection === DEFAULT_SORT.sortDirection ? undefined : sortDirection,
    page: pageNumber(raw.page),
  };
};

/** The server's list query for the state: defaults filled in, the page left to the caller. */
export type FindingListParams = {
  search?: string;
  severity?: FindingSeverity[];
  /** Absent: every status. */
  status?: FindingStatus[];
  ownerUserId?: string;
  overdue?: true;
  sortBy: FindingSortColumn;
  sortDirection: SortDirection;
};

export const toListParams = ({
  page: _page,
  status,
  sortBy,
  sortDirection,
  ...filters
}: FindingsSearch): FindingListParams => ({
  ...filters,
  status: status === 'all' ? undefined : (status ?? [...OPEN_STATUSES]),
  sortBy: sortBy ?? DEFAULT_SORT.sortBy,
  sortDirection: sortDirection ?? DEFAULT_SORT.sortDirection,
});

/** Anything other than the default view (the open findings, unfiltered). */
export const hasFilters = (s: FindingsSearch): boolean =>
  Boolean(s.search || s.severity?.length || s.status || s.ownerUserId || s.overdue);

/** Back to the open findings, sort kept, first page. */
export const clearFilters = withoutListFilters<FindingsSearch>;

/** Other filters or another sort show other rows: start again at the first page. */
export const withChange = withListChange<FindingsSearch>;

/** Pages of a list of `total` rows; at least one, so an empty list still has page 1. */
export const pageCount = (total: number, pageSize = FINDINGS_PAGE_SIZE): number =>
  listPageCount(total, pageSize);
