// The due diligence checklist of a vendor (spec §3 Due diligence item).
//
// PENDING means the item applies to this vendor and the risk team still has to collect or
// review it; NOT_APPLICABLE means it does not apply. There is no "done" state here: an
// assessment only says what to do, the team records what it did as evidence.
// `evidence` is where the reviewer starts: the vendor's published page, or the claim the item
// rests on; null when the vendor publishes nothing for it yet.
//
// A certification's report (SOC 2, ISO 27001) is PENDING only when the vendor holds it: with no
// certification there is no report to request, and that absence is already a finding and a
// contract clause. The PCI DSS attestation is also PENDING when the vendor handles card data,
// because then the vendor must either show one or show card data is out of its scope.
import { VENDOR_FRAMEWORK_LABELS, type VendorFramework, type VendorTier } from '@rampart/contracts';
import {
  vendorHandles,
  vendorHasPage,
  vendorHolds,
  vendorPageUrl,
  vendorProcessesPersonalData,
  type VendorFacts,
} from './facts.ts';
import { formatDate } from '../shell/format.ts';

export type DueDiligenceItem = {
  category: string;
  item: string;
  status: 'PENDING' | 'NOT_APPLICABLE';
  evidence: string | null;
};

/** Tiers whose outage would hurt enough that the SLA is reviewed even when none is published. */
export const SLA_REVIEW_TIERS: readonly VendorTier[] = ['critical', 'high'];

const item = (
  category: string,
  name: string,
  applies: boolean,
  evidence: string | null,
): DueDiligenceItem => ({
  category,
  item: name,
  status: applies ? 'PENDING' : 'NOT_APPLICABLE',
  evidence: applies ? evidence : null,
});

/** "SOC 2 held, as stated on https://…/trust", naming where the claim can be checked. */
const claim = (facts: VendorFacts, framework: VendorFramework): string | null => {
  if (!vendorHolds(facts, framework)) return null;
  const where = vendorPageUrl(facts, 'trustPage') ?? vendorPageUrl(facts, 'securityPage');
  const label = VENDOR_FRAMEWORK_LABELS[framework];
  return where ? `${label} held, as stated on ${where}` : `${label} held, as stated by the vendor`;
};

/** "“Vendor security” 1.2 accepted on May 4, 2026, score 82/100": the answers the team accepted. */
const questionnaireEvidence = (facts: VendorFacts): string | null => {
  const q = facts.questionnaire;
  if (!q) return null;
  const version = q.versionLabel ? ` ${q.versionLabel}` : '';
  const score = q.score === null ? 'not scored' : `score ${q.score}/100`;
  return `“${q.title}”${version} accepted on ${formatDate(q.acceptedAt)}, ${score}`;
};

export const dueDiligenceItems = (facts: VendorFacts): DueDiligenceItem[] => {
  const personal = vendorProcessesPersonalData(facts);
  const url = (k: Parameters<typeof vendorPageUrl>[1]) => vendorPageUrl(facts, k);
  return [
    item(
      'Security',
      'Security questionnaire',
      true,
      questionnaireEvidence(facts) ?? url('securityPage') ?? url('trustPage'),
    ),
    item(
      'Certifications',
      'SOC 2 Type II report',
      vendorHolds(facts, 'SOC2'),
      claim(facts, 'SOC2'),
    ),
    item(
      'Certifications',
      'ISO 27001 certificate and Statement of Applicability',
      vendorHolds(facts, 'ISO27001'),
      claim(facts, 'ISO27001'),
    ),
    item(
      'Certifications',
      'PCI DSS Attestation of Compliance',
      vendorHolds(facts, 'PCI_DSS') || vendorHandles(facts, 'payment_card'),
      claim(facts, 'PCI_DSS'),
    ),
    item('Privacy', 'Privacy policy review', true, url('privacyPolicy')),
    item(
      'Privacy',
      'Sub-processor list review',
      personal || vendorHasPage(facts, 'subprocessorsList'),
      url('subprocessorsList'),
    ),
    item(
      'Contracts',
      'Data processing agreement',
      personal || vendorHasPage(facts, 'dataProcessingAgreement'),
      url('dataProcessingAgreement'),
    ),
    item(
      'Contracts',
      'Business associate agreement',
      vendorHandles(facts, 'health') || vendorHolds(facts, 'HIPAA'),
      url('businessAssociateAgreement'),
    ),
    item(
      'Contracts',
      'Service level agreement review',
      vendorHasPage(facts, 'serviceLevelAgreement') ||
        (facts.tier != null && SLA_REVIEW_TIERS.includes(facts.tier)),
      url('serviceLevelAgreement'),
    ),
  ];
};
