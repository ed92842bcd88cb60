// What the vendor rules read: the facts an extraction or a user's edit gives about a vendor.
// Every rule in this folder is a pure function of these facts (and of a score, where the spec
// lets the score be passed in), so the server, the web preview and the tests agree.
import type {
  VendorCategory,
  VendorDataKind,
  VendorDocumentType,
  VendorFramework,
  VendorTier,
  VendorUrlKey,
} from '@rampart/contracts';

export type VendorFacts = {
  category: VendorCategory;
  /** Held certifications only: a framework "in progress" or merely mentioned is not here. */
  heldFrameworks: readonly VendorFramework[];
  /** A non-empty string means the page exists. */
  urls: Partial<Record<VendorUrlKey, string | null>>;
  dataKinds?: readonly VendorDataKind[];
  tier?: VendorTier | null;
  /**
   * The vendor's latest questionnaire response the team accepted (Rampart's, issue 12): evidence
   * for the due diligence's security questionnaire. The spec's score rules do not read it.
   */
  questionnaire?: VendorQuestionnaireResult | null;
  /** Types of the vendor's documents on file and not expired (a signed DPA, a BAA...). */
  documentsOnFile?: readonly VendorDocumentType[];
};

export type VendorQuestionnaireResult = {
  /** The response's request, to trace the assessment back to the answers. */
  requestId?: string;
  title: string;
  versionLabel: string | null;
  /** 0..100 from the question weights; null when nothing in it is scored. */
  score: number | null;
  acceptedAt: string;
};

/**
 * Categories whose service, by its nature, holds or processes personal data on the
 * organisation's behalf (customers, employees, candidates, users), so GDPR Art. 28 calls for a
 * data processing agreement whatever data kinds were recorded (spec §9 "data-related categories").
 */
export const DATA_RELATED_CATEGORIES: readonly VendorCategory[] = [
  'ANALYTICS',
  'CLOUD_PROVIDER',
  'CUSTOMER_SUPPORT',
  'DATA_STORAGE_AND_PROCESSING',
  'EMPLOYEE_MANAGEMENT',
  'FINANCE',
  'IDENTITY_PROVIDER',
  'MARKETING',
  'RECRUITING',
  'SALES',
];

/**
 * Data kinds that are personal data. Employee records always are; 'customer' is left out because
 * it often means business records about companies, and 'financial' means company finances.
 */
export const PERSONAL_DATA_KINDS: readonly VendorDataKind[] = [
  'personal',
  'sensitive_personal',
  'health',
  'payment_card',
  'employee',
];

const DATA_KIND_NAMES: Record<VendorDataKind, string> = {
  personal: 'personal data',
  sensitive_personal: 'special-category personal data',
  health: 'health data',
  payment_card: 'payment card data',
  financial: 'financial data',
  employee: 'employee data',
  customer: 'customer data',
  credentials: 'credentials',
  source_code: 'source code',
  confidential: 'confidential business data',
  public: 'public data',
};

/** "Cloud provider", "Data storage and processing", "IT": for sentences, not for headings. */
export const vendorCategoryName = (category: VendorCategory): string => {
  if (category === 'IT') return 'IT';
  const words = category.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const vendorDataKindName = (kind: VendorDataKind): string => DATA_KIND_NAMES[kind];

/** Whitespace alone is not a link: an extraction that found nothing may leave an empty string. */
export const vendorHasPage = (facts: VendorFacts, key: VendorUrlKey): boolean => {
  const url = facts.urls[key];
  return typeof url === 'string' && url.trim().length > 0;
};

/** The page's link when it exists, else null. */
export const vendorPageUrl = (facts: VendorFacts, key: VendorUrlKey): string | null =>
  vendorHasPage(facts, key) ? (facts.urls[key] as string).trim() : null;

const AGREEMENT_DOCUMENTS = {
  dataProcessingAgreement: 'dpa',
  businessAssociateAgreement: 'baa',
} as const satisfies Partial<Record<VendorUrlKey, VendorDocumentType>>;

/** The agreement is published on the vendor's site or a signed copy is on file. */
export const vendorHasAgreement = (
  facts: VendorFacts,
  key: keyof typeof AGREEMENT_DOCUMENTS,
): boolean =>
  vendorHasPage(facts, key) || (facts.documentsOnFile ?? []).includes(AGREEMENT_DOCUMENTS[key]);

export const vendorHolds = (facts: VendorFacts, framework: VendorFramework): boolean =>
  facts.heldFrameworks.includes(framework);

export const vendorHoldsAny = (facts: VendorFacts): boolean => facts.heldFrameworks.length > 0;

export const vendorHandles = (facts: VendorFacts, kind: VendorDataKind): boolean =>
  (facts.dataKinds ?? []).includes(kind);

/** The recorded data kinds that are personal data, in PERSONAL_DATA_KINDS order. */
export const vendorPersonalDataKinds = (facts: VendorFacts): VendorDataKind[] =>
  PERSONAL_DATA_KINDS.filter((k) => vendorHandles(facts, k));

export const vendorIsDataRelatedCategory = (facts: VendorFacts): boolean =>
  DATA_RELATED_CATEGORIES.includes(facts.category);

/** Either the category or the recorded data kinds say the vendor processes personal data. */
export const vendorProcessesPersonalData = (facts: VendorFacts): boolean =>
  vendorIsDataRelatedCategory(facts) || vendorPersonalDataKinds(facts).length > 0;

/** "a, b and c" (or "a, b or c"). */
export const joinWords = (words: readonly string[], conjunction: 'and' | 'or' = 'and'): string =>
  words.length <= 1
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1]}`;
