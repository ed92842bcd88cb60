// The expansions (recommend-expansions.ts) for continuity, and privacy.
import { e, type Expansion } from './expansion.ts';

export const CONTINUITY_PRIVACY: readonly Expansion[] = [
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
