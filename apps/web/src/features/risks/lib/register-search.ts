import {
  RISK_CATEGORY_VALUES,
  RISK_LEVEL_VALUES,
  RISK_SORT_COLUMNS,
  RISK_STATUS_VALUES,
  type Risk,
} from '@rampart/contracts';
import { many, oneOf, text } from '../../../lib/search-params.ts';

export type RiskCategory = Risk['category'];
export type RiskStatus = Risk['status'];
export type RiskLevelValue = Risk['riskLevel'];
export type RiskSortColumn = (typeof RISK_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

/** The register's state in the URL: the filters of spec §5 and the sort (List state, §3). */
export type RegisterSearch = {
  category?: RiskCategory[];
  status?: RiskStatus[];
  riskLevel?: RiskLevelValue[];
  framework?: string[];
  owner?: string;
  search?: string;
  sortBy?: RiskSortColumn;
  sortDirection?: SortDirection;
};

/** Spec §3 List state: sortBy createdAt, sortDirection desc. */
export const DEFAULT_SORT: { sortBy: RiskSortColumn; sortDirection: SortDirection } = {
  sortBy: 'createdAt',
  sortDirection: 'desc',
};

const frameworks = (value: unknown): string[] | undefined => {
  const list = (Array.isArray(value) ? value : [value])
    .map(text)
    .filter((v): v is string => v !== undefined)
    .map((v) => v.slice(0, 40));
  return list.length > 0 ? [...new Set(list)].slice(0, 20) : undefined;
};

/** Reads the register's search params, dropping anything the server would refuse. */
export const validateRegisterSearch = (raw: Record<string, unknown>): RegisterSearch => {
  const sortBy = oneOf(raw.sortBy, RISK_SORT_COLUMNS);
  const sortDirection = oneOf(raw.sortDirection, ['asc', 'desc'] as const);
  return {
    category: many(raw.category, RISK_CATEGORY_VALUES),
    status: many(raw.status, RISK_STATUS_VALUES),
    riskLevel: many(raw.riskLevel, RISK_LEVEL_VALUES),
    framework: frameworks(raw.framework),
    owner: text(raw.owner),
    search: text(raw.search),
    sortBy: sortBy === DEFAULT_SORT.sortBy ? undefined : sortBy,
    sortDirection: sortDirection === DEFAULT_SORT.sortDirection ? undefined : sortDirection,
  };
};

/** The list query of the register's state (the server's names; defaults filled in). */
export type RiskListParams = Required<Pick<RegisterSearch, 'sortBy' | 'sortDirection'>> &
  Omit<RegisterSearch, 'sortBy' | 'sortDirection'>;

export const toListParams = (search: RegisterSearch): RiskListParams => ({
  ...search,
  sortBy: search.sortBy ?? DEFAULT_SORT.sortBy,
  sortDirection: search.sortDirection ?? DEFAULT_SORT.sortDirection,
});

export const hasFilters = (search: RegisterSearch): boolean =>
  Boolean(
    search.category?.length ||
    search.status?.length ||
    search.riskLevel?.length ||
    search.framework?.length ||
    search.owner ||
    search.search,
  );
