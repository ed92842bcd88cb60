/**
 * Risk language → control language, for the offline control recommendation. Risk registers
 * describe what goes wrong ("the same person enters and approves payroll changes"); the control
 * library describes what to do ("segregation of duties"). When a rule's pattern is found in a
 * risk's normalised text (lower case, no accents), its `terms` join the full-text query, and its
 * `concept` can explain the match in the rationale. A pattern list means every pattern must be
 * found. Terms are ordinary words; the database stems them like the library's own text.
 * A data table, long by nature: one entry per way risks are described, grouped by control area.
 */
export type Expansion = {
  id: string;
  /** What the rule recognised, in plain words, for the rationale. */
  concept: string;
  when: RegExp | RegExp[];
  terms: string;
  /**
   * Words of the risk this rule reads in another sense than the library's (in "the accounts do
   * not balance", "accounts" are the books, not logins): not looked up as the risk's own words.
   */
  otherSense?: string[];
  /** How much the rule's terms count against other rules' (1 when not given). */
  weight?: number;
  /**
   * Literal fragments of which any match of `when` (the first pattern, for a list) holds one:
   * a cheap check that skips the pattern for most risks. None means always try the pattern.
   */
  hints?: string[];
};

const e = (id: string, concept: string, when: RegExp | RegExp[], terms: string): Expansion => ({
  id,
  concept,
  when,
  terms,
});

/** Third parties of every kind: many vendor rules need one of these words as well. */
const VENDOR =
  /\b(vendors?|suppliers?|third[- ]part(y|ies)|outsourc\w*|providers?|processors?|sub-?processors?|contractors?|partners?|msp|managed service|saas|agency|agencies|hosting (company|provider)|manufacturer)\b/;

