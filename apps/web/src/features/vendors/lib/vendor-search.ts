// Zod-free (decision 008): runs in the route table of the entry chunk, so it reads only the
// constants of vendor-values.ts. The sort columns live in vendors.ts beside zod; they are
// repeated here and checked against the contract by type and by vendor-search.test.ts.
import {
  VENDOR_CATEGORIES,
  VENDOR_COMPLIANCE_STATUSES,
  VENDOR_STATUSES,
  VENDOR_TIERS,
  type VendorCategory,
  type VendorComplianceStatus,
  type VendorStatus,
  type VendorTier,
} from '@rampart/contracts';
import type { VENDOR_SORT_COLUMNS } from '@rampart/contracts';

export type VendorSortColumn = (typeof VENDOR_SORT_COLUMNS)[number];
export type SortDirection = 'asc' | 'desc';

export const VENDOR_SORT_VALUES = [
  'createdAt',
  'updatedAt',
  'name',
  'riskScore',
  'tier',
  'nextReviewAt',
  'contractEnd',
] as const satisfies readonly VendorSortColumn[];

/** The register's state in the URL: filters, sort and page (1-based). */
export type VendorsSearch = {
  search?: string;
  category?: VendorCategory[];
  tier?: VendorTier[];
  status?: VendorStatus[];
  complianceStatus?: VendorComplianceStatus[];
  ownerUserId?: string;
  /** Only vendors whose review is due today or earlier. */
  reviewDue?: true;
  sortBy?: VendorSortColumn;
  sortDirection?: SortDirection;
  page?: number;
};

export const DEFAULT_SORT = { sortBy: 'createdAt', sortDirection: 'desc' } as const;
export const VENDORS_PAGE_SIZE = 50;
const MAX_TEXT = 200;
const MAX_ID = 64;

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

/** An id is kept whole or not at all: a cut id would name another record. */
const id = (value: unknown): string | undefined => {
  const v = typeof value === 'string' ? value.trim() : '';
  return v === '' || v.length > MAX_ID ? undefined : v;
};

const pageNumber = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

/** Reads the register's search params, dropping anything the server would refuse. */
export const validateVendorsSearch = (raw: Record<string, unknown>): VendorsSearch => {
  const sortBy = many(raw.sortBy, VENDOR_SORT_VALUES)?.[0];
  const sortDirection = many(raw.sortDirection, ['asc', 'desc'] as const)?.[0];
  return {
    search: text(raw.search),
    category: many(raw.category, VENDOR_CATEGORIES),
    tier: many(raw.tier, VENDOR_TIERS),
    status: many(raw.status, VENDOR_STATUSES),
    complianceStatus: many(raw.complianceStatus, VENDOR_COMPLIANCE_STATUSES),
    ownerUserId: id(raw.ownerUserId),
    reviewDue: raw.reviewDue === true || raw.reviewDue === 'true' ? true : undefined,
    sortBy: sortBy === DEFAULT_SORT.sortBy ? undefined : sortBy,
    sortDirection: sortDirection === DEFAULT_SORT.sortDirection ? undefined : sortDirection,
    page: pageNumber(raw.page),
  };
};

/** The server's list query for the state: defaults filled in, the page left to the caller. */
export type VendorListParams = Omit<VendorsSearch, 'page' | 'sortBy' | 'sortDirection'> & {
  sortBy: VendorSortColumn;
  sortDirection: SortDirection;
};

export const toListParams = ({ page: _page, ...search }: VendorsSearch): VendorListParams => ({
  ...search,
  sortBy: search.sortBy ?? DEFAULT_SORT.sortBy,
  sortDirection: search.sortDirection ?? DEFAULT_SORT.sortDirection,
});

export const hasFilters = (s: VendorsSearch): boolean =>
  Boolean(
    s.search ||
    s.category?.length ||
    s.tier?.length ||
    s.status?.length ||
    s.complianceStatus?.length ||
    s.ownerUserId ||
    s.reviewDue,
  );

/** Filters gone, sort kept, back to the first page. */
export const clearFilters = (s: VendorsSearch): VendorsSearch => ({
  sortBy: s.sortBy,
  sortDirection: s.sortDirection,
});

/** Other filters or another sort show other rows: start again at the first page. */
export const withChange = (prev: VendorsSearch, change: Partial<VendorsSearch>): VendorsSearch => ({
  ...prev,
  ...change,
  page: undefined,
});

type QueryValue = string | number | boolean | readonly string[] | undefined | null;

/** A query string whose arrays repeat their key (?tier=high&tier=critical), as the API reads them. */
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

/** Pages of a list of `total` rows; at least one, so an empty list still has page 1. */
export const pageCount = (total: number, pageSize = VENDORS_PAGE_SIZE): number =>
  Math.max(1, Math.ceil(total / pageSize));

/** The sections of a vendor's page; the first is shown when the URL names none. */
export const VENDOR_TABS = [
  'overview',
  'relationship',
  'assessments',
  'findings',
  'documents',
  'timeline',
] as const;
export type VendorTab = (typeof VENDOR_TABS)[number];
export type VendorDetailSearch = { tab?: Exclude<VendorTab, 'overview'> };

export const validateVendorDetailSearch = (raw: Record<string, unknown>): VendorDetailSearch => {
  const tab = many(raw.tab, VENDOR_TABS)?.[0];
  return { tab: tab === 'overview' ? undefined : tab };
};
