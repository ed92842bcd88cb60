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

/** Reads the register's search params, dropping anything the server would refuse. */
export const validateVendorsSearch = (raw: Record<string, unknown>): VendorsSearch => {
  const sortBy = oneOf(raw.sortBy, VENDOR_SORT_VALUES);
  const sortDirection = oneOf(raw.sortDirection, ['asc', 'desc'] as const);
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
export const clearFilters = withoutListFilters<VendorsSearch>;

/** Other filters or another sort show other rows: start again at the first page. */
export const withChange = withListChange<VendorsSearch>;

/** Pages of a list of `total` rows; at least one, so an empty list still has page 1. */
export const pageCount = (total: number, pageSize = VENDORS_PAGE_SIZE): number =>
  listPageCount(total, pageSize);

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
  const tab = oneOf(raw.tab, VENDOR_TABS);
  return { tab: tab === 'overview' ? undefined : tab };
};
