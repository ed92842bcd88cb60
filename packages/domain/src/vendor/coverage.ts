// How far a vendor's public evidence covers each framework (spec §9 Framework coverage), 0..100.
import { VENDOR_FRAMEWORKS, type VendorFramework, type VendorUrlKey } from '@rampart/contracts';
import { vendorHasPage, vendorHolds, type VendorFacts } from './facts.ts';

export type FrameworkCoverage = { framework: VendorFramework; held: boolean; coverage: number };

export const FRAMEWORK_COVERAGE_POINTS = {
  heldCertification: 40,
  /** Each of these pages is evidence towards every framework. */
  perPage: 20,
  pages: ['securityPage', 'privacyPolicy', 'dataProcessingAgreement'],
  max: 100,
} as const satisfies { pages: readonly VendorUrlKey[] } & Record<string, unknown>;

const coverageOf = (facts: VendorFacts, framework: VendorFramework): FrameworkCoverage => {
  const held = vendorHolds(facts, framework);
  const p = FRAMEWORK_COVERAGE_POINTS;
  const pages = p.pages.filter((k) => vendorHasPage(facts, k)).length;
  const raw = (held ? p.heldCertification : 0) + pages * p.perPage;
  return { framework, held, coverage: Math.min(p.max, raw) };
};

/** All five frameworks, always, in VENDOR_FRAMEWORKS order. */
export const frameworkCoverage = (facts: VendorFacts): FrameworkCoverage[] =>
  VENDOR_FRAMEWORKS.map((f) => coverageOf(facts, f));
