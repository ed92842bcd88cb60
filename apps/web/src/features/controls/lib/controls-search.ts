import {
  CONTROL_EFFECTIVENESS_BAND_VALUES,
  CONTROL_SORT_COLUMNS,
  CONTROL_STATUS_VALUES,
  CONTROL_TYPE_VALUES,
  type Control,
} from '@rampart/contracts';
import {
  many,
  oneOf,
  pageNumber,
  text,
  withListChange,
  withoutListFilters,
  pageCount as listPageCount,
} from '../../../lib/search-params.ts';

export type ControlType = Control['type'];
export type ControlStatus = Control['status'];
export type EffectivenessBand = NonNullable<Control['effectivenessBand']>;
export type ControlSortColumn = (typeof CONTROL_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** The control list's state in the URL: the filters of spec §5, the sort and the page (1-based). */
export type ControlsSearch = {
  type?: ControlType[];
  effectiveness?: EffectivenessBand[];
  status?: ControlStatus[];
  search?: string;
  sortBy?: ControlSortColumn;
  sortDirection?: SortDirection;
  page?: number;
};

/** Spec §3 List state: sortBy createdAt, sortDirection desc. */
export const DEFAULT_SORT = { sortBy: 'createdAt', sortDirection: 'desc' } as const;
export const CONTROLS_PAGE_SIZE = 50;

/** Reads the list's search params, dropping anything the server would refuse; defaults are left out. */
export const validateControlsSearch = (raw: Record<string, unknown>): ControlsSearch => {
  const sortBy = oneOf(raw.sortBy, CONTROL_SORT_COLUMNS);
  const sortDirection = oneOf(raw.sortDirection, ['asc', 'desc'] as const);
  return {
    type: many(raw.type, CONTROL_TYPE_VALUES),
    effectiveness: many(raw.effectiveness, CONTROL_EFFECTIVENESS_BAND_VALUES),
    status: many(raw.status, CONTROL_STATUS_VALUES),
    search: text(raw.search),
    sortBy: sortBy === DEFAULT_SORT.sortBy ? undefined : sortBy,
    sortDirection: sortDirection === DEFAULT_SORT.sortDirection ? undefined : sortDirection,
    page: pageNumber(raw.page),
  };
};

/** The server's list query for the state: defaults filled in, the page left to the caller. */
export type ControlListParams = Omit<ControlsSearch, 'page' | 'sortBy' | 'sortDirection'> & {
  sortBy: ControlSortColumn;
  sortDirection: SortDirection;
};

export const toListParams = ({ page: _page, ...search }: ControlsSearch): ControlListParams => ({
  ...search,
  sortBy: search.sortBy ?? DEFAULT_SORT.sortBy,
  sortDirection: search.sortDirection ?? DEFAULT_SORT.sortDirection,
});

export const hasFilters = (s: ControlsSearch): boolean =>
  Boolean(s.type?.length || s.effectiveness?.length || s.status?.length || s.search);

/** Filters gone, sort kept, back to the first page. */
export const clearFilters = withoutListFilters<ControlsSearch>;

/** Other filters or another sort show other rows: start again at the first page. */
export const withChange = withListChange<ControlsSearch>;

/** Pages of a list of `total` rows; at least one, so an empty list still has page 1. */
export const pageCount = (total: number, pageSize = CONTROLS_PAGE_SIZE): number =>
  listPageCount(total, pageSize);
