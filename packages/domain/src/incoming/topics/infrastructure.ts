// Question topics (question-topics.ts) for networks, endpoints, configuration, assets and cloud.
import { topic, type QuestionTopic } from './topic.ts';

export const INFRASTRUCTURE_TOPICS: readonly QuestionTopic[] = [
  // Network
  topic(
    'network-security',
    'network security and architecture',
    /\b(network (security|controls?|protection|defen[cs]es?|architecture|diagrams?|topology|maps?|devices?|infrastructure|perimeter|boundar\w+)|(perimeter|boundary) (security|protection|defen[cs]es?|controls?)|perimeter|(secur|protect)\w* (the |our )?networks?)\b/,
  ),
  topic(
    'firewall',
    'firewalls and traffic filtering',
    /\b((?<!web application )firewalls?|fire-?walled|ngfws?|palo alto|fortinet|fortigate|check point|pfsense|(ingress|egress|inbound|outbound) (traffic |network )?(filtering|rules|traffic|restrictions?|controls?|connections?)|deny[- ]by[- ]default|default[- ]deny|deny all|open ports?)\b/,
    'network-security',
  ),
  topic(
    'firewall-review',
    'review of firewall rules',
    /\b(rule[- ]?sets? (read[- ]?through|reviews?|recertification)|reads? through (\w+ ){0,4}(firewall|rules|rule[- ]?sets)|(firewall|security group|acl|ruleset|rule ?base)s? (rules? |rulesets? |configurations? )?(are |is )?((periodically|regularly|formally|annually|quarterly|semi-annually) )?(reviewed|recertified|audited|re-?validated)|network (security )?(rules|acls|rulesets) (are |is )?(\w+ )?reviewed|(review\w*|audit\w*|recertif\w+) (of )?(the |all )?(firewall|network|security group|acl) (rules|rulesets|rule ?bases|configurations|acls)|(firewall|rule ?base|ruleset) (reviews?|audits?|recertif\w+)|firewall rules? (\w+ ){0,2}(review\w*|audit\w*|clean\w*))\b/,
    'firewall',
  ),
  // A firewall on each laptop or server is another control than the network's.
  topic(
    'host-firewall',
    'host and endpoint firewalls',
    /\b((software|host[- ]based|host|personal|endpoint|local|windows|macos|os) firewalls?|firewalls? (\w+ ){0,2}on (\w+ ){0,2}(endpoints?|laptops?|workstations?|devices?|hosts?|servers?))\b/,
    'firewall',
  ),
  topic(
    'security-groups',
    'cloud security groups and network ACLs',
    /\b(security groups?|network (acls?|access control lists?)|nacls?|acls?|access control lists?|(vpc|cloud|gcp|azure) firewall( rules)?|nsgs?|ingress rules)\b/,
    'firewall',
  ),
  topic(
    'segmentation',
    'network segmentation',
    /\b(network segments?|segment(ation|ed)|micro[- ]?segment\w*|(segregat|separat|isolat)\w* (of |between )?((the|corporate|office|internal|it|production|and|development|guest|wireless|sensitive|payment|management|other) ){0,4}networks?|networks? (are |is )?((logically|physically|appropriately|further|properly) )?(segregat|separat|isolat|segment|partition)\w*|network zones?|security zones?|vlans?|dmzs?|demilitari[sz]ed zones?|subnets?|vpcs?(?! flow)|virtual private clouds?|(flat|internal|trusted|untrusted|isolated|separate) networks?|trust boundaries|lateral movement)\b/,
    'network-security',
  ),
  topic(
    'waf',
    'web application firewall',
    /\b(wafs?|web application firewalls?|mod ?security|bot (management|protection|mitigation)|cloud armor|front door waf|imperva|akamai (kona|app and api protector)|f5 (advanced )?waf)\b/,
    'network-security',
  ),
  topic(
    'ddos',
    'denial-of-service protection',
    // Products that are both a WAF and DDoS protection (Cloudflare, Akamai) name neither alone.
    /\b(d?dos|(distributed )?denial[- ]of[- ]service|aws shield|shield advanced|volumetric attacks?|traffic (floods?|scrubbing)|scrubbing (cent(er|re)s?|services?))\b/,
    'network-security',
  ),
  topic(
    'ids-ips',
    'intrusion detection and prevention',
    // "IDs" alone are user IDs and "IPs" addresses: only the paired or spelt-out forms count.
    /\b(intrusion (detection|prevention)|idps|ids ?(\/|and|or|&) ?ips|ips ?(\/|and|or|&) ?ids|nids|hids|(network|host)[- ]based (intrusion|ids|ips)|guard ?duty|suricata|snort|zeek|network (detection and response|threat detection|traffic analysis)|ndr|ids (sensors?|alerts?|signatures?|rules?))\b/,
    'network-security',
  ),
  topic(
    'wireless',
    'wireless networks',
    /\b(wireless|wi-?fi|wlans?|wpa[23]?|wep|802\.1x|guest (wireless |wi-?fi )?networks?|(rogue|unauthori[sz]ed) (wireless )?access points?|access points?|ssids?|bluetooth)\b/,
    'network-security',
  ),
  topic(
    'remote-access',
    'VPN and remote access',
    /\b(vpns?|virtual private networks?|remote (access|connections?|administration|desktop|login|sessions?)|globalprotect|anyconnect|openvpn|wireguard|tailscale|zscaler private access|zpa|cloudflare access|twingate|bastion( hosts?)?|jump ?(hosts?|boxes|servers?)|rdp|citrix|remotely(?! (wipe\w*|lock\w*|managed|erase\w*))|(access|connect)\w* from (home|outside the office|external networks))\b/,
    'network-security',
  ),
  topic(
    'zero-trust',
    'zero-trust access',
    /\b(zero[- ]trust|ztna|beyond ?corp|(identity|context)[- ]aware (access|proxy)|device (posture|trust|health) (checks?|verification|attestation|assessment)|conditional access|(managed|compliant|trusted) devices? only|sase|secure access service edge)\b/,
  ),
  topic(
    'email-security',
    'email security and filtering (SPF, DKIM, DMARC)',
    /\b((email|e-mail|mail) (security|filter\w*|gateways?|protection|authentication|encryption|scann\w+|hygiene|spoofing)|spf|dkim|dmarc|bimi|mta-sts|(anti-?)?spam|(anti-?)?spoof\w*|proofpoint|mimecast|abnormal security|defender for office( 365)?|exchange online protection|(malicious|suspicious) (emails?|attachments?|links?|urls?)|(attachment|link|url) (sandboxing|scanning|rewriting|detonation)|business email compromise|bec|impersonation (attacks?|protection))\b/,
  ),
  topic(
    'web-filtering',
    'web and DNS filtering',
    // Zscaler and Netskope also sell remote access and CASB: only their filtering names count.
    /\b(web (filter\w*|content filter\w*|proxy|proxies|gateways?|security gateways?)|(url|dns|content|internet) filter\w*|secure web gateways?|swg|zscaler internet access|zia|cisco umbrella|(block\w*|restrict\w*) (access to )?(\w+ )?(malicious|inappropriate|known[- ]bad|unsafe|gambling|adult) (websites?|sites?|urls?|domains?|content)|(malicious|phishing) (websites?|sites?|domains?) (are )?blocked|dns (security|protection))\b/,
  ),

  // Endpoints
  topic(
    'endpoint-protection',
    'anti-malware and endpoint detection and response',
    // Defender for Cloud, Office or Identity are other products of the same name.
    /\b(anti[- ]?virus\w*|anti[- ]?malware|malware|malicious (code|software)|virus(es)?|edr|xdr|epp|endpoint (detection|protection|security|threat)|next[- ]gen(eration)? (av|antivirus)|ngav|crowdstrike|falcon|sentinel ?one|defender(?! for (cloud|office|identity)| vulnerability)|sophos|carbon ?black|cylance|mcafee|trellix|symantec|trend ?micro|eset|bitdefender|malwarebytes|kaspersky|webroot|clam ?av|huntress)\b/,
  ),
  topic('ransomware', 'ransomware', /\b(ransomware|ransom|crypto[- ]?lockers?|extortion)\b/),
  topic(
    'mdm',
    'mobile device management',
    /\b(mdm|mobile device management|(enterprise )?mobility management|emm|uem|unified endpoint management|device management|managed devices?|jamf|intune|kandji|workspace one|airwatch|mosyle|fleet ?dm|addigy|hexnode|remote(ly)? (wipe|wiping|lock)|(lost|stolen) (devices?|laptops?|phones?|equipment))\b/,
  ),
  // Phones and tablets are managed apart from laptops, often by another product or not at all.
  topic(
    'mobile-devices',
    'phones, tablets and personal devices',
    /\b((mobile|personal|employee[- ]owned) (phones?|devices?)|smart ?phones?|(mobile )?phones?|tablets?|ipads?|iphones?|android|byod|bring your own device|app protection)\b/,
    'mdm',
  ),
  topic(
    'software-installation',
    'control of software installation and shadow IT',
    /\b((software|application|app)s? (allow[- ]?list\w*|white[- ]?list\w*|block[- ]?list\w*|black[- ]?list\w*|control|approval|installation|restrictions?)|(unauthori[sz]ed|unapproved|unlicensed|prohibited|unsanctioned|unmanaged) (software|applications?|apps|programs|tools|browser extensions)|install\w* (of )?(\w+ ){0,2}(software|applications?|apps|programs|browser extensions)|application (allow|white)[- ]?listing|applocker|shadow it|casb|cloud access security brokers?|(approved|authori[sz]ed) (software|applications?) (list|catalog(ue)?))\b/,
  ),

  // Assets and configuration
  topic(
    'asset-inventory',
    'inventory of assets',
    /\b(asset (inventor\w+|registers?|registry|management|lists?|tracking|databases?|owners?|ownership|tags?|tagging|discovery|lifecycle)|inventor(y|ies) of (\w+ ){0,2}(assets|hardware|software|devices|systems|endpoints|equipment|servers|applications)|(hardware|software|device|system|equipment|endpoint|server|application|it) inventor(y|ies)|cmdbs?|configuration management databases?|(assets|devices|systems|equipment|resources) (are |is )?((tagged|tracked|all) and )?(inventoried|catalogued|registered))\b/,
  ),
  topic(
    'hardening',
    'hardening and secure configuration baselines',
    /\b(harden\w*|(secure|security|hardened|standard|approved|baseline|golden) (configurations?|configs?|builds?|images?|baselines?|settings|templates?|amis?)|(configuration|build|system|os|server) (baselines?|standards?)|cis (benchmarks?|level [12]|hardened)|stigs?|(unnecessary|unused|non-essential) (services|ports|protocols|functions|software|accounts|features)|least functionality|attack surface|secure by default|configuration management)\b/,
  ),
  topic(
    'default-credentials',
    'vendor default passwords and settings',
    /\b(default (passwords?|credentials|accounts?|usernames?|logins?|settings|configurations?|admin\w*)|vendor[- ](supplied|default) (defaults|passwords?|credentials|settings)|factory (default|settings))\b/,
    'hardening',
  ),
  topic(
    'configuration-drift',
    'detection of configuration drift and unauthorised changes',
    /\b((configuration|config) (drift|monitoring|compliance|deviations?|auditing|scann\w+)|(?<!(clock|time) )drift|(aws )?config rules|desired state|deviations? from (\w+ ){0,2}(baselines?|standards?|approved configurations?|hardening)|(detect\w*|monitor\w*|alert\w*) ((for|of|on|and|alert\w*|any|all|to) ){0,3}(unauthori[sz]ed|unapproved|unexpected) (\w+ )?(changes|modifications)|non[- ]?compliant (resources|configurations?|systems))\b/,
    'hardening',
  ),
  topic(
    'infrastructure-as-code',
    'infrastructure as code',
    /\b(infrastructure[- ]as[- ]code|(managed|defined|deployed|provisioned) as code|iac|terraform|cloudformation|pulumi|bicep|aws cdk|ansible|chef|puppet|salt ?stack|crossplane|configuration as code|policy[- ]as[- ]code|open policy agent|checkov|tfsec|kics)\b/,
    'hardening',
  ),

  // Cloud
  topic(
    'hosting',
    'hosting and cloud providers',
    /\b(hosting( providers?)?|hosted|cloud (service |hosting |infrastructure |platform )?providers?|iaas|paas|amazon web services|(aws|azure|gcp|google cloud|oracle cloud|digitalocean|heroku) (hosting|hosted|infrastructure|regions?|data cent\w+|environments?))\b/,
  ),
  topic(
    'shared-responsibility',
    'shared responsibility and complementary controls',
    /\b(shared responsibilit\w+|responsibility (matrix|matrices|model)|division of (security )?responsibilit\w+|(customer|provider|csp) (security )?responsibilit\w+|complementary (user entity|customer) controls|cuecs?|carve[- ]?outs?|subservice organi[sz]ations?|inherited controls)\b/,
  ),
  topic(
    'cloud-security-posture',
    'cloud security posture management',
    /\b(cspm|cnapp|cwpp|security posture management|(cloud|infrastructure) (misconfigurations?|configuration (monitoring|scanning|reviews?|assessments?)|security (posture|monitoring|scanning|assessments?))|misconfigur\w+|wiz|orca security|lacework|prisma cloud|security hub|defender for cloud|security command center|prowler|scout ?suite|trusted advisor|(aws|azure|gcp) (config|policy))\b/,
  ),
  topic(
    'container-security',
    'containers and Kubernetes',
    /\b(containers?|containeri[sz]\w+|kubernetes|k8s|docker|eks|gke|aks|openshift|pod security|helm|service mesh|istio|fargate)\b/,
  ),
];
