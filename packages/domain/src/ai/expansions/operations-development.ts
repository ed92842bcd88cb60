// The expansions (recommend-expansions.ts) for operations, and development.
import { e, type Expansion } from './expansion.ts';

export const OPERATIONS_DEVELOPMENT: readonly Expansion[] = [
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
];
