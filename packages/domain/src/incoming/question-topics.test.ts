import { describe, expect, it } from 'vitest';
import { normalized } from './question-reading.ts';
import { QUESTION_TOPICS, topicsOf } from './question-topics.ts';
import { startKeys } from './topics/word-starts.ts';

/**
 * For every topic, texts that must give it: how customers ask about it in questionnaires, and
 * how security teams name the control that answers them (with the products that stand for it).
 */
const FIRES: Record<string, readonly string[]> = {
  // Identity
  'access-control': [
    'Do you have a documented access control policy?',
    'Identity & Access Management — Okta groups map to roles',
    'Logical access to production is restricted to authorised personnel.',
  ],
  authentication: [
    'How are users authenticated to the application?',
    'Authentication standard for internal systems',
  ],
  mfa: [
    'Is multi-factor authentication (MFA) enforced for all users?',
    'MFA enforced via Okta Verify for all workforce accounts',
    'Do you require two-factor authentication or a second factor for remote access?',
    'Phishing-resistant 2FA with YubiKeys for administrators',
    'Is 2-step verification enabled for email?',
  ],
  sso: [
    'Does the application support single sign-on (SAML 2.0 or OIDC)?',
    'SSO through Okta for all SaaS applications',
  ],
  'identity-provider': [
    'Which identity provider do you use for workforce identities?',
    'Okta is the central directory; Azure AD synchronised',
  ],
  'password-policy': [
    'Does your password policy require a minimum length of 12 characters and complexity?',
    'Password standard: 14 characters minimum, no forced rotation (NIST 800-63B)',
    'Is a password manager provided to all staff?',
    '1Password company vault for shared credentials',
  ],
  'password-storage': [
    'Are user passwords stored using a salted one-way hash?',
    'Customer passwords hashed with bcrypt (cost 12)',
  ],
  'account-lockout': [
    'Are accounts locked after a number of failed login attempts?',
    'Account lockout after 5 unsuccessful attempts; brute-force protection on login',
  ],
  'session-timeout': [
    'Do user sessions time out after a period of inactivity?',
    'Idle session timeout of 15 minutes; screen lock enforced by MDM',
    'Is automatic screen lock configured on workstations?',
  ],
  'privileged-access': [
    'How is privileged access to production systems managed?',
    'Admin accounts separate from day-to-day accounts; break-glass procedure documented',
    'Is MFA required for administrative access?',
  ],
  'least-privilege': [
    'Is access granted on the principle of least privilege?',
    'Role-based access control (RBAC) in the application',
  ],
  'user-access-review': [
    'Are user access rights reviewed at least quarterly?',
    'Quarterly user access review of production systems',
    'Access recertification for privileged accounts',
  ],
  provisioning: [
    'Is there a formal process for granting access to new employees?',
    'User provisioning via access requests approved by the manager',
    'Joiner process: accounts created through SCIM from the HRIS',
  ],
  'role-change': [
    'Is access adjusted when an employee changes role?',
    'Movers: access re-evaluated on internal transfers between departments',
  ],
  deprovisioning: [
    'Is access revoked within 24 hours of termination of employment?',
    'Offboarding: accounts disabled on the last working day',
    'Leavers are de-provisioned automatically from the HR system',
    'Are accounts of terminated employees removed promptly?',
  ],
  'asset-return': [
    'Are company assets returned when employees leave?',
    'Return of equipment (laptops, badges) collected at exit',
  ],
  'segregation-of-duties': [
    'Is segregation of duties enforced for critical functions?',
    'Separation of duties between developers and deployers; four-eyes approval',
  ],
  'shared-accounts': [
    'Are shared or generic accounts prohibited?',
    'Unique user IDs for every person; no shared credentials',
  ],
  'service-accounts': [
    'How are service accounts and other non-human identities managed?',
    'Service account inventory with named owners',
  ],
  'support-access': [
    'Can your employees access customer data, and under what conditions?',
    'Support access to customer tenants requires customer approval and is logged',
  ],

  // Cryptography and data
  encryption: ['Is customer data encrypted?', 'Encryption standard'],
  'encryption-at-rest': [
    'Is customer data encrypted at rest?',
    'Databases encrypted with AES-256 (RDS encryption enabled)',
    'Are backups encrypted?',
  ],
  'encryption-in-transit': [
    'Is data encrypted in transit over public networks?',
    'TLS 1.2+ enforced on all endpoints; HSTS enabled',
    'Are all connections to the service over HTTPS?',
  ],
  'disk-encryption': [
    'Are laptops protected with full disk encryption?',
    'FileVault and BitLocker enforced on all endpoints',
  ],
  'key-management': [
    'How are encryption keys managed?',
    'AWS KMS for key management; keys never leave the service',
  ],
  'key-rotation': [
    'Are encryption keys rotated at least annually?',
    'Automatic key rotation enabled for KMS keys',
  ],
  'customer-managed-keys': [
    'Can customers bring their own encryption keys (BYOK)?',
    'Customers can bring their own keys (BYOK) on the enterprise plan',
    'Are CSCs provided with the capacity to manage their own data encryption keys?',
  ],
  hsm: [
    'Are keys stored in a hardware security module (HSM)?',
    'CloudHSM cluster for signing keys',
  ],
  'certificate-management': [
    'How are TLS certificates managed and renewed?',
    "Certificates issued by Let's Encrypt and renewed automatically via ACM",
  ],
  'cryptographic-standards': [
    'Do you use only industry-standard encryption algorithms?',
    'Cryptography standard: FIPS 140-2 validated modules, no MD5 or SHA-1',
  ],
  'secrets-management': [
    'How are secrets such as API keys and database passwords stored?',
    'HashiCorp Vault for application secrets',
    'AWS Secrets Manager with rotation',
  ],
  'secret-scanning': [
    'Do you scan source code for hard-coded credentials?',
    'Secret scanning with Gitleaks in CI; GitHub push protection',
  ],
  'data-classification': [
    'Do you have a data classification policy?',
    'Information classification scheme: Public, Internal, Confidential, Restricted',
  ],
  'data-inventory': [
    'Do you maintain a data inventory or data map of personal data?',
    'Record of processing activities (ROPA) maintained by the DPO',
  ],
  dlp: [
    'Do you use data loss prevention (DLP) tools?',
    'DLP rules block uploads to personal cloud storage',
  ],
  pseudonymisation: [
    'Is personal data pseudonymised or anonymised where possible?',
    'Data masking and tokenisation of card numbers',
  ],
  'tenant-isolation': [
    "How is customer data logically segregated from other customers' data?",
    'Multi-tenant isolation enforced with row-level security and tenant IDs',
  ],
  'data-residency': [
    'In which countries is customer data stored?',
    'Data residency: EU customers hosted in the EU region (Frankfurt)',
  ],
  'media-disposal': [
    'How is storage media securely disposed of?',
    'Hard drives destroyed per NIST 800-88; certificates of destruction kept',
  ],
  'removable-media': [
    'Is the use of removable media such as USB drives restricted?',
    'USB mass storage blocked on managed laptops',
  ],
  'sensitive-personal-data': [
    'Do you process special categories of personal data such as health data?',
    'Handling of biometric data and other sensitive personal data',
  ],

  // Continuity
  backups: [
    'Is customer data backed up?',
    'Daily backups of production databases with Veeam',
    'Do you back up the configuration of network devices?',
  ],
  'backup-offsite': [
    'Are backups stored off-site or in a geographically separate location?',
    'Backups replicated cross-region to eu-west-2; immutable backups with object lock',
  ],
  'backup-immutable': [
    'Are backups stored in immutable (WORM) storage?',
    'Backup vault with object lock: copies cannot be deleted before their retention ends',
  ],
  'backup-retention': [
    'How long are backups retained?',
    'Backup retention: daily snapshots kept for 35 days',
  ],
  'restore-testing': [
    'Are backups tested by performing restores at least annually?',
    'Quarterly restore test from backup with evidence',
  ],
  'business-continuity': [
    'Do you have a business continuity plan?',
    'BCP reviewed annually by the executive team',
  ],
  'disaster-recovery': [
    'Do you have a documented disaster recovery plan?',
    'DR plan: failover region us-west-2',
  ],
  'dr-testing': [
    'Is the disaster recovery plan tested at least annually?',
    'Annual DR test with failover exercise and report',
    'Are business continuity plans exercised?',
  ],
  'rto-rpo': [
    'What are your RTO and RPO for the service?',
    'Recovery time objective 4 hours, recovery point objective 1 hour',
  ],
  bia: [
    'Have you performed a business impact analysis?',
    'BIA updated annually for critical services',
  ],
  'high-availability': [
    'Is the service deployed across multiple availability zones for high availability?',
    'Multi-AZ deployment with load balancing and automatic failover',
  ],
  capacity: [
    'Do you perform capacity planning?',
    'Capacity monitoring and auto-scaling on the application tier',
  ],
  'availability-sla': [
    'What uptime do you commit to in your SLA?',
    'Service level agreement: 99.9% availability; public status page',
  ],

  // Monitoring and incidents
  logging: [
    'Are security events logged?',
    'Centralised logging in Datadog; CloudTrail enabled in all accounts',
    'Do you keep audit trails of administrator actions?',
  ],
  'log-retention': [
    'How long are logs retained?',
    'Audit logs retained for 12 months in cold storage',
  ],
  'log-protection': [
    'Are logs protected from tampering and unauthorised access?',
    'Log integrity: CloudTrail log file validation; logs stored in write-once bucket',
  ],
  'log-review': ['Are logs reviewed regularly?', 'Weekly review of security logs by the SOC'],
  'security-monitoring': [
    'Do you monitor for suspicious activity on your network?',
    'Threat detection for anomalous logins',
  ],
  siem: [
    'Do you use a SIEM to correlate security events?',
    'Splunk correlation rules and alerts on privileged activity',
    'Microsoft Sentinel ingests Entra ID sign-in logs',
  ],
  soc: [
    'Are your systems monitored 24/7 by a security operations centre?',
    'MDR provider (Arctic Wolf) provides 24x7 monitoring',
  ],
  'system-monitoring': [
    'Do you monitor system availability and performance?',
    'Infrastructure monitoring in Grafana and Prometheus; health checks every minute',
  ],
  'time-sync': [
    'Are system clocks synchronised to an authoritative time source?',
    'NTP configured on all servers (Amazon Time Sync)',
  ],
  'file-integrity-monitoring': [
    'Do you use file integrity monitoring on critical servers?',
    'FIM via Wazuh on production hosts',
  ],
  'threat-intelligence': [
    'Do you subscribe to threat intelligence feeds?',
    'Threat intel from the sector ISAC reviewed weekly',
  ],
  'incident-response': ['How do you respond to security incidents?', 'Incident management process'],
  'incident-response-plan': [
    'Do you have a documented incident response plan?',
    'Incident response playbooks for ransomware and account compromise',
  ],
  'incident-response-testing': [
    'Is the incident response plan tested at least annually?',
    'Annual tabletop exercise with the executive team',
  ],
  'post-incident-review': [
    'Do you perform post-incident reviews?',
    'Blameless postmortems with root cause analysis and lessons learned',
  ],
  'breach-notification': [
    'Will you notify customers of a security breach within 72 hours?',
    'Breach notification procedure: customers informed without undue delay',
  ],
  'incident-classification': [
    'How are incidents classified by severity?',
    'Incident severity levels SEV1 to SEV4 defined',
  ],
  forensics: [
    'Do you have forensic investigation capabilities?',
    'Evidence preservation and chain of custody for incidents',
  ],
  'incident-history': [
    'Have you experienced a data breach in the last 3 years?',
    'Any security incidents in the past 12 months?',
  ],
  'on-call': [
    'Is there an on-call rota for security incidents?',
    'PagerDuty escalation policy for the platform team',
  ],

  // Vulnerabilities and development
  'vulnerability-management': [
    'Do you have a vulnerability management programme?',
    'Vulnerability management standard: CVSS-based prioritisation',
    'Are procedures maintained to identify, report and prioritize the remediation of vulnerabilities?',
  ],
  'vulnerability-scanning': [
    'Do you perform regular vulnerability scans of your infrastructure?',
    'Weekly authenticated scans with Tenable Nessus; AWS Inspector on EC2',
  ],
  'container-scanning': [
    'Are container images scanned for vulnerabilities before deployment?',
    'Trivy scans every Docker image in the pipeline; ECR image scanning',
  ],
  patching: [
    'Are security patches applied in a timely manner?',
    'OS patching monthly via Automox',
    'Do you run any end-of-life or unsupported software?',
  ],
  'remediation-sla': [
    'Are critical vulnerabilities remediated within 7 days?',
    'Remediation SLA: critical 7 days, high 30 days',
  ],
  'penetration-testing': [
    'Do you perform annual penetration tests by an independent third party?',
    'Annual external pentest by NCC Group',
  ],
  'vulnerability-disclosure': [
    'Do you have a vulnerability disclosure policy for security researchers?',
    'security.txt and responsible disclosure page',
  ],
  'bug-bounty': ['Do you run a bug bounty programme?', 'HackerOne private bug bounty'],
  sdlc: [
    'Do you follow a secure software development lifecycle (SDLC)?',
    'Secure development policy aligned with OWASP SAMM',
  ],
  'threat-modelling': [
    'Do you perform threat modelling for new features?',
    'Security design review for high-risk changes (STRIDE)',
  ],
  'code-review': [
    'Is all code peer reviewed before it is merged?',
    'Branch protection: pull requests need one approval before merge',
  ],
  sast: [
    'Do you use static application security testing (SAST)?',
    'Semgrep and CodeQL run on every pull request',
  ],
  dast: [
    'Do you perform dynamic application security testing?',
    'OWASP ZAP baseline scan against staging nightly',
  ],
  'dependency-scanning': [
    'Do you scan third-party libraries for known vulnerabilities?',
    'Dependabot and Snyk open source scanning of dependencies',
    'Renovate keeps dependencies up to date',
  ],
  'software-supply-chain': [
    'Can you provide a software bill of materials (SBOM)?',
    'Signed container images with cosign; SLSA build provenance',
  ],
  'web-app-security': [
    'How do you protect against the OWASP Top 10 such as SQL injection and XSS?',
    'Input validation and output encoding in all web forms',
  ],
  'api-security': [
    'How are your APIs authenticated and rate limited?',
    'API gateway with OAuth 2.0 tokens',
  ],
  'source-code': [
    'How is access to source code repositories controlled?',
    'GitHub organisation with SSO; repositories private by default',
  ],
  'ai-usage': [
    'Do you use artificial intelligence or machine learning to process customer data?',
    'Generative AI acceptable use: approved LLM tools only',
  ],
  'change-management': [
    'Do you have a formal change management process?',
    'Changes to production are reviewed, tested and approved before deployment',
    'Change advisory board meets weekly',
  ],
  'emergency-change': [
    'How are emergency changes handled?',
    'Hotfix process with retrospective approval',
  ],
  'ci-cd': [
    'Are deployments automated through a CI/CD pipeline?',
    'GitHub Actions deployment pipelines with OIDC to AWS',
  ],
  'environment-separation': [
    'Are development, test and production environments separated?',
    'Separate AWS accounts for production and non-production environments',
  ],
  'test-data': [
    'Is production data used in test or development environments?',
    'Synthetic test data only; no customer data in staging',
  ],

  // Infrastructure
  'network-security': [
    'Describe your network security controls.',
    'Network architecture diagram reviewed annually',
  ],
  firewall: [
    'Are firewalls in place at all network boundaries?',
    'Palo Alto next-generation firewalls with default-deny inbound rules',
  ],
  'firewall-review': [
    'Are firewall rules reviewed at least every six months?',
    'Semi-annual firewall rule review',
  ],
  'security-groups': [
    'How are cloud security groups managed?',
    'AWS security groups and network ACLs defined in Terraform',
  ],
  segmentation: [
    'Is the network segmented to isolate sensitive systems?',
    'Production VPC with private subnets; corporate network separated',
  ],
  waf: [
    'Do you use a web application firewall (WAF)?',
    'AWS WAF managed rules in front of the API',
  ],
  ddos: ['Do you have DDoS protection?', 'AWS Shield Advanced for denial-of-service mitigation'],
  'ids-ips': [
    'Do you use intrusion detection or prevention systems (IDS/IPS)?',
    'GuardDuty enabled in all accounts; Suricata on the edge',
  ],
  wireless: [
    'Is the corporate wireless network secured with WPA2-Enterprise?',
    'Guest Wi-Fi isolated from the office network',
  ],
  'remote-access': [
    'How do employees access internal systems remotely?',
    'VPN (GlobalProtect) required for remote access to internal tools',
  ],
  'zero-trust': [
    'Have you adopted a zero trust architecture?',
    'Conditional access with device posture checks (ZTNA)',
  ],
  'email-security': [
    'Are SPF, DKIM and DMARC configured for your domains?',
    'Email filtering with Proofpoint; malicious attachments sandboxed',
  ],
  'web-filtering': [
    'Do you filter web traffic to block malicious websites?',
    'DNS filtering with Cisco Umbrella on all laptops',
  ],
  'endpoint-protection': [
    'Is anti-malware or EDR deployed on all endpoints?',
    'Endpoint detection and response — CrowdStrike Falcon runs on all laptops; sensor health checked monthly',
    'SentinelOne on servers; Microsoft Defender for Endpoint on Windows',
  ],
  ransomware: [
    'What controls do you have to protect against ransomware?',
    'Ransomware resilience review',
  ],
  mdm: [
    'Are mobile devices managed with an MDM solution?',
    'Jamf for macOS and Intune for Windows; BYOD phones enrolled in Kandji',
  ],
  'software-installation': [
    'Can users install software on their workstations?',
    'Application allowlisting; unapproved software blocked',
  ],
  'asset-inventory': [
    'Do you maintain an inventory of hardware and software assets?',
    'Asset register in the CMDB with an owner for each asset',
  ],
  hardening: [
    'Are systems hardened according to industry benchmarks such as CIS?',
    'Hardened golden images built to CIS Level 1 benchmark',
  ],
  'default-credentials': [
    'Are vendor default passwords changed before systems are deployed?',
    'Default accounts disabled on network devices',
  ],
  'configuration-drift': [
    'How do you detect configuration drift from approved baselines?',
    'AWS Config rules alert on non-compliant resources',
  ],
  'infrastructure-as-code': [
    'Is infrastructure managed as code?',
    'Terraform modules for all cloud resources',
  ],
  hosting: [
    'Which cloud hosting provider do you use?',
    'Service hosted on AWS infrastructure in eu-west-1',
  ],
  'shared-responsibility': [
    'Please describe the shared responsibility model between you and your customers.',
    'Complementary user entity controls (CUECs) documented in the SOC 2 report',
  ],
  'cloud-security-posture': [
    'Do you monitor your cloud environment for misconfigurations?',
    'Wiz CSPM across all AWS accounts',
  ],
  'container-security': [
    'How do you secure your Kubernetes clusters?',
    'EKS pod security standards enforced; containers run as non-root',
  ],

  // People and physical
  'security-awareness-training': [
    'Do all employees complete security awareness training annually?',
    'KnowBe4 security awareness programme',
  ],
  'phishing-simulation': [
    'Do you conduct phishing simulations?',
    'Monthly simulated phishing campaigns with KnowBe4',
  ],
  'role-based-training': [
    'Do developers receive secure coding training?',
    'Role-based security training for engineers and administrators',
  ],
  'new-hire-training': [
    'Do new hires receive security training during onboarding?',
    'Security training completed within 30 days of hire',
  ],
  'background-screening': [
    'Do you perform background checks on employees before hire?',
    'Pre-employment screening via Checkr (criminal records, employment history)',
  ],
  nda: [
    'Do employees and contractors sign confidentiality agreements?',
    'NDA signed by all staff at onboarding',
  ],
  'acceptable-use': ['Do you have an acceptable use policy?', 'AUP acknowledged by all employees'],
  disciplinary: [
    'Is there a disciplinary process for violations of security policy?',
    'Sanctions policy for non-compliance',
  ],
  'remote-working': [
    'Do you have a policy for remote working?',
    'Teleworking guidelines: home network and public Wi-Fi use',
  ],
  'security-roles': [
    'Who is responsible for information security in your organisation?',
    'CISO reports to the CEO; security steering committee meets monthly',
  ],
  'board-oversight': [
    'Is information security reported to the board of directors?',
    'Quarterly security update to the board; annual management review of the ISMS',
  ],
  'physical-access': [
    'How is physical access to your offices controlled?',
    'Badge access to the office; visitors signed in and escorted',
  ],
  cctv: ['Are your facilities monitored by CCTV?', 'Security cameras at all entrances'],
  'datacenter-security': [
    'How are your data centres physically secured?',
    'Data center security is inherited from AWS',
    'Access to the server room is restricted',
  ],
  environmental: [
    'Are data centres protected by fire suppression and UPS?',
    'Environmental controls: backup generators, HVAC, water leak detection',
  ],
  'clean-desk': ['Do you have a clean desk policy?', 'Clear desk and clear screen standard'],

  // Vendors and privacy
  'vendor-management': [
    'Do you have a third-party risk management programme?',
    'Vendor management policy',
    'Supply chain management, transparency, and accountability',
  ],
  'vendor-risk-assessment': [
    'Do you assess the security of vendors before onboarding them?',
    'Vendor security assessment questionnaire for new suppliers',
  ],
  'vendor-reassessment': [
    'Are critical vendors reassessed annually?',
    'Annual vendor review of SOC 2 reports for critical suppliers',
  ],
  'subprocessor-list': [
    'Please provide a list of your sub-processors.',
    'Subprocessor list published on the trust centre',
  ],
  'subprocessor-notice': [
    'Will you notify us before engaging a new sub-processor?',
    'Customers notified 30 days before new subprocessors are added and may object',
  ],
  'vendor-contracts': [
    'Do your contracts with suppliers include security requirements?',
    'Data processing agreements signed with all vendors',
  ],
  'right-to-audit': [
    'Do customers have the right to audit your organisation?',
    'Audit rights clause in the MSA',
  ],
  'vendor-offboarding': [
    'What happens at the termination of a vendor relationship?',
    'Supplier offboarding checklist; exit plans for critical vendors',
  ],
  'privacy-program': [
    'Do you have a privacy programme that addresses GDPR and CCPA?',
    'Privacy framework',
  ],
  'privacy-notice': ['Do you publish a privacy notice?', 'Privacy policy on the public website'],
  dpo: [
    'Have you appointed a Data Protection Officer?',
    'DPO contact published; EU representative appointed',
  ],
  dsar: [
    'How do you handle data subject access requests?',
    'DSAR procedure: requests fulfilled within 30 days',
    'Do you support the right to erasure?',
  ],
  consent: [
    'How do you obtain consent for processing personal data?',
    'Cookie consent banner with opt-in for analytics',
  ],
  'data-transfers': [
    'Do you transfer personal data outside the EEA?',
    'Standard contractual clauses and transfer impact assessments for international transfers',
  ],
  dpia: [
    'Do you perform data protection impact assessments?',
    'DPIA template; privacy by design review for new features',
  ],
  'data-minimisation': [
    'Do you apply data minimisation?',
    'Purpose limitation: data collected only where necessary',
  ],
  'selling-data': [
    'Do you sell or share personal data with third parties?',
    'We do not sell personal information or use it for targeted advertising',
  ],
  'data-retention': [
    'Do you have a data retention policy?',
    'Retention schedule for customer records',
  ],
  'data-deletion': [
    'Is customer data deleted upon termination of the contract?',
    'Customer data returned or deleted within 30 days of contract end',
  ],
  'government-requests': [
    'How do you respond to law enforcement requests for customer data?',
    'Government access requests procedure; transparency report',
  ],

  // Governance
  'policy-acknowledgement': [
    'Are staff required to read and acknowledge the security policies every year?',
    'Policies are acknowledged electronically by every employee at hire',
  ],
  'tape-backup': [
    'Are backups written to offline tape media?',
    'Weekly LTO tape rotation to Iron Mountain',
  ],
  'phishing-resistant-mfa': [
    'Is phishing-resistant MFA (security keys or passkeys) required?',
    'FIDO2 security keys for administrators',
  ],
  'customer-authentication': [
    "Do your customers' end users have to use MFA to log in to your platform?",
    'SAML single sign-on for customers on the enterprise plan',
  ],
  'host-firewall': [
    'Are software firewalls configured on managed endpoints?',
    'Windows Defender Firewall enforced on all laptops',
  ],
  'just-in-time-access': [
    'Is privileged access granted just-in-time, with no standing admin rights?',
    'Time-boxed production roles through privileged access management',
  ],
  'mobile-devices': [
    'Are mobile phones that access company email managed?',
    'Intune app protection for phones and tablets',
  ],
  'policy-management': [
    'Is the information security policy approved by management and reviewed annually?',
    'Policies reviewed and approved annually; employees acknowledge policies at hire',
  ],
  'policy-exceptions': [
    'Is there a process for exceptions to security policies?',
    'Policy exception register with expiry dates',
  ],
  'internal-audit': [
    'Do you conduct internal audits of your security controls?',
    'Internal audit programme for the ISMS',
  ],
  certifications: [
    'Which security certifications do you hold?',
    'Independent audits and attestations',
  ],
  iso27001: ['Are you ISO 27001 certified?', 'ISO/IEC 27001:2022 Statement of Applicability'],
  soc2: [
    'Can you share your most recent SOC 2 Type II report?',
    'SOC 2 Type 2 audit (Trust Services Criteria: Security, Availability)',
  ],
  pci: [
    'Are you PCI DSS compliant?',
    'Cardholder data environment scoped out via Stripe tokenization',
  ],
  hipaa: [
    'Are you HIPAA compliant and will you sign a BAA?',
    'HIPAA safeguards for protected health information',
  ],
  'nist-csf': [
    'Is your programme aligned with the NIST Cybersecurity Framework?',
    'Controls mapped to NIST 800-53 and CIS Controls v8',
  ],
  fedramp: ['Are you FedRAMP authorized?', 'FedRAMP Moderate authorisation in progress'],
  'iso27017-27018': [
    'Are you certified to ISO 27017 or ISO 27018?',
    'ISO/IEC 27701 privacy extension',
  ],
  'csa-star': [
    'Have you completed the CSA STAR self-assessment (CAIQ)?',
    'CSA STAR Level 1 entry in the STAR Registry',
  ],
  'regulatory-compliance': [
    'How do you identify applicable legal and regulatory requirements?',
    'Register of legal, regulatory and contractual requirements; DORA readiness',
  ],
  'risk-management': [
    'Do you have a formal risk management framework?',
    'Risk management methodology with defined risk appetite',
  ],
  'risk-assessment': [
    'Do you perform an annual information security risk assessment?',
    'Annual risk assessment identifying threats and vulnerabilities',
  ],
  'risk-register': [
    'Do you maintain a risk register?',
    'Risks tracked in the risk register with owners',
  ],
  'risk-scoring': [
    'How are risks scored — likelihood and impact?',
    'Risk matrix: likelihood x impact, 5x5',
  ],
  'risk-treatment': [
    'How are risks treated, and who can accept risk?',
    'Risk treatment plans approved by risk owners',
  ],
  insurance: [
    'Do you carry cyber liability insurance?',
    'Cyber insurance policy with $5M coverage',
  ],
};

