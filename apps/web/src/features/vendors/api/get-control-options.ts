import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, Control } from '@rampart/contracts';
import { api } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import { listQuery } from '../../../lib/search-params.ts';

type ControlsPage = Page<Control>;

export const CONTROL_OPTIONS_LIMIT = 50;
/** The library's category for controls over suppliers. */
export const VENDOR_CONTROL_CATEGORY = 'vendor-management';

/** Vendor-management controls first, then the others, each group in title order. */
export const vendorControlsFirst = (items: readonly Control[]): Control[] => [
  ...items.filter((c) => c.category === VENDOR_CONTROL_CATEGORY),
  ...items.filter((c) => c.category !== VENDOR_CONTROL_CATEGORY),
];

const controlsPage = (search: string, category?: string) =>
  api.get<ControlsPage>(
    `/controls${listQuery({ search, category, limit: CONTROL_OPTIONS_LIMIT, sortBy: 'title', sortDirection: 'asc' })}`,
  );

/**
 * Controls to map a vendor finding to, found by title or description: every vendor-management
 * control first (however many controls the organisation has), then the others.
 */
export const getControlOptions = async (search: string) => {
  const [vendorOnes, all] = await Promise.all([
    controlsPage(search, VENDOR_CONTROL_CATEGORY),
    controlsPage(search),
  ]);
  const seen = new Set(vendorOnes.items.map((c) => c.id));
  const items = [...vendorOnes.items, ...all.items.filter((c) => !seen.has(c.id))];
  return { ...all, items: vendorControlsFirst(items) };
};

export const controlOptionsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: vendorKeys.controlOptions(search),
    queryFn: () => getControlOptions(search),
  });

export const useControlOptions = (search: string) =>
  useQuery({ ...controlOptionsQueryOptions(search), placeholderData: keepPreviousData });
