/**
 * Independent held-out evaluation set for the control recommender.
 *
 * Written by an independent writer (a helper session) that had not seen the recommender's
 * expansion tables, rules, ranking code, or the existing eval sets (held-out.ts, tuning.ts).
 * Risks are phrased the way a mid-size company's risk register words them, deliberately not in
 * the control library's vocabulary. Each `addressedBy` list was labelled from the control library
 * text only (packages/db/src/library/controls/), listing every control a practitioner would accept
 * as genuinely treating the risk.
 *
 * Never tuned against: do not adjust the recommender to this set. It is meant to be measured once,
 * to give an honest read on wording the engine was not built around. Measured once, 2026-11-25:
 * hit@5 0.958 (115 of 120), hit@1 0.767, MRR 0.846.
 */
import type { EvalRisk } from './eval-types.ts';

export const HELD_OUT_INDEPENDENT_RISKS: EvalRisk[] = [
  // ---------------------------------------------------------------- identity and access
  {
    title: 'Former employees still able to log in after leaving',
    description:
      "Leavers' accounts in Salesforce and on the VPN are sometimes still active weeks after their last day because IT is not told in time.",
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-004', 'LIB-AC-005', 'LIB-AC-011', 'LIB-AC-003'],
  },
  {
    title: 'Account takeover using leaked or reused passwords',
    description:
      'Credentials exposed in other companies’ breaches could be reused to sign in to our email and SaaS apps, which only ask for a password today.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-002', 'LIB-AC-009', 'LIB-AC-003', 'LIB-CM-002'],
  },
  {
    title: 'Generic shared logins on warehouse scanners',
    description:
      'Pickers all use one login on the handheld scanners and the WMS, so we cannot tell who made a given stock adjustment.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-AC-007', 'LIB-AC-008'],
  },
  {
    title: 'Legacy VPN without MFA used by contractors',
    description:
      'The old VPN appliance only supports username and password and is still used by about 40 remote staff and third-party contractors.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-013', 'LIB-AC-002'],
  },
  {
    title: 'Too many people can see customer PII',
    description:
      'Most of engineering and the whole support team can read full customer records, including ID numbers, without any need-to-know check.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-001', 'LIB-AC-005', 'LIB-DP-008', 'LIB-SD-008'],
  },
  {
    title: 'No audit trail of who views patient records',
    description:
      'The practice management system does not record or review who opened which patient file, so snooping on records would go unnoticed (HIPAA).',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-CM-001', 'LIB-CM-002', 'LIB-AC-007'],
  },
  {
    title: 'Unattended logged-in PCs at clinic reception',
    description:
      'Front-desk computers showing patient schedules are often left unlocked while staff step away, in full view of waiting patients.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-AC-010', 'LIB-PS-005'],
  },
  // ---------------------------------------------------------------- privileged accounts
  {
    title: 'IT staff use domain admin accounts for daily work',
    description:
      'Several IT team members read email and browse the web while logged in with domain admin rights, so one bad click could hand over the whole network.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-006'],
  },
  {
    title: 'Cloud root account held by a single engineer',
    description:
      'The AWS root password and its MFA token sit with one engineer, and nobody knows when the account was last used or who else could get in during an emergency.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-015', 'LIB-AC-008', 'LIB-AC-006'],
  },
  {
    title: 'Sysadmin activity not recorded or reviewed',
    description:
      'Administrators can change system settings and open any mailbox, and nothing logs or checks what they do with those rights.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-006', 'LIB-CM-001', 'LIB-CM-002', 'LIB-OP-005'],
  },
  {
    title: 'Staff have local admin on their laptops',
    description:
      'Everyone is a local administrator and freely installs free tools and browser extensions they find online.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AM-007', 'LIB-AC-006', 'LIB-OP-006'],
  },
  // ---------------------------------------------------------------- patching and vulnerabilities
  {
    title: 'Servers months behind on security updates',
    description:
      'Windows servers at head office are patched ad hoc when someone has time, and some are several months behind.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-002', 'LIB-OP-001', 'LIB-AM-001'],
  },
  {
    title: 'Unsupported operating systems still running in production',
    description:
      'A handful of machines still run Windows Server 2012 and CentOS 7, which no longer receive vendor fixes.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AM-001', 'LIB-AM-007', 'LIB-OP-001', 'LIB-NS-002'],
  },
  {
    title: 'No regular scanning for weaknesses',
    description:
      'We do not scan our external IP ranges or internal network, and the last pen test was three years ago.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-001', 'LIB-OP-003'],
  },
  {
    title: 'Critical vulns left open well past target dates',
    description:
      'Scanner reports list hundreds of critical findings older than 90 days with no owner, deadline or agreed exception.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-001', 'LIB-OP-002', 'LIB-CM-006', 'LIB-GV-007'],
  },
  {
    title: 'Zero-day in widely used file transfer software',
    description:
      'A newly disclosed flaw in a product we run, like the MOVEit case, could be exploited before we even hear about it.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-010', 'LIB-OP-001', 'LIB-OP-002', 'LIB-IR-007'],
  },
  // ---------------------------------------------------------------- malware, ransomware, phishing, email
  {
    title: 'Ransomware encrypts file servers and backups',
    description:
      'An infection could spread across our flat network and encrypt both the production file shares and the backup server, halting operations for days.',
    category: 'TECHNOLOGY',
    addressedBy: [
      'LIB-OP-006',
      'LIB-BC-001',
      'LIB-BC-002',
      'LIB-NS-002',
      'LIB-IR-001',
      'LIB-IR-007',
    ],
  },
  {
    title: 'EDR agents silently stop reporting',
    description:
      'We found several servers where the EDR agent had been removed or had been offline for weeks, and nobody was alerted.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-CM-008', 'LIB-OP-006', 'LIB-AM-001'],
  },
  {
    title: 'Employees giving away passwords to phishing emails',
    description:
      'In the last simulation about one in five staff entered their password on a fake login page.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-HR-004', 'LIB-NS-009', 'LIB-AC-002', 'LIB-NS-007', 'LIB-IR-006'],
  },
  {
    title: 'Our email domain can be spoofed',
    description:
      'We have no DMARC record, so anyone can send mail that appears to come from our domain to customers and suppliers.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-009'],
  },
  {
    title: 'Mailboxes auto-forwarding to personal Gmail accounts',
    description:
      'Some users have set rules that forward all company email to private addresses, which we only discovered by accident.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-DP-007', 'LIB-CM-002', 'LIB-OP-004'],
  },
  {
    title: 'Payroll spreadsheets sent as plain email attachements',
    description:
      'HR and finance routinely email salary files and contracts as unprotected attachments, sometimes to personal addresses.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-009', 'LIB-DP-007', 'LIB-DP-004'],
  },
  {
    title: 'Cyber attack on company systems',
    description: 'Risk of a cyber attack disrupting operations or causing loss of data.',
    category: 'TECHNOLOGY',
    addressedBy: [
      'LIB-IR-001',
      'LIB-OP-006',
      'LIB-AC-002',
      'LIB-OP-001',
      'LIB-BC-001',
      'LIB-CM-002',
    ],
  },
  // ---------------------------------------------------------------- cloud and SaaS
  {
    title: 'Storage buckets left open to the internet',
    description:
      'Developers create S3 buckets by hand and one was found publicly readable with customer invoices in it.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-004', 'LIB-VM-007', 'LIB-CM-005', 'LIB-OP-005'],
  },
  {
    title: 'M365 and Salesforce data has no independent backup',
    description:
      'We rely on the providers’ own retention; if data were deleted or encrypted through a compromised account we could not get it back.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-BC-001', 'LIB-BC-002', 'LIB-VM-007'],
  },
  // ---------------------------------------------------------------- logging and monitoring
  {
    title: 'Intruders could go unnoticed for months - no SIEM',
    description:
      'Logs stay on individual servers and nobody looks at them, so an attacker could be inside for a long time before we notice.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-CM-001', 'LIB-CM-002', 'LIB-NS-006', 'LIB-IR-002'],
  },
  {
    title: 'Firewall and AD logs overwritten after a week',
    description:
      'Log files roll over after seven days, which is too short to investigate an incident or meet PCI requirements.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-CM-001'],
  },
  // ---------------------------------------------------------------- backups and DR
  {
    title: 'Backups never tested by an actual restore',
    description:
      'Nightly backups report success, but we have never tried a full restore and do not know whether it would work or how long it would take.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-BC-002', 'LIB-BC-004', 'LIB-BC-001'],
  },
  {
    title: 'Backup copies sit next to production',
    description:
      'The backup NAS is in the same server room and Windows domain as the systems it protects, so one attack or fire would take both.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-BC-001', 'LIB-NS-002', 'LIB-PS-003'],
  },
  {
    title: 'Loss of primary data centre halts order processing',
    description:
      'We run from one colocation site; a secondary site exists but failover has never been tried.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-BC-004', 'LIB-BC-005', 'LIB-BC-003', 'LIB-BC-006'],
  },
  {
    title: 'No agreed RTO/RPO for key applications',
    description:
      'Nobody has decided how long the ERP and webshop can be down, or how much data we could afford to lose, so IT cannot plan recovery.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-BC-006', 'LIB-BC-004', 'LIB-GV-015'],
  },
  // ---------------------------------------------------------------- network
  {
    title: 'Flat office network lets attackers move freely',
    description:
      'Office PCs, servers, CCTV cameras and the card terminals all sit on one network segment.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-002', 'LIB-NS-001'],
  },
  {
    title: 'Firewall ruleset bloated with old any-any rules',
    description:
      'The main firewall has around 900 rules, many left over from projects that ended years ago, and nobody dares remove them.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-003', 'LIB-NS-001'],
  },
  {
    title: 'Guest Wi-Fi bridged to corporate network',
    description:
      'Visitors on the guest wireless can reach internal printers and file shares, and the access points still use default admin passwords.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-008', 'LIB-NS-002', 'LIB-OP-004'],
  },
  {
    title: 'DDoS takes the webshop offline at peak season',
    description:
      'A flood of traffic against the online store during the Christmas peak could stop sales for hours.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-005', 'LIB-BC-005', 'LIB-NS-004'],
  },
  {
    title: 'RDP and admin consoles reachable from internet',
    description:
      'An external scan found remote desktop and a storage management web page exposed to the whole internet.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-001', 'LIB-AC-013', 'LIB-NS-003', 'LIB-OP-001', 'LIB-OP-004'],
  },
  // ---------------------------------------------------------------- encryption, keys, certificates
  {
    title: 'Lost consultant laptop exposes client files',
    description:
      'Consultants carry client files on laptops, and not all of them have full-disk encryption switched on.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AM-005', 'LIB-DP-001'],
  },
  {
    title: 'Customer portal still accepts TLS 1.0',
    description:
      'The portal and some internal APIs still allow outdated protocol versions and weak ciphers.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-DP-002', 'LIB-OP-004', 'LIB-OP-001'],
  },
  {
    title: 'Expired certificate takes payment API down',
    description:
      'The payment API was down for half a day last year because a certificate expired and nobody owned its renewal.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-OP-008'],
  },
  {
    title: 'Encryption keys created and held by developers',
    description:
      'The keys protecting customer data were generated by the same developers who have database access, and they have never been changed.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-DP-003', 'LIB-OP-009'],
  },
  {
    title: 'API keys hardcoded in git and pasted in Slack',
    description:
      'Credentials for the payment gateway and cloud accounts are committed to repositories and shared in chat channels.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-009', 'LIB-AC-014'],
  },
  {
    title: 'Company domain registered to ex-employee account',
    description:
      'Our main web domain and several marketing domains are on a former employee’s personal registrar account with auto-renew switched off.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-OP-008', 'LIB-AC-008'],
  },
  // ---------------------------------------------------------------- endpoint and mobile
  {
    title: 'Personal phones with company email and no PIN',
    description:
      'Staff read email and Teams on their own phones with no lock requirement and no way for us to wipe company data if a phone is lost.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AM-005', 'LIB-AC-010'],
  },
  {
    title: 'Customer drawings copied to USB sticks for site visits',
    description:
      'Engineers take design files and customer data to site on USB drives, and several have been lost.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-AM-006', 'LIB-DP-001', 'LIB-DP-007'],
  },
  {
    title: 'Incomplete inventory of IT equipment and cloud resources',
    description:
      'We have no accurate list of servers, laptops and cloud accounts, so some are never patched or monitored.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AM-001', 'LIB-AM-005'],
  },
  // ---------------------------------------------------------------- secure development and change
  {
    title: 'Customer portal never security tested',
    description:
      'The portal was built fast by a small team and has never been checked for injection, XSS or access flaws.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-003', 'LIB-SD-005', 'LIB-OP-003', 'LIB-SD-001', 'LIB-SD-004'],
  },
  {
    title: 'Known-vulnerable open source packages in our apps',
    description:
      'Our applications pull in hundreds of npm packages and nobody tracks which versions we ship or what flaws they carry.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-014', 'LIB-SD-005', 'LIB-OP-001'],
  },
  {
    title: 'Offshore dev partner ignores our coding practises',
    description:
      'Our outsourced development company pushes code straight into our repositories with little review and its own standards.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-009', 'LIB-SD-004', 'LIB-VM-003', 'LIB-AC-014'],
  },
  {
    title: 'Developers can change production directly',
    description:
      'Developers can deploy from their laptops and edit production databases with their everyday credentials.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-008', 'LIB-SD-006', 'LIB-AC-016', 'LIB-AC-006'],
  },
  {
    title: 'Live customer PII used in test and UAT systems',
    description:
      'Non-production systems are refreshed with full copies of the live database, real names and bank details included, and many contractors can log in to them.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-010', 'LIB-DP-008', 'LIB-SD-008', 'LIB-PR-015'],
  },
  {
    title: 'Magecart-style skimming on the checkout page',
    description:
      'Several third-party marketing scripts load on our checkout page; if one were compromised it could capture card numbers as customers type.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-011'],
  },
  {
    title: 'ERP configuration changed without approval or testing',
    description:
      'IT makes changes to ERP settings straight in production, with no ticket, test or sign-off.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-006', 'LIB-OP-005', 'LIB-SD-008'],
  },
  {
    title: 'Hotfixes bypass the normal release checks',
    description:
      'Late-night fixes are rarely written up or approved afterwards, and this route is now used for ordinary changes too.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-007', 'LIB-SD-006'],
  },
  // ---------------------------------------------------------------- AI and data quality
  {
    title: 'Staff pasting confidential data into ChatGPT',
    description:
      'Employees use public AI chatbots to summarise contracts and customer emails, sending confidential information outside the company.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AM-003', 'LIB-DP-007', 'LIB-NS-007', 'LIB-HR-004'],
  },
  {
    title: 'CV screening tool may discriminate against applicants',
    description:
      'The recruitment software we bought ranks and rejects candidates automatically, and we have no idea whether it is biased.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-010', 'LIB-PR-002'],
  },
  {
    title: 'Support chatbot gives wrong or leaked answers',
    description:
      'Our new LLM-based customer chatbot might make up refund terms or reveal another customer’s details.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-SD-002', 'LIB-PR-002', 'LIB-GV-011'],
  },
  {
    title: 'Customer transcripts reused to train internal AI model',
    description:
      'The data team used support call transcripts to train a model without checking whether that use fits why the data was collected.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-005', 'LIB-PR-002', 'LIB-PR-015'],
  },
  {
    title: 'Duplicate and out-of-date customer master data',
    description:
      'Duplicate accounts and stale addresses cause misdirected invoices and wrong credit decisions about customers.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PR-007'],
  },
  {
    title: 'Unknown where sensitive data is held',
    description:
      'We do not know which systems and shared drives hold customer PII or card numbers, so we cannot protect them properly.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-AM-002', 'LIB-DP-004', 'LIB-PR-001'],
  },
  // ---------------------------------------------------------------- privacy
  {
    title: 'Marketing to bought-in leads without consent',
    description:
      'Contact lists from trade-show organisers are loaded straight into the newsletter tool without checking anyone opted in.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-004', 'LIB-PR-009', 'LIB-PR-005'],
  },
  {
    title: 'Personal data kept forever',
    description:
      'We still hold CVs from unsuccessful candidates and customer records from over ten years ago; nothing is ever deleted.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-005', 'LIB-DP-006'],
  },
  {
    title: 'Missing the one-month deadline for DSARs',
    description:
      'Subject access requests land in random inboxes and we have missed the statutory deadline twice this year.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-006', 'LIB-AM-002', 'LIB-PR-012'],
  },
  {
    title: 'Deletion requests only partly carried out',
    description:
      'When customers ask to be forgotten we remove them from the CRM, but their data stays in the warehouse, mailing tool and backups.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-008', 'LIB-AM-002', 'LIB-PR-009'],
  },
  {
    title: 'Late reporting of a data breach to the regulator',
    description:
      'There is no process to decide within 72 hours whether a breach must be reported to the ICO or to affected individuals.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-011', 'LIB-IR-001', 'LIB-IR-008', 'LIB-IR-002'],
  },
  {
    title: 'EU customer data sent to US tools without SCCs',
    description:
      'Several US-based SaaS tools receive EU personal data and we have no transfer clauses or assessments on file.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-013', 'LIB-VM-004', 'LIB-PR-001'],
  },
  {
    title: 'Patient information seen or shared inappropriately',
    description:
      'PHI from the booking system can be viewed by any staff member and emailed to people not involved in the patient’s care.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-AC-001', 'LIB-AC-005', 'LIB-DP-007', 'LIB-HR-004'],
  },
  {
    title: 'No BAAs with vendors handling patient data',
    description:
      'Our transcription service and cloud fax provider process PHI, but business associate agreements were never signed.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-VM-003', 'LIB-VM-002'],
  },
  {
    title: 'Cannot show regulator what personal data we process',
    description:
      'If the regulator asked tomorrow, we could not produce a list of our personal data processing, its purpose and where it goes.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-001', 'LIB-AM-002', 'LIB-PR-005'],
  },
  {
    title: 'New app features launched without privacy review',
    description:
      'The product team shipped location tracking in the mobile app without anyone assessing the privacy impact first.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-002', 'LIB-PR-015', 'LIB-GV-011'],
  },
  {
    title: 'Customer lists shared with resellers without contracts',
    description:
      'Sales passes customer contact lists to reseller partners with nothing agreeing how they may use them, and no record of what was shared.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-VM-004', 'LIB-PR-014', 'LIB-PR-005', 'LIB-VM-003'],
  },
  {
    title: 'Data breach of customer information',
    description:
      'Unauthorised disclosure of customer data leading to fines and reputational damage.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-001', 'LIB-DP-007', 'LIB-AC-001', 'LIB-PR-011', 'LIB-IR-001'],
  },
  // ---------------------------------------------------------------- vendors and third parties
  {
    title: 'Breach at payroll provider exposes employee bank details',
    description:
      'Our outsourced payroll bureau holds every employee’s bank account and NI number; a breach there would be ours to answer for.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-002', 'LIB-VM-003', 'LIB-VM-005', 'LIB-VM-009', 'LIB-VM-001'],
  },
  {
    title: 'Suppliers signed up without any security check',
    description:
      'Procurement chooses new suppliers on price alone; security and privacy are not looked at before the contract is signed.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-002', 'LIB-VM-001', 'LIB-VM-003'],
  },
  {
    title: 'Over-reliance on a single cloud provider',
    description:
      'Everything runs in one AWS region with one provider; a long outage or a sharp price rise would hit us hard and we have no exit plan.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-BC-005', 'LIB-BC-004', 'LIB-VM-007'],
  },
  {
    title: 'Previous IT support firm still has admin access',
    description:
      'When we changed managed service provider, the old one kept its admin accounts and copies of our data.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-008', 'LIB-AC-008', 'LIB-AC-005'],
  },
  {
    title: 'No single complete list of suppliers',
    description:
      'Finance, IT and procurement each keep their own supplier lists and none of them is complete.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-006', 'LIB-VM-001'],
  },
  {
    title: 'Teams buying SaaS on credit cards without IT knowing',
    description:
      'Departments sign up for online tools with company cards and upload client data to them without IT or procurement being aware.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-VM-006', 'LIB-AM-001', 'LIB-VM-002'],
  },
  {
    title: 'Key vendors not re-reviewed since onboarding',
    description:
      'Our main SaaS suppliers were assessed years ago and nobody has read their latest SOC 2 reports.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-005'],
  },
  {
    title: 'Logistics partner slow to tell us about their cyber incident',
    description:
      'Our 3PL suffered ransomware and we only learned about it from the news three days later.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-009', 'LIB-VM-003', 'LIB-IR-001'],
  },
  {
    title: 'Single ISP at main warehouse keeps failing',
    description:
      'The only internet line at the distribution centre has had several multi-hour outages, stopping shipping each time.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-NS-004', 'LIB-BC-005', 'LIB-BC-003'],
  },
  // ---------------------------------------------------------------- finance and SOX
  {
    title: 'Inadequate seperation of duties in AP',
    description:
      'One accounts payable clerk can add a supplier, change its bank details and release the payment run.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-012', 'LIB-GV-009', 'LIB-AC-005'],
  },
  {
    title: 'Fake supplier requests to change bank details',
    description:
      'Fraudsters pretending to be suppliers email AP asking to update bank details, and we change them without a call-back check.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-012', 'LIB-NS-009', 'LIB-HR-004', 'LIB-GV-009'],
  },
  {
    title: 'CEO fraud leading to urgent wire transfer',
    description:
      'A spoofed email from the CEO could persuade finance to rush through a large payment to a new overseas account.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-NS-009', 'LIB-HR-004', 'LIB-AC-012', 'LIB-HR-005'],
  },
  {
    title: 'Manual journal entries posted without second review',
    description:
      'Finance staff can post manual JEs to the general ledger with no approver, including at quarter-end close.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-012', 'LIB-GV-009'],
  },
  {
    title: 'Excessive SAP access including SAP_ALL users',
    description:
      'Many SAP users have superuser or broad finance roles, and access has not been reviewed for this year’s SOX testing.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-005', 'LIB-AC-006', 'LIB-AC-012', 'LIB-AC-001'],
  },
  {
    title: 'Bank and webshop interfaces to ERP fail silently',
    description:
      'Nightly feeds from the bank and the e-commerce platform into the ERP sometimes fail unnoticed, leaving unexplained differences at month-end.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-OP-012', 'LIB-DP-012'],
  },
  {
    title: 'IT fixing invoice data directly in the database',
    description:
      'At finance’s request, IT occasionally edits invoice and GL tables straight in SQL, leaving no record of what changed.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-016', 'LIB-SD-006', 'LIB-DP-012'],
  },
  {
    title: 'Wrong opening balances after ERP migration',
    description:
      'The move to the new ERP next year could carry over incorrect balances if the migrated data is not checked and signed off.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-SD-010', 'LIB-DP-012'],
  },
  {
    title: 'Tax and invoice records could be deleted',
    description:
      'Invoices and tax records sit on a shared drive where anyone can delete them, although we must keep them for seven years.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-011', 'LIB-DP-005'],
  },
  {
    title: 'Cyber losses exceed insurance cover',
    description:
      'A major ransomware event could cost far more than our cyber policy pays out, and nobody has checked the exclusions.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-BC-007', 'LIB-GV-007'],
  },
  {
    title: 'Full card numbers typed into CRM notes',
    description:
      'Call centre agents record customers’ card numbers in free-text notes, putting us out of line with PCI DSS.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-008', 'LIB-DP-007', 'LIB-DP-001'],
  },
  {
    title: 'Licence shortfall found in a vendor audit',
    description:
      'A Microsoft or Oracle audit could show far more installs than we have licences for, leading to a large true-up bill.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-GV-013', 'LIB-AM-001', 'LIB-AM-007'],
  },
  // ---------------------------------------------------------------- HR and people
  {
    title: 'New hires start before checks are complete',
    description:
      'People joining finance and IT often start work before their references and vetting have come back.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-HR-001'],
  },
  {
    title: 'Low completion of annual security training',
    description:
      'Only 60% of staff finished this year’s security e-learning, and new starters often skip it entirely.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-HR-004', 'LIB-GV-003'],
  },
  {
    title: 'Departing salesperson takes client list to competitor',
    description:
      'Someone leaving for a rival could download customer lists and pricing in their final weeks without anyone noticing.',
    category: 'STRATEGIC',
    addressedBy: [
      'LIB-DP-007',
      'LIB-CM-002',
      'LIB-AC-001',
      'LIB-HR-002',
      'LIB-HR-003',
      'LIB-AC-004',
    ],
  },
  {
    title: 'Only one sysadmin knows how key systems work',
    description:
      'A single administrator understands the ERP integrations and backup setup; if he left or fell ill we would be stuck.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-OP-011', 'LIB-AC-015'],
  },
  {
    title: 'Laptops and tokens not returned by leavers',
    description:
      'Departing staff, especially contractors, do not always hand back laptops, security keys and badges.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-AM-004', 'LIB-AM-005', 'LIB-AC-004'],
  },
  {
    title: 'Freelancers access client files without an NDA',
    description:
      'Temps and freelancers are given access to client documents before, or without ever, signing confidentiality terms.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-HR-003', 'LIB-HR-002'],
  },
  {
    title: 'Developers never trained on OWASP top 10',
    description:
      'None of our developers has had training on common web vulnerabilities, and the same flaws keep appearing.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-HR-005', 'LIB-SD-003'],
  },
  {
    title: 'Service desk tricked into resetting passwords and MFA',
    description:
      'Callers pretending to be staff have talked the helpdesk into resetting passwords and MFA devices.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-HR-005', 'LIB-HR-004'],
  },
  {
    title: 'No consequences for repeated rule breaking',
    description:
      'Staff who repeatedly ignore security rules face no follow-up, which tells everyone the rules are optional.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-HR-006', 'LIB-GV-005'],
  },
  {
    title: 'Home and cafe working exposes confidential info',
    description:
      'Staff print confidential documents at home, work on open public Wi-Fi and take calls about clients in cafes.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-HR-007', 'LIB-AC-013', 'LIB-AM-005'],
  },
  // ---------------------------------------------------------------- physical security
  {
    title: 'Tailgating into the office after hours',
    description:
      'Couriers and visitors follow staff through the door, and reception is unstaffed after 5pm.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-001', 'LIB-PS-002'],
  },
  {
    title: 'Server room door propped open, cleaners have key',
    description:
      'The comms room is routinely left open for ventilation and the cleaning contractor holds a key.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-004', 'LIB-PS-001', 'LIB-PS-006'],
  },
  {
    title: 'Fire or flood in basement server room',
    description:
      'Our on-site servers are in a basement below the kitchen, with no fire suppression or water detection.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-003', 'LIB-BC-004', 'LIB-BC-001'],
  },
  {
    title: 'Server room UPS and air con never serviced',
    description:
      'The UPS batteries and cooling unit have not been maintained in years and could fail without warning.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-007', 'LIB-PS-003'],
  },
  {
    title: 'Confidential papers left on desks and in recycling',
    description:
      'Printed patient letters and contracts are left out overnight and end up in the ordinary paper recycling.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-005', 'LIB-DP-006'],
  },
  {
    title: 'Card readers in stores tampered with',
    description:
      'Payment terminals in our shops could be swapped or fitted with skimming devices without staff noticing.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-006'],
  },
  // ---------------------------------------------------------------- business continuity and incidents
  {
    title: 'Head office unavailable with no BCP',
    description:
      'If the head office could not be used, we have no agreed way for customer service and payroll to keep running.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-BC-003', 'LIB-BC-006', 'LIB-BC-004'],
  },
  {
    title: 'Confused customer messaging during outages',
    description:
      'During the last outage customers heard nothing for hours and staff posted conflicting updates on social media.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-IR-008', 'LIB-IR-001', 'LIB-BC-003'],
  },
  {
    title: 'Incident plan never practised, contacts outdated',
    description:
      'We have an incident response document on SharePoint, but nobody has rehearsed it and half the phone numbers are wrong.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-IR-003', 'LIB-IR-001'],
  },
  {
    title: 'Black Friday traffic overwhelms the checkout',
    description:
      'Last year peak traffic exhausted database capacity and checkout failed for two hours.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-OP-007', 'LIB-BC-005'],
  },
  // ---------------------------------------------------------------- governance and compliance
  {
    title: 'IT policies stale, unowned and hard to find',
    description:
      'Most IT policies were written five years ago, have no owner, and staff do not know where to find them.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-GV-001'],
  },
  {
    title: 'No structured way to identify and rate risks',
    description:
      'Risks are discussed informally with no register or scoring method, so priorities are set by whoever shouts loudest.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-006', 'LIB-GV-008', 'LIB-GV-007'],
  },
  {
    title: 'New regulations like NIS2 missed',
    description:
      'New EU rules such as NIS2 and DORA may apply to us, and nobody is tracking new legal obligations as they appear.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-GV-012', 'LIB-GV-010', 'LIB-GV-014'],
  },
  {
    title: 'Audit and pen test findings left unresolved',
    description:
      'Issues from last year’s external audit and penetration test are still open, with no owners or due dates.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-CM-006', 'LIB-GV-007', 'LIB-GV-004'],
  },
  {
    title: 'Failing our ISO 27001 surveillance audit',
    description:
      'Losing our certification would cost us enterprise deals, and we have no internal checks between external audits.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-CM-004', 'LIB-CM-005', 'LIB-CM-006'],
  },
  {
    title: 'Board has no visibility of cyber risk',
    description:
      'Directors receive no regular cyber reporting and cannot judge whether security investment is adequate.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-004', 'LIB-GV-016', 'LIB-GV-003'],
  },
  {
    title: 'Nobody accountable for information security',
    description:
      'There is no CISO or named owner for security, so tasks fall between IT and compliance and get dropped.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-002', 'LIB-GV-003', 'LIB-HR-008'],
  },
  {
    title: 'Acquired company’s IT connected without due diligence',
    description:
      'We plan to link the recently acquired business’s network and systems to ours without knowing how well they are secured.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-010', 'LIB-NS-002', 'LIB-GV-006'],
  },
];
