import {
  RISK_CATEGORY_VALUES,
  RISK_LEVEL_VALUES,
  RISK_SORT_COLUMNS,
  RISK_STATUS_VALUES,
  type Risk,
} from '@rampart/contracts';

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

const MAX_TEXT = 200;

const many = <T extends string>(value: unknown, allowed: readonly T[]): T[] | undefined => {
  const list = (Array.isArray(value) ? value : [value]).filter(
    (v): v is T => typeof v === 'string' && (allowed as readonly string[]).includes(v),
  );
  return list.length > 0 ? [...new Set(list)] : undefined;
};

const text = (value: unknown): string | undefined => {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const v = String(value).trim().slice(0, MAX_TEXT);
  return v === '' ? undefined : v;
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
  const sortBy = many(raw.sortBy, RISK_SORT_COLUMNS)?.[0];
  const sortDirection = many(raw.sortDirection, ['asc', 'desc'] as const)?.[0];
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

type QueryValue = string | number | readonly string[] | undefined | null;

/** A query string whose arrays repeat their key (?category=A&category=B), as the API reads them. */
export const listQuery = (params: Record<string, QueryValue>): string => {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) query.append(key, v);
    else query.set(key, String(value));
  }
  const out = query.toString();
  return out ? `?${out}` : '';
};
