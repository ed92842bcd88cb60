import {
  DOCUMENT_FRAMEWORKS,
  VENDOR_DOCUMENT_TYPES,
  VENDOR_FRAMEWORKS,
  type CertificationClaim,
  type VendorCategory,
  type VendorDataKind,
  type VendorDocumentType,
  type VendorFramework,
  type VendorTier,
} from '@rampart/contracts';
import { normalizeCertificationName, type VendorFacts } from '@rampart/domain';
import type { VendorRow } from '@rampart/db';

/**
 * The facts the rules read for a stored vendor: held claims read from its site, held labels
 * entered by hand, and frameworks proven by a current document on file (a SOC 2 report not yet
 * expired counts as SOC 2 held, whatever the site says), and the latest questionnaire response
 * the team accepted.
 */
export const vendorFactsOf = (
  vendor: VendorRow,
  validDocumentTypes: string[],
  questionnaire: VendorFacts['questionnaire'] = null,
): VendorFacts => {
  const held = new Set<VendorFramework>();
  for (const claim of vendor.certificationClaims as CertificationClaim[])
    if (claim.grade === 'held' && claim.framework) held.add(claim.framework);
  for (const label of vendor.certifications) {
    const framework = normalizeCertificationName(label)?.framework;
    if (framework) held.add(framework);
  }
  for (const type of validDocumentTypes) {
    const framework = DOCUMENT_FRAMEWORKS[type as VendorDocumentType];
    if (framework) held.add(framework);
  }
  return {
    category: vendor.category as VendorCategory,
    heldFrameworks: VENDOR_FRAMEWORKS.filter((f) => held.has(f)),
    urls: vendor.urls,
    dataKinds: vendor.dataKinds as VendorDataKind[],
    tier: vendor.tier as VendorTier,
    documentsOnFile: VENDOR_DOCUMENT_TYPES.filter((t) => validDocumentTypes.includes(t)),
    ...(questionnaire ? { questionnaire } : {}),
  };
};
