// Question topics (question-topics.ts) for logging, monitoring and detection, and the handling
// of security incidents.
import { topic, type QuestionTopic } from './topic.ts';

export const MONITORING_INCIDENTS_TOPICS: readonly QuestionTopic[] = [
  // Logging
  topic(
    'logging',
    'logging and audit trails',
    // "Logged in", "logs on" and the like are signing in, not records.
    /\b((audit|security|event|system|access|activity|application|server|firewall|network|database|admin\w*|user|api|authentication|cloud|centrali[sz]ed|central|aggregated) (logs?|logging|trails?)|logs(?! (in|on|into|off|out)\b)|logging(?! (in|on|into|off|out)\b)|logged(?! (in|on|into|off|out)\b)|log (management|collection|aggregation|files?|data|sources?|events?|entries|records?|pipelines?|shipping|forwarding|storage|platform)|log (\w+ )?(events|activit(y|ies))|audit trails?|syslog|cloudtrail|cloud ?watch logs|stackdriver|datadog|elk|elastic(search)?(?! (ips?|compute|beanstalk|load|block|file|kubernetes|container|scal\w*|cache)\b)|logstash|graylog|loki|papertrail|fluentd|fluent ?bit|(record|track)\w* (of )?(all )?(user|admin\w*|administrator|privileged|system|account) (activit(y|ies)|actions|events)|(user|admin\w*|administrator|privileged|account) (activit(y|ies)|actions|events) (are |is )?(logged|recorded|tracked))\b/,
  ),
  topic(
    'log-retention',
    'how long logs are kept',
    /\b((keep|retain|store|hold)s? (\w+ ){0,3}logs? for|(\d+|twelve|thirteen) (days?|months?|years?) (searchable|hot|online)|retention[- ]lock\w*|archiv\w+ (\w+ ){0,6}for \d+ (days|months|years)|(logs?|audit trails?|logging|log data) (\w+ ){0,6}(kept|retained|stored|held) for|log (retention|archiv\w+)|(logs?|audit trails?|logging|log data) (\w+ ){0,4}(retain\w*|retention|kept|archived|preserved|stored for|held for|available for)|retention (period )?(of|for) (\w+ ){0,2}(logs?|audit trails?|log data)|retain\w* (\w+ ){0,2}(logs|audit trails|log data))\b/,
    'logging',
  ),
  topic(
    'log-protection',
    'protection of logs against tampering and access',
    /\b(log (integrity|protection|immutability|tampering)|(logs?|audit trails?|log data|log files) (\w+ ){0,4}(protected|tamper\w*|immutable|write[- ]once|read[- ]only|cannot be (altered|modified|deleted|changed)|integrity|restricted|hashed|signed)|(tamper\w*|modif\w+|alter\w*|delet\w+|unauthori[sz]ed access) (\w+ ){0,2}(of |to |with )?(the )?(audit )?(logs|audit trails|log data|log files)|protect\w* ((the|all|audit|security|system|our|their) ){0,2}(logs|audit trails|log data|log files)|(immutable|tamper[- ](proof|evident|resistant)|worm) (\w+ )?(logs?|audit trails?|log storage)|log file (validation|integrity))\b/,
    'logging',
  ),
  topic(
    'log-review',
    'review of logs',
    /\b(log (review|reviews|analysis|correlation)|review\w* (of )?((the|all|security|audit|system|access|event|application|firewall|server|relevant) ){0,2}(logs|audit trails|log data|log files)|(logs?|audit trails?) (\w+ ){0,3}(reviewed|analy[sz]ed|monitored|inspected|examined|correlated))\b/,
    'logging',
  ),

  // Detection
  topic(
    'security-monitoring',
    'monitoring for security events',
    /\b(security (event |incident )?monitoring|monitor\w* ((the|all|our|network|systems?|environments?|activity|traffic|logs|continuously|and|alert) ){0,3}(for )?(security (events|incidents|threats|alerts)|suspicious|malicious|anomal\w+|unauthori[sz]ed (access|activit\w+|use|changes)|threats|attacks|intrusions|indicators of compromise|compromise)|threat detection|detect\w* ((and|respond|to|the|any|potential|possible|of|on|security) ){0,3}(suspicious|malicious|anomal\w+|unauthori[sz]ed|attacks?|threats?|intrusions?|compromise)|anomal\w+ detection|user (and entity )?behaviou?r (analytics|monitoring)|ueba|insider threats?|(suspicious|anomalous|malicious) (activit\w+|behaviou?r|logins?|traffic|events))\b/,
  ),
  topic(
    'siem',
    'SIEM and security alerting',
    // "Sentinel" ends before "SentinelOne", an endpoint product, at the word boundary.
    /\b(siem|security information (and|&) event management|security event management|splunk|qradar|arcsight|logrhythm|exabeam|sumo ?logic|chronicle|sentinel|elastic security|(security|automated|real[- ]time|automatic) alert\w*|alert\w* (\w+ ){0,2}(on|for|when|if) (\w+ ){0,3}(suspicious|anomal\w+|unauthori[sz]ed|security|malicious|failed)|correlat\w+ (of )?(\w+ ){0,2}(logs|events|alerts)|(detection|correlation|alert\w*) (rules|use cases|logic|content)|alert (triage|thresholds?|tuning|fatigue))\b/,
    'security-monitoring',
  ),
  topic(
    'soc',
    'round-the-clock security monitoring (SOC, MDR)',
    // A SOC 1, 2 or 3 report is an audit report, not an operations centre.
    /\b(24 ?(x|\/|by) ?7|24 hours a day|round[- ]the[- ]clock|around the clock|security operations? (cent(er|re)s?|teams?|functions?)|soc(?! ?(1|2|3|i|ii|iii|one|two|three)\b| (type|report|audit|examination|compliance|attestation))|socs|mdr|managed (detection|security) (and response )?(services?|providers?)?|mssps?|managed security service|arctic wolf|expel|red canary|esentire|(continuous|real[- ]time) security monitoring|monitored (continuously|24))\b/,
    'security-monitoring',
  ),
  topic(
    'system-monitoring',
    'monitoring of system health and availability',
    /\b((system|infrastructure|performance|uptime|availability|application|service|health|synthetic|server|resource) monitoring|monitor\w* ((the|all|system|service|application|infrastructure|for|and|our|its) ){0,3}(availability|uptime|performance|health|latency|errors)|apm|observability|new relic|grafana|prometheus|nagios|zabbix|pingdom|uptime ?robot|cloud ?watch|dynatrace|health checks?)\b/,
  ),
  topic(
    'time-sync',
    'clock synchronisation',
    /\b(ntp|network time protocol|time (synchroni[sz]\w+|sync|sources?|servers?)|clock (synchroni[sz]\w+|sync|drift|skew)|synchroni[sz]\w+ (of )?(\w+ ){0,2}(clocks?|time)|(authoritative|reliable|accurate|trusted|single|reference) time (sources?|servers?)|chrony|amazon time sync)\b/,
  ),
  topic(
    'file-integrity-monitoring',
    'file integrity monitoring',
    /\b(file integrity( monitoring)?|fim|tripwire|ossec|integrity monitoring|(monitor|detect)\w* ((for|unauthori[sz]ed|unexpected|any|all) ){0,2}(changes|modifications) (to|of|in) (\w+ ){0,2}(files|binaries|executables))\b/,
    'security-monitoring',
  ),
  topic(
    'threat-intelligence',
    'threat intelligence',
    /\b(threat (intelligence|intel|feeds?|hunting|landscape|actors?|information|advisories)|cti|iocs?|indicators? of compromise|isacs?|information sharing and analysis|(cisa|us-cert|ncsc) (alerts?|advisories|bulletins|feeds?)|security (advisories|bulletins|mailing lists?)|att&ck|(special interest|industry) (groups?|forums?|bodies)|emerging threats)\b/,
  ),

  // Incidents
  topic(
    'incident-response',
    'security incident response',
    /\b(incident (response|management|handling|handlers?|responders?|procedures?|process(es)?|commanders?|managers?|runbooks?|playbooks?|tickets?|lifecycle|life cycle)|incidents?|csirts?|respond\w* to (\w+ ){0,2}incidents?|report\w* ((all|any|the|suspected|potential|actual|security|information|observed|privacy) ){0,3}(events?|weaknesses|breaches))\b/,
  ),
  topic(
    'incident-response-plan',
    'the incident response plan',
    /\b(incident (response|management|handling) (plans?|polic(y|ies)|procedures?|playbooks?|runbooks?|process(es)?|program(me)?s?|framework)|irps?|cirp|incident (playbooks?|runbooks?)|(playbooks?|runbooks?) (for|to handle) (\w+ ){0,2}incidents?|(documented|formal|written) ((security|cyber ?security|information security) )?incident (response|management))\b/,
    'incident-response',
  ),
  topic(
    'incident-response-testing',
    'tabletop exercises and tests of incident response',
    /\b(table[- ]?tops?|(incident response|incident management|ir|irp) (plans? |capabilit\w+ |procedures? |process(es)? )?(is |are )?(tests?|testing|tested|exercises?|exercised|drills?|simulations?|rehears\w+)|(test(s|ed|ing)?|exercis\w+|rehears\w+|drills?) (of )?(the |our )?((security|cyber|ransomware|annual) ){0,2}incident (response|management|handling)|(breach|incident|cyber|ransomware|attack) (simulations?|exercises?|drills?|war ?games?|war-games?)|purple team\w*)\b/,
    'incident-response-plan',
  ),
  topic(
    'post-incident-review',
    'post-incident review and lessons learned',
    /\b(post[- ]?incident|post[- ]?mortems?|lessons[- ]learn[et]d?|root[- ]causes?( analys[ie]s| investigations?| reviews?)?|rcas?|after[- ]action (reviews?|reports?)|(incident|outage|blameless) (reviews?|retrospectives?)|retrospectives? (of|on|after) (\w+ )?(incidents?|outages?))\b/,
    'incident-response',
  ),
  topic(
    'breach-notification',
    'notifying customers and authorities of a breach',
    /\b((breach|incident) notif\w+|notif\w+ ((the|a|an|any|all|of|affected|impacted|relevant|our|its|their|customers?|clients?|users?|individuals|data subjects|authorities|regulators|us|you|them|security|personal|data|suspected|actual|confirmed|potential|material|significant|about|promptly|without|undue|delay) ){0,5}(breach\w*|incidents?|compromise)|(breach\w*|incidents?) (\w+ ){0,6}notif\w+|(notify|inform|alert|report\w*|tell|communicat\w+)( to)? ((the|all|affected|impacted|relevant|our|its|any) ){0,2}(customers?|clients?|regulators?|(supervisory|regulatory|data protection|relevant) authorit\w+|affected (individuals|parties|customers|users|data subjects)|data subjects|authorities) (\w+ ){0,6}(breach\w*|incidents?|compromise)|(within|in) (\d+|twenty[- ]four|seventy[- ]two|forty[- ]eight) hours (of|after) (\w+ ){0,3}(discover\w*|becom\w+ aware|detect\w*|confirm\w*|identif\w+)|article 3[34]|undue delay)\b/,
    'incident-response',
  ),
  topic(
    'incident-classification',
    'incident severity and classification',
    /\b((incident|event|alert)s? (severity|priorit\w+|classification|categori[sz]ation|triage|ratings?|levels?|taxonomy)|severity (levels?|ratings?|classifications?|matri(x|ces)|scales?|definitions?|criteria)|sev[- ]?[0-4]|p[0-4] (incidents?|severity)|classif\w+ (of )?(\w+ )?(incidents|events)|incidents? (are |is )?(\w+ )?(classified|categori[sz]ed|prioriti[sz]ed|triaged)|triag\w+ (of )?(\w+ )?(incidents|alerts|events)|priorit\w+ (of )?(\w+ )?incidents)\b/,
    'incident-response',
  ),
  topic(
    'forensics',
    'forensics, evidence and legal hold',
    // Evidence that a control operates is audit talk; this is evidence of what happened.
    /\b(forensic\w*|chain of custody|(evidence|log) preservation|preserv\w+ (of )?(\w+ ){0,2}evidence|(digital|forensic|incident) evidence|evidence (collection|handling)|e-?discovery|(legal|litigation) holds?|(disk|memory) (images?|imaging|capture))\b/,
    'incident-response',
  ),
  topic(
    'incident-history',
    'past incidents and breaches',
    /\b((any|previous|past|prior|recent|historical|history of) ((security|data|cyber|privacy|material|significant|major|reportable|known|confirmed) ){0,2}(incidents?|breach\w*|compromises?)|(incidents?|breach\w*) (\w+ ){0,4}(in|during|within|over) the (last|past|previous|preceding) (\d+ |one |two |three |five |twelve )?(years?|months?)|(experienced|suffered|had|been subject to) (a |an |any )?((security|data|cyber|privacy|material|significant|major|reportable) ){0,2}(breach\w*|incidents?|compromise)|(ever )?been breached)\b/,
    'incident-response',
  ),
  topic(
    'on-call',
    'on-call and escalation',
    /\b(on[- ]?call|pagerduty|pager ?duty|opsgenie|victorops|incident\.io|rootly|firehydrant|pag(er|ing) (rotations?|schedules?|alerts?)|escalation (paths?|polic(y|ies)|procedures?|matrix|chains?|contacts?))\b/,
    'incident-response',
  ),
];
