// Question topics (question-topics.ts) for cryptography and the protection of data: encryption,
// keys and secrets, and knowing, classifying, isolating and disposing of data.
import { topic, type QuestionTopic } from './topic.ts';

export const DATA_PROTECTION_TOPICS: readonly QuestionTopic[] = [
  // Cryptography
  topic('encryption', 'encryption', /\b(encrypt\w*|decrypt\w*|cryptograph\w*|ciphers?)\b/),
  topic(
    'encryption-at-rest',
    'encryption of stored data',
    // Disks and laptops are disk-encryption's words; it narrows this topic.
    /\b(cmeks?|keys? for (\w+ ){0,2}(data ?stores?|databases?|storage)|at[- ]rest|storage[- ](layer |level )?encryption|encrypt\w* (?!keys?\b)(\w+ ){0,3}(stor(ed|age|ing)|databases?|data ?stores?|volumes?|buckets?|files?|objects?|file ?systems?|backups?|snapshots?)|(stor(ed|age)|databases?|volumes?|buckets?|backups?|snapshots?|file ?systems?) ((are|is|data|also|all|fully|always|automatically|must be|be) ){0,3}encrypt\w*|(server|client)[- ]side encryption|(database|storage|volume|file|field|column|object|bucket|application)[- ]level encryption|(transparent data|database|storage|volume|field|column|bucket|ebs|rds|s3|object) encryption|tde|sse[- ](s3|kms|c)|aes[- ]?256)\b/,
    'encryption',
  ),
  topic(
    'encryption-in-transit',
    'encryption of data in transit',
    // SSH is left out: it is named far more for administrators' remote access than for traffic.
    /\b((traffic|communications?) between (\w+ ){0,3}(services|systems|environments|microservices|components|networks|applications)|in[- ](transit|motion|flight)|service[- ]to[- ]service (traffic|communication|encryption)|(internal|east[- ]west) traffic|encrypt\w* (while|as|when) (it |data )?(moves?|travels?|flows?)|tls( ?v?1\.[0-3])?|ssl|https|hsts|transport (layer )?(security|encryption)|mtls|mutual tls|sftp|ftps|ipsec|encrypt\w* (\w+ ){0,3}(transmi\w+|transfers?|connections?|traffic|communications?|channels?)|encrypt\w* (\w+ ){0,2}(over|across) (the |public |open )?(networks?|internet|wire)|(transmi\w+|transfers?|connections?|traffic|communications?) (\w+ ){0,3}encrypt\w*|(secure|encrypted) (channels?|connections?|protocols?|transmission)|(transmi\w+|sent) (\w+ ){0,2}in (clear|plain) ?text|cipher suites?)\b/,
    'encryption',
  ),
  topic(
    'disk-encryption',
    'full-disk encryption of laptops and devices',
    /\b((full|whole)[- ]disk encryption|fde|bitlocker|filevault|luks|(disk|drive|device|laptop|endpoint|workstation|hard drive) encryption|encrypt\w* (\w+ ){0,2}(laptops?|endpoints?|workstations?|hard (drives?|disks?)|disks?|drives?|(mobile |end[- ]user |portable )?devices?|computers?|desktops?|phones?)|(laptops?|endpoints?|workstations?|hard (drives?|disks?)|disks?|devices?|computers?|desktops?) (\w+ ){0,3}encrypt\w*)\b/,
    'encryption-at-rest',
  ),
  topic(
    'key-management',
    'management of encryption keys',
    // Key Vault holds secrets as much as keys; the brief of secrets-management takes it.
    /\b(key management|customer[- ]managed (encryption )?keys?|cmks?|cmeks?|(encryption|cryptographic|crypto|data|master|root|signing|private|symmetric|asymmetric) keys?|kms|key (management service|stores?|storage|custody|generation|lifecycle|life cycle|escrow|destruction|ownership|hierarchy|distribution|backup|revocation|ceremon\w+)|envelope encryption|key managers?)\b/,
    'encryption',
  ),
  topic(
    'key-rotation',
    'rotation of encryption keys',
    /\b(key (rotation|rollover|roll-over|renewal)|rotat\w+ (of )?(the )?((encryption|cryptographic|data|master|signing|root|kms) )?keys?|(?<!(api|access|ssh) )keys? (are |is )?((automatically|annually|periodically|regularly|yearly) )?rotated|crypto[- ]?periods?)\b/,
    'key-management',
  ),
  topic(
    'customer-managed-keys',
    'customer-managed encryption keys',
    // A cloud provider's "customer-managed keys" (CMK, CMEK) are the organisation's own keys in
    // its cloud account, not keys its customers hold: in a control's words they name key
    // management, and only bring-your-own and the like name this topic.
    /\b(customer[- ](supplied|provided|controlled|held) (encryption )?keys?|bring[- ]your[- ]own[- )]+(encryption )?keys?|byok|bring your own (encryption )?keys?|hyok|hold your own keys?|(customers?|clients?|tenants?) (can |may |are able to )?(manage|control|supply|provide|own|bring|hold|revoke)s? (their )?(own )?(encryption )?keys?|(tenant|customer)[- ]specific (encryption )?keys?|keys? per (tenant|customer)|(cscs?|customers?|clients?|tenants?) (are |is )?(given|provided with|offered) (the )?(capacity|ability|option) to (manage|control|supply|bring|hold|revoke) (their|its) own (data )?(encryption )?keys?)\b/,
    'key-management',
  ),
  topic(
    'hsm',
    'hardware security modules',
    /\b(hsms?|hardware security modules?|cloudhsm|fips 140-?[23] level (3|iii)|thales luna|nshield)\b/,
    'key-management',
  ),
  topic(
    'certificate-management',
    'TLS certificates and PKI',
    /\b(certificate (management|lifecycle|life cycle|inventory|expir\w*|renewals?|rotation|authorit\w+|pinning|transparency|revocation)|(tls|ssl|x\.?509|digital|server|client|public[- ]key|code[- ]signing|wildcard) certificates?|certificates? (are |is )?(expir\w*|renew\w*|rotat\w*|revok\w*)|pki|public key infrastructure|let'?s ?encrypt|acm|certificate manager)\b/,
    'key-management',
  ),
  topic(
    'cryptographic-standards',
    'approved algorithms and cryptographic standards',
    /\b(fips[- ]?140(-?[23])?|fips[- ](validated|compliant|approved)|(approved|strong|industry[- ]standard|modern|recogni[sz]ed|weak|deprecated|insecure|legacy|outdated) (cryptograph\w+|encryption|algorithms?|ciphers?|cipher suites|protocols|hash\w*)|cryptograph\w+ (standards?|algorithms?|protocols?|controls?|requirements?|polic(y|ies)|modules?|strength)|encryption (standards?|algorithms?|strength|protocols?)|key (lengths?|sizes?|strength)|aes|rsa|ecdsa|sha-?(1|2|256|384|512)|md5|3des|rc4|post[- ]quantum|quantum[- ]safe)\b/,
    'encryption',
  ),

  // Secrets
  topic(
    'secrets-management',
    'management of secrets, credentials and API keys',
    /\b(secrets? (management|managers?|vaults?|stores?|storage|rotation|engines?)|(?<!trade )secrets|vault|secrets manager|key ?vault|secret manager|parameter store|doppler|sealed[- ]secrets|infisical|(credentials?|api keys?|tokens?|secrets?) (are |is )?(stored|kept|held|managed) (\w+ ){0,2}(vault|secrets? manager|secure store|encrypted store)|api (keys?|tokens?|secrets?)|(management|storage|rotation|protection) of (\w+ ){0,2}(secrets|credentials|api keys|tokens)|rotat\w+ (\w+ ){0,2}(secrets|credentials|api keys|tokens))\b/,
  ),
  topic(
    'secret-scanning',
    'secrets kept out of source code',
    /\b(secrets? (scann\w+|scans?|detection|leak\w*|sprawl|in (source )?code|in (git|repositor\w+))|(hard[- ]?coded|embedded|committed|exposed|leaked) (\w+ )?(secrets?|credentials?|passwords?|api keys?|tokens?|keys)|(secrets?|credentials?|passwords?|api keys?|tokens?) (\w+ ){0,3}(in|into|to) (the )?(source ?code|code ?bases?|code|repositor\w+|git|version control|config(uration)? files)|gitleaks|trufflehog|git-?secrets|detect-secrets|ggshield|gitguardian|push protection)\b/,
    'secrets-management',
  ),

  // Knowing and handling data
  topic(
    'data-classification',
    'classification and labelling of data',
    /\b((data|information|asset)s? (classification|categori[sz]ation|label(l)?ing|sensitivity|handling (standards?|requirements?|procedures?|guidelines?|rules))|classif\w+ (of )?(\w+ ){0,2}(data|information|assets|documents|records)|(data|information) (is |are )?classified|classification (scheme|levels?|labels?|polic(y|ies)|standards?|matrix|model|tiers?)|sensitivity (labels?|levels?|tiers?)|label(l)?ing (of )?(\w+ ){0,2}(data|information|documents))\b/,
  ),
  topic(
    'data-inventory',
    'inventory and map of data, records of processing',
    /\b(data (inventor\w+|maps?|mapping|flows?|flow diagrams?|lineage|catalog(ue)?s?|discovery)|(inventor\w+|register|map|mapping) of (\w+ ){0,2}(personal |customer |sensitive )?(data|information|processing)|records? of processing( activities)?|ropa|article 30|where ((the|your|our|customer|customers'?|personal|all|its) ){0,2}data (is |are )?(stored|located|held|resides|processed|flows)|information assets? (inventor\w+|registers?))\b/,
  ),
  topic(
    'dlp',
    'data loss prevention',
    /\b(dlp|data (loss|leak\w*) (prevention|protection)|exfiltrat\w+|data leak\w*|(upload|copy|copying|forward|transfer)\w* (\w+ ){0,3}to (personal|external|unapproved|unsanctioned) (email|accounts?|storage|devices?|drives?|cloud|services?))\b/,
  ),
  topic(
    'pseudonymisation',
    'pseudonymisation, anonymisation and masking',
    /\b(pseudonymi[sz]\w+|anonymi[sz]\w+|de-?identif\w+|tokeni[sz]\w+|data masking|mask(ed|ing) (of )?(\w+ ){0,2}(data|fields|values|pii)|redact\w*)\b/,
  ),
  topic(
    'tenant-isolation',
    "isolation of customers' data in a multi-tenant service",
    /\b((other|between|across|from other) tenants|multi[- ]?tenan\w*|single[- ]tenan\w*|tenan(t|cy) (isolation|separation|segregation)|(isolat|separat|segregat|partition)\w* (of |between |from )?((the|data|each|other|different|individual|our|all|of|between|and) ){0,3}(customers?|clients?|tenants?)\b|(customers?|clients?|tenants?)'? ((data|environments?|instances?|workloads?|accounts?|is|are|logically|physically|fully|strictly) ){0,3}(isolated|separated|segregated|partitioned)|row[- ]level security|(dedicated|single) (instances?|environments?|infrastructure|databases?) (for|per) (each )?(customer|client|tenant))\b/,
  ),
  topic(
    'data-residency',
    'where data is stored and processed',
    /\b((stored|processed|hosted|held|kept) (\w+ ){0,3}(outside|only in|within) (the |of )?(eu|eea|uk|european union|united states|us|azure eu|eu regions?)|data (residency|locali[sz]ation|sovereignty|locations?)|(where|which (countries|country|regions?|jurisdictions?|locations?)) ((is|are|will|the|your|our|customer|customers'?|personal|client|be|its) ){0,3}(data|information) (is |are |will be )?(stored|hosted|located|processed|resides?|held)|(stored|hosted|located|processed|held|resides?) ((data|exclusively|only|solely|entirely|and|processed|stored|hosted) ){0,3}(in|within) the (eu|eea|uk|us|usa|united states|european union|united kingdom)|(eu|eea|uk|us)[- ](based |only )?(hosting|data cent(er|re)s?|regions?)|hosting (locations?|regions?))\b/,
  ),
  topic(
    'media-disposal',
    'secure disposal of media and equipment',
    // Wiping a lost laptop remotely is device management, so devices and laptops are left out.
    /\b((dispos\w+|destr\w+|sanitis\w+|sanitiz\w+|wip(e|ed|es|ing)|shred\w*|degauss\w*) (of )?(\w+ ){0,2}(media|hardware|equipment|hard (drives?|disks?)|disks?|drives?|storage (media|devices)|tapes?|paper)|(media|hardware|equipment|device|disk|drive) (disposal|destruction|sanitis\w+|sanitiz\w+|decommission\w*|reuse|re-use)|(devices?|laptops?|hardware|equipment) (\w+ ){0,2}(before|prior to) (\w+ ){0,2}(disposal|reuse|re-use|decommission\w*)|(media|hardware|equipment|drives?|disks?|tapes?) (\w+ ){0,3}(disposed|destroyed|sanitis\w+|sanitiz\w+|wiped|shredded|degaussed)|800-88|certificates? of (destruction|disposal|sanitisation|sanitization)|crypto(graphic)?[- ]?(shred\w*|erase|erasure)|shredd\w*|decommission\w* (of )?(\w+ ){0,2}(hardware|equipment|media|servers))\b/,
  ),
  topic(
    'removable-media',
    'USB drives and removable media',
    /\b(removable (media|storage|drives?|devices?)|usb|thumb ?drives?|flash drives?|memory sticks?|external (hard )?(drives?|disks?|storage)|portable (media|storage|drives?)|writable media)\b/,
  ),
  topic(
    'sensitive-personal-data',
    'special-category and other sensitive personal data',
    /\b(special categor(y|ies)|sensitive (personal )?(data|information|pii)|(health|medical|genetic|biometric) (data|information|records)|children'?s (data|information|privacy)|(data|information) (of|about|from) (children|minors)|coppa|(social security|national insurance|passport) numbers?|ssns?)\b/,
  ),
];
