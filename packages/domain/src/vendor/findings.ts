// Findings an assessment raises (spec §9 Findings). Each has a stable key so a re-assessment can
// match the finding it raised last time instead of opening a duplicate.
import {
  VENDOR_FRAMEWORK_LABELS,
  VENDOR_FRAMEWORKS,
  type FindingSeverity,
} from '@rampart/contracts';
import {
  joinWords,
  vendorDataKindName,
  vendorHandles,
  vendorHasAgreement,
  vendorHasPage,
  vendorHoldsAny,
  vendorPersonalDataKinds,
  type VendorFacts,
} from './facts.ts';

export type VendorFindingDraft = {
  key: string;
  category: string;
  severity: FindingSeverity;
  title: string;
  description: string;
  remediation: string;
};

export const VENDOR_FINDING_SEVERITIES = {
  missingSecurityPage: 'medium',
  missingPrivacyPolicy: 'high',
  noCertifications: 'medium',
  /** Rampart's own, beyond the spec's three: the contract the law requires is missing. */
  noDataProcessingAgreement: 'high',
  noBusinessAssociateAgreement: 'high',
} as const satisfies Record<string, FindingSeverity>;

const FRAMEWORK_NAMES = joinWords(
  VENDOR_FRAMEWORKS.map((f) => VENDOR_FRAMEWORK_LABELS[f]),
  'or',
);

type FindingRule = Omit<VendorFindingDraft, 'description'> & {
  applies: (facts: VendorFacts) => boolean;
  description: string | ((facts: VendorFacts) => string);
};

const personalKindsOf = (f: VendorFacts) =>
  joinWords(vendorPersonalDataKinds(f).map(vendorDataKindName));

const RULES: readonly FindingRule[] = [
  {
    key: 'missing_security_page',
    applies: (f) => !vendorHasPage(f, 'securityPage'),
    category: 'security',
    severity: VENDOR_FINDING_SEVERITIES.missingSecurityPage,
    title: 'No public security page',
    description:
      'The vendor does not publish a security page describing how it protects customer data ' +
      '(encryption, access control, vulnerability management, incident response). Its security ' +
      "practices cannot be checked before it receives the organisation's data.",
    remediation:
      'Ask the vendor for its security documentation or a completed security questionnaire ' +
      '(for example SIG Lite or CAIQ) covering encryption, access control, vulnerability ' +
      'management and incident response, review the answers, and attach them to this assessment ' +
      'as evidence.',
  },
  {
    key: 'missing_privacy_policy',
    applies: (f) => !vendorHasPage(f, 'privacyPolicy'),
    category: 'privacy',
    severity: VENDOR_FINDING_SEVERITIES.missingPrivacyPolicy,
    title: 'No privacy policy',
    description:
      'No privacy policy was found for the vendor. Without one it is not stated what personal ' +
      'data the vendor collects, for what purposes, how long it keeps it or where it transfers ' +
      'it, so the organisation cannot show that personal data it shares is handled lawfully.',
    remediation:
      "Obtain the vendor's privacy policy and confirm it covers purposes, retention, " +
      'international transfers and data subject rights. Do not share personal data with the ' +
      'vendor until the policy has been reviewed and any gaps are covered by contract.',
  },
  {
    key: 'no_certifications',
    applies: (f) => !vendorHoldsAny(f),
    category: 'compliance',
    severity: VENDOR_FINDING_SEVERITIES.noCertifications,
    title: 'No security certification held',
    description:
      `The vendor does not state that it holds any of ${FRAMEWORK_NAMES}. No independent ` +
      'auditor has confirmed that its controls are designed and operating as described, so ' +
      "the organisation relies on the vendor's own statements.",
    remediation:
      'Request a current SOC 2 Type II report or ISO 27001 certificate. If the vendor has ' +
      'neither, send a security questionnaire, verify the key answers with evidence, and agree ' +
      'in the contract a date by which the vendor will obtain an independent attestation.',
  },
  // Beyond the spec's three (its score is unchanged): the data the team recorded the vendor
  // processes needs a contract the law requires, and none was found on the site or on file.
  {
    key: 'no_data_processing_agreement',
    applies: (f) =>
      vendorPersonalDataKinds(f).length > 0 && !vendorHasAgreement(f, 'dataProcessingAgreement'),
    category: 'privacy',
    severity: VENDOR_FINDING_SEVERITIES.noDataProcessingAgreement,
    title: 'Personal data without a data processing agreement',
    description: (f) =>
      `The vendor processes ${personalKindsOf(f)} for the organisation, but no data processing ` +
      'agreement was found on its site or among its documents on file. GDPR Article 28 requires ' +
      "a written contract that binds a processor to the controller's instructions.",
    remediation:
      "Sign the vendor's data processing agreement (or the organisation's own) covering " +
      'purposes, security measures, sub-processors, international transfers and deletion at ' +
      'the end of the contract, and upload the signed copy to the vendor as a DPA document.',
  },
  {
    key: 'no_business_associate_agreement',
    applies: (f) =>
      vendorHandles(f, 'health') && !vendorHasAgreement(f, 'businessAssociateAgreement'),
    category: 'privacy',
    severity: VENDOR_FINDING_SEVERITIES.noBusinessAssociateAgreement,
    title: 'Health data without a business associate agreement',
    description:
      'The vendor processes health data for the organisation, but no business associate ' +
      'agreement was found on its site or among its documents on file. HIPAA (45 CFR ' +
      '164.502(e)) requires one before protected health information is shared.',
    remediation:
      'Sign a business associate agreement with the vendor before sharing protected health ' +
      'information, and upload the signed copy to the vendor as a BAA document.',
  },
];

/** The findings that apply to these facts, the spec's first, in order. */
export const vendorFindings = (facts: VendorFacts): VendorFindingDraft[] =>
  RULES.filter((r) => r.applies(facts)).map(({ applies: _applies, description, ...draft }) => ({
    ...draft,
    description: typeof description === 'function' ? description(facts) : description,
  }));

/** Every key vendorFindings can return, so a re-assessment can close the ones no longer raised. */
export const VENDOR_FINDING_KEYS: readonly string[] = RULES.map((r) => r.key);