/** Texts that must not give a topic, for the subjects that are easy to confuse. */
const DOES_NOT_FIRE: readonly (readonly [text: string, id: string])[] = [
  // Narrower topics stay apart.
  ['Is customer data encrypted in transit over TLS?', 'encryption-at-rest'],
  ['Encryption keys are stored separately from the data', 'encryption-at-rest'],
  ['Is data encrypted over public networks?', 'remote-working'],
  ['We retain log data for one year', 'data-retention'],
  ['Backup retention 30 days', 'data-retention'],
  ['Security logs are reviewed weekly', 'log-protection'],
  ['Multi-AZ deployment across multiple availability zones', 'backup-offsite'],
  ['Is access granted on the principle of least privilege?', 'provisioning'],
  ['How do you handle data subject access requests?', 'provisioning'],
  ['Government access requests procedure', 'provisioning'],
  ['De-provisioning of leavers within one day', 'provisioning'],
  ['Removable media access is blocked', 'deprovisioning'],
  ['Supplier offboarding checklist', 'deprovisioning'],
  ['Default accounts disabled on network devices', 'deprovisioning'],
  ['Vendor risk assessment before onboarding', 'risk-assessment'],
  ['Independent third-party security testing of the application', 'vendor-management'],
  ['What happens at the end of a vendor relationship?', 'data-deletion'],
  ['Static application security testing in the pipeline', 'web-app-security'],
  ['Secure development policy aligned with OWASP SAMM', 'web-app-security'],
  ['DPIA with a privacy by design review', 'threat-modelling'],
  ['Hotfix process with retrospective approval', 'post-incident-review'],
  ['Weekly authenticated vulnerability scans', 'authentication'],
  ['Role-based security training for administrators', 'privileged-access'],
  ['Are keys stored in a hardware security module?', 'security-awareness-training'],
  ['Record of processing activities', 'logging'],
  ['Pod security standards enforced on every cluster', 'certifications'],
  ['Quarterly security update to the board', 'patching'],
  ['Clock drift alerts from NTP', 'configuration-drift'],
  ['API keys are stored in Vault', 'api-security'],
  ['The security team reviews access quarterly', 'security-roles'],
  ['Backup generators are tested monthly', 'backups'],
  ['Backup generators are tested monthly', 'restore-testing'],
  // "Unauthorised changes to assets" is about tampering, detected by configuration-drift (or
  // file integrity monitoring), not about how changes are decided: it does not name change
  // management on its own.
  ['Are information assets protected against unauthorised changes?', 'change-management'],
  // Words in another sense.
  ['Users log in through the portal; users who are logged in see their data', 'logging'],
  ['Unique user IDs for all staff', 'ids-ips'],
  ['Access from allowlisted IPs only', 'ids-ips'],
  ['Cookie consent for website visitors', 'physical-access'],
  ['Follow-ups are tracked to closure', 'environmental'],
  ['Media sanitised per NIST 800-88', 'nist-csf'],
  ['Physical access controls at the office', 'access-control'],
  ['Network access control (NAC) on office ports', 'access-control'],
  ['Remote wipe of lost laptops', 'media-disposal'],
  ['Trade secrets are protected by contract', 'secrets-management'],
  ['In their capacity as a processor', 'capacity'],
  ['Can you share your SOC 2 report?', 'soc'],
  ['SentinelOne on all servers', 'siem'],
  ['Microsoft Defender for Cloud', 'endpoint-protection'],
  // Products that stand for more than one topic name none of them alone.
  ['Okta', 'sso'],
  ['Okta', 'mfa'],
  ['Cloudflare in front of the application', 'waf'],
  ['Cloudflare in front of the application', 'ddos'],
  ['Zscaler on all laptops', 'web-filtering'],
  ['Zscaler on all laptops', 'remote-access'],
  ['Wazuh agents on all hosts', 'siem'],
];

