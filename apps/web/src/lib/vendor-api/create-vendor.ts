import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  DuplicateVendorIssue,
  Vendor,
  VendorCategory,
  VendorDataKind,
  VendorStatus,
  VendorTier,
  VendorUrlKey,
} from '@rampart/contracts';
import { api, ApiError } from '../api-client.ts';
import { vendorKeys } from './vendor-keys.ts';

/** The fields a screen sends; dates as YYYY-MM-DD. The server fills in what is left out. */
export type VendorWriteFields = {
  name: string;
  legalName?: string;
  description?: string;
  category?: VendorCategory;
  website?: string;
  headquarterAddress?: string;
  urls?: Partial<Record<VendorUrlKey, string | null>>;
  status?: VendorStatus;
  tier?: VendorTier;
  ownerUserId?: string | null;
  dataKinds?: VendorDataKind[];
  businessPurpose?: string;
  contractStart?: string | null;
  contractEnd?: string | null;
  renewalDate?: string | null;
  noticePeriodDays?: number | null;
  /** Null: follow the tier's cadence. */
  reviewCadenceDays?: number | null;
  watch?: boolean;
};

export type CreateVendorInput = VendorWriteFields & {
  /** A finished extraction job whose reading the vendor keeps (the hub). */
  extractionJobId?: string;
  /** Assess at once with the rules (the hub's "save and assess"). */
  assess?: boolean;
  /** Add it although a vendor with the same site is registered (the user said "add anyway"). */
  allowDuplicate?: boolean;
};

/** The registered vendor a refused create names (a 409: same site), or null for any other error. */
export const duplicateVendorOf = (error: unknown): DuplicateVendorIssue | null => {
  if (!(error instanceof ApiError) || error.status !== 409 || !Array.isArray(error.details))
    return null;
  const issue = error.details.find(
    (d): d is DuplicateVendorIssue =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as DuplicateVendorIssue).vendorId === 'string' &&
      typeof (d as DuplicateVendorIssue).vendorName === 'string',
  );
  return issue ?? null;
};

export const createVendor = (body: CreateVendorInput) => api.post<Vendor>('/vendors', body);

export const useCreateVendor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.detail(vendor.id), vendor);
      // The list is sorted by the server; refetching puts the new vendor where it belongs.
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
};
