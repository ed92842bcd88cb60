// Clauses to put in the vendor's contract (spec §9 Contract recommendations). The templates are
// starting wording for legal review, written with "the Vendor" and "the Customer" as parties.
import {
  joinWords,
  vendorCategoryName,
  vendorDataKindName,
  vendorHandles,
  vendorHasPage,
  vendorHoldsAny,
  vendorIsDataRelatedCategory,
  vendorPersonalDataKinds,
  vendorProcessesPersonalData,
  type VendorFacts,
} from './facts.ts';
import { clampVendorScore } from './score.ts';

export type ContractRecommendation = {
  clause: string;
  reason: string;
  priority: 'high' | 'medium' | 'low';
  template: string;
};

export const CONTRACT_TERMS = {
  /** Strictly above this score, security and audit clauses are added. */
  enhancedSecurityAbove: 70,
  auditNoticeDays: 30,
  certificationMonths: 12,
} as const;

const T = CONTRACT_TERMS;

const enhancedSecurity = (score: number): ContractRecommendation => ({
  clause: 'Enhanced Security Requirements',
  reason: `The vendor's risk score of ${score} is above ${T.enhancedSecurityAbove}; its security commitments must be contractual, not only stated.`,
  priority: 'high',
  template:
    'The Vendor shall maintain administrative, technical and physical safeguards no less ' +
    'protective than ISO/IEC 27001 Annex A or the SOC 2 Trust Services Criteria, including: ' +
    'encryption of Customer Data in transit (TLS 1.2 or higher) and at rest (AES-256 or ' +
    'equivalent); multi-factor authentication for all personnel and systems with access to ' +
    'Customer Data; least-privilege access reviewed at least quarterly; remediation of critical ' +
    'vulnerabilities within 14 days and high vulnerabilities within 30 days; and an independent ' +
    'penetration test at least annually, with a summary of results provided to the Customer on ' +
    'request. The Vendor shall notify the Customer without undue delay, and in any event within ' +
    '72 hours, of becoming aware of any Security Incident affecting Customer Data.',
});

const rightToAudit = (score: number): ContractRecommendation => ({
  clause: 'Right to Audit',
  reason: `The vendor's risk score of ${score} is above ${T.enhancedSecurityAbove}; the organisation needs to verify its controls itself.`,
  priority: 'high',
  template:
    `Upon no less than ${T.auditNoticeDays} days' prior written notice, the Customer, or an ` +
    'independent auditor bound by confidentiality and appointed by the Customer, may audit the ' +
    "Vendor's compliance with this Agreement, including its information security controls, no " +
    'more than once in any twelve-month period, save following a Security Incident or where a ' +
    'regulator requires it. The Vendor shall give reasonable access to relevant personnel, ' +
    'premises, systems and records. Each party bears its own costs, unless the audit reveals a ' +
    "material breach, in which case the Vendor shall reimburse the Customer's reasonable audit costs.",
});

const dpaReason = (facts: VendorFacts): string => {
  const kinds = vendorPersonalDataKinds(facts).map(vendorDataKindName);
  const parts: string[] = [];
  if (vendorIsDataRelatedCategory(facts)) {
    parts.push(
      `${vendorCategoryName(facts.category)} vendors process personal data on the organisation's behalf`,
    );
  }
  if (kinds.length > 0) parts.push(`the vendor is recorded as handling ${joinWords(kinds)}`);
  const why = parts.join(', and ');
  const published = vendorHasPage(facts, 'dataProcessingAgreement')
    ? 'the vendor publishes a DPA that should be executed and reviewed against this clause'
    : 'the vendor publishes no DPA';
  return `${why.charAt(0).toUpperCase()}${why.slice(1)}; GDPR Article 28 requires a written processor contract, and ${published}.`;
};

const dataProcessing = (facts: VendorFacts): ContractRecommendation => ({
  clause: 'Data Processing Agreement',
  reason: dpaReason(facts),
  priority: vendorHasPage(facts, 'dataProcessingAgreement') ? 'medium' : 'high',
  template:
    'The parties shall enter into a Data Processing Agreement, forming part of this Agreement, ' +
    "under which the Vendor: processes Personal Data only on the Customer's documented " +
    'instructions; ensures that persons authorised to process it are bound by confidentiality; ' +
    'implements appropriate technical and organisational security measures; engages ' +
    "sub-processors only with the Customer's prior written authorisation and on terms no less " +
    'protective; assists the Customer with data subject requests, impact assessments and ' +
    'breach notifications; transfers Personal Data outside the EEA or UK only under a lawful ' +
    'transfer mechanism; deletes or returns all Personal Data at the end of the services; and ' +
    'makes available all information necessary to demonstrate compliance with Article 28 of ' +
    'the GDPR.',
});

const businessAssociate = (): ContractRecommendation => ({
  clause: 'Business Associate Agreement',
  reason:
    'The vendor handles health data; HIPAA requires a business associate agreement before ' +
    'protected health information is disclosed to it.',
  priority: 'high',
  template:
    'The Vendor, as Business Associate, shall use or disclose Protected Health Information only ' +
    'as permitted by this Agreement or required by law; implement administrative, physical and ' +
    'technical safeguards in accordance with the HIPAA Security Rule; report to the Customer any ' +
    'use or disclosure not provided for by this Agreement, including Breaches of Unsecured ' +
    'Protected Health Information, without unreasonable delay; ensure that any subcontractor ' +
    'that handles Protected Health Information agrees to the same restrictions; make Protected ' +
    'Health Information available for access, amendment and accounting of disclosures; and ' +
    'return or destroy all Protected Health Information on termination.',
});

const soc2Timeline = (): ContractRecommendation => ({
  clause: 'SOC 2 Type II Attestation',
  reason:
    'The vendor holds no security certification, so no independent auditor has tested its controls.',
  priority: 'medium',
  template:
    'The Vendor shall obtain a SOC 2 Type II report covering the Security Trust Services ' +
    `Criteria for the services provided under this Agreement within ${T.certificationMonths} ` +
    'months of the Effective Date, provide a copy to the Customer within 30 days of its issue, ' +
    'and provide each subsequent annual report. Until the first report is issued, the Vendor ' +
    "shall complete the Customer's security questionnaire annually and remediate material gaps " +
    'the Customer identifies within an agreed timeframe. If the report is not provided by that ' +
    'date, the Customer may terminate this Agreement without penalty.',
});

/** Clauses in the spec's order; the BAA follows the DPA when the vendor handles health data. */
export const contractRecommendations = (
  facts: VendorFacts,
  score: number,
): ContractRecommendation[] => {
  const s = clampVendorScore(score);
  const out: ContractRecommendation[] = [];
  if (s > T.enhancedSecurityAbove) out.push(enhancedSecurity(s), rightToAudit(s));
  if (vendorProcessesPersonalData(facts)) out.push(dataProcessing(facts));
  if (vendorHandles(facts, 'health')) out.push(businessAssociate());
  if (!vendorHoldsAny(facts)) out.push(soc2Timeline());
  return out;
};
