// Question topics (question-topics.ts) for suppliers and sub-processors, and for privacy and the
// lifecycle of personal data.
import { topic, type QuestionTopic } from './topic.ts';

/** The kinds of third party, as a pattern fragment many vendor topics share. */
const PARTY =
  '(vendors?|suppliers?|third[- ]part(y|ies)|service providers?|sub-?processors?|sub-?contractors?)';

export const VENDORS_PRIVACY_TOPICS: readonly QuestionTopic[] = [
  // Vendors
  topic(
    'vendor-management',
    'third-party and supply chain risk management',
    // "Vendor" alone names nothing; nor does "third-party security testing", a penetration test.
    new RegExp(
      `\\b((third[- ]part(y|ies)|vendors?|suppliers?|service providers?|supply[- ]chain|sub-?contractors?|outsourc\\w+) (risk|management|governance|oversight|relationships?|lifecycle|inventor\\w+|polic(y|ies)|program\\w*)|(vendor|supplier)s? security|tprm|vrm|scrm)\\b`,
    ),
  ),
  topic(
    'vendor-risk-assessment',
    'security assessment of vendors before use',
    new RegExp(
      `\\b(${PARTY} ((security|risk|privacy|information security) )?(assessments?|due diligence|reviews?|questionnaires?|evaluations?|vetting|screening|onboarding|selection|approval)|(assess\\w*|evaluat\\w*|review\\w*|vet(s|ted|ting)?|screen\\w*) ((the|all|new|potential|prospective|critical|our|security|risks?|posture|of|and) ){0,4}(vendors|suppliers|third[- ]parties|third[- ]party (providers?|vendors?|services?)|service providers|sub-?processors|sub-?contractors|new (vendors?|suppliers?))|due diligence (on|of) (\\w+ ){0,2}(vendors|suppliers|third[- ]parties|providers|sub-?processors)|(before|prior to) (onboard\\w+|selecting|contracting with) (\\w+ ){0,2}${PARTY})\\b`,
    ),
    'vendor-management',
  ),
  topic(
    'vendor-reassessment',
    'periodic reassessment and monitoring of vendors',
    new RegExp(
      `\\b(re-?assess\\w* (\\w+ ){0,3}${PARTY}|${PARTY} ((are|is|shall be|must be|will be|critical|all|periodically|regularly|annually|formally) ){0,3}(re-?assessed|re-?evaluated|reviewed (annually|periodically|at least|regularly)|monitored)|(ongoing|continuous|periodic|annual|regular|yearly) (vendor|supplier|third[- ]party|service provider) (monitoring|reviews?|assessments?|re-?assessments?|oversight|evaluations?)|(monitor\\w*|review\\w*) ((the|all|critical|key|our|of) ){0,2}(vendor|supplier|third[- ]party|service provider)s?'? (\\w+ ){0,2}(performance|service delivery|compliance|soc (1|2) reports?|certifications|attestations|security posture)|supplier service delivery)\\b`,
    ),
    'vendor-management',
  ),
  topic(
    'subprocessor-list',
    'sub-processors and the list of them',
    /\b(sub-?processors?|fourth[- ]part(y|ies)|nth[- ]part(y|ies)|(list|register|inventor\w+|directory) of (\w+ ){0,2}(sub-?processors|sub-?contractors|vendors|suppliers|third[- ]parties|service providers)|(vendor|supplier|sub-?contractor|third[- ]party) (lists?|registers?|inventor(y|ies)|directory))\b/,
    'vendor-management',
  ),
  topic(
    'subprocessor-notice',
    'notice to customers of new sub-processors',
    /\b((\d+|thirty|sixty|ninety) days'? (advance |prior )?notice (before|of|prior to) (\w+ ){0,2}(new|additional|change)|(sub-?suppliers?|sub-?processors?) (\w+ ){0,2}change (mailers?|notices?|notifications?)|(notif\w+|notice|inform\w*|announce\w*|advise\w*|tell|alert\w*) ((customers?|clients?|you|us|them|the|of|any|in|advance|before|prior|to|engaging|appointing|adding|using|a|an|at|least|\d+|days|writing|email) ){0,6}(new|changes? (to|in)|addition\w* of|replac\w+ of|add(s|ed|ing)?) (\w+ ){0,2}(sub-?processors?|sub-?contractors?|fourth[- ]part\w+)|(new|chang\w+|add(s|ed|ing|itions?)?|replac\w+) ((the|a|an|any|additional|third-party|of|to) ){0,2}(sub-?processors?|sub-?contractors?) (\w+ ){0,6}(notif\w+|notice|inform\w*|object\w*|announc\w+|advance)|object\w* (to|against) (\w+ ){0,3}(sub-?processors?|sub-?contractors?)|sub-?processors? (change\w*|updates?|notifications?|notices?)|(advance|prior) notice (\w+ ){0,6}(sub-?processors?|sub-?contractors?))\b/,
    'subprocessor-list',
  ),
  topic(
    'vendor-contracts',
    'security and data protection terms in vendor contracts',
    new RegExp(
      `\\b((data processing|data protection|processing) (agreements?|addend(um|a)|terms|contracts?)|dpas?|(contracts?|agreements?|msas?) (with )?(\\w+ ){0,2}${PARTY}|(vendor|supplier|third[- ]party|service provider|sub-?processor|sub-?contractor|outsourcing) (contracts?|agreements?|terms)|(security|confidentiality|privacy|data protection|audit|breach notification) (clauses?|terms|requirements|obligations|provisions|schedules?|addend(um|a)|exhibits?) (\\w+ ){0,3}(in|into|within) (\\w+ ){0,2}(contracts?|agreements?)|flow[- ]down (clauses?|terms|obligations|requirements)|(?<!(legal|regulatory|statutory),? (and |or )?)contractual(ly)? (\\w+ ){0,2}(security|privacy|confidentiality|data protection) (requirements|obligations|commitments|terms)|article 28)\\b`,
    ),
    'vendor-management',
  ),
  topic(
    'right-to-audit',
    "customers' right to audit",
    /\b(rights? to audit|audit rights?|right of audit|(customers?|clients?) (may|can|are (permitted|allowed|able) to|have the right to) (\w+ )?(audit|inspect)\w*|on[- ]?site (audits?|inspections?|visits?)|(customer|client) (audits?|inspections?)|(permit|allow|support)\w* (\w+ ){0,2}(customer|client) (audits?|inspections?))\b/,
    'vendor-contracts',
  ),
  topic(
    'vendor-offboarding',
    'ending a vendor relationship and exit plans',
    new RegExp(
      `\\b(${PARTY} (off-?boarding|terminations?|exit|de-?commission\\w*)|(terminat\\w+|end(s|ed|ing)?|exit(s|ed|ing)?) (of )?(\\w+ ){0,2}(vendor|supplier|third[- ]party|service provider|outsourcing) (relationships?|contracts?|agreements?|engagements?)|exit (plans?|strateg\\w+))\\b`,
    ),
    'vendor-management',
  ),

  // Privacy
  topic(
    'privacy-program',
    'privacy programme and privacy law',
    /\b(privacy|data protection (program(me)?s?|laws?|legislation|regulations?|polic(y|ies)|framework|compliance|requirements|obligations|act)|gdpr|general data protection regulation|ccpa|cpra|california consumer privacy|lgpd|pipeda|pipl|appi|pdpa|popia|vcdpa|dpdp)\b/,
  ),
  topic(
    'privacy-notice',
    'privacy notices and transparency',
    /\b(privacy (notices?|polic(y|ies)|statements?)|(fair processing|collection) notices?|cookie (notices?|polic(y|ies))|transparen\w+ (obligations|requirements)|(inform|notify)\w* ((the|all|affected|relevant|our|its) ){0,2}(data subjects|individuals|consumers) (\w+ ){0,3}(how|what|about))\b/,
    'privacy-program',
  ),
  topic(
    'dpo',
    'data protection officer',
    /\b(dpos?|data protection officers?|(chief )?privacy officers?|privacy (leads?|managers?|counsel|champions?)|(eu|uk|gdpr|article 27) representatives?|(designated|appointed|named) (\w+ ){0,3}(privacy|data protection) (officers?|leads?|contacts?|representatives?))\b/,
    'privacy-program',
  ),
  topic(
    'dsar',
    "data subjects' rights and requests",
    // "Access requests" alone are staff asking for system access, a provisioning subject.
    /\b(data subject (access )?(rights?|requests?)|dsars?|dsrs?|subject access( requests?)?|(individual|consumer|data subject)s?'? (privacy )?(rights?|requests?)|rights? (of|to) (access|rectification|erasure|portability|object|restriction|be forgotten|deletion|delete|opt[- ]out|know|correct|data portability)|(deletion|erasure|rectification|correction|portability) requests?|requests? (from|by) (\w+ )?(individuals|data subjects|consumers))\b/,
    'privacy-program',
  ),
  topic(
    'consent',
    'consent, cookies and lawful basis',
    /\b(consent\w*|opt[- ]?(in|out)s?|opting (in|out)|cookies?|tracking technologies|(lawful|legal) bas(is|es)|legitimate interests?|(marketing|communication) preferences|unsubscribe)\b/,
    'privacy-program',
  ),
  topic(
    'data-transfers',
    'international transfers of personal data',
    /\b((international|cross[- ]border|transatlantic|third[- ]country|overseas|onward|offshore) (data )?transfers?|transfer\w* (of )?(\w+ ){0,2}(data|information) (\w+ ){0,3}(outside|abroad|internationally|across (borders|jurisdictions)|to (third|other) countries|between (countries|jurisdictions|regions))|standard contractual clauses|sccs?|data privacy framework|dpf|privacy shield|binding corporate rules|bcrs?|adequacy (decisions?|findings?)|transfer (impact|risk) assessments?|tias?|idta|international data transfer (agreements?|addend\w+)|schrems( ii)?|transfer mechanisms?)\b/,
    'privacy-program',
  ),
  topic(
    'dpia',
    'data protection impact assessment and privacy by design',
    /\b(dpias?|(data protection|privacy) (impact |risk )?(assessments?|reviews?)|pias?|privacy by (design|default)|data protection by (design|default)|high[- ]risk processing|prior consultation)\b/,
    'privacy-program',
  ),
  topic(
    'data-minimisation',
    'data minimisation and purpose limitation',
    /\b(data minimi[sz]ation|minimi[sz]\w+ (\w+ ){0,3}(collection|amount|use) of (\w+ )?(personal )?(data|information)|purpose limitation|(collect|process|retain)\w* only (\w+ ){0,3}(data|information) (\w+ ){0,3}(necessary|needed|required|relevant)|limited to what is necessary|(secondary|further|incompatible) (use|processing|purposes?))\b/,
    'privacy-program',
  ),
  topic(
    'selling-data',
    'selling or sharing personal data',
    /\b((sell|sells|selling|sale|sold|rent\w*|monetis\w+|monetiz\w+|trade|trading) (of )?(\w+ ){0,3}(personal|customer|user|consumer|client)s?'? (data|information)|(personal|customer|user|consumer|client) (data|information) (\w+ ){0,3}(sold|rented|monetis\w+|monetiz\w+)|do not sell|don'?t sell|sell or share|(targeted|behaviou?ral|cross[- ]context|interest[- ]based) advertis\w+|data brokers?|(share|sharing|shared|disclos\w+) (\w+ ){0,3}(personal|customer|user|consumer|client) (data|information) (\w+ ){0,3}(with|to) (\w+ )?(advertisers|partners|affiliates|marketers|data brokers))\b/,
    'privacy-program',
  ),

  // The lifecycle of data
  topic(
    'data-retention',
    'retention of data and records',
    // Logs and backups have retention topics of their own.
    /\b((?<!(log|audit|backup|event) )(data|records?|information|document) retention|retention (schedules?|periods?|polic(y|ies)|requirements?|rules) (for|of) (\w+ ){0,2}(data|records|information|documents)|retain\w* ((personal|customer|client|user|their|all|the) ){0,2}(data|records|information) (\w+ ){0,3}(for|after|as long as|no longer|only)|how long (\w+ ){0,3}(data|records|information) (is|are) (kept|retained|stored|held)|(kept|retained|stored|held) (for )?no longer than|storage limitation|records management)\b/,
  ),
  topic(
    'data-deletion',
    "deletion or return of customers' data, at request or contract end",
    /\b((deletion|erasure|destruction|disposal|purg\w+|return|removal) of (\w+ ){0,2}(customer|client|personal|tenant|user|their|all) (\w+ )?(data|information|records|content)|(delet|eras|destroy|purg|dispos|return)\w* (\w+ ){0,3}(customer|client|personal|tenant|user)s?'? (\w+ )?(data|information|content|records)|(customer|client|personal|tenant) (data|information|content) (\w+ ){0,4}(deleted|erased|destroyed|purged|returned|disposed)|(termination|expiry|expiration|end|conclusion|cancellation) of (the |a |an |its |our |their )?((customer|client|master|service|services|subscription|commercial) ){0,2}(contract|agreement|service|subscription)|(contract|agreement|subscription) (termination|end|expiry|expiration|cancellation)|(contract|agreement|subscription) (ends?|ended|terminates?|terminated|expires?|expired)|(delet|eras|destroy|purg|return)\w* (all )?(of )?(our|my) (\w+ )?(data|information|content|records)|(tenant|customer|client) (\w+ )?(data )?purg\w*|crypto[- ]?shred\w*|data (deletion|erasure|destruction|disposal|purg\w*|sanitis\w+|sanitiz\w+))\b/,
  ),
  topic(
    'government-requests',
    'requests for data from governments and law enforcement',
    /\b((law enforcement|government(al)?|public authorit\w+|intelligence (agencies|services)|courts?) (\w+ ){0,2}(requests?|demands?|orders?|access|subpoenas?|warrants?)|subpoenas?|warrant canar(y|ies)|transparency reports?|cloud act|fisa( (section )?702)?|executive order 12333|legally binding (requests?|orders?))\b/,
  ),
];
