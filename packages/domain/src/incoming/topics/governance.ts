// Question topics (question-topics.ts) for governance: policies, audit, certifications and the
// frameworks a programme aligns with, law and regulation, risk management and insurance.
// Certifications are topics here, not verdicts: "ISO 27001" says what a question is about, not
// whether the organisation holds it.
import { topic, type QuestionTopic } from './topic.ts';

export const GOVERNANCE_TOPICS: readonly QuestionTopic[] = [
  // Policies
  topic(
    'policy-management',
    'approval, review and acknowledgement of security policies',
    // CAIQ asks of every domain whether its "policies and procedures [are] established,
    // documented, approved, communicated, applied, evaluated, and maintained": those words name
    // no subject, so approval alone does not count. A review at a stated frequency does: that is
    // what this topic's controls ("policies reviewed annually") answer.
    /\b((?<!(network|email|password|endpoint|cloud|application|physical|mobile|vendor|supplier|container|api|data) )security polic(y|ies)|isms polic\w+|polic(y|ies) (management|framework|library|lifecycle|owners?|ownership|acknowledg\w+|attestations?|reviews?|approvals?|versioning|hierarchy|portal|sign[- ]?offs?)|(review\w*|updat\w*|revis\w*) (and (review\w*|updat\w*|approv\w*) )?(of )?(the |all |these |our |its )?((information|security|it|privacy|data|cyber ?security) ){0,2}polic(y|ies)( and (procedures|standards))? (\w+ ){0,2}(at least )?(annually|yearly|every (year|twelve months|12 months)|periodically|regularly|on an annual basis|once a year)|polic(y|ies)( and (procedures|standards))? (are |is )?((formally|periodically|regularly|all) )?(reviewed|updated|revised) (\w+ ){0,2}(at least )?(annually|yearly|every|periodically|regularly|on an annual basis|once a year))\b/,
  ),
  // Staff reading and accepting the policies is another act than keeping them reviewed.
  topic(
    'policy-acknowledgement',
    'staff acknowledgement of policies',
    /\b(acknowledg\w+ ((and|accept\w*|the|all|our|your|relevant|applicable|security|information|receipt|of|that|they|have|read|understood) ){0,4}polic(y|ies)|polic(y|ies) ((are|is|must be|have been|formally|annually|electronically) ){0,3}(acknowledg\w+|attest\w+|signed|read and (understood|accepted))|read and (acknowledge|accept|sign) (\w+ ){0,3}polic(y|ies))\b/,
    'policy-management',
  ),
  topic(
    'policy-exceptions',
    'exceptions to policy',
    /\b((policy|security|control|compliance) exceptions?|exceptions? (to|from) (\w+ ){0,3}(polic(y|ies)|standards?|controls?|requirements?)|exception (process|management|requests?|handling|registers?|approvals?|tracking|log)|waivers?|deviations? (from|to) (\w+ ){0,2}(polic(y|ies)|standards?)|risk exceptions?|compensating controls?)\b/,
    'policy-management',
  ),

  // Audit and certification
  topic(
    'internal-audit',
    'internal audit and control monitoring',
    /\b(internal (audit\w*|assessments?|reviews? of (\w+ ){0,3}(controls|security|isms|compliance))|independent (reviews?|assessments?|audits?) (of )?(\w+ ){0,3}(information security|isms|security program\w*|controls)|audit (and|&) assurance|audit (plans?|programs?|programmes?|schedules?|function|findings|cycles?|universe)|(second|third) line( of defen[cs]e)?|three lines|control (testing|self[- ]assessments?|effectiveness)|compliance (monitoring|audits?|checks?)|(continuous|automated) (control|compliance) monitoring|non-?conformit\w+|vanta|drata|sprinto)\b/,
  ),
  topic(
    'certifications',
    'certifications, attestations and framework alignment',
    /\b(certif(ied|ications?)|(?<!policy )attestations?|(independent|external|third[- ]party) ((security|compliance|financial) )?(audits?|auditors?|attestations?|certifications?)|audit reports?|(compliance|security) (certifications?|attestations?|frameworks?)|compliance (reports?|standards?)|accredit\w+|(align\w*|compl(y|ies|iant|iance)|adhere\w*|conform\w*) (with|to) (\w+ ){0,2}(frameworks?|industry standards?)|industry[- ](standard|recogni[sz]ed) (frameworks?|standards?|certifications?)|tisax|bsi c5|c5 attestation|irap|k-isms|mtcs|cyber essentials|iso|iso\/iec)\b/,
  ),
  topic(
    'iso27001',
    'ISO 27001',
    /\b(iso(\/iec)?[- ]?2700[12]|2700[12]|annex a|isms|information security management systems?|statement of applicability)\b/,
    'certifications',
  ),
  topic(
    'soc2',
    'SOC 1, SOC 2 and SOC 3 reports',
    /\b(soc ?(1|2|3|i|ii|iii|one|two|three)|type (1|2|i|ii) (reports?|audits?|attestations?)|ssae[- ]?1[68]|isae[- ]?3(402|000)|aicpa|trust services? (criteria|principles)|tsc|service organi[sz]ation controls?)\b/,
    'certifications',
  ),
  topic(
    'pci',
    'PCI DSS and cardholder data',
    /\b(pci( ?dss)?|payment card industry|cardholder data( environment)?|cde|(credit|debit|payment) card (data|numbers?|information|details|processing)|card ?holders?|primary account numbers?|qsa|report on compliance|attestation of compliance|saq( [a-d])?|p2pe|pa[- ]dss)\b/,
    'certifications',
  ),
  topic(
    'hipaa',
    'HIPAA and HITRUST',
    /\b(hipaa|hitech|hitrust|business associate( agreements?| addend\w+)?|baas?|phi|ephi|protected health information|covered entit\w+)\b/,
    'certifications',
  ),
  topic(
    'nist-csf',
    'NIST CSF, NIST 800-53 and CIS Controls',
    // NIST alone is not enough: 800-63 (passwords) and 800-88 (media disposal) are NIST too.
    /\b(nist (csf|cybersecurity framework|cyber security framework|sp ?800-53|800-53|800-171|sp ?800-171|framework|rmf|risk management framework|privacy framework)|800-53|800-171|csf( 2(\.0)?)?|cybersecurity framework|cmmc|cis (controls|critical security controls|top ?(18|20)|ig ?[123]))\b/,
    'certifications',
  ),
  topic(
    'fedramp',
    'FedRAMP and US government authorisations',
    /\b(fed ?ramp|stateramp|texas ?ramp|fisma|(dod )?(il|impact level) ?[2456]|gov ?cloud|authority to operate|fips 199|jab|cjis|itar)\b/,
    'certifications',
  ),
  topic(
    'iso27017-27018',
    'ISO 27017, ISO 27018 and ISO 27701',
    /\b(iso(\/iec)?[- ]?(2701[78]|27701)|2701[78]|27701|pims|privacy information management systems?)\b/,
    'certifications',
  ),
  topic(
    'csa-star',
    'CSA STAR and the Cloud Controls Matrix',
    /\b(csa star|star (level [12]|registry|certification|attestation|self[- ]assessment)|cloud security alliance|caiq|consensus assessments?|cloud controls matrix|ccm( v?4)?|csa)\b/,
    'certifications',
  ),

  // Law and regulation
  topic(
    'regulatory-compliance',
    'legal, regulatory and contractual requirements',
    /\b((legal|regulatory|statutory|contractual) (requirements|obligations|compliance|landscape|register|changes|inventory)|(legal|regulatory|statutory),? (and |or )?(\w+,? (and |or )?){0,2}(\w+ )?(requirements|obligations)|applicable (laws?|regulations?|legislation)|laws (and|or) regulations|regulat\w+ (compliance|requirements|obligations|bodies|changes|examinations?|exams)|compliance with (\w+ ){0,2}(laws|regulations|legislation|legal)|dora|nis ?2|digital operational resilience|sox|sarbanes[- ]oxley|glba|gramm[- ]leach|ferpa|intellectual property( rights)?|software licen[cs]\w+|licen[cs]e compliance)\b/,
  ),

  // Risk
  topic(
    'risk-management',
    'risk management programme',
    /\b((?<!(third[- ]party|vendor|supplier|supply[- ]chain) )risk management|enterprise risk|erm|risk (appetite|tolerance|governance|committee|framework|methodology|owners?|ownership|criteria|capacity|thresholds?)|31000|800-30|fair (model|methodology))\b/,
  ),
  topic(
    'risk-assessment',
    'risk assessment',
    // A vendor's, a privacy or a business impact assessment has its own topic.
    /\b((?<!(vendor|supplier|third[- ]party|privacy|impact|protection) )risk assessments?|(?<!(vendor|supplier|third[- ]party|privacy|protection) )risk analys[ie]s|risk (evaluations?|identification)|risks? (are |is )?((formally|periodically|regularly|annually|systematically) )?(assessed|identified|evaluated|analy[sz]ed)|assess\w* ((the|all|and|relevant|potential|key|significant) ){0,2}(security |information security |cyber ?security )?risks|identif\w+ ((and|assess\w*|evaluat\w*|analy[sz]\w*|the|all|potential|relevant|key|security|information security|cyber ?security|internal|external) ){0,3}(risks|threats)|threat (and vulnerability )?assessments?|threat (identification|analysis))\b/,
    'risk-management',
  ),
  topic(
    'risk-register',
    'risk register',
    /\b(risk (registers?|registry|registries|logs?|inventor(y|ies)|database|records?|tracking)|register of risks|risks? (are |is )?((formally|centrally|all) )?(recorded|tracked|documented|logged|captured|maintained) (in|within|on) (\w+ ){0,2}(register|registry|system|tool|log|platform))\b/,
    'risk-management',
  ),
  topic(
    'risk-scoring',
    'risk scoring by likelihood and impact',
    /\b(likelihood (and|x|×|\*|&|or|multiplied by) (\w+ )?(impact|consequences?|severity)|(probability|likelihood) (and|of) (\w+ ){0,2}(impact|consequences?)|(impact|consequence) (and|x) (likelihood|probability)|risk (scor\w+|ratings?|matri(x|ces)|levels?|ranking|heat ?maps?|calculation|quantification|prioriti[sz]ation)|(inherent|residual) risks?|(quantitative|qualitative) risk|heat ?maps?)\b/,
    'risk-management',
  ),
  topic(
    'risk-treatment',
    'risk treatment and acceptance',
    // "Controls to mitigate the risk of..." is ordinary wording; treatment is named as such.
    /\b(risk (treatment|responses?|acceptance|transfer|avoidance|mitigation plans?|sign[- ]?off|decisions?)|treatment plans?|accept\w* ((the|a|any|residual|identified|remaining|this|such) ){0,2}risks?|(residual|identified) risks? (are |is )?(\w+ ){0,2}(treated|accepted|mitigated|tracked|remediated)|plans? of action (and|&) milestones|poa&?m)\b/,
    'risk-management',
  ),
  topic(
    'insurance',
    'cyber and liability insurance',
    /\b(insur\w+|(cyber|professional|general|technology) liability|errors (and|&) omissions|liability (coverage|policy|limits)|(professional|cyber) indemnity|coverage limits?)\b/,
  ),
];
