// The risk factors of a vendor's profile, each with the recommendation and the mitigation plan it
// calls for. Kept as one table so a factor never appears without its way out.
import {
  vendorCategoryName,
  vendorHandles,
  vendorHasPage,
  vendorHolds,
  vendorHoldsAny,
  vendorProcessesPersonalData,
  type VendorFacts,
} from './facts.ts';
import { vendorIsSurchargeCategory } from './score.ts';

export const VENDOR_RISK_CATEGORIES = [
  'security',
  'privacy',
  'compliance',
  'operational',
  'financial',
] as const;
export type VendorRiskCategory = (typeof VENDOR_RISK_CATEGORIES)[number];

export type VendorRiskLevel = 'low' | 'medium' | 'high';

export type VendorRiskFactor = {
  category: VendorRiskCategory;
  factor: string;
  impact: VendorRiskLevel;
  likelihood: VendorRiskLevel;
  description: string;
};

export type VendorMitigationStrategy = {
  riskCategory: VendorRiskCategory;
  strategy: string;
  priority: VendorRiskLevel;
  timeline: string;
  resources: string[];
};

type FactorRule = {
  key: string;
  applies: (facts: VendorFacts) => boolean;
  factor: (facts: VendorFacts) => VendorRiskFactor;
  recommendation: string;
  mitigation: Omit<VendorMitigationStrategy, 'riskCategory'>;
};

const BEFORE_SIGNATURE = 'Before contract signature';