/** Words that name no subject alone, and the boilerplate of CAIQ and SIG questions. */
const NOTHING = [
  ...['policy', 'review', 'process', 'procedure', 'cloud', 'data', 'access', 'security'],
  ...['program', 'programme', 'vendor', 'test', 'monitor', 'maintained', 'communicated'],
  ...['evaluated', 'management', 'controls', 'organisation', 'organization', 'third party'],
  'Are policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?',
  'Are human resource policies and procedures established, documented, approved, communicated, applied, evaluated and maintained?',
  'Is the process reviewed and maintained by the security team?',
  'Do you monitor and test your cloud security program?',
  'Do you have a documented procedure that is approved by management?',
  'Are changes to the process communicated to employees?',
  'Evidence of control operation is retained',
  'Please provide supporting documentation.',
];

const everyPattern = (text: string) =>
  QUESTION_TOPICS.filter(({ when }) => when.test(normalized(text))).map(({ id }) => id);

describe('QUESTION_TOPICS', () => {
  it('has 130 to 200 topics, with unique ids and labels', () => {
    expect(QUESTION_TOPICS.length).toBeGreaterThanOrEqual(130);
    expect(QUESTION_TOPICS.length).toBeLessThanOrEqual(200);
    expect(new Set(QUESTION_TOPICS.map(({ id }) => id)).size).toBe(QUESTION_TOPICS.length);
    expect(new Set(QUESTION_TOPICS.map(({ label }) => label)).size).toBe(QUESTION_TOPICS.length);
  });

  it('names only parents that exist, without cycles', () => {
    const byId = new Map(QUESTION_TOPICS.map((topic) => [topic.id, topic]));
    for (const topic of QUESTION_TOPICS) {
      const seen = new Set([topic.id]);
      for (let parent = topic.parent; parent !== undefined; parent = byId.get(parent)?.parent) {
        expect(byId.has(parent), `${topic.id} → ${parent}`).toBe(true);
        expect(seen.has(parent), `${topic.id} is its own ancestor`).toBe(false);
        seen.add(parent);
      }
    }
  });

  it('has patterns without flags that match no empty text', () => {
    for (const { id, when } of QUESTION_TOPICS) {
      expect(when.flags, id).toBe('');
      expect(when.test(''), id).toBe(false);
      expect(when.test(' '), id).toBe(false);
    }
  });

  it('reads every pattern by the words its matches begin with, so none is searched everywhere', () => {
    for (const { id, when } of QUESTION_TOPICS) expect(startKeys(when), id).not.toBeNull();
  });

  it('has phrasings for every topic, and only for topics', () => {
    const ids = new Set(QUESTION_TOPICS.map(({ id }) => id));
    for (const id of ids) expect(FIRES[id]?.length ?? 0, id).toBeGreaterThanOrEqual(2);
    for (const id of Object.keys(FIRES)) expect(ids.has(id), id).toBe(true);
    for (const [, id] of DOES_NOT_FIRE) expect(ids.has(id), id).toBe(true);
  });
});

