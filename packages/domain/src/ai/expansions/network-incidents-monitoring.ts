// The expansions (recommend-expansions.ts) for networks, incidents, and monitoring and audit.
import { e, type Expansion } from './expansion.ts';

export const NETWORK_INCIDENTS_MONITORING: readonly Expansion[] = [
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
];
