// Shared builders for the vendor tests: a blank vendor and a fast-check generator of any facts.
import fc from 'fast-check';
import {
  VENDOR_CATEGORIES,
  VENDOR_DATA_KINDS,
  VENDOR_FRAMEWORKS,
  VENDOR_TIERS,
  VENDOR_URL_KEYS,
  type VendorUrlKey,
} from '@rampart/contracts';
import type { VendorFacts } from './facts.ts';

/** A vendor in a category with no surcharge and no data link, holding nothing, publishing nothing. */
export const blank = (over: Partial<VendorFacts> = {}): VendorFacts => ({
  category: 'OTHER',
  heldFrameworks: [],
  urls: {},
  ...over,
});

export const page = (key: VendorUrlKey): string => `https://vendor.example/${key}`;

export const pages = (...keys: VendorUrlKey[]): VendorFacts['urls'] =>
  Object.fromEntries(keys.map((k) => [k, page(k)]));

const urlValue = fc.option(fc.constantFrom('', '   ', 'https://vendor.example/page'), {
  nil: null,
});

export const factsArb: fc.Arbitrary<VendorFacts> = fc.record(
  {
    category: fc.constantFrom(...VENDOR_CATEGORIES),
    heldFrameworks: fc.subarray([...VENDOR_FRAMEWORKS]),
    urls: fc.record(Object.fromEntries(VENDOR_URL_KEYS.map((k) => [k, urlValue])), {
      requiredKeys: [],
    }) as fc.Arbitrary<VendorFacts['urls']>,
    dataKinds: fc.subarray([...VENDOR_DATA_KINDS]),
    tier: fc.option(fc.constantFrom(...VENDOR_TIERS), { nil: null }),
  },
  { requiredKeys: ['category', 'heldFrameworks', 'urls'] },
);
