// The expansions (recommend-expansions.ts) for identity and access, and data protection.
import { e, type Expansion } from './expansion.ts';

export const IDENTITY_AND_DATA: readonly Expansion[] = [
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
];