describe('topicsOf', () => {
  it.each(Object.entries(FIRES).flatMap(([id, texts]) => texts.map((text) => [id, text])))(
    '%s: %j',
    (id, text) => {
      expect(topicsOf(text)).toContain(id);
    },
  );

  it.each(DOES_NOT_FIRE)('%j does not give %s', (text, id) => {
    expect(topicsOf(text)).not.toContain(id);
  });

  it.each(NOTHING)('%j names no topic', (text) => {
    expect(topicsOf(text)).toEqual([]);
  });

  it("gives the subject of a CAIQ question, not its boilerplate's", () => {
    const caiq = (subject: string) =>
      `Are ${subject} policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?`;
    expect(topicsOf(caiq('information security'))).toEqual(['policy-management']);
    expect(topicsOf(caiq('identity and access management'))).toEqual(['access-control']);
    expect(topicsOf(caiq('audit and assurance'))).toEqual(['internal-audit']);
    expect(topicsOf(caiq('business continuity management and operational resilience'))).toEqual([
      'business-continuity',
    ]);
    // A review at a stated frequency is what policy-management's controls answer.
    expect(topicsOf('Review and update the policies and procedures at least annually.')).toEqual([
      'policy-management',
    ]);
  });

  it('takes a product that spans topics as neither', () => {
    expect(topicsOf('Okta')).toEqual(['identity-provider']);
    expect(topicsOf('Okta SSO with Okta Verify push')).toEqual(['mfa', 'sso', 'identity-provider']);
  });

  it('reads unauthorised changes as a detection subject only when detection is named', () => {
    expect(topicsOf('Alerts on unauthorised changes to production configuration')).toContain(
      'configuration-drift',
    );
    expect(topicsOf('Protect assets from unauthorised changes')).toEqual([]);
  });

  it('reads capitals, accents and typographic apostrophes away', () => {
    expect(topicsOf('MULTI-FACTOR AUTHENTICATION')).toContain('mfa');
    expect(
      topicsOf('Politique de sécurité: chiffrement des données — encryption at rest'),
    ).toContain('encryption-at-rest');
    expect(topicsOf('Customers’ data is logically segregated')).toContain('tenant-isolation');
  });

  it('gives ids in table order, each once', () => {
    const order = new Map(QUESTION_TOPICS.map(({ id }, index) => [id, index]));
    const ids = topicsOf(
      'MFA and SSO for admins; backups tested quarterly; MFA again; TLS 1.2 in transit; SOC 2 report',
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.map((id) => order.get(id))).toEqual(
      [...ids.map((id) => order.get(id)!)].sort((a, b) => a - b),
    );
  });

  it('gives the same topics as testing every pattern on the whole text', () => {
    const texts = [
      ...Object.values(FIRES).flat(),
      ...DOES_NOT_FIRE.map(([text]) => text),
      ...NOTHING,
    ];
    // Longer texts too, made of several phrasings, as a questionnaire's cells often are.
    const longer = texts.map((text, index) =>
      [text, texts[(index * 7 + 3) % texts.length], texts[(index * 13 + 5) % texts.length]].join(
        index % 2 === 0 ? ' ' : '; ',
      ),
    );
    for (const text of [...texts, ...longer])
      expect(topicsOf(text), text).toEqual(everyPattern(text));
  });
});

