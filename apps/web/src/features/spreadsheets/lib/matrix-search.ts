import {
  RISK_CATEGORY_VALUES,
  RISK_LEVEL_VALUES,
  RISK_SORT_COLUMNS,
  RISK_STATUS_VALUES,
  type Risk,
} from '@rampart/contracts';
import { many, oneOf } from '../../../lib/search-params.ts';

export type RiskCategory = Risk['category'];
export type RiskStatus = Risk['status'];
export type RiskLevelValue = Risk['riskLevel'];
export type MatrixSortColumn = (typeof RISK_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** The page's state in the URL: the risk list filters and the control columns asked for. */
export type MatrixSearch = {
  category?: RiskCategory[];
  status?: RiskStatus[];
  riskLevel?: RiskLevelValue[];
  search?: string;
  sortBy?: MatrixSortColumn;
  sortDirection?: SortDirection;
  /** Controls shown as columns even where nothing maps to them yet. */
  controlIds?: string[];
};

/** Highest inherent risk first: the rows a risk team looks at first. */
export const DEFAULT_MATRIX_SORT = { sortBy: 'riskScore', sortDirection: 'desc' } as const;
/** The server accepts up to 200 asked-for control columns. */
export const MAX_CONTROL_COLUMNS = 200;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const ids = (value: unknown): string[] | undefined => {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (v): v is string => typeof v === 'string' && ID.test(v),
  );
  return list.length > 0 ? [...new Set(list)].slice(0, MAX_CONTROL_COLUMNS) : undefined;
};

/** Reads the search params, dropping anything the server would refuse. */
export const validateMatrixSearch = (raw: Record<string, unknown>): MatrixSearch => {
  const sortBy = oneOf(raw.sortBy, RISK_SORT_COLUMNS);
  const sortDirection = oneOf(raw.sortDirection, ['asc', 'desc'] as const);
  const search = typeof raw.search === 'string' ? raw.search.trim().slice(0, 200) : '';
  return {
    category: many(raw.category, RISK_CATEGORY_VALUES),
    status: many(raw.status, RISK_STATUS_VALUES),
    riskLevel: many(raw.riskLevel, RISK_LEVEL_VALUES),
    search: search || undefined,
    sortBy: sortBy === DEFAULT_MATRIX_SORT.sortBy ? undefined : sortBy,
    sortDirection: sortDirection === DEFAULT_MATRIX_SORT.sortDirection ? undefined : sortDirection,
    controlIds: ids(raw.controlIds),
  };
};

export const hasFilters = (s: MatrixSearch): boolean =>
  Boolean(s.category?.length || s.status?.length || s.riskLevel?.length || s.search);

/** The same state with the defaults filled in: what the server is asked. */
export type MatrixParams = Omit<MatrixSearch, 'sortBy' | 'sortDirection'> & {
  sortBy: MatrixSortColumn;
  sortDirection: SortDirection;
};

export const toMatrixParams = (s: MatrixSearch): MatrixParams => ({
  ...s,
  sortBy: s.sortBy ?? DEFAULT_MATRIX_SORT.sortBy,
  sortDirection: s.sortDirection ?? DEFAULT_MATRIX_SORT.sortDirection,
});

/** A query string with arrays repeated (?category=A&category=B), empty values left out. */
export const toQueryString = (params: Record<string, string | string[] | undefined>): string => {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) if (v) q.append(key, v);
  }
  const text = q.toString();
  return text ? `?${text}` : '';
};

/** The risk list filters alone (for the risk export), without the control columns. */
export const riskFilterParams = ({ controlIds: _c, ...rest }: MatrixParams) => rest;