const FACTOR_RULES: readonly FactorRule[] = [
  {
    key: 'no_security_documentation',
    applies: (f) => !vendorHasPage(f, 'securityPage'),
    factor: () => ({
      category: 'security',
      factor: 'No public security documentation',
      impact: 'medium',
      likelihood: 'medium',
      description:
        'The vendor publishes no security page, so its encryption, access control and incident ' +
        'response practices are unknown.',
    }),
    recommendation:
      'Send the vendor a security questionnaire and review its answers with evidence before ' +
      'granting access to systems or data.',
    mitigation: {
      strategy:
        'Collect a completed security questionnaire, verify encryption, multi-factor ' +
        'authentication and incident response with evidence, and record residual gaps as findings.',
      priority: 'medium',
      timeline: BEFORE_SIGNATURE,
      resources: ['Security team', 'Vendor security contact'],
    },
  },
  {
    key: 'no_privacy_policy',
    applies: (f) => !vendorHasPage(f, 'privacyPolicy'),
    factor: () => ({
      category: 'privacy',
      factor: 'No privacy policy',
      impact: 'high',
      likelihood: 'medium',
      description:
        'Without a privacy policy, the purposes, retention and transfers of personal data the ' +
        'vendor handles are undocumented.',
    }),
    recommendation:
      "Obtain and review the vendor's privacy policy before sharing any personal data with it.",
    mitigation: {
      strategy:
        'Obtain the privacy policy, check purposes, retention, transfers and data subject ' +
        'rights, and cover any gap in the contract before personal data is shared.',
      priority: 'high',
      timeline: 'Before any personal data is shared',
      resources: ['Privacy officer', 'Legal'],
    },
  },
  {
    key: 'no_independent_assurance',
    applies: (f) => !vendorHoldsAny(f),
    factor: () => ({
      category: 'compliance',
      factor: 'No independent assurance',
      impact: 'high',
      likelihood: 'medium',
      description:
        'The vendor holds no certification, so no auditor has tested that its controls operate ' +
        'as described.',
    }),
    recommendation:
      'Require a SOC 2 Type II report or ISO 27001 certificate, or a contractual commitment to ' +
      'obtain one within 12 months.',
    mitigation: {
      strategy:
        'Agree a contractual date for a SOC 2 Type II report and, until then, review the ' +
        "vendor's questionnaire answers and evidence every year.",
      priority: 'medium',
      timeline: 'Within 12 months of signature',
      resources: ['Security team', 'Procurement'],
    },
  },
  {
    key: 'personal_data_without_dpa',
    applies: (f) => vendorProcessesPersonalData(f) && !vendorHasPage(f, 'dataProcessingAgreement'),
    factor: () => ({
      category: 'privacy',
      factor: 'Personal data without a data processing agreement',
      impact: 'high',
      likelihood: 'high',
      description:
        'The vendor processes personal data but publishes no data processing agreement, which ' +
        'GDPR Article 28 requires between a controller and its processor.',
    }),
    recommendation:
      'Sign a data processing agreement meeting GDPR Article 28 before personal data is transferred.',
    mitigation: {
      strategy:
        'Negotiate and sign a data processing agreement (instructions, confidentiality, security ' +
        'measures, sub-processors, breach notice, deletion at end of service).',
      priority: 'high',
      timeline: BEFORE_SIGNATURE,
      resources: ['Legal', 'Privacy officer'],
    },
  },
  {
    key: 'no_subprocessor_list',
    applies: (f) => vendorProcessesPersonalData(f) && !vendorHasPage(f, 'subprocessorsList'),
    factor: () => ({
      category: 'privacy',
      factor: 'Unknown sub-processors',
      impact: 'medium',
      likelihood: 'medium',
      description:
        'The vendor publishes no sub-processor list, so it is unknown which third parties ' +
        'receive the personal data and in which countries.',
    }),
    recommendation:
      "Ask for the vendor's sub-processor list and a commitment to give notice before adding one.",
    mitigation: {
      strategy:
        'Obtain the sub-processor list with locations, check transfer safeguards, and require ' +
        'advance notice of changes with a right to object.',
      priority: 'medium',
      timeline: BEFORE_SIGNATURE,
      resources: ['Privacy officer', 'Legal'],
    },
  },
  {
    key: 'health_data_without_hipaa',
    applies: (f) => vendorHandles(f, 'health') && !vendorHolds(f, 'HIPAA'),
    factor: () => ({
      category: 'compliance',
      factor: 'Health data without HIPAA safeguards',
      impact: 'high',
      likelihood: 'medium',
      description:
        'The vendor handles health data but does not state HIPAA compliance or offer a business ' +
        'associate agreement.',
    }),
    recommendation:
      'Do not send protected health information until the vendor signs a business associate agreement.',
    mitigation: {
      strategy:
        'Sign a business associate agreement and confirm the HIPAA Security Rule safeguards ' +
        '(access control, audit logging, encryption) with evidence.',
      priority: 'high',
      timeline: 'Before any health data is shared',
      resources: ['Compliance officer', 'Legal'],
    },
  },
  {
    key: 'card_data_without_pci',
    applies: (f) => vendorHandles(f, 'payment_card') && !vendorHolds(f, 'PCI_DSS'),
    factor: () => ({
      category: 'compliance',
      factor: 'Card data without PCI DSS compliance',
      impact: 'high',
      likelihood: 'medium',
      description:
        'The vendor handles payment card data but does not state PCI DSS compliance, which the ' +
        'card brands require of service providers.',
    }),
    recommendation:
      "Obtain the vendor's PCI DSS Attestation of Compliance, or keep card data out of its scope.",
    mitigation: {
      strategy:
        'Obtain a current PCI DSS Attestation of Compliance and a responsibility matrix, or ' +
        'tokenise card data so the vendor never receives it.',
      priority: 'high',
      timeline: 'Before any card data is shared',
      resources: ['Compliance officer', 'Payments team'],
    },
  },
  {
    key: 'no_service_commitments',
    applies: (f) => !vendorHasPage(f, 'serviceLevelAgreement') && !vendorHasPage(f, 'statusPage'),
    factor: () => ({
      category: 'operational',
      factor: 'No published service commitments',
      impact: 'medium',
      likelihood: 'low',
      description:
        'The vendor publishes neither a service level agreement nor a status page, so ' +
        'availability targets and outage history are unknown.',
    }),
    recommendation:
      'Negotiate a service level agreement with an availability target, support response times ' +
      'and service credits.',
    mitigation: {
      strategy:
        'Agree an SLA with availability target and service credits, and plan a workaround for ' +
        'an outage of the vendor.',
      priority: 'low',
      timeline: 'At contract negotiation or next renewal',
      resources: ['Procurement', 'Service owner'],
    },
  },
  {
    key: 'concentration',
    applies: (f) => vendorIsSurchargeCategory(f.category),
    factor: (f) => ({
      category: f.category === 'FINANCE' ? 'financial' : 'operational',
      factor: 'High-exposure service',
      impact: 'high',
      likelihood: 'low',
      description:
        `${vendorCategoryName(f.category)} vendors hold the organisation's data or money at ` +
        'scale, so a breach, outage or failure of the vendor has a wide effect.',
    }),
    recommendation:
      'Document an exit plan and require data return and deletion at the end of the contract.',
    mitigation: {
      strategy:
        'Keep an exit plan with data export tested, confirm backups and business continuity ' +
        "arrangements, and monitor the vendor's status and financial health.",
      priority: 'medium',
      timeline: 'Within 90 days of onboarding',
      resources: ['Service owner', 'IT operations', 'Procurement'],
    },
  },
];

const applicable = (facts: VendorFacts) => FACTOR_RULES.filter((r) => r.applies(facts));

export const vendorRiskFactors = (facts: VendorFacts): VendorRiskFactor[] =>
  applicable(facts).map((r) => r.factor(facts));

export const vendorFactorRecommendations = (facts: VendorFacts): string[] =>
  applicable(facts).map((r) => r.recommendation);

export const vendorMitigationStrategies = (facts: VendorFacts): VendorMitigationStrategy[] =>
  applicable(facts).map((r) => ({
    riskCategory: r.factor(facts).category,
    ...r.mitigation,
    resources: [...r.mitigation.resources],
  }));