describe('startKeys', () => {
  it('gives the first word, six characters at most', () => {
    expect(startKeys(/\b(sso|single sign-on)\b/)?.sort()).toEqual(['sing sign', 'sso']);
    expect(startKeys(/\bencrypt\w*\b/)).toEqual(['encryp']);
  });

  it('gives the first two words when the pattern says both', () => {
    expect(startKeys(/\bsecurity (awareness|training)\b/)?.sort()).toEqual([
      'secu awar',
      'secu trai',
    ]);
  });

  it('falls back to the first word, or its first four characters, when the rest is unknown', () => {
    expect(startKeys(/\bdata (\w+ ){1,2}retention\b/)).toEqual(['data']);
    // "patch" itself, and any longer word that begins "patc".
    expect(startKeys(/\bpatch\w*\b/)?.sort()).toEqual(['patc*', 'patch']);
  });

  it('reads digits as 0', () => {
    expect(startKeys(/\b(iso ?27001|2fa)\b/)?.sort()).toEqual(['0fa', 'iso 0000', 'iso000']);
  });

  it('gives null when the first word is not known, or a match could begin inside a word', () => {
    expect(startKeys(/\bau\w+\b/)).toBeNull();
    expect(startKeys(/sso/)).toBeNull();
    expect(startKeys(/\bsso\b/i)).toBeNull();
    expect(startKeys(/\b(sso)?\b/)).toBeNull();
  });
});
