import type { VendorRow } from '@rampart/db';

/** Columns a vendor file carries. `computed` ones are written on export and ignored on import. */
export const VENDOR_COLUMNS = [
  'name',
  'legalName',
  'website',
  'category',
  'tier',
  'status',
  'ownerEmail',
  'dataKinds',
  'businessPurpose',
  'contractStart',
  'contractEnd',
  'renewalDate',
  'noticePeriodDays',
  'riskScore',
  'complianceStatus',
  'nextReviewAt',
] as const;
export type VendorColumn = (typeof VENDOR_COLUMNS)[number];
/** Set by assessments and the review cadence, never by a file. */
export const COMPUTED_VENDOR_COLUMNS = new Set<VendorColumn>([
  'riskScore',
  'complianceStatus',
  'nextReviewAt',
]);
/** Several data kinds share a cell, separated so. */
export const LIST_SEPARATOR = ';';

/** Calendar days as YYYY-MM-DD: what a spreadsheet shows and the import reads back. */
const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : '');

/** One vendor as cells, in VENDOR_COLUMNS order. */
export const vendorToCells = (v: VendorRow, ownerEmail: string): string[] => [
  v.name,
  v.legalName,
  v.website,
  v.category,
  v.tier,
  v.status,
  ownerEmail,
  v.dataKinds.join(LIST_SEPARATOR),
  v.businessPurpose,
  day(v.contractStart),
  day(v.contractEnd),
  day(v.renewalDate),
  v.noticePeriodDays === null ? '' : String(v.noticePeriodDays),
  v.riskScore === null ? '' : String(v.riskScore),
  v.complianceStatus ?? '',
  day(v.nextReviewAt),
];
