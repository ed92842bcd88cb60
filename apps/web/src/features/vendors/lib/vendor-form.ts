import { z } from 'zod';
import {
  VENDOR_CATEGORIES,
  VENDOR_DATA_KINDS,
  VENDOR_STATUSES,
  VENDOR_TIERS,
  vendorFields,
  type Vendor,
} from '@rampart/contracts';
import type {
  CreateVendorInput,
  VendorWriteFields,
} from '../../../lib/vendor-api/create-vendor.ts';
import { toDateInput } from '../../../lib/date-input.ts';

/** A date input's value: '' or YYYY-MM-DD. */
const dateInput = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), 'Enter a valid date');

/** A whole number of days typed in a text box; '' is none. The contract's limits and words. */
const days = (rule: z.ZodType<number | null>) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      const n = /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : Number.NaN;
      const checked = rule.safeParse(n);
      if (checked.success) return checked.data;
      ctx.addIssue({
        code: 'custom',
        message: Number.isNaN(n)
          ? 'Enter a whole number of days'
          : (checked.error.issues[0]?.message ?? 'Enter a whole number of days'),
      });
      return z.NEVER;
    });

/** The vendor form (create and relationship): the contract's rules, as a form holds them. */
export const vendorFormSchema = z
  .object({
    name: vendorFields.name,
    website: vendorFields.website,
    category: z.enum(VENDOR_CATEGORIES),
    status: z.enum(VENDOR_STATUSES),
    tier: z.enum(VENDOR_TIERS),
    /** A member id, or '' for nobody. */
    ownerUserId: z.string(),
    dataKinds: z.array(z.enum(VENDOR_DATA_KINDS)),
    businessPurpose: vendorFields.businessPurpose,
    contractStart: dateInput,
    contractEnd: dateInput,
    renewalDate: dateInput,
    noticePeriodDays: days(vendorFields.noticePeriodDays),
    /** '' follows the tier's cadence. */
    reviewCadenceDays: days(vendorFields.reviewCadenceDays),
    watch: z.boolean(),
  })
  .refine((v) => !v.contractStart || !v.contractEnd || v.contractStart <= v.contractEnd, {
    message: 'Contract end must be on or after its start',
    path: ['contractEnd'],
  });
export type VendorFormInput = z.input<typeof vendorFormSchema>;
export type VendorFormValues = z.output<typeof vendorFormSchema>;

export const emptyVendorForm = (): VendorFormInput => ({
  name: '',
  website: '',
  category: 'OTHER',
  status: 'active',
  tier: 'medium',
  ownerUserId: '',
  dataKinds: [],
  businessPurpose: '',
  contractStart: '',
  contractEnd: '',
  renewalDate: '',
  noticePeriodDays: '',
  reviewCadenceDays: '',
  watch: true,
});

export const formFromVendor = (v: Vendor): VendorFormInput => ({
  name: v.name,
  website: v.website,
  category: v.category,
  status: v.status,
  tier: v.tier,
  ownerUserId: v.ownerUserId ?? '',
  dataKinds: [...v.dataKinds],
  businessPurpose: v.businessPurpose,
  contractStart: toDateInput(v.contractStart),
  contractEnd: toDateInput(v.contractEnd),
  renewalDate: toDateInput(v.renewalDate),
  noticePeriodDays: v.noticePeriodDays === null ? '' : String(v.noticePeriodDays),
  reviewCadenceDays: String(v.reviewCadenceDays),
  watch: v.watch,
});

const orNull = (v: string) => (v === '' ? null : v);

export const toCreateBody = (v: VendorFormValues): CreateVendorInput => ({
  name: v.name,
  website: v.website,
  category: v.category,
  status: v.status,
  tier: v.tier,
  dataKinds: v.dataKinds,
  businessPurpose: v.businessPurpose,
  watch: v.watch,
  ...(v.ownerUserId ? { ownerUserId: v.ownerUserId } : {}),
  ...(v.contractStart ? { contractStart: v.contractStart } : {}),
  ...(v.contractEnd ? { contractEnd: v.contractEnd } : {}),
  ...(v.renewalDate ? { renewalDate: v.renewalDate } : {}),
  ...(v.noticePeriodDays === null ? {} : { noticePeriodDays: v.noticePeriodDays }),
  ...(v.reviewCadenceDays === null ? {} : { reviewCadenceDays: v.reviewCadenceDays }),
});

export type UpdateVendorPatch = Partial<VendorWriteFields>;

/**
 * Only what changed against the vendor as loaded, so saving never overwrites someone else's
 * change to another field. The form starts with the cadence in force; emptied, it goes back to
 * following the tier (null).
 */
export const toUpdatePatch = (vendor: Vendor, v: VendorFormValues): UpdateVendorPatch => {
  const patch: UpdateVendorPatch = {};
  if (v.name !== vendor.name) patch.name = v.name;
  if (v.website !== vendor.website) patch.website = v.website;
  if (v.category !== vendor.category) patch.category = v.category;
  if (v.status !== vendor.status) patch.status = v.status;
  if (v.tier !== vendor.tier) patch.tier = v.tier;
  if (v.ownerUserId !== (vendor.ownerUserId ?? '')) patch.ownerUserId = orNull(v.ownerUserId);
  const kinds = [...v.dataKinds].sort().join(',');
  if (kinds !== [...vendor.dataKinds].sort().join(',')) patch.dataKinds = v.dataKinds;
  if (v.businessPurpose !== vendor.businessPurpose) patch.businessPurpose = v.businessPurpose;
  for (const key of ['contractStart', 'contractEnd', 'renewalDate'] as const) {
    if (v[key] !== toDateInput(vendor[key])) patch[key] = orNull(v[key]);
  }
  if (v.noticePeriodDays !== vendor.noticePeriodDays) patch.noticePeriodDays = v.noticePeriodDays;
  if (v.reviewCadenceDays !== vendor.reviewCadenceDays)
    patch.reviewCadenceDays = v.reviewCadenceDays;
  if (v.watch !== vendor.watch) patch.watch = v.watch;
  return patch;
};
