// Question topics (question-topics.ts) for people (training, hiring, obligations, roles) and for
// physical security.
import { topic, type QuestionTopic } from './topic.ts';

export const PEOPLE_PHYSICAL_TOPICS: readonly QuestionTopic[] = [
  // Training
  // KnowBe4 runs both awareness courses and phishing simulations: alone it names neither.
  topic(
    'security-awareness-training',
    'security awareness training',
    /\b((training |awareness |e-?learning )?modules? for (all |every )?(staff|employees|personnel|workforce)|(yearly|annual) refreshers?|refresher (courses?|training|modules?)|(security|cyber ?security|information security|privacy|data protection|compliance|gdpr|hipaa) (awareness|training|education|courses?|e-?learning)|awareness (training|programs?|programmes?|campaigns?|sessions?|courses?|materials?|modules?)|(annual|mandatory|yearly|periodic|recurring|refresher|ongoing|regular) ((security|privacy|compliance|awareness|cyber ?security|information|refresher|data protection) ){0,2}training|train\w* (\w+ ){0,3}(employees|staff|personnel|workforce|users|contractors) (\w+ ){0,3}(on|in|about) (\w+ ){0,2}(security|privacy|data protection|phishing|threats)|trained (on|in) (\w+ ){0,2}(security|privacy)|ninjio|curricula|infosec iq|training (completion|records|attendance)|(employees|staff|personnel|users|contractors) ((must|are required to|shall|will|all|annually|also) ){0,2}(complete|receive|undergo|attend)\w* (\w+ ){0,3}training)\b/,
  ),
  topic(
    'phishing-simulation',
    'phishing simulations',
    /\b(lure (campaigns?|emails?)|phishing emails? (go|are sent)|phish\w* (simulat\w+|tests?|testing|campaigns?|exercises?|drills?|assessments?|training|awareness)|simulat\w+ (\w+ )?phish\w*|(mock|fake|test|simulated) phish\w*|social engineering (tests?|testing|assessments?|exercises?|campaigns?)|hoxhunt|gophish|click rates?)\b/,
    'security-awareness-training',
  ),
  topic(
    'role-based-training',
    'role-based and secure coding training',
    /\b(secure[- ]coding (training|courses?|modules?)|(role|job|function)[- ](based|specific|specialised|specialized|relevant) (security )?(training|awareness|education)|secure (coding|development|software|engineering) (training|awareness|education|courses?)|(developers?|engineers?|administrators?|admins|privileged users|it staff|technical staff|incident responders?) (\w+ ){0,4}(trained|training|courses?)|train\w* (\w+ ){0,2}(for|of) (\w+ )?(developers|engineers|administrators|privileged users|it staff|technical staff)|(specialised|specialized|advanced|technical) (security )?training|secure code warrior)\b/,
    'security-awareness-training',
  ),
  topic(
    'new-hire-training',
    'training for new hires',
    /\b((new (hires?|starters?|joiners?|employees?|staff|personnel|team members|contractors)|onboarding|induction|orientation) (\w+ ){0,4}(training|awareness|courses?|modules?)|(training|awareness|trained) (\w+ ){0,4}(upon|on|at|before|during|prior to|as part of|within \d+ days of) (\w+ )?(hire|hiring|joining|onboarding|start(ing)?|commencement|employment|induction|being granted access|access being granted)|within \d+ (days?|weeks?) of (hire|joining|start(ing)?|employment|onboarding))\b/,
    'security-awareness-training',
  ),

  // Hiring and obligations
  topic(
    'background-screening',
    'background checks',
    // Checkr, Sterling and HireRight are screening firms and stand for nothing else.
    /\b(background (checks?|screening|verification|investigations?|vetting)|pre[- ]?employment (screening|checks?|verification|vetting)|screen(s|ed|ing)? (of )?((all|new|prospective|potential) )?(employees|candidates|personnel|staff|hires|contractors|applicants|workforce|individuals)|(employees|candidates|personnel|staff|contractors) (are |is |must be |shall be |will be )?((all|formally|thoroughly|also|appropriately) )?(screened|vetted)|vetting|vetted|criminal (records?|history|background|convictions?)|(reference|employment|education|credit|right[- ]to[- ]work|drug) (checks?|verification|history)|right to work|checkr|sterling|hireright|certn|first advantage|goodhire|bs ?7858|bpss|security clearances?|dbs checks?)\b/,
  ),
  topic(
    'nda',
    'confidentiality agreements and terms of employment',
    /\b(ndas?|non[- ]disclosure( agreements?)?|confidentiality (agreements?|undertakings?|clauses?|obligations?|terms|statements?|provisions|requirements)|(sign|signed|signing) ((a|an|the|our|formal|mutual|standard) ){0,2}(confidentiality|non-disclosure)|terms and conditions of employment|employment (contracts?|agreements?) (\w+ ){0,3}(security|confidentiality)|proprietary information (and inventions )?agreements?|piias?)\b/,
  ),
  topic(
    'acceptable-use',
    'acceptable use and code of conduct',
    /\b(acceptable[- ]use|aups?|(appropriate|permitted|prohibited|personal) use (of|policy)|use of (company|organi[sz]ation(al)?|corporate|work|business) (\w+ )?(assets|systems|resources|devices|equipment|technology|email|internet|computers)|rules of behaviou?r|code of conduct)\b/,
  ),
  topic(
    'disciplinary',
    'disciplinary process for breaches of policy',
    /\b(disciplin\w+|sanctions? (process|polic(y|ies)|procedures?)|(sanction\w*|penalt\w+|consequences) (for|against|of) (\w+ ){0,3}(employees|staff|personnel|violations?|non[- ]?compliance|breach\w*|violators)|(violat\w+|breach\w*|non[- ]?compliance) (of|with) (\w+ ){0,4}polic\w+ (\w+ ){0,4}(result|lead)\w* in|up to and including (termination|dismissal)|dismissal)\b/,
  ),
  topic(
    'remote-working',
    'remote and home working',
    /\b(remote (working|work|workers?|employees?|staff|workforce)|tele-?work\w*|tele-?commut\w*|work(ing)? (from|at) home|wfh|home (working|office|workers?|networks?)|hybrid (work\w*|workforce)|working (remotely|from (any|other) locations?)|public (wi-?fi|hotspots?)|untrusted (wi-?fi|networks?)|travel\w* (with )?(laptops?|devices?|equipment)|(equipment|assets|devices) (\w+ ){0,2}off[- ]?premises)\b/,
  ),

  // Roles
  topic(
    'security-roles',
    'security roles, CISO and accountability',
    // "Security team" alone is who does a task in many controls, not a question about roles.
    /\b(chief (information )?security officers?|ciso|vciso|virtual ciso|cso|(head|director|vp|vice president) of (information )?security|(information )?security (officers?|organi[sz]ation|functions?|departments?|committees?|steering committees?|forums?|council|roles?|responsibilit\w+|leadership|governance)|roles (and|&) responsibilit\w+ (for|of|within|in) (\w+ ){0,2}(information |cyber ?)?security|(responsib|accountab)\w+ for (\w+ ){0,2}(information |cyber ?)?security|(designated|named|appointed|dedicated) (\w+ ){0,3}security (officers?|leads?|owners?|teams?|individuals?|persons?|personnel|staff))\b/,
  ),
  topic(
    'board-oversight',
    'board and management oversight of security',
    /\b(board (of directors )?((level|receives?|is|are|and|executive|management|regular|quarterly|annual|security|provides?) ){0,3}(oversight|reporting|briefings?|updates?|level)|(executive|senior|top) (management |leadership )?(oversight|commitment|support|sponsorship|accountab\w+)|management (review|commitment)s?|report\w* ((is|are|regularly|quarterly|annually|directly|periodically) ){0,2}to (the )?(board|executive (team|committee|management)|senior management|leadership|audit committee)|audit committee|governance (committee|body|structure))\b/,
    'security-roles',
  ),

  // Physical
  topic(
    'physical-access',
    'physical access to offices and facilities',
    /\b(physical (access|security|entry|controls?|protection|perimeters?|safeguards)|(badge|card|key ?card|access card|proximity card|fob|biometric) (access|readers?|systems?|entry|locks?|controlled)|badges?|key ?cards?|fobs?|turnstiles?|man ?traps?|(?<!(website|site|web|online) )visitors?(?! to (our|the|your) (website|site|web))|escort(ed|s)?|reception( desk)?|(security )?guards|(secure|restricted|controlled) (areas?|zones?|premises|rooms?|facilit\w+)|(office|building|premises|facility|facilities|site) (access|security|entry)|locked (doors?|rooms?|cabinets?|offices?)|door (access|locks?|controls?))\b/,
  ),
  topic(
    'cctv',
    'CCTV and video surveillance',
    /\b(cctv|(video|camera|physical) surveillance|surveillance (cameras?|systems?|footage)|(security|video|ip) cameras?|cameras|(video|camera) (monitoring|recording|footage|retention)|closed[- ]circuit|footage)\b/,
    'physical-access',
  ),
  topic(
    'datacenter-security',
    'data centre physical security',
    /\b(data[- ]?cent(er|re)s?|datacent(er|re)s?|colocation|colo (facilit\w+|providers?)|server (rooms?|racks?|cages?|halls?)|(comms|communications|network|wiring|telecom\w*|equipment|it) (rooms?|closets?|cabinets?)|(caged|locked) racks?)\b/,
    'physical-access',
  ),
  topic(
    'environmental',
    'environmental protection: power, fire, cooling and flood',
    // "UPS" after a hyphen is the end of "follow-ups" or "start-ups".
    /\b(environmental (controls?|protection|threats|hazards|monitoring|safeguards|risks?|systems)|(?<!-)ups|uninterruptible power|(backup|standby|diesel|emergency) (power|generators?)|generators?|fire (suppression|detection|protection|alarms?|extinguishers?|doors?|safety|prevention|resistant)|(smoke|heat|water|leak|flood|moisture) (detect\w*|sensors?|alarms?)|flood(s|ing)?|earthquakes?|natural disasters?|hvac|(temperature|humidity|climate) (control\w*|monitor\w*|sensors?)|air[- ]condition\w*|cooling|(power|electrical) (redundancy|supply|supplies|feeds?|outages?|failures?|protection)|redundant power|raised floors?|fm-?200|inergen|sprinklers?|utility (failures?|outages?|power)|supporting utilities)\b/,
  ),
  topic(
    'clean-desk',
    'clear desk and clear screen',
    /\b(clea[nr][- ](desk|screen)s?|unattended (equipment|workstations?|desks?|documents?|screens?|devices?|computers?|laptops?)|(lock|locking|secure|securing) ((the|their|your|all) )?(screens?|workstations?|computers?|documents?|papers?) (when|while|if) (\w+ )?(leaving|away|unattended|not in use)|(sensitive|confidential) (documents?|papers?|information) (\w+ ){0,3}(desks?|printers?)|print(ers?|outs?|ing) (\w+ ){0,2}(collected|unattended))\b/,
  ),
];