export const EXPANSIONS: readonly Expansion[] = [
  // Identity and access
  e(
    'stolen-credentials',
    'stolen, guessed or phished passwords',
    /\b(credential stuffing|password spray\w*|brute[- ]forc\w*|account takeover|(stolen|leaked|phished|guessed|compromised) (password|credential|login)s?|(password|credential)s? (are |were |is |was )?(stolen|leaked|phished|guessed|compromised))\b/,
    'multi-factor authentication password authenticator',
  ),
  e(
    'mfa',
    'sign-in without a second factor',
    /\b(mfa|2fa|two[- ]factor|second factor|one[- ]time codes?|otp|push (notification|prompt)s?|sign-?in prompts?|authenticator app|single[- ]factor|password only|only a password|username and password)\b/,
    'multi-factor authentication',
  ),
  e(
    'weak-passwords',
    'weak, reused or default passwords',
    /\b((weak|short|simple|reused|default|guessable|common|shared|same) passwords?|password (policy|policies|complexity|hygiene|reuse|length|strength)|reuse\w* (the same )?passwords?|passwords? (are |is )?(weak|short|simple|reused))\b/,
    'password authenticator standard password manager',
  ),
  e(
    'leavers',
    'access left behind after people leave',
    /\b(leavers?|left the (company|organi[sz]ation|business|firm)|who (has |have )?left|people (who )?left|former (employees?|staff|workers?|contractors?|colleagues?)|ex-(employees?|staff)|departed|departing|resign\w*|terminated (employees?|staff)|after (they )?leav\w*|last (working )?day|notice period|deprovision\w*|revok\w*|(remov|disabl)\w* (of )?(user )?(access|accounts?)|offboard\w* (of )?(users|staff|employees))\b/,
    'joiner mover leaver access removal revoke',
  ),
  e(
    'movers',
    'access that outlives a change of role',
    /\b(movers?|role changes?|chang\w* (roles?|jobs?|departments?|teams?)|move\w* between (teams|departments|roles)|privilege creep|access creep|accumulat\w*|provision\w*|user (access )?(management|administration)|account (creation|requests?))\b/,
    'joiner mover leaver user access reviews',
  ),
  e(
    'excess-access',
    'more access than the job needs',
    /\b((excessive|too much|unnecessary|inappropriate|broad|unrestricted) (access|permissions?|rights|privileges?)|more (access|permissions|rights) than (they need|needed|necessary)|least privilege|need to know|unauthori[sz]ed access|inappropriate access|accessible to (all|everyone|any)|(everyone|all staff|anyone) (can|has|have) access|recertif\w*|entitlements?|access reviews?)\b/,
    'user access reviews least privilege access control policy',
  ),
  e(
    'privileged',
    'administrator and other powerful accounts',
    /\b(admin(istrator)?s?|superusers?|root|domain admin|privileged|elevated|full control|god mode|sap_all|dbas?|database administrators?|sysadmins?|admin rights|root access|privileges?)\b/,
    'privileged access management administrator',
  ),
  e(
    'shared-accounts',
    'logins shared by several people',
    /\b((shared|generic|common|group|team) (logins?|accounts?|user ?ids?|usernames?|credentials?)|same (login|account|user ?id)|log in as|share passwords?|sharing passwords?)\b/,
    'unique user identification shared account',
  ),
  e(
    'service-accounts',
    'service and integration accounts',
    /\b((service|technical|system|integration|non-human|machine|bot|api) (accounts?|users?))\b/,
    'service account governance secrets vault',
  ),
  e(
    'break-glass',
    'emergency and break-glass access',
    /\b(break[- ]glass|emergency (admin\w*|access|accounts?)|firecall)\b/,
    'emergency access procedure break-glass',
  ),
  e(
    'dormant',
    'accounts nobody uses any more',
    /\b((dormant|inactive|unused|stale|orphan(ed)?) (user )?accounts?|not logged in for|(has|have)( not|n't) logged in|no login)\b/,
    'dormant account disablement',
  ),
  e(
    'sso',
    'a separate login for every application',
    /\b(sso|single sign-?on|separate (logins?|passwords?)|too many passwords|password fatigue|local (accounts?|logins?|passwords?))\b/,
    'single sign-on identity provider',
  ),
  e(
    'insider-misuse',
    'staff misusing the access they have',
    /\b(snoop\w*|curiosity|look\w* up|browsing (customer )?records|misus\w* (of )?(customer |personal )?(data|records|access)|rogue (employees?|insiders?|staff|admin\w*)|insider threats?|disgruntled|sabotage)\b/,
    'access control policy least privilege monitoring alerting disciplinary',
  ),
  e(
    'unattended-session',
    'sessions left open on unattended screens',
    /\b(unattended|left (logged|signed) in|logged[- ]in (on|sessions?)|stays? (logged|signed) in|never times? out|time ?outs?|unlocked (screens?|computers?|pcs?|workstations?|laptops?)|(step|walk)\w* away|session (hijack\w*|cookies?|tokens?)|auto-?lock|screen ?lock)\b/,
    'session timeout screen lock',
  ),
  e(
    'segregation',
    'one person controlling every step of a task',
    /\b((segregation|separation) of duties|same (person|individual|user|employee|clerk)|(one|single) (person|individual|clerk|administrator|employee)|approve (them|it) (themselves|himself|herself)|approve\w* (their|his|her) own|(themselves|their own) (journals?|payments?|invoices?|changes?|expenses?)|without (a |an )?(second|independent) (check|review|approval|person)|no (second|independent) (check|review|approval)|both (set up|create|enter|approve)\w*|(create|set up|add)\w* (a )?(new )?(suppliers?|vendors?|employees?).{0,60}(pay|release|approv)\w*|segregat\w*|conflicting (roles|duties|access)|toxic combinations?|maker-?checker|dual (control|authori[sz]ation)|self-?approv\w*|(raise|enter|create|initiate|submit)\w* .{0,60}(and|then) (approve|authori[sz]e|release|pay)\w*)\b/,
    'segregation duties conflict approval',
  ),
  e(
    'finance-fraud',
    'payment, payroll and ledger fraud',
    [
      /\b(payroll|ghost employees?|fictitious (employees?|suppliers?|vendors?|invoices?)|vendor master|supplier master|bank (details|accounts?)|payments? (release|run|details)|payee|journals?|general ledger|invoices?|refunds?|expense claims?|salary|overtime rates?|wire (transfer|funds))\b/,
      /\b(fraud\w*|fictitious|ghost|chang\w*|approv\w*|creat\w*|add\w*|pa(y|id)|releas\w*|alter\w*|divert\w*|manipulat\w*|steal\w*|duplicate|twice|issue\w*|post\w*|update\w*)\b/,
    ],
    'segregation duties finance payroll payment fraud',
  ),
  e(
    'fraud',
    'fraud, bribery and misappropriation',
    /\b(fraud\w*|scams?|embezzl\w*|kickbacks?|brib\w*|corrupt\w*|inducements?|collusion|falsif\w*|misappropriat\w*)\b/,
    'fraud risk assessment',
  ),
  e(
    'remote-access',
    'remote connections into the network',
    /\b(vpn|remote access|remote desktop|rdp|citrix|connect\w* remotely|remote connections?|remote access gateway|zero[- ]trust|remote support|teamviewer|anydesk|connect\w* (to|into) (production|our network|our servers|servers))\b/,
    'remote access gateway',
  ),
  e(
    'source-code',
    'source code and its repositories',
    /\b(source code|repositor(y|ies)|github|gitlab|bitbucket|clones?|code host)\b/,
    'source code repository access',
  ),
  e(
    'direct-db-change',
    'data changed directly in production databases',
    /\b((directly|straight|ad hoc)\b.{0,40}\b(database|production data|sql)|data fix(es)?|(correct|fix|edit|patch|change)\w* .{0,30}(directly|straight) in (the )?(production|live)? ?(database|system)|back-?end (changes|updates|access)|direct (database|db|table) (access|changes|updates))\b/,
    'direct database change control data fix',
  ),

  // Data protection
  e(
    'unencrypted',
    'data kept or sent without encryption',
    /\b(unencrypted|not encrypted|without encryption|plain ?text|clear ?text|in clear|encrypt\w*|decrypt\w*)\b/,
    'encryption data at rest in transit',
  ),
  e(
    'in-transit',
    'data intercepted on the network',
    /\b(in transit|over the network|unencrypted connections?|intercept\w*|eavesdrop\w*|sniff\w*|man[- ]in[- ]the[- ]middle|ftp|telnet|weak ciphers?|ssl ?v?[23]|tls 1\.[01]|http)\b/,
    'encryption data in transit tls',
  ),
  e(
    'lost-device',
    'lost or stolen laptops and phones',
    /\b((lost|stolen|theft of|misplaced) (a |an |the )?(\w+ )?(laptops?|phones?|smartphones?|devices?|tablets?|usb|drives?|disks?|tapes?)|(laptops?|phones?|smartphones?|devices?|tablets?) (\w+ )?(is |was |are |were |gets? )?(lost|stolen|misplaced)|remote wipe)\b/,
    'endpoint device management disk encryption remote wipe',
  ),
  e(
    'keys',
    'encryption keys and their protection',
    /\b((encryption|cryptographic|signing|master) keys?|\bkms\b|\bhsm\b|keys? (rotation|management|stored))\b/,
    'cryptographic key management rotation',
  ),
  e(
    'classification',
    'information nobody has labelled by sensitivity',
    /\b(classif\w*|labels?|labell?(ed|ing)|sensitivity|what (information|data) is (confidential|sensitive)|unclassified|handling rules|sensitivity levels?)\b/,
    'data classification labelling',
  ),
  e(
    'retention',
    'data or records kept too long',
    /\b(retain\w*|retention|kept (forever|indefinitely|for years)|(are |is )?never (deleted|purged|removed)|stored forever|purged|indefinitely|longer than (needed|necessary|required)|beyond (the )?(legal|retention|required))\b/,
    'data retention schedule deletion',
  ),
  e(
    'disposal',
    'equipment and paper disposed of with data on it',
    /\b(dispos(al|e|ed)|wip(e|ed|ing)|recycl\w*|shred\w*|destruction|(sold|resold) (on|to)|second[- ]hand|decommission\w*|retired (servers?|laptops?|devices?|disks?|drives?|equipment)|thrown (away|out)|bins?)\b/,
    'secure data deletion disposal wiping destruction',
  ),
  e(
    'exfiltration',
    'data walking out of the organisation',
    /\b(exfiltrat\w*|leaks? (through|via)|download\w* (the |a )?(full|entire|all|whole|bulk)|mass downloads?|copies (all|the)|personal (email|gmail|webmail|cloud|dropbox|drive|usb|laptop)|paste\w*|upload\w* to|leakage|data leaks?|export\w* .{0,30}(customer|client|personal|sensitive) (data|tables|records|lists)|sync\w* .{0,30}(personal|home))\b/,
    'data loss prevention',
  ),
  e(
    'card-data',
    'card numbers and other identifiers',
    /\b(card numbers?|credit cards?|cardholder|card data|card details|cvv|security codes?|social security|national insurance|ssn|identity numbers?|masking|tokeni[sz]\w*|primary account numbers?|pan)\b/,
    'card data masking tokenisation encryption',
  ),
  e(
    'file-sharing',
    'files shared through uncontrolled channels',
    /\b(email\w* (files?|documents?|attachments?)|personal (email|gmail|webmail)|file[- ]sharing|shar\w* (customer )?(files|documents)|public links?|anyone with the link|wetransfer|dropbox|attachments?|file transfers?|ftp|sent (by|via) (email|post|courier))\b/,
    'secure information transfer sharing channels',
  ),
  e(
    'test-data',
    'production data used for testing',
    /\b((test|testing|qa|staging|uat|dev|development) (environments?|systems?|data|databases?|servers?)|real (customer|patient|production) (data|records)|production (copies|extracts?)|(copies|copy|extracts?) of (the )?(production|live|customer|real)|non-?production|lower environments?|sandbox\w*)\b/,
    'test data management masking',
  ),
  e(
    'records',
    'official records that must be kept intact',
    /\b((tax|accounting|financial|official|legal|statutory) records|signed contracts|retention period|for (ten|seven|six|five|\d+) years|records management|archiv\w*|admissib\w*|evidential|originals? (are )?destroyed|legal hold)\b/,
    'protection of records retention',
  ),
  e(
    'integrity',
    'records altered without trace',
    /\b(integrity|tamper\w*|alter\w*|corrupt(ed|ion)|changed? without (a )?trace|audit trails?|figures|spreadsheets?|workbooks?|end[- ]user computing|euc|formula\w*|manual (calculations?|adjustments?)|version control)\b/,
    'data integrity verification audit trail',
  ),

  // Network
  e(
    'boundary',
    'systems exposed at the network boundary',
    /\b(firewalls?|perimeter|security groups?|open ports?|ports? (open|accept)|exposed to the internet|internet[- ]facing|public(ly)? (exposed|accessible|reachable)|exposed (services|ports|interfaces|systems|consoles|to)|reachable from|dmz)\b/,
    'network boundary protection firewall',
  ),
  e(
    'firewall-rules',
    'firewall rules nobody reviews',
    /\b(firewall (rules?|changes?|ports?)|allow[- ]any|permissive rules|rule ?base|firewall (configuration|config))\b/,
    'firewall rule review change',
  ),
  e(
    'segmentation',
    'a flat network where one foothold reaches everything',
    /\b(flat network|segment\w*|same network|same (vlan|subnet|range)|lateral movement|spread\w* (across|through|freely)|bridged|not separated|separated from|cardholder data environment|pci scope|reach (internal|file servers|production)|iot|ot network|vlans?|shares? the (corporate )?network|guest network)\b/,
    'network segmentation',
  ),
  e(
    'ddos',
    'traffic floods and denial of service',
    /\b(ddos|denial[- ]of[- ]service|traffic floods?|flood\w* (of|with) traffic|botnet|volumetric|unreachable|rate limit\w*|unlimited requests|dos|exhaust\w*)\b/,
    'ddos protection web application firewall',
  ),
  e(
    'web-attacks',
    'attacks on web applications',
    /\b(sql injection|injection|cross[- ]site|xss|csrf|web attacks?|scraping|owasp)\b/,
    'web application firewall secure coding security testing',
  ),
  e(
    'intrusion',
    'attackers already inside the network',
    /\b(intrusions?|attackers? (inside|in the network)|inside the network|network traffic|ids|ips|network monitoring|suspicious traffic)\b/,
    'intrusion detection monitoring',
  ),
  e(
    'web-filtering',
    'malicious websites and links',
    /\b(malicious (sites?|websites?|domains?|links?)|newly registered|brows\w*|dns filter\w*|drive[- ]by|web (filter\w*|proxy|gateway)|url filter\w*|malicious (urls?|downloads?))\b/,
    'web filtering',
  ),
  e(
    'wireless',
    'wireless networks and access points',
    /\b(wi-?fi|wireless|access points?|hotspots?|routers?)\b/,
    'wireless network security',
  ),
  e(
    'phishing',
    'phishing and impersonation by email',
    /\b(phish\w*|spoof\w*|impersonat\w*|pretend\w* to be|posing as|fake (invoices?|emails?|messages?|logins?|sign-?in|pages?)|look-?alike|business email compromise|bec|ceo fraud|malicious (attachments?|emails?)|email gateway|dmarc|spf|dkim|convincing)\b/,
    'email security anti-phishing awareness',
  ),
  e(
    'network-providers',
    'connectivity and network service providers',
    /\b(isp|internet (service )?providers?|connectivity|dns providers?|cdn|telecoms?|carriers?|network providers?|internet (links?|connections?))\b/,
    'network services security agreements',
  ),

  // Incidents
  e(
    'ir-plan',
    'no rehearsed way to respond to an attack',
    /\b(incident (response )?plans?|who (leads|does what|decides|takes charge)|breach response|respond\w* to (a |an )?(attack|incident|breach)|cyber ?attacks?|incident (management|handling|response)|(handle|manage|respond to) incidents?)\b/,
    'incident response plan',
  ),
  e(
    'triage',
    'real incidents lost among alerts',
    /\b(alert fatigue|too many alerts|alerts? (are )?(ignored|missed)|false positives|triage|noise|alerts? .{0,40}(queue|wait|sit|days|unassessed|unreviewed)|slow (to )?(respond|response))\b/,
    'security event triage alerting',
  ),
  e(
    'exercises',
    'response plans never rehearsed',
    /\b(never (been )?(rehearsed|exercised|practi[sc]ed)|tabletop|exercises?|drills?|rehears\w*)\b/,
    'incident response exercises',
  ),
  e(
    'post-incident',
    'incidents that keep recurring',
    /\b(root causes?|lessons?|recur\w*|post[- ]?mortems?)\b/,
    'post-incident review root cause corrective actions',
  ),
  e(
    'forensics',
    'evidence of an intrusion',
    /\b(forensic\w*|disk images?|chain of custody|evidence|prosecut\w*)\b/,
    'forensic evidence handling',
  ),
  e(
    'reporting-channel',
    'problems people notice but cannot report',
    /\b(report(ing)? (suspicious|incidents?|concerns?|misconduct|it)|where to report|how to report|reporting channel|hotline|whistle-?blow\w*|raise concerns|speak up|anonymous|unreported|not reported|keep quiet|fear (of )?blame|blame culture)\b/,
    'security event reporting channel',
  ),
  e(
    'containment',
    'attacks not contained quickly',
    /\b(contain\w*|isolat(e|ed|ing) (the |a )?(host|server|machine|device|laptop)|disconnect\w*|eradicat\w*|reset credentials|revoke tokens|move on to other|attacker to move)\b/,
    'incident containment recovery',
  ),
  e(
    'communications',
    'how an incident is communicated',
    /\b(communicat\w*|social media|twitter|press|journalists?|media|status page|reputation\w*|brand|public statement|crisis communication\w*)\b/,
    'incident communications',
  ),

  // Monitoring and audit
  e(
    'logging',
    'activity that leaves no usable record',
    /\b(logs?|logging|audit trails?|audit logs?|traceab\w*|who did what|cannot tell what|reconstruct\w*|timeline)\b/,
    'centralised security logging',
  ),
  e(
    'monitoring',
    'attacks nobody would notice',
    /\b(monitor\w*|detect\w*|unnoticed|undetected|nobody notic\w*|no one notic\w*|without anyone noticing|goes? unseen|siem|impossible travel|suspicious (activity|logins?|sign-?ins?)|anomal\w*|unusual (activity|behaviou?r|logins?|access))\b/,
    'security monitoring alerting detection',
  ),
  e(
    'clocks',
    'system clocks and timestamps that disagree',
    /\b(clocks?|time ?stamps?|time sync\w*|ntp|drift|time-?keeping|time sources?|time zones?)\b/,
    'clock synchronisation',
  ),
  e(
    'internal-audit',
    'no independent check on controls',
    /\b(internal audit\w*|independent (check|review|assurance|confirm\w*)|audit (function|programme|program|plan)|assurance|audit coverage)\b/,
    'internal audit programme',
  ),
  e(
    'control-testing',
    'controls nobody checks between audits',
    /\b(controls? (are |were )?(not |never |only )(tested|checked|verified|monitored)|between (annual )?audits|key controls|controls? (work|operate)|control (monitoring|effectiveness|failures?|gaps?)|ineffective controls?)\b/,
    'control testing continuous monitoring',
  ),
  e(
    'deficiencies',
    'findings that are never closed',
    /\b(findings?|deficienc\w*|remediation|unresolved|(not|never) followed up|forgotten|audit (actions|points|issues|recommendations)|overdue (actions|findings|issues)|open (findings|issues|actions))\b/,
    'control deficiency tracking findings',
  ),
  e(
    'audit-on-production',
    'audit work disrupting live systems',
    /\b(auditors?'?s? (scans?|tests?|data extraction|queries)|audit (scans?|extraction)|data extraction)\b/,
    'audit testing on production systems',
  ),
  e(
    'tooling-health',
    'security tools that silently stopped working',
    /\b((agents?|forwarders?|sensors?|edr|antivirus|log feeds?)\b.{0,60}\b(stopp\w*|crash\w*|disabled|uninstall\w*|removed|not report\w*|quiet|fail\w*|broken)|(stopp\w*|crash\w*|disabled|uninstall\w*|removed)\b.{0,40}\b(agents?|forwarders?|edr|antivirus))\b/,
    'security control failure alerting health',
  ),

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

  // Assets
  e(
    'asset-inventory',
    'devices and software nobody has listed',
    /\b(inventor\w*|how many (laptops|servers|devices|assets)|(don't|do not) know (what|how many)|unknown (devices|assets|systems)|unmanaged|untracked|asset register|cmdb|asset (management|tracking))\b/,
    'hardware software asset inventory',
  ),
  e(
    'data-inventory',
    'not knowing where data lives',
    /\b(where (personal |sensitive |customer )?data (lives|is|flows|is stored|is sent)|data (maps?|flows?|inventory)|where it is (sent|stored))\b/,
    'information asset data inventory',
  ),
  e(
    'acceptable-use',
    'how staff may use company systems',
    /\b(acceptable use|personal use|misuse|streaming|crypto ?mining|ai (tools?|chatbots?|assistants?)|chatgpt|chatbots?|generative ai|rules (were )?(never )?communicated)\b/,
    'acceptable use policy',
  ),
  e(
    'asset-return',
    'equipment not returned by leavers',
    [
      /\b(return\w*|collect\w*|unaccounted|keep (their|the))\b/,
      /\b(laptops?|devices?|phones?|tokens?|badges?|equipment|assets?|hardware)\b/,
    ],
    'return of assets on departure',
  ),
  e(
    'endpoints',
    'laptops, phones and other end-user devices',
    /\b(laptops?|phones?|smartphones?|mobile devices?|tablets?|endpoints?|workstations?|desktops?|pcs?|byod|personal devices?)\b/,
    'endpoint device management',
  ),
  e(
    'removable-media',
    'USB sticks and other removable media',
    /\b(usb|removable|memory sticks?|thumb drives?|external (hard )?drives?|flash drives?|tapes?)\b/,
    'removable storage media control',
  ),
  e(
    'software-install',
    'software installed without approval',
    /\b(install\w*|freeware|shareware|unapproved (software|apps|tools)|unauthori[sz]ed software|browser extensions?|local admin\w*|download\w* (software|tools|apps))\b/,
    'software installation control',
  ),

  // People
  e(
    'screening',
    'people hired without checks',
    /\b(background checks?|vetting|vetted|screening|references|criminal records?|pre-employment|right to work|new hires?|hired? without|candidates?|applicants?|recruit\w*|hiring|qualifications)\b/,
    'background checks screening',
  ),
  e(
    'employment-terms',
    'staff obligations in employment terms',
    /\b(employment contracts?|post-employment|contractor agreements?|non-compete|trade secrets?|know-how|continuing obligations)\b/,
    'security terms employment contracts confidentiality',
  ),
  e(
    'nda',
    'confidential information shared without an NDA',
    /\b(nda|non-disclosure|confidentiality (agreements?|terms|clauses?))\b/,
    'confidentiality agreements nda',
  ),
  e(
    'awareness',
    'staff tricked or unaware of threats',
    /\b(aware\w*|unaware|train\w*|click\w*|fall for|fell for|fall\w* for|social engineering|tricked|persuade\w*|pretend\w*|human error|simulat\w*)\b/,
    'security awareness training phishing',
  ),
  e(
    'role-training',
    'specialist staff without the training their role needs',
    /\b((developers?|engineers?|admins?|administrators?|helpdesk|service desk|support staff)\b.{0,60}\b(train\w*|knowledge|skills?|never (been )?taught|verify\w* (identity|callers?))|secure coding (training|knowledge|skills)|verif\w* (the )?(identity|callers?|customers?)|caller (identity|verification))\b/,
    'role-based security training',
  ),
  e(
    'discipline',
    'rule breaches without consequences',
    /\b(disciplin\w*|sanctions?|consequences|unpunished|no (penalty|penalties)|violations?|breach(es)? of (the )?(acceptable use )?(policy|rules)|not investigated)\b/,
    'disciplinary process security violations',
  ),
  e(
    'remote-working',
    'working from home and public places',
    /\b(home working|work\w* (from|at) home|remote work\w*|cafes?|coffee shops?|public places|home wi-?fi|hybrid work\w*|travel\w*)\b/,
    'remote working security',
  ),
  e(
    'org-structure',
    'unclear roles and reporting lines',
    /\b(job descriptions?|organi[sz]ation charts?|org charts?|reporting lines|roles? (are )?(unclear|undefined))\b/,
    'organisation structure job descriptions',
  ),

  // Physical
  e(
    'physical-access',
    'people getting into premises and rooms',
    /\b(badg\w*|doors?|entrances?|reception|tailgat\w*|visitors?|propped open|walk (into|in)|premises|key ?cards?|cage|colocation|break-?ins?|burglar\w*|unauthori[sz]ed (people|persons|entry))\b/,
    'physical access control badge visitors',
  ),
  e(
    'physical-monitoring',
    'break-ins nobody would see',
    /\b(cctv|cameras?|alarms?|footage|break-?ins?|burglar\w*|intruders?|guards?|recordings)\b/,
    'physical security monitoring cctv alarm',
  ),
  e(
    'environment',
    'fire, flood, heat and power loss',
    /\b(fires?|flood\w*|water|heat|overheat\w*|temperature|cooling|air[- ]condition\w*|hvac|humidity|power (cut|failure|outage|loss|interruption)s?|ups|generator|storms?|smoke|fire suppression|environmental|power supply|utilit(y|ies))\b/,
    'environmental protection fire power',
  ),
  e(
    'secure-areas',
    'server rooms and other restricted areas',
    /\b(server rooms?|data rooms?|comms rooms?|communications rooms?|data cent(re|er)s?|equipment rooms?|network rooms?|secure areas?|restricted (areas?|rooms?)|cages?|wiring closets?)\b/,
    'secure area working rules',
  ),
  e(
    'clear-desk',
    'papers and screens left in view',
    /\b(printouts?|papers?|desks?|printers?|whiteboards?|clear desk|shoulder surf\w*|in view of|left out)\b/,
    'clear desk clear screen',
  ),
  e(
    'equipment-siting',
    'equipment and cabling open to tampering',
    /\b(cabl(e|es|ing)|network equipment|payment terminals?|card (readers?|terminals?)|pos terminals?|pin pads?)\b/,
    'equipment siting cabling protection terminals',
  ),
  e(
    'maintenance',
    'equipment maintenance and repair visits',
    /\b(maintenance|maintain\w*|serviced|servicing|repairs?|contractors? (work\w*|are left|unsupervised)|unsupervised|warranty|ageing|aging|hardware failures?|disk failures?)\b/,
    'equipment maintenance',
  ),

  // Operations
  e(
    'vulnerabilities',
    'known weaknesses left open',
    /\b(vulnerabilit\w*|cves?|unpatched|exploit\w*|zero[- ]days?|known flaws?|known weaknesses|scans?|scanning|security holes?|flaws?)\b/,
    'vulnerability management scanning',
  ),
  e(
    'patching',
    'updates not applied',
    /\b(patch\w*|updates?|out[- ]of[- ]support|end[- ]of[- ]life|unsupported|stopped supporting|no longer (receives|supported)|legacy|outdated|firmware|behind)\b/,
    'patch management',
  ),
  e(
    'pentest',
    'flaws only a skilled tester would find',
    /\b(pen(etration)? tests?|ethical hack\w*|red team|logic flaws?|authori[sz]ation (logic|flaws?)|another customer'?s|business logic)\b/,
    'penetration testing',
  ),
  e(
    'hardening',
    'insecure settings and configuration drift',
    /\b(misconfigur\w*|default (settings?|passwords?|configuration|credentials)|hardening|harden\w*|configuration drift|left (public|open)|public access|unneeded services)\b/,
    'secure configuration baselines hardening',
  ),
  e(
    'file-integrity',
    'unauthorised changes to systems',
    /\b(unauthori[sz]ed changes?|modif\w* (system )?(files|binaries|configuration)|system binaries|file integrity|changed without (a )?ticket|critical (server )?files)\b/,
    'file integrity configuration change detection',
  ),
  e(
    'malware',
    'malware on computers and servers',
    /\b(malware|ransomware|virus(es)?|trojans?|infect\w*|worms?|spyware|antivirus|anti-virus|edr|endpoint (protection|detection)|malicious (code|software|files?))\b/,
    'malware protection endpoint detection',
  ),
  e(
    'ransomware',
    'ransomware encrypting systems',
    /\b(ransomware|ransom|encrypt\w* (our|the|all|shared|file|data)|demand payment)\b/,
    'backups restore malware protection incident containment recovery',
  ),
  e(
    'capacity',
    'systems running out of capacity',
    /\b(capacity|disk|full|storage (fills?|full)|run(ning)? out|quota|under load|load|slow\w*|response times?|performance|peak|limits|utili[sz]ation)\b/,
    'capacity management',
  ),
  e(
    'certificates',
    'certificates, keys and domains that expire',
    /\b(certificates?|certs?|tls|ssl|https|domain (names?|registration)|expir\w*|lapse\w*|renew\w*)\b/,
    'certificate tls expiry monitoring renewal domains',
  ),
  e(
    'secrets',
    'passwords and keys exposed in code or chat',
    /\b(secrets?|api keys?|access keys?|tokens?|hard-?coded|(credentials?|passwords?|keys?) (in|committed|pasted|stored in) (a |the )?(code|chat|config|slack|file|repo\w*)|config files?|committed|pasted in|slack|team chat|(passwords?|credentials?|keys?) (in|inside|embedded in|stored in) (\w+ )?(scripts?|code|files?)|embedded (credentials|passwords))\b/,
    'secrets management vault',
  ),
  e(
    'threat-intel',
    'attack campaigns against the sector',
    /\b(threat (intel\w*|actors?|landscape)|advisor(y|ies)|sector|campaigns? against|criminal groups?)\b/,
    'threat intelligence',
  ),
  e(
    'runbooks',
    'operations that depend on memory or one person',
    /\b(runbooks?|written down|documented|undocumented|in (people's|someone's|their) heads?|from memory|key person|(one|a few|single) (person|people|engineers?|senior engineers?) knows?|only (one|a few) (person|people|engineers?)|knows how|knowledge (transfer|loss)|undocumented|key (staff|personnel|people)|loss of (key|critical) (staff|personnel|people|skills))\b/,
    'documented operating procedures runbooks',
  ),
  e(
    'batch-jobs',
    'batch jobs and interfaces that fail silently',
    /\b(batch|jobs?|interfaces?|feeds?|overnight|nightly|scheduled|cron|etl)\b/,
    'job scheduling operations monitoring failure',
  ),
  e(
    'disclosure-programme',
    'flaws reported by outside researchers',
    /\b(researchers?|bug bounty|disclos\w* (policy|programme|program)|responsible disclosure|reported a (flaw|vulnerability|bug)|security\.txt)\b/,
    'vulnerability disclosure programme',
  ),
  e(
    'supply-chain',
    'third-party code and components',
    /\b(open[- ]source|dependency (tree|scan\w*|updates?)|(code|software|package|open[- ]source) dependenc\w*|npm|pypi|maven|librar(y|ies)|(software|code|open[- ]source|third[- ]party) (components?|packages?)|sbom|bill of materials|software supply chain|upstream|log4j)\b/,
    'software supply chain component inventory dependency',
  ),

  // Development
  e(
    'sdlc',
    'software built without security steps',
    /\b(sdlc|development (process|life ?cycle)|bolted on|without (any )?security (review|testing)|security testing)\b/,
    'secure development life cycle',
  ),
  e(
    'threat-modelling',
    'insecure designs',
    /\b(design\w*|architect\w*|threat model\w*|misuse cases?|security requirements)\b/,
    'application security requirements threat modelling design',
  ),
  e(
    'secure-coding',
    'coding flaws',
    /\b(injection|xss|cross[- ]site|coding (mistakes|errors|flaws|standards?)|insecure code|vulnerable code|input (validation|fields)|buffer overflow|owasp|untrusted input)\b/,
    'secure coding standard',
  ),
  e(
    'code-review',
    'code shipped without a second pair of eyes',
    /\b(code reviews?|peer reviews?|pull requests?|merg\w*|branch protection|review\w* (the )?code|unreviewed|four[- ]eyes)\b/,
    'peer code review',
  ),
  e(
    'security-testing',
    'releases without security testing',
    /\b(security testing|sast|dast|static analysis|dynamic scans?|pipelines?|ci\/cd|regression|untested|without testing|not tested|skipping tests|testing of (system )?changes|test coverage|automated tests?)\b/,
    'security testing pipeline',
  ),
  e(
    'change',
    'changes made without control',
    /\b(changes?|deploy\w*|releases?|released|rollout|pushed (straight )?to production|go(es)? live|change advisory|change board|outages? caused|rollback|hotfix\w*|fixes)\b/,
    'change management approval',
  ),
  e(
    'emergency-change',
    'urgent changes that skip the process',
    /\b(urgent|emergency (changes?|fix\w*)|hot ?fix\w*|out[- ]of[- ]hours|expedit\w*|skip\w* the (change|cab)|bypass\w* (the )?change)\b/,
    'emergency change procedure',
  ),
  e(
    'environments',
    'development and production not kept apart',
    /\b(production\b.{0,50}\b(developers?|test|dev|qa)|developers?\b.{0,60}\b(production|live|own machines)|same (environment|server|account)|separate environments?)\b/,
    'separation of development test production',
  ),
  e(
    'outsourced-dev',
    'software built by contractors',
    /\b((outsourced|offshore|contract(ed)?|third[- ]party|agency) (development|developers?|team|agency)|(agency|contractor|offshore|freelance\w*)\b.{0,60}\b(code|app|develop\w*|build\w*))\b/,
    'outsourced development oversight contractor',
  ),
  e(
    'migration',
    'go-lives and data migrations without business sign-off',
    /\b(migrat\w*|go[- ]live|cut[- ]?over|acceptance test\w*|uat|business testing|reconcil\w*|opening balances|new (erp|billing|system|platform)|user testing|test plans?)\b/,
    'user acceptance testing data migration sign-off reconciliation',
  ),
  e(
    'payment-page',
    'scripts on payment pages',
    /\b(checkout|payment pages?|card skim\w*|skimm\w*|magecart)\b/,
    'payment page script integrity',
  ),

  // Continuity
  e(
    'backups',
    'data that could not be recovered',
    /\b(backups?|backed up|back up|restor\w*|data loss|lose (data|both|everything)|clean copies|snapshots?|immutab\w*|copies)\b/,
    'backups restore',
  ),
  e(
    'restore-testing',
    'backups never proven to restore',
    /\b(never (tried|tested)|untested (backups?|restores?)|time to restore|restor\w* from)\b/,
    'restore testing',
  ),
  e(
    'continuity',
    'keeping the business running through disruption',
    /\b(continu\w*|crisis|disruption|disrupted|pandemic|closure|unavailable|cannot work|halt\w*|keep (serving|running|operating|answering)|degraded|stop\w* (production|operations|the business|deliveries|sales)|could not ship)\b/,
    'business continuity plan',
  ),
  e(
    'disaster-recovery',
    'recovering systems after an outage',
    /\b(disaster|recovery|recover\w*|failover|fail over|rto|rpo|outages?|destroy\w*|offline)\b/,
    'disaster recovery plan tests',
  ),
  e(
    'redundancy',
    'single points of failure',
    /\b(single point of failure|single (server|zone|region|site|data cent\w*|instance|database)|one (server|zone|region|site|data cent\w*)|availability zones?|regions?|replicas?|redundan\w*|high availability|hardware fault|failover|downtime|hardware (faults?|failures?))\b/,
    'redundancy high availability',
  ),
  e(
    'bia',
    'not knowing what to recover first',
    /\b(priorit\w*|impact analysis|what matters most|critical (processes|services|systems)|recovery targets)\b/,
    'business impact analysis',
  ),
  e(
    'insurance',
    'losses too large to absorb',
    /\b(insur\w*|cover(age)?|exclu\w*|transfer (the )?risk|absorb)\b/,
    'cyber insurance risk transfer',
  ),

  // Privacy
  e(
    'ropa',
    'no record of what personal data is processed',
    /\b(ropa|records? of processing|processing activit\w*|which personal data|what personal data|purposes of processing)\b/,
    'records of processing activities',
  ),
  e(
    'dpia',
    'high-risk processing never assessed',
    /\b(dpia|privacy impact|impact on (individuals|people|privacy)|high-risk processing|profiling|monitor\w* (staff|employees)|keystrokes?|biometric\w*|large[- ]scale|assess\w* the (privacy )?impact|without (any )?(privacy )?assessment)\b/,
    'data protection impact assessments',
  ),
  e(
    'notices',
    'people not told how their data is used',
    /\b(privacy (notices?|policy|information|statement)|not told|never told|were never told|how (their|your) data is used|informed)\b/,
    'privacy notices',
  ),
  e(
    'consent',
    'consent that cannot be shown',
    /\b(consent\w*|opt[- ]in|agreed|agree to|cookies?|tracking|trackers?|pixels?|children|minors|subscribers|pre-?ticked|valid consent)\b/,
    'consent management',
  ),
  e(
    'purpose',
    'personal data used for a new purpose',
    /\b(lawful basis|legal basis|legitimate interests?|purposes?|reuse\w*|re-use\w*|repurpos\w*|secondary use|new use|special category)\b/,
    'lawful basis purpose limitation',
  ),
  e(
    'dsar',
    'requests from people for their data',
    /\b(subject access|dsars?|access requests?|copy of their (personal )?data|what data we hold|requests? from customers|portability|data subject rights|subject rights|rights requests)\b/,
    'data subject access requests',
  ),
  e(
    'rectification',
    'wrong personal data not corrected',
    /\b(rectif\w*|corrections?|inaccura\w*|wrong|out-?of-?date|outdated (addresses|details)|data quality|errors)\b/,
    'rectification data quality',
  ),
  e(
    'erasure',
    'deletion requests not carried out',
    /\b(erasure|erased?|right to be forgotten|forgotten|deletion requests?|to be (deleted|removed|erased)|ask\w* to be)\b/,
    'erasure restriction requests deletion',
  ),
  e(
    'marketing',
    'marketing to people who objected',
    /\b(unsubscrib\w*|opt-?outs?|newsletters?|telemarketing|suppression|objected|not to be contacted|do not (contact|call)|marketing (emails?|messages?|calls?|communications?|preferences|consent|lists?)|mailing lists?|direct marketing)\b/,
    'objection marketing preferences',
  ),
  e(
    'automated-decisions',
    'decisions about people made by algorithms',
    /\b(automated decisions?|automatically|algorithms?|machine[- ]learning|ml models?|ai models?|scoring models?|credit\w* scor\w*|bias|human review|discriminat\w*|fairness|unfair\w*|algorithmic)\b/,
    'automated decision-making safeguards human review',
  ),
  e(
    'breach-notification',
    'telling regulators and people about a breach',
    /\b(72 hours|72-hour|notif\w*|reported? to the regulator|notifiable|tell (the )?(regulator|customers|affected)|data breach|personal data breach|affected customers)\b/,
    'personal data breach notification',
  ),
  e(
    'dpo',
    'no one accountable for privacy',
    /\b(dpo|data protection officer|privacy (lead|officer|team|questions|complaints|contact|accountab\w*))\b/,
    'privacy governance dpo',
  ),
  e(
    'transfers',
    'personal data sent abroad',
    /\b(outside the (eu|eea|uk)|non-?eea|international transfers?|transfers? (abroad|overseas|outside)|standard contractual clauses|sccs?|adequacy|cross-border|american|us (company|provider|cloud))\b/,
    'international data transfer safeguards',
  ),
  e(
    'disclosures',
    'data given to third parties without a record',
    /\b(disclos\w*|(given|handed|sent|shared) (to|with) (the )?(police|law enforcement|authorities|partners|third parties)|who received|shar\w* .{0,30}with (advertisers|ad networks|third parties|partners))\b/,
    'disclosure register',
  ),
  e(
    'minimisation',
    'collecting more personal data than needed',
    /\b(minimi[sz]\w*|more (data|fields|information) than|unnecessary (data|fields)|ask for|pseudonym\w*|anonymi[sz]\w*|privacy by design)\b/,
    'privacy by design data minimisation',
  ),
  e(
    'personal-data',
    'personal data',
    /\b(personal (data|information|details)|pii|gdpr|data protection|privacy)\b/,
    'privacy personal data',
  ),
];
