// Question topics (question-topics.ts) for backups, continuity and availability.
import { topic, type QuestionTopic } from './topic.ts';

export const CONTINUITY_TOPICS: readonly QuestionTopic[] = [
  // Backups
  topic(
    'backups',
    'backups',
    // A backup generator or a backup site is power or recovery, not a copy of data.
    /\b(back(ed|ing)?[- ]?ups?(?! (generators?|power|sites?|links?|internet|connectivity|lines?|circuits?|personnel|staff))|backed up|backing up|snapshots?|pitr|point[- ]in[- ]time (recovery|restore)|veeam|rubrik|cohesity|commvault|druva)\b/,
  ),
  topic(
    'backup-offsite',
    'off-site, replicated and immutable backups',
    /\b((snapshots?|backups?) (\w+ ){0,4}(copied|replicated|shipped|sent) to|(copied|replicated) to (another|a second|a separate|a different) (\w+ )?(regions?|locations?|sites?|accounts?|projects?)|(copied|replicated) to ([a-z]+-){1,2}[a-z]*\d|off[- ]?site|geo(graphically)?[- ]?(separate\w*|diverse|dispersed|distinct|redundant|distributed|replicated)|cross[- ]region|multi[- ]region|(separate|different|another|second(ary)?|alternate|remote) (geographic(al)? |physical |aws |cloud )?(regions?|locations?|sites?|data ?cent(er|re)s?|facilit\w+)|replicat\w+|air[- ]?gap(ped|s)?|3-2-1)\b/,
    'backups',
  ),
  // Copies nobody can change or delete before their time: not the same promise as a copy kept
  // elsewhere.
  topic(
    'backup-immutable',
    'immutable, write-once backups',
    /\b(immutab\w+|worm|write[- ]once|object[- ]lock\w*|(delete|deletion)[- ]protect\w+|cannot be (deleted|altered|modified|changed) (\w+ ){0,3}(before|until|during))\b/,
    'backups',
  ),
  topic(
    'backup-retention',
    'how long backups are kept',
    /\b(backup (retention|rotation|lifecycle)|(backups?|snapshots?) (are |is )?((daily|weekly|monthly|automatically|securely|encrypted|and) ){0,2}(retain\w*|retention|(kept|stored|held) (for|up to|at least|a minimum))|retention (period )?(of|for) ((the|all|daily|weekly|monthly) )?(backups?|snapshots?)|grandfather[- ]father[- ]son)\b/,
    'backups',
  ),
  topic(
    'tape-backup',
    'backups on tape and offline media',
    /\b(tapes?|lto|offline (backup )?media|tape (backups?|rotation|libraries|library))\b/,
    'backups',
  ),
  topic(
    'restore-testing',
    'testing that backups can be restored',
    /\b((backup|snapshot|restore|recovery)s? (\w+ ){0,2}drills?|bring\w* (\w+ ){0,5}snapshots? up|snapshots? bring[- ]up|restor\w* (tests?|testing|drills?|exercises?|verification|validation|checks?)|backup restores?|restores? (are |is )?(tested|verified|validated|rehearsed)|(backups?|snapshots?|data) (can )?be restored|restor\w* from (a |the )?(backups?|snapshots?)|test(s|ed|ing)? ((of|the|backup|backups|data|a|full|successful|and|by|performing) ){0,3}(restor\w+|recoverability)|(backups?|snapshots?) (are |is )?((regularly|periodically|annually|quarterly|monthly|routinely) )?(tested|verified|validated|checked)|backup (verification|validation|integrity)|integrity(,? (and )?\w+)* of (the )?backup|test restores?|(recover|restor)\w* ((data|the|systems?|services?|databases?|files) ){0,2}from (\w+ )?backups?)\b/,
    'backups',
  ),

  // Continuity and recovery
  topic(
    'business-continuity',
    'business continuity',
    /\b(business continuity|continuity (plans?|planning|management|of (operations|business|services?))|bcp|bcm|bcms|bc ?\/ ?dr|bcdr|bc ?& ?dr|operational resilience|business resilience|22301|ict (readiness|continuity)|(pandemic|crisis) (plans?|management|response)|continue (\w+ ){0,2}operations?|(business|service) (disruption|interruption)s?)\b/,
  ),
  topic(
    'disaster-recovery',
    'disaster recovery',
    /\b(disaster recovery|dr (plans?|sites?|regions?|strateg\w+|environments?|procedures?|tests?|testing|exercises?|capabilit\w+|solution)|drp|bc ?\/ ?dr|bcdr|bc ?& ?dr|recovery (plans?|sites?|strateg\w+|procedures?|environments?)|fail ?over (sites?|regions?|environments?)|(hot|warm|cold) sites?|recover\w* (\w+ ){0,3}(from|after) (a |an )?(\w+ )?(disasters?|outages?|disruptions?|catastroph\w+)|disasters?)\b/,
    'business-continuity',
  ),
  topic(
    'dr-testing',
    'testing of continuity and recovery plans',
    /\b((disaster recovery|dr|bcp|bcdr|bc ?\/ ?dr|business continuity|continuity|recovery|fail-?over|resilience) (plans? )?(are |is )?(tests?|testing|tested|exercises?|exercised|drills?|simulations?|rehears\w+|walk-?throughs?)|test(s|ed|ing)? ((of|the|our|its|a|full|annual|and) ){0,3}(disaster recovery|dr|bcp|bcdr|business continuity|continuity|failover|recovery) (plans?|capabilit\w+|procedures?|arrangements?)|game ?days?|chaos engineering)\b/,
    'disaster-recovery',
  ),
  topic(
    'rto-rpo',
    'recovery time and recovery point objectives',
    /\b(rtos?|rpos?|recovery (time|point) (objectives?|targets?|capabilit\w+|actuals?)|maximum (tolerable|acceptable) (\w+ ){0,2}(downtime|outage|disruption|data loss|period)|mtpd|(acceptable|tolerable) (data loss|downtime))\b/,
    'disaster-recovery',
  ),
  topic(
    'bia',
    'business impact analysis',
    /\b(business impact (analys[ie]s|assessments?)|bia|critical (business )?(processes|functions|services|activities) (\w+ ){0,3}(identified|prioriti[sz]ed|ranked)|impact tolerances?)\b/,
    'business-continuity',
  ),

  // Availability
  topic(
    'high-availability',
    'redundancy and high availability',
    /\b(high(ly)?[- ]availab\w+|redundan\w+|fail ?-?over|multi[- ]?(az|availability[- ]zones?)|availability zones?|load[- ]balanc\w+|cluster(ed|ing)|single points? of failure|spof|n\+1|active[- ](active|passive)|hot standby|self[- ]heal\w*)\b/,
    'business-continuity',
  ),
  topic(
    'capacity',
    'capacity and performance management',
    // "Capacity" alone also means a role ("in their capacity as"); it needs a qualifier here.
    /\b(capacity (planning|management|monitoring|forecast\w*|thresholds?|requirements?|reviews?|limits?|alerts?|needs|demands)|(sufficient|adequate|system|spare|additional) capacity|auto[- ]?scal\w+|scalab\w+|resource (utili[sz]ation|usage|consumption|exhaustion|monitoring|limits|quotas)|(cpu|memory|disk|storage) (usage|utili[sz]ation|thresholds?)|performance (monitoring|testing|management|requirements)|load testing|stress testing)\b/,
  ),
  topic(
    'availability-sla',
    'uptime commitments and service levels',
    // Remediation and support SLAs are other promises.
    /\b(uptime|availability (slas?|targets?|commitments?|guarantees?|percentages?|objectives?|metrics|reports?)|(?<!(remediation|patching|patch|response|resolution|support) )slas?|service[- ]level (agreements?|objectives?|targets?|commitments?)|slos?|status (pages?|dashboard)|service credits?|(scheduled|planned) (maintenance|downtime)|downtime)\b|\b99\.9+ ?%/,
  ),
];
