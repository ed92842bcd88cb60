// Compliance gaps of a vendor's profile: a framework requirement the organisation depends on
// that the vendor's public evidence does not show as met. A framework only has gaps when it
// applies to the relationship (GDPR with personal data, HIPAA with health data...).
import type { FindingSeverity, VendorFramework } from '@rampart/contracts';
import {
  vendorHandles,
  vendorHasPage,
  vendorHolds,
  vendorProcessesPersonalData,
  type VendorFacts,
} from './facts.ts';

/** missing: nothing shows it is met; unverified: the vendor claims it, no document confirms it. */
export type VendorComplianceGapStatus = 'missing' | 'unverified';

export type VendorComplianceGap = {
  framework: VendorFramework;
  requirement: string;
  status: VendorComplianceGapStatus;
  severity: FindingSeverity;
  description: string;
};

type GapRule = {
  applies: (facts: VendorFacts) => boolean;
  gap: (facts: VendorFacts) => VendorComplianceGap;
};

const RULES: readonly GapRule[] = [
  {
    // ISO 27001 is an accepted alternative to a SOC 2 report, so only the absence of both is a gap.
    applies: (f) => !vendorHolds(f, 'SOC2') && !vendorHolds(f, 'ISO27001'),
    gap: () => ({
      framework: 'SOC2',
      requirement: 'Independent report on security controls (Trust Services Criteria)',
      status: 'missing',
      severity: 'medium',
      description:
        "The vendor holds neither SOC 2 nor ISO 27001, so there is no auditor's report to rely " +
        "on when the organisation's own auditors ask how this vendor is controlled.",
    }),
  },
  {
    applies: (f) => vendorProcessesPersonalData(f) && !vendorHasPage(f, 'dataProcessingAgreement'),
    gap: () => ({
      framework: 'GDPR',
      requirement: 'Article 28(3): processing governed by a written contract',
      status: 'missing',
      severity: 'high',
      description:
        "The vendor processes personal data on the organisation's behalf but no data " +
        'processing agreement is published or on file.',
    }),
  },
  {
    applies: (f) => vendorProcessesPersonalData(f) && !vendorHasPage(f, 'subprocessorsList'),
    gap: () => ({
      framework: 'GDPR',
      requirement: 'Article 28(2): sub-processors engaged only with authorisation',
      status: 'missing',
      severity: 'medium',
      description:
        'No sub-processor list is published, so the organisation cannot authorise or object ' +
        'to the third parties that receive its personal data.',
    }),
  },
  {
    applies: (f) => vendorProcessesPersonalData(f) && !vendorHasPage(f, 'privacyPolicy'),
    gap: () => ({
      framework: 'GDPR',
      requirement: 'Articles 13 and 14: transparency about processing',
      status: 'missing',
      severity: 'medium',
      description:
        'No privacy policy is published, so the purposes, retention and international ' +
        'transfers of the personal data are not documented.',
    }),
  },
  {
    applies: (f) => vendorHandles(f, 'health') && !vendorHasPage(f, 'businessAssociateAgreement'),
    gap: (f) =>
      vendorHolds(f, 'HIPAA')
        ? {
            framework: 'HIPAA',
            requirement: '45 CFR 164.502(e): business associate agreement',
            status: 'unverified',
            severity: 'high',
            description:
              'The vendor states HIPAA compliance but publishes no business associate ' +
              'agreement; one must be signed before protected health information is shared.',
          }
        : {
            framework: 'HIPAA',
            requirement: '45 CFR 164.502(e): business associate agreement',
            status: 'missing',
            severity: 'critical',
            description:
              'The vendor handles health data, does not state HIPAA compliance and offers no ' +
              'business associate agreement. Sharing protected health information with it ' +
              'would breach the Privacy Rule.',
          },
  },
  {
    applies: (f) => vendorHandles(f, 'payment_card') && !vendorHolds(f, 'PCI_DSS'),
    gap: () => ({
      framework: 'PCI_DSS',
      requirement: 'Requirement 12.8: service provider PCI DSS compliance monitored',
      status: 'missing',
      severity: 'high',
      description:
        'The vendor handles payment card data but does not state PCI DSS compliance, so no ' +
        'Attestation of Compliance can be kept on file as Requirement 12.8 expects.',
    }),
  },
];

/** Gaps in framework order (SOC 2, GDPR, HIPAA, PCI DSS). */
export const vendorComplianceGaps = (facts: VendorFacts): VendorComplianceGap[] =>
  RULES.filter((r) => r.applies(facts)).map((r) => r.gap(facts));
