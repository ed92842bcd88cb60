// Question topics (question-topics.ts) for identity and access: how people prove who they are,
// and what they may reach from the day they join to the day they leave.
import { topic, type QuestionTopic } from './topic.ts';

export const IDENTITY_TOPICS: readonly QuestionTopic[] = [
  topic(
    'access-control',
    'access control and identity management',
    // Physical and network access control are other subjects with their own topics.
    /\b((?<!(physical|network|building|premises|facility|door) )access controls?|access management|identity (and|&) access|identity management|iam|logical access|access rights|access permissions)\b/,
  ),
  topic(
    'authentication',
    'authentication of users',
    // "log in" with a space is left out: "a log in the SIEM" is a record, not a sign-in.
    /\b(authenticat\w*(?! (scans?|scanning|vulnerability))|logins?|log-in|logons?|log-on|sign-?ins?|sign-on)\b/,
  ),
  topic(
    'mfa',
    'multi-factor authentication',
    // Okta stands for sign-on as much as for a second factor, so it is the identity provider's
    // word (below), not this one's; Duo and Okta Verify are second factors and nothing else.
    /\b(multi[- ]?factor|mfa|2fa|two[- ]?factor|2[- ]factor|second factor|two[- ]step|2[- ]step|2sv|strong authentication|phishing[- ]resistant|okta verify|duo|yubikeys?|fido2?|u2f|webauthn|passkeys?|totp|one[- ]time (passwords?|passcodes?|codes?|pins?)|otps?|authenticator apps?|(google|microsoft) authenticator|hardware (security )?(keys?|tokens?)|rsa securid)\b/,
    'authentication',
  ),
  // Security keys and passkeys resist phishing; a push prompt or a code does not.
  topic(
    'phishing-resistant-mfa',
    'phishing-resistant second factors',
    /\b(phishing[- ]resistant|fido2?|webauthn|passkeys?|(hardware |physical )?security keys?|hardware (tokens?|keys?)|yubikeys?|u2f|certificate[- ]based authentication|windows hello for business)\b/,
    'mfa',
  ),
  // How the organisation's own customers sign in to its product, not how its staff do.
  topic(
    'customer-authentication',
    "how customers' users sign in to the product",
    /\b((customers'?|clients'?|end[- ]users'?|platform users|tenant users|your users) (\w+ ){0,5}(mfa|multi[- ]factor|2fa|two[- ]factor|sso|single sign[- ]on|saml|log ?in|sign[- ]in|authenticat\w*)|(mfa|multi[- ]factor authentication|2fa|sso|single sign[- ]on|saml) (\w+ ){0,2}(for|to) (your |our )?(customers|clients|end[- ]users|platform users|tenants))\b/,
    'authentication',
  ),
  topic(
    'sso',
    'single sign-on',
    /\b(single[- ]sign[- ]?on|sso|saml|oidc|openid|federat(ed|ion))\b/,
    'authentication',
  ),
  topic(
    'identity-provider',
    'central identity provider and directory',
    /\b(identity providers?|idp|directory services?|active directory|azure ad|entra( id)?|ldap|okta|onelogin|jumpcloud|ping ?identity|auth0|central(ised|ized)? (identity|directory|user (store|directory))|identity (stores?|platform))\b/,
    'access-control',
  ),
  topic(
    'password-policy',
    'password rules and password managers',
    // Password managers go with the rules: both are about the passwords people choose.
    /\b(password (and \w+ )?(settings|rules|requirements|configuration)|password (polic(y|ies)|complexity|length|strength|requirements?|rules|standards?|expir\w*|history|reuse|rotation|changes?|age|composition|guidelines?|managers?|vaults?)|passphrases?|(strong|complex|minimum[- ]length) passwords?|passwords? (must|are required to|shall) (\w+ ){0,3}(be|contain|have|include|change)|minimum (of )?\d+ characters|\d+[- ]characters? (minimum|long)|800-63b?|(breached|compromised) passwords?|1password|lastpass|bitwarden|dashlane|keepass|keeper security)\b/,
    'authentication',
  ),
  topic(
    'password-storage',
    'how stored passwords are protected',
    /\b((hash|salt)\w* (and (salted|hashed) )?(of )?(user |customer )?passwords?|passwords? (are |is )?((stored|kept|securely|irreversibly|one-way) ){0,2}(hashed|salted)|bcrypt|scrypt|argon2\w*|pbkdf2|plain ?text passwords?|password (hashing|hashes|storage)|(credentials?|passwords?) (are |is )?(never )?stored in (plain|clear) ?text|one[- ]way hash\w*)\b/,
    'authentication',
  ),
  topic(
    'account-lockout',
    'account lockout after failed logins',
    /\b(lock ?outs?|locked out|account lock\w*|lock\w* (\w+ ){0,3}after (\d+|three|five|ten|a number of|several|repeated|multiple) (\w+ ){0,2}(failed|unsuccessful|invalid|incorrect)|(failed|unsuccessful|invalid|incorrect) (login|log-?in|logon|sign-?in|authentication|password|access) attempts|(login|logon|sign-?in|authentication) attempts|brute[- ]?forc\w*|credential stuffing|captchas?)\b/,
    'authentication',
  ),
  topic(
    'session-timeout',
    'session timeout and screen lock',
    // "Inactivity" alone also describes dormant accounts, a leaver subject; here it needs a period.
    /\b(session (time[- ]?outs?|expir\w*|lifetimes?|durations?|terminat\w*|lengths?|limits?|management)|sessions? (\w+ ){0,3}(time out|timed out|expire|expired|terminated|locked) after|idle (time[- ]?outs?|sessions?|time|periods?)|(after|period of|minutes of|minutes? of) inactivity|auto(matic(ally)?)?[- ]?(log ?off|log ?out|logout|sign[- ]?out|lock\w*)|(screens?|workstations?|computers?) lock\w*|lock\w* (the )?(screens?|workstations?|computers?)|screen ?savers?|re-?authenticat\w+)\b/,
  ),
  topic(
    'privileged-access',
    'privileged and administrative access',
    /\b(privileged|pam|(system|database|domain|network|cloud|it|global|tenant) admin(istrator)?s|admin(istrator|istrative)? (access|accounts?|rights|privileges|credentials|roles?|consoles?|users?|permissions|activit\w+|actions)|root (access|accounts?|users?|credentials|privileges)|super[- ]?(users?|admins?)|elevated (access|privileges|permissions|rights)|privilege (escalation|elevation)|sudo(ers)?|just[- ]in[- ]time (access|privileg\w+|admin\w*)|jit (access|elevation)|break[- ]?glass|emergency access|firecall|domain admins?|local admin(istrator)?s?|cyberark|beyondtrust|thycotic|delinea)\b/,
    'access-control',
  ),
  topic(
    'just-in-time-access',
    'just-in-time and time-limited privileged access',
    /\b(just[- ]in[- ]time|jit (access|elevation|roles?)|time[- ](boxed|bound|limited) (access|roles?|privileges?|elevation)|(for|only for) a limited (time|period)|temporary (privileged|admin\w*|elevated) (access|rights|roles?)|standing (admin\w* |privileged )?(access|rights|roles?|privileges?)|zero standing privileges?|privileged access management)\b/,
    'privileged-access',
  ),
  topic(
    'least-privilege',
    'least privilege and role-based access',
    /\b(least[- ]privileged?|principle of least|minimum (necessary |required )?(access|privileges?|permissions)|minimal (access|privileges?|permissions)|need[- ]to[- ]know|role[- ]based (access|permissions)|rbac|abac|attribute[- ]based access|access (is |are )?((granted|limited|restricted) )?(based on|according to|commensurate with) (\w+ ){0,2}(job|role|business need|responsibilit\w+)|fine[- ]grained (access|permissions))\b/,
    'access-control',
  ),
  topic(
    'user-access-review',
    'periodic review of user access',
    // The reviewed thing must be the access itself: "access logs are reviewed" is a log review.
    /\b(access (reviews?|recertif\w*|re-certif\w*|certifications?|attestations?)|(user|account|entitlement|permission|privilege|role)s? (access )?(reviews?|recertif\w*|attestations?)|review\w* (of )?((user|privileged|system|admin\w*|all|their|the|employee|logical) ){0,2}(access|accounts|permissions|entitlements|privileges|access rights)\b(?! logs)|(access|accounts|permissions|entitlements|privileges|access rights) (are |is |shall be |must be )?((periodically|regularly|formally|quarterly|annually|semi-annually) )?(reviewed|recertified|revalidated|re-?certified))\b/,
    'access-control',
  ),
  topic(
    'provisioning',
    'granting access to joiners',
    // "De-provisioning" has a word boundary before "provisioning": the look-behind keeps it out.
    /\b((?<!de-?)provision\w* (of )?(new )?(user )?(access|accounts?|users?|identit\w+)|(user|account|access|identity) provisioning|(?<!(subject|government|enforcement|data) )access (requests?|approvals?)|request\w* (for )?access|(grant|granting) (of )?(\w+ ){0,2}access|joiners?|new (hires?|starters?|joiners?|employees?) (\w+ ){0,3}(access|accounts?)|onboarding (of )?(new )?(users?|accounts?)|scim|user (creation|registration)|account creation)\b/,
    'access-control',
  ),
  topic(
    'role-change',
    'access changes when staff change role',
    /\b(movers?|role changes?|chang(e|es|ed|ing) (their |his |her |a |an )?(roles?|jobs?|positions?|departments?)|changes? (of|in|to) (an? |their |the )?(employee'?s? )?(role|job|position|responsibilit\w+|department|employment)|(internal )?(transfers?|moves?) (between|to (a |an )?(new|another|different)) (roles?|teams?|departments?|positions?)|job (changes?|transfers?)|transferr?\w* (to|between) (\w+ ){0,2}(roles?|teams?|departments?|positions?))\b/,
    'access-control',
  ),
  topic(
    'deprovisioning',
    'removing access from leavers',
    // Verbs are spelt out: "remov\w+" would also take "removable" (media).
    /\b(de-?provision\w*|(?<!(vendor|supplier|third[- ]party|customer|client) )off-?board\w*|leavers?|terminat\w+ (of )?(the |their )?(employ\w*|staff|users?|personnel|workers?|contractors?|user accounts?|access)|terminated (employees?|staff|users?|personnel|workers?|contractors?)|(employment|engagement) (ends|ended|terminat\w+)|(revok(e|ed|es|ing)|revocation|remov(e|ed|es|ing|al)|disabl(e|ed|es|ing)|deactivat(e|ed|es|ing|ion)|suspend(ed|s|ing)?) (of )?((user|the|their|all|system|employee|logical|physical|network) ){0,2}(access|accounts?|credentials|privileges|permissions)|(?<!(default|guest|vendor) )(access|accounts?|credentials|privileges) (are |is )?((promptly|immediately|automatically|timely) )?(revoked|removed|disabled|deactivated|suspended)|last (working )?day|exit (process|checklists?|procedures?)|(departing|leaving) (employees?|staff|users?|workers?)|(dormant|inactive|unused|orphan(ed)?) (user )?accounts?)\b/,
    'access-control',
  ),
  topic(
    'asset-return',
    'return of company equipment by leavers',
    /\b(return (of )?(\w+ ){0,2}(assets|equipment|devices|laptops|hardware|property|badges|tokens)|(assets|equipment|devices|laptops|hardware|badges|property) (\w+ ){0,2}(are |is )?(returned|collected|recovered)|(return|collect)\w* (\w+ ){0,2}(company|organi[sz]ation(al)?|corporate) (assets|equipment|devices|property|laptops))\b/,
    'deprovisioning',
  ),
  topic(
    'segregation-of-duties',
    'segregation of duties',
    /\b((segregation|separation|division) of (duties|responsibilit\w+|functions)|sod|(incompatible|conflicting) (duties|roles|functions)|four[- ]eyes|(two|2)[- ]person (rule|integrity|review|control)|dual (control|authori[sz]ation|approval)|maker[- ]checker)\b/,
    'access-control',
  ),
  topic(
    'shared-accounts',
    'shared accounts and unique user IDs',
    /\b((shared|generic|group|common|anonymous) (user )?(accounts?|credentials|logins?|ids?|user ?ids?|usernames?|passwords?|identities)|(unique|individual|named|distinct) (user )?(ids?|identifiers?|accounts?|usernames?|logins?|credentials|user ?ids?)|account sharing|shar(e|ed|ing) (of )?((their|user|admin|the) ){0,2}(accounts|credentials|passwords|logins)|(accounts?|credentials|passwords) (are |is )?(not |never )?shared|uniquely identif\w+)\b/,
    'access-control',
  ),
  topic(
    'service-accounts',
    'service and non-human accounts',
    /\b(service (accounts?|principals?|identit\w+)|non[- ]?human (accounts?|identit\w+|users?)|machine (accounts?|identit\w+|users?)|system accounts?|application accounts?|technical (accounts?|users?)|workload identit\w+|functional (accounts?|ids?)|(api|programmatic) (users?|accounts?)|bot accounts?)\b/,
    'access-control',
  ),
  topic(
    'support-access',
    "staff access to customers' data",
    // "Impersonation" alone belongs to email attacks; here it is of customers or users.
    /\b(access(es|ed|ing)? (to )?((the|their|our|your|all|any) )?(customer|client|tenant)s?'? (data|environments?|accounts?|tenants?|content|production data)|(customer|client|tenant)s?'? (data|environments?|content) ((is|are|be|can|may|only|ever) ){0,3}(accessed|viewed) by|support access|impersonat\w+ (of )?(customers?|users?|user accounts?)|(support|admin\w*|user) impersonation|log in as (a |the )?(customer|user)|(customer|client)s?'? (approval|consent|permission) ((is|are|before|for|to|required|prior) ){0,3}access)\b/,
    'access-control',
  ),
];
