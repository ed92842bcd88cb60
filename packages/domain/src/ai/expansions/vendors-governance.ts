// The expansions (recommend-expansions.ts) for vendors, and governance.
import { e, type Expansion } from './expansion.ts';

/** Third parties of every kind: many vendor rules need one of these words as well. */
const VENDOR =
  /\b(vendors?|suppliers?|third[- ]part(y|ies)|outsourc\w*|providers?|processors?|sub-?processors?|contractors?|partners?|msp|managed service|saas|agency|agencies|hosting (company|provider)|manufacturer)\b/;

export const VENDORS_GOVERNANCE: readonly Expansion[] = [
  // Vendors
  e('vendor', 'risk carried by suppliers and service providers', VENDOR, 'vendor risk management'),
  e(
    'vendor-diligence',
    'suppliers taken on without assessment',
    [
      VENDOR,
      /\b(onboard\w*|select\w*|chose|choose|sign\w* (up|contracts?)|without (any )?(security|privacy) (review|assessment|check)|never assessed|not assessed|before (contract|signing)|price alone|questionnaires?|new suppliers?)\b/,
    ],
    'vendor due diligence onboarding assessment',
  ),
  e(
    'vendor-breach',
    'a breach or failure at a supplier',
    [VENDOR, /\b(breach\w*|compromis\w*|hack\w*|attack\w*|fail\w*|collapse|outage|leak)\b/],
    'vendor risk management due diligence periodic vendor reviews',
  ),
  e(
    'vendor-contract',
    'supplier contracts without security terms',
    [
      VENDOR,
      /\b(contracts?|agreements?|clauses?|terms|obligations?|insolven\w*|administration|bankrupt\w*|goes? (bust|under))\b/,
    ],
    'security privacy terms supplier contracts',
  ),
  e(
    'dpa',
    'processors without a data processing agreement',
    /\b(dpa|data processing agreements?|(sub-?)?processors?|article 28|gdpr clauses|process\w* (customer|employee|personal) (personal )?data|slas?|service levels?|remed(y|ies)|penalt\w*|right to audit|audit rights)\b/,
    'data processing agreements processor',
  ),
  e(
    'vendor-review',
    'suppliers never re-assessed',
    [
      VENDOR,
      /\b(soc ?[12]|iso ?27001|assurance|reports?|re-?assess\w*|re-?check\w*|years ago|not (been )?looked at|since|yearly|annual\w*)\b/,
    ],
    'periodic vendor reviews soc reports',
  ),
  e(
    'vendor-inventory',
    'suppliers nobody has listed',
    /\b(how many (vendors|suppliers)|(list|inventory|register) of (the )?(vendors|suppliers)|(vendors?|suppliers?) (list|register|inventory)|which vendors|shadow it|without it (or procurement )?(knowing|review)|unsanctioned|oversight|performance|monitor\w*|review\w*)\b/,
    'vendor inventory register',
  ),
  e(
    'cloud',
    'cloud services and who secures what',
    /\b(cloud|aws|azure|gcp|saas|managed (database|service)|shared responsibilit\w*|buckets?|hosting provider|hyperscalers?|iaas|paas|office 365|m365|google workspace|cloud accounts?)\b/,
    'cloud service security management shared responsibility',
  ),
  e(
    'vendor-exit',
    'suppliers we no longer use',
    [VENDOR, /\b(ended|stop(ped)? (using|working)|terminat\w*|former|ex-|exit|no longer)\b/],
    'vendor offboarding return deletion',
  ),
  e(
    'vendor-incident',
    'suppliers in incident response',
    [
      VENDOR,
      /\b(incidents?|notify|notification|tell us|report (security )?incidents|whom to call|contacts?)\b/,
    ],
    'suppliers incident planning contacts notification',
  ),
  e(
    'health-vendor',
    'health data handled by outside services',
    /\b(baa|business associate|health data|phi)\b/,
    'business associate terms supplier contracts',
  ),

  // Governance
  e(
    'policy',
    'policies that are missing, stale or unpublished',
    /\b(polic(y|ies)|not published|never acknowledged)\b/,
    'information security policy management',
  ),
  e(
    'ownership',
    'nobody clearly responsible',
    /\b(nobody is (formally )?(responsible|in charge)|no one is (responsible|in charge)|no (named )?owners?|not formally|responsib\w*|accountab\w*|overlap\w*|raci|roles and responsibilities|(has|have) no owners?)\b/,
    'security roles responsibilities owner',
  ),
  e(
    'leadership',
    'leadership support and funding',
    /\b(leadership|executives?|management (support|commitment|buy-in)|budget\w*|funding|spend\w*|resourc\w*|understaff\w*|headcount|investment)\b/,
    'management commitment accountability budget',
  ),
  e(
    'board',
    'board oversight',
    /\b(board|audit committee|non-executive|directors)\b/,
    'board oversight',
  ),
  e(
    'conduct',
    'ethics and conduct of staff',
    /\b(ethic\w*|conduct|misconduct|brib\w*|corrupt\w*|mis-?sell\w*|wrongdoing|whistle-?blow\w*|conflicts? of interest|inducements?|falsif\w*|unethical|insider (trading|dealing)|market abuse|gifts?|hospitality|anti-?bribery)\b/,
    'code of conduct ethics',
  ),
  e(
    'risk-assessment',
    'risks that were never assessed',
    /\b(risk (register|assessments?|analysis)|assess\w* (the )?risks?|unknown (risks|weaknesses)|not (been )?assessed|risk management|risk identification|risk scoring|ad hoc)\b/,
    'enterprise risk assessment',
  ),
  e(
    'risk-treatment',
    'risks accepted without a decision on record',
    /\b(accept\w* (the |serious |significant )*risks?|risk acceptances?|exceptions? to|no (end|expiry) date|never expire|re-?approve\w*|treatment (plans?|actions?)|mitigation plans?)\b/,
    'risk treatment acceptance exceptions',
  ),
  e(
    'appetite',
    'no agreed appetite for risk',
    /\b(appetite|tolerance)\b/,
    'risk appetite statement',
  ),
  e(
    'change-impact',
    'business change that can break controls',
    /\b(reorgani[sz]\w*|restructur\w*|mergers?|acquisitions?|acquir\w*|new (laws?|regulations?|products?|markets?)|divest\w*)\b/,
    'change impact assessment on controls',
  ),
  e(
    'project-security',
    'projects launched without a security check',
    [
      /\b(projects?|go[- ]?live|launch\w*|new (systems?|features?))\b/,
      /\b(security|privacy|sign-?off|review\w*)\b/,
    ],
    'security in project management',
  ),
  e(
    'legal-register',
    'legal and regulatory obligations',
    /\b(regulations?|regulatory|laws?|legal|legislation|obligations?|statutory|e-invoicing)\b/,
    'legal regulatory requirements register',
  ),
  e(
    'licences',
    'software licences and intellectual property',
    /\b(licen[cs]\w*|pirat\w*|cracked|copyright|copyleft|gpl|intellectual property|trademarks?)\b/,
    'intellectual property licence compliance',
  ),
  e(
    'authorities',
    'contacts with authorities and peers',
    /\b(regulators?|police|law enforcement|cert|authorities|who to call|whom to call|contact details|isac|industry (groups?|peers)|sharing groups?)\b/,
    'contacts with authorities interest groups',
  ),
  e(
    'context',
    'what the business must keep delivering',
    /\b(mission|critical services|matter\w* most|dependenc(y|ies)|business priorities)\b/,
    'organisational context critical services',
  ),
  e(
    'metrics',
    'no figures on how security performs',
    /\b(metrics?|kpis?|dashboards?|figures|reporting (to|on)|visibility|measures?|management information|reports? to (the )?(executive|management|leadership)|compiled (by hand|manually))\b/,
    'security metrics reporting',
  ),
];
