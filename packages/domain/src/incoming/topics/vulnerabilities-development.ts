// Question topics (question-topics.ts) for finding and fixing vulnerabilities, building software
// securely, and changing production.
import { topic, type QuestionTopic } from './topic.ts';

export const VULNERABILITIES_DEVELOPMENT_TOPICS: readonly QuestionTopic[] = [
  // Vulnerabilities
  topic(
    'vulnerability-management',
    'vulnerability management',
    // "Threats and vulnerabilities" in a risk question is not this programme: a qualifier is needed.
    /\b(vulnerability (management|programs?|programmes?|process(es)?|lifecycle|handling|tracking|remediation|prioriti[sz]ation|assessments?|findings|reports)|vulnerabilit(y|ies) (are |is )?(identified|tracked|managed|prioriti[sz]ed|remediated|addressed|fixed|resolved)|(remediation|prioriti[sz]ation|management|tracking|handling) of (\w+ ){0,2}vulnerabilit(y|ies)|cves?|cvss|epss|(known|exploitable|critical|high|open|outstanding|technical|security) vulnerabilit(y|ies))\b/,
  ),
  topic(
    'vulnerability-scanning',
    'vulnerability scanning',
    /\b(vulnerability (scann\w+|scans?|scanners?)|scan(s|ned|ning)? ((the|all|our|its|systems|hosts|servers|infrastructure|networks?|applications?|code|images?|containers?|regularly|weekly|monthly|daily|continuously|assets) ){0,3}for ((known|security|new|common) )?vulnerabilit\w+|(authenticated|credentialed|unauthenticated|internal|external|network|infrastructure|host|agent[- ]based|asv) (vulnerability )?scan(s|ning)?|tenable|qualys|nessus|inspector|rapid ?7|insight ?vm|nexpose|openvas|nuclei|defender vulnerability management|asv)\b/,
    'vulnerability-management',
  ),
  topic(
    'container-scanning',
    'scanning of container images',
    /\b((container|image|docker|registry|ecr|acr|gcr) (image )?(scann\w+|scans?|vulnerabilit\w+)|scan(s|ned|ning)? ((all|the|every|our) )?(container|docker) images?|(container|docker) images? (\w+ ){0,3}scann\w+|trivy|grype|clair|anchore|twistlock|snyk container)\b/,
    'vulnerability-scanning',
  ),
  topic(
    'patching',
    'patching and unsupported software',
    /\b(patch\w*|security (updates?|fixes) (\w+ ){0,3}(applied|installed|deployed)|(appl(y|ies|ied|ying)|install\w*|deploy\w*) ((the|all|latest|critical|available|relevant) ){0,2}security (updates?|fixes)|(software|os|operating system|firmware|critical|windows|automatic) (security )?updates?|updat\w+ ((the|all|our|its|installed|third-party) ){0,2}(operating systems?|software|firmware|systems|servers|endpoints|devices|libraries|packages)|(unsupported|end[- ]of[- ]life|end[- ]of[- ]support|eol|obsolete|outdated|legacy|out[- ]of[- ]support) (software|systems?|versions?|operating systems?|hardware|platforms?|components|technolog\w+)|wsus|automox|up[- ]to[- ]date (\w+ ){0,2}(software|systems|versions|patches|operating systems))\b/,
    'vulnerability-management',
  ),
  topic(
    'remediation-sla',
    'time limits for fixing vulnerabilities',
    // Only fixes of vulnerabilities: "resolved within 4 hours" is usually a support promise.
    /\b((remediat\w+|patch(ed|ing|es)?|fix(ed|ing)?) (\w+ ){0,5}within (\d+|thirty|fifteen|seven|fourteen|sixty|ninety|one|two|three) (calendar |business |working )?(days?|hours?|weeks?|months?)|vulnerabilit\w+ (\w+ ){0,5}within \d+|(remediation|patching|patch|fix) (slas?|timeframes?|time[- ]frames?|timelines?|deadlines?|windows?|targets?|times?|periods?|requirements?)|(critical|high|medium|low)[- ](severity |risk |rated )?(vulnerabilities|findings|issues|patches|cves) (\w+ ){0,5}(within|in|under) (\d+|thirty|fifteen|seven|fourteen)|time (to|for) (remediat\w+|patch\w*|fix)|mttr|mean time to (remediat\w+|resolv\w+|repair|patch))\b/,
    'patching',
  ),
  topic(
    'penetration-testing',
    'penetration testing',
    /\b(pen(etration)?[- ]?test\w*|pentest\w*|red[- ]team\w*|ethical hack\w*|(third[- ]party|independent|external) (security )?(testing|tests?|assessments?) (of|on) (\w+ ){0,2}(applications?|networks?|infrastructure|systems?|platform|products?|services?)|crest|bishop fox|ncc ?group|offensive security)\b/,
  ),
  topic(
    'vulnerability-disclosure',
    'vulnerability disclosure to and from outsiders',
    /\b((responsible|coordinated) (vulnerability )?disclosure|vulnerability disclosure|vdps?|security\.txt|(report|submit|disclos)\w* ((a|any|the|potential|suspected|discovered|security) ){0,3}vulnerabilit\w+ (\w+ ){0,3}(to (us|the (company|organi[sz]ation|vendor))|externally|publicly)|(external |independent )?security researchers?|psirt|product security incident response)\b/,
    'vulnerability-management',
  ),
  topic(
    'bug-bounty',
    'bug bounty programme',
    /\b(bug[- ]?bount\w+|bounty (programs?|programmes?|platforms?)|hackerone|bugcrowd|intigriti|yeswehack|synack)\b/,
    'vulnerability-disclosure',
  ),

  // Development
  topic(
    'sdlc',
    'secure development lifecycle',
    /\b(s?sdlc|(secure |software |system |systems )((software|application|systems?) )?development (life ?cycles?|lifecycles?|process(es)?|polic(y|ies)|practices|standards?|frameworks?|methodolog\w+)|secure (development|engineering|coding|software|design|by design|by default)|security by (design|default)|(development|engineering) (security|standards?|practices)|owasp (samm|asvs)|bsimm|ssdf|800-218|devsecops|security (in|into|throughout) (the )?(development|sdlc|software)|(system|software|application) acquisition|acquisition of (new )?(\w+ )?(systems|software|applications)|security requirements (\w+ ){0,3}(development|design|new (systems|features|applications)))\b/,
  ),
  topic(
    'threat-modelling',
    'threat modelling and security design review',
    /\b(threat model\w*|stride|attack (trees?|surface (analysis|review))|security (design|architecture) (reviews?|assessments?|sign[- ]?off)|architecture (security )?reviews?)\b/,
    'sdlc',
  ),
  topic(
    'code-review',
    'code review and branch protection',
    /\b(code reviews?|review\w* (of )?((the|all|application|source|new) ){0,2}code( changes)?|(source )?code (is |changes are )?(peer[- ])?reviewed|pull[- ]requests?|merge[- ]requests?|branch protection|protected branch\w*|code ?owners|(required|mandatory|at least (one|two|1|2)) ((peer|code|independent|reviewer) ){0,2}(approv\w+|reviews?|reviewers?) (\w+ ){0,3}(before|prior to) (\w+ ){0,2}(merg\w+|deploy\w+|release)|(approv\w+|review\w+) (before|prior to) (\w+ ){0,2}merg\w+|peer[- ]review\w*)\b/,
    'sdlc',
  ),
  topic(
    'sast',
    'static application security testing',
    /\b(sast|static (application )?(security )?(analysis|testing|code analysis|code scann\w+|scann\w+|scanners?|analy[sz]ers?)|(source )?code (scann\w+|analysis tools?|security scann\w+)|semgrep|sonar ?qube|sonar ?cloud|codeql|checkmarx|veracode|fortify|coverity|bandit|brakeman|snyk code|deepsource)\b/,
    'sdlc',
  ),
  topic(
    'dast',
    'dynamic application security testing',
    /\b(dast|dynamic (application )?(security )?(testing|analysis|scann\w+|scans?|scanners?)|(owasp )?zap|burp( suite)?|invicti|netsparker|acunetix|appscan|web (application |app )?(vulnerability )?scann\w+|stackhawk|probely|nikto)\b/,
    'sdlc',
  ),
  topic(
    'dependency-scanning',
    'dependency and open-source component scanning',
    /\b(sca|software composition analysis|dependenc(y|ies) (\w+ ){0,2}(scann\w+|scans?|checks?|checking|management|updates?|vulnerabilit\w+|review|analysis|pinning|audits?)|(vulnerable|outdated|insecure|third[- ]party|open[- ]source|external) (software )?(dependenc\w+|librar\w+|components|packages|modules)|(open[- ]source|oss) (software|librar\w+|components|packages|dependenc\w+|code)|snyk|dependabot|renovate|(npm|yarn|pip|pnpm) audit|dependency[- ]check|whitesource|black ?duck|sonatype|jfrog xray|fossa|osv[- ]scanner)\b/,
    'sdlc',
  ),
  topic(
    'software-supply-chain',
    'software supply chain and build integrity',
    // Supply chain alone is the vendor programme (CAIQ's STA domain); this is code and builds.
    /\b(sboms?|software bills? of materials?|(software|build|ci|ci\/cd) supply[- ]chain|supply[- ]chain attacks?|slsa|(signed|signing|sign) (all |the |our |container |docker |git )?(commits?|artifacts?|artefacts?|builds?|images?|releases?|binaries|packages|containers?)|code[- ]signing|sigstore|cosign|provenance|reproducible builds?|build (integrity|pipeline security)|(artifact|artefact) (integrity|signing))\b/,
    'sdlc',
  ),
  topic(
    'web-app-security',
    'application security and the OWASP Top 10',
    /\b(owasp( top ?(10|ten))?(?! samm)|(sql|command|code|os|ldap|xml|template|nosql) injection|injection (attacks?|flaws?|vulnerabilit\w+)|cross[- ]site (scripting|request forgery)|xss|csrf|xsrf|ssrf|server[- ]side request forgery|input (validation|sanitis\w+|sanitiz\w+|filtering|handling)|output encoding|parameteri[sz]ed queries|prepared statements|content[- ]security[- ]polic\w+|clickjacking|security headers|(insecure )?deseriali[sz]ation|(web )?application security(?! test))\b/,
    'sdlc',
  ),
  topic(
    'api-security',
    'API security',
    /\b(apis?(?! (keys?|tokens?|secrets?)\b)|oauth( ?2(\.0)?)?|rate[- ]limit\w*|throttl\w*|graphql|rest(ful)? (endpoints?|services?)|web services?|webhooks?)\b/,
  ),
  topic(
    'source-code',
    'source code repositories and access to them',
    /\b(source code|(code|git|source|version control) repositor\w+|repos|version control( systems?)?|github(?! actions)|gitlab(?! ci)|bitbucket(?! pipelines)|git)\b/,
    'sdlc',
  ),
  topic(
    'ai-usage',
    'use of AI and machine learning',
    /\b(artificial intelligence|ai|machine learning|ml models?|llms?|large language models?|generative ai|gen ?ai|chatgpt|openai|copilot|(ai|ml) (models?|features?|tools?|systems?|services?)|model training|train\w* (\w+ ){0,3}models?|ai act|42001)\b/,
  ),

  // Change
  topic(
    'change-management',
    'change management',
    // "Unauthorised changes to assets" is about detecting tampering (configuration-drift), not
    // about how changes are decided and recorded, so it does not count here on its own.
    /\b(pull requests? with (\w+ ){0,2}approv\w+|(production )?changes? (\w+ ){0,4}pull requests? with (\w+ ){0,2}approv\w+|(two|2|second|peer)[- ]approv\w+|pipeline gates?|approv\w+ (before|prior to) (\w+ ){0,2}(merg\w+|deploy\w*|release|production)|change (management|control|approvals?|advisory boards?|requests?|tickets?|process(es)?|procedures?|freezes?|windows?|records?|calendar|authori[sz]ation|review board|enablement)|cab|(production|infrastructure|system|software|application|code|configuration|network|firewall|standard|normal) changes (\w+ ){0,4}(approved|reviewed|tested|authori[sz]ed|documented|tracked|logged|recorded)|changes (to|in) (\w+ ){0,2}(production|systems|infrastructure|applications|software|code|the (production )?environment|information (processing )?(systems|facilities)) (\w+ ){0,3}(approved|reviewed|tested|authori[sz]ed|documented|tracked|controlled|managed|follow)|(approv\w+|authori[sz]\w+|test(s|ed|ing)?|review\w*) (of |for )?(all )?((production|system|infrastructure|code|network|software|application) )?changes (to|in|before|prior)|roll ?backs?|roll back|back[- ]?out (plans?|procedures?)|deploy\w* ((code|changes|releases|software|it|them|new) ){0,2}to production|production (deployments?|releases?|changes)|release (management|process|approvals?))\b/,
  ),
  topic(
    'emergency-change',
    'emergency changes',
    /\b(emergency (changes?|fix(es)?|releases?|deployments?|patch(es)?|maintenance)|hot ?fix(es)?|expedited (changes?|releases?|deployments?)|break[- ]fix|urgent changes?|retrospective(ly)? (approv\w+|review\w*))\b/,
    'change-management',
  ),
  topic(
    'ci-cd',
    'build and deployment pipelines',
    /\b(ci ?\/ ?cd|cicd|continuous (integration|delivery|deployment)|(build|deployment|release|ci|cd) pipelines?|pipelines? (security|secrets|permissions)|github actions|gitlab ci|jenkins|circle ?ci|argo ?cd|spinnaker|buildkite|azure devops|bitbucket pipelines|(automated|automatic) (deployments?|builds?|releases?))\b/,
    'change-management',
  ),
  topic(
    'environment-separation',
    'separation of production from development and test',
    /\b(environment (separation|segregation|isolation|segmentation)|(separat|segregat|isolat)\w* (of |between |from )?(the )?(development|dev|test|testing|staging|qa|uat|non[- ]?production|pre[- ]?production|production|prod) (and (the )?(development|dev|test|testing|staging|production|prod|non[- ]?production) )?(environments?|systems|accounts|networks|subscriptions|projects)|(separat|segregat|isolat)\w* from (the )?(production|prod|development|test)|(development|dev|test|testing|staging|qa|uat|non[- ]?production|pre[- ]?production)( environments?)?(,| and| from| or|\/) ?((test|testing|staging|qa|uat|and|or|the|environments?),? ){0,3}(production|prod)\b(?! data)|non[- ]?production (environments?|systems|accounts)|(separate|distinct|dedicated|isolated|segregated|discrete) (aws |cloud |azure |gcp )?(development|dev|test|testing|staging|production|prod) (environments?|accounts?|subscriptions?|projects?|systems|networks?|vpcs?|clusters?))\b/,
  ),
  topic(
    'test-data',
    'production data in test environments',
    /\b((production|live|real|customer|client|personal|sensitive) data (\w+ ){0,3}(in|for|within|into|to|on) (\w+ ){0,2}(test(ing|s)?|non[- ]?production|(development|dev|staging|qa|uat|lower|sandbox) environments?|staging|sandbox(es)?)|test data|synthetic (test )?data|(masked|anonymi[sz]ed|scrubbed|sanitis\w+|sanitiz\w+|obfuscated|fake|dummy|pseudonymi[sz]ed) (\w+ )?(production )?data (for|in) (\w+ )?(test\w*|development|dev|non[- ]?production|staging)|cop(y|ies|ying) of production|production (data|databases?) (\w+ ){0,3}(copied|used|restored) (\w+ ){0,2}(test|non[- ]?production|development|dev|staging|lower))\b/,
    'environment-separation',
  ),
];
