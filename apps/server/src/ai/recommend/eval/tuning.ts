// Tuning set: the risks the expansion table and weights were adjusted against. Written in the
// register's own words; `addressedBy` lists the library controls that genuinely treat the risk.
import type { EvalRisk } from './eval-types.ts';

export const TUNING_RISKS: EvalRisk[] = [
  {
    title: 'Account takeover through password spraying',
    description:
      'Attackers try common passwords against every employee login on the internet-facing sign-in page; accounts without a second factor fall quickly.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-002', 'LIB-AC-009', 'LIB-CM-002'],
  },
  {
    title: 'Critical patches applied months late',
    description:
      'Operating system and browser updates on laptops are installed manually and many machines are three months behind.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-002', 'LIB-OP-001', 'LIB-AM-005'],
  },
  {
    title: 'Ransomware halts order processing',
    description:
      'Criminals encrypt our ERP and warehouse systems and demand payment; without clean copies we could not ship orders for weeks.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-BC-001', 'LIB-BC-002', 'LIB-OP-006', 'LIB-BC-004', 'LIB-IR-007'],
  },
  {
    title: 'API tokens pasted in team chat',
    description:
      'Engineers share production API tokens and database passwords in Slack channels with hundreds of members.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-009', 'LIB-AC-008'],
  },
  {
    title: 'Lost phone gives access to company email',
    description:
      'A lost smartphone without a PIN or remote wipe still has the company mail and files apps signed in.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AM-005', 'LIB-AC-010', 'LIB-DP-001'],
  },
  {
    title: 'Generic logins on the warehouse system',
    description:
      'Warehouse staff all sign in as "warehouse1", so stock adjustments cannot be traced to a person.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-AC-007', 'LIB-AC-008'],
  },
  {
    title: 'Phishing link steals finance credentials',
    description:
      'A finance team member receives a convincing fake invoice email and enters their credentials on a look-alike sign-in page.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-009', 'LIB-HR-004', 'LIB-AC-002', 'LIB-NS-007'],
  },
  {
    title: 'Cloud security groups open to the internet',
    description:
      'Database ports on several cloud servers accept connections from anywhere because default security group settings were never tightened.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-001', 'LIB-OP-004', 'LIB-VM-007', 'LIB-NS-003'],
  },
  {
    title: 'Online shop unavailable during peak sales',
    description:
      'A denial-of-service attack during Black Friday would make the online shop unreachable and cost a day of revenue.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-NS-005', 'LIB-BC-005', 'LIB-OP-007'],
  },
  {
    title: 'Engineer copies source code before leaving',
    description:
      'A developer who has resigned clones all company repositories to a personal laptop during the notice period.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-AC-014', 'LIB-DP-007', 'LIB-CM-002', 'LIB-HR-002', 'LIB-AC-004'],
  },
  {
    title: 'Leavers keep access to SaaS tools',
    description:
      'People who left the company can still log in to the CRM and file-sharing tools because accounts are removed by hand, if at all.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-004', 'LIB-AC-003', 'LIB-AC-005', 'LIB-AC-011'],
  },
  {
    title: 'Unused accounts left enabled',
    description:
      'Hundreds of accounts have not logged in for over a year but remain active in the directory.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-011', 'LIB-AC-005'],
  },
  {
    title: 'Cross-site scripting in the customer web app',
    description:
      'Untrusted input is rendered without encoding, letting attackers run script in other customers’ browsers.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-003', 'LIB-SD-005', 'LIB-OP-003', 'LIB-NS-005'],
  },
  {
    title: 'Outdated third-party libraries in our product',
    description:
      'Our application bundles open-source components with known vulnerabilities that nobody tracks or upgrades.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-014', 'LIB-OP-001', 'LIB-SD-005'],
  },
  {
    title: 'No audit trail of administrator activity',
    description:
      'Administrative actions on servers and cloud consoles are not logged, so we could not tell what an attacker or rogue admin did.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-CM-001', 'LIB-AC-006', 'LIB-CM-002'],
  },
  {
    title: 'Log collection silently stopped',
    description:
      'The log forwarder on the main application servers crashed weeks ago and nobody noticed the gap.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-CM-008', 'LIB-CM-001'],
  },
  {
    title: 'Unclear who does what during a cyber attack',
    description:
      'If we were attacked tomorrow, nobody knows who leads, who decides on shutting systems down or who talks to customers.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-IR-001', 'LIB-IR-008', 'LIB-IR-003'],
  },
  {
    title: 'Guest Wi-Fi reaches internal systems',
    description:
      'The visitor wireless network is bridged to the office LAN, so guests can reach file servers and printers.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-008', 'LIB-NS-002'],
  },
  {
    title: 'Legacy servers beyond end of life',
    description:
      'Two servers running the old payroll application use an operating system the vendor stopped supporting two years ago.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-002', 'LIB-AM-001', 'LIB-OP-001', 'LIB-NS-002'],
  },
  {
    title: 'Business data held in unsanctioned cloud apps',
    description:
      'Marketing stores campaign lists with customer emails in a free online spreadsheet tool that IT has never assessed.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-VM-006', 'LIB-VM-002', 'LIB-AM-003', 'LIB-AM-002'],
  },
  {
    title: 'Encryption keys never rotated',
    description:
      'The same encryption key has protected customer documents since 2017 and several former staff had access to it.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-DP-003'],
  },
  {
    title: 'Traffic between internal services sent in clear text',
    description:
      'Microservices talk to each other and to the database over unencrypted connections inside the data centre.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-DP-002', 'LIB-NS-002'],
  },
  {
    title: 'Firewall changes made without approval',
    description:
      'Network engineers open firewall ports on request by chat, with no ticket, approval or periodic review.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-NS-003', 'LIB-SD-006', 'LIB-NS-001'],
  },
  {
    title: 'Payment systems reachable from the office network',
    description:
      'The cardholder data environment is not separated from general office PCs, bringing the whole network into PCI scope.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-NS-002', 'LIB-NS-001'],
  },
  {
    title: 'Everyone is a local administrator',
    description:
      'All staff have administrator rights on their laptops, so malware they run has full control of the machine.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-006', 'LIB-AM-007', 'LIB-OP-006'],
  },
  {
    title: 'Customer files shared through public links',
    description:
      'Account managers share customer documents with "anyone with the link" settings that never expire.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-009', 'LIB-DP-007', 'LIB-DP-004'],
  },
  {
    title: 'Admin consoles stay logged in all day',
    description:
      'Cloud administration consoles and the ERP never time out, so an unattended browser gives full access.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-010', 'LIB-AC-006'],
  },
  {
    title: 'Break-glass account used without oversight',
    description:
      'The emergency administrator account is used for routine work and nobody is alerted when it logs in.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AC-015', 'LIB-AC-008', 'LIB-AC-006'],
  },
  {
    title: 'Data fixes run straight against the finance database',
    description:
      'Support engineers run ad hoc update scripts against the invoicing database to correct customer balances.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-016', 'LIB-SD-006', 'LIB-DP-012'],
  },
  {
    title: 'Releases deployed by hand from laptops',
    description:
      'Engineers deploy to production from their own machines, skipping tests and leaving no record of what was released.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-006', 'LIB-SD-008', 'LIB-SD-005'],
  },
  {
    title: 'Pull requests merged without approval',
    description:
      'Branch protection is off, so code reaches the main branch without anyone else looking at it.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-004', 'LIB-AC-014'],
  },
  {
    title: 'Hotfixes never reviewed after the fact',
    description:
      'Fixes made during out-of-hours incidents are applied directly and never documented or approved afterwards.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-007', 'LIB-SD-006'],
  },
  {
    title: 'Developers test with real patient data',
    description:
      'Developers use extracts of real patient records on their laptops to reproduce bugs.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-010', 'LIB-DP-008', 'LIB-SD-008'],
  },
  {
    title: 'Authorisation logic flaws in new API',
    description:
      'A new partner API was built without threat modelling; one customer could read another customer’s orders by changing an id.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-002', 'LIB-SD-005', 'LIB-OP-003', 'LIB-SD-003'],
  },
  {
    title: 'Outsourced developers ignore our standards',
    description:
      'The contractor building our booking platform does not follow our coding standards and delivers code without security testing.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-SD-009', 'LIB-SD-005', 'LIB-SD-004'],
  },
  {
    title: 'Go-live of new billing system without business testing',
    description:
      'The new billing platform goes live next month but finance has not tested invoices or reconciled the migrated customer balances.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-SD-010', 'LIB-SD-006'],
  },
  {
    title: 'Scripts on the payment page change without notice',
    description:
      'Marketing adds tag manager scripts to the checkout without review; a tampered script could capture card details.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-SD-011', 'LIB-OP-005'],
  },
  {
    title: 'Flood risk at the basement data room',
    description: 'Our main servers are in a basement that flooded twice in the past decade.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-003', 'LIB-BC-004', 'LIB-BC-005'],
  },
  {
    title: 'Backups stored on the same storage as production',
    description:
      'Database backups are written to the same storage array as the live data, so one failure or attack would lose both.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-BC-001', 'LIB-BC-002'],
  },
  {
    title: 'Recovery objectives never tested',
    description:
      'We promise customers a four-hour recovery time but have never run a failover to prove it.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-BC-004', 'LIB-BC-002', 'LIB-BC-005'],
  },
  {
    title: 'Single database server with no replica',
    description:
      'The order database runs on one server; a hardware fault would stop sales until it is rebuilt.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-BC-005', 'LIB-BC-001', 'LIB-BC-004'],
  },
  {
    title: 'Runbooks exist only in people’s heads',
    description:
      'Routine operations such as certificate rotation and failover are done from memory by a few senior engineers.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-OP-011'],
  },
  {
    title: 'No plan to keep serving customers during a crisis',
    description:
      'If the call centre were unavailable, we have no agreed way to keep answering customers or to decide who takes charge.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-BC-003', 'LIB-BC-006'],
  },
  {
    title: 'Critical processes not ranked by impact',
    description:
      'We have never assessed which business processes would hurt most if disrupted, so recovery targets are guesses.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-BC-006', 'LIB-GV-015'],
  },
  {
    title: 'Insurance may not cover a ransomware event',
    description:
      'Our cyber policy excludes some ransomware losses and its limits were set before the business doubled in size.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-BC-007'],
  },
  {
    title: 'Application slows to a halt under load',
    description:
      'Traffic growth has pushed servers to their limits; at peak times response times exceed 30 seconds.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-007', 'LIB-BC-005'],
  },
  {
    title: 'Equipment rooms without fire suppression',
    description:
      'Regional office network rooms have no smoke detection, fire suppression or temperature alarms.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-003'],
  },
  {
    title: 'Customer data exposed by a breach at our CRM vendor',
    description:
      'The CRM provider stores all our customer contacts; a compromise of their platform would leak our data.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-VM-001', 'LIB-VM-002', 'LIB-VM-003', 'LIB-VM-005', 'LIB-VM-007'],
  },
  {
    title: 'Vendors selected on price alone',
    description:
      'Procurement chooses suppliers purely on cost, without checking how they protect the data we will give them.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-002', 'LIB-VM-001'],
  },
  {
    title: 'Processor contracts lack GDPR clauses',
    description:
      'Our contracts with the payroll and email providers say nothing about how they may use employee personal data.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-VM-004', 'LIB-VM-003'],
  },
  {
    title: 'Supplier security never rechecked after onboarding',
    description:
      'Critical suppliers were assessed once when signed, years ago, and their security has not been looked at since.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-005', 'LIB-VM-001'],
  },
  {
    title: 'Old integrations with ex-suppliers still active',
    description:
      'API connections to a marketing agency we stopped working with last year still push customer data to them every night.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-VM-008', 'LIB-VM-006'],
  },
  {
    title: 'Vendor list scattered across spreadsheets',
    description:
      'Each department keeps its own list of suppliers, so nobody can say which vendors are critical or hold sensitive data.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-006', 'LIB-VM-001'],
  },
  {
    title: 'Customer data sent to a US analytics provider without safeguards',
    description:
      'Website behaviour data on EU customers flows to an American analytics company with no standard contractual clauses.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-013', 'LIB-VM-004'],
  },
  {
    title: 'Sole supplier of a key component could fail',
    description:
      'One manufacturer supplies the sensor in all our products; a collapse or outage at that supplier would stop production.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-VM-001', 'LIB-BC-003', 'LIB-BC-006', 'LIB-VM-005'],
  },
  {
    title: 'Misunderstanding of the cloud provider’s responsibilities',
    description:
      'Nobody has documented which security tasks the SaaS platform performs and which remain ours.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-VM-007'],
  },
  {
    title: 'Hosting provider incident contacts unknown',
    description:
      'If our hosting company had a security incident we would not know whom to call or how fast they would tell us.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-VM-009', 'LIB-VM-003'],
  },
  {
    title: 'Customer requests for their data not tracked',
    description:
      'Requests from customers asking what data we hold on them arrive by email and phone and are not logged or tracked to a deadline.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-006'],
  },
  {
    title: 'Data breach notification to customers delayed',
    description:
      'After last year’s incident, affected customers were told weeks later because no one was sure whether notification was needed.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-011', 'LIB-IR-008'],
  },
  {
    title: 'Marketing calls to people who objected',
    description:
      'Telemarketing lists are bought from brokers and not checked against customers who asked not to be contacted.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-009', 'LIB-PR-004'],
  },
  {
    title: 'Proof of consent missing for the mailing list',
    description:
      'We cannot show when or how most newsletter subscribers agreed to receive marketing.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-004'],
  },
  {
    title: 'CVs of rejected candidates kept for years',
    description:
      'The recruiting tool keeps every application ever received, including CVs of candidates rejected years ago.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-005', 'LIB-PR-008', 'LIB-PR-015'],
  },
  {
    title: 'Deletion requests not honoured in backups and analytics',
    description:
      'Customers who ask to be erased remain in the analytics platform and in exports held by the BI team.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-008', 'LIB-AM-002'],
  },
  {
    title: 'Cannot map where personal data flows',
    description:
      'There is no up-to-date picture of which systems hold personal data or where it is sent.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-AM-002', 'LIB-PR-001'],
  },
  {
    title: 'Employee monitoring tool rolled out without assessment',
    description:
      'HR plans to install software that records staff keystrokes and screens, without assessing the privacy impact.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-002', 'LIB-PR-005', 'LIB-PR-015'],
  },
  {
    title: 'Candidates not told how their data is used',
    description:
      'The careers site collects CVs and assessment results without any privacy information for applicants.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-003'],
  },
  {
    title: 'Collecting more customer data than needed',
    description:
      'Sign-up forms ask for date of birth, gender and phone number that the service never uses.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-015', 'LIB-PR-005'],
  },
  {
    title: 'Loan decisions made by an algorithm with no human review',
    description:
      'Applications are rejected automatically by a scoring model and applicants cannot ask a person to look again.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-010', 'LIB-PR-002'],
  },
  {
    title: 'New laws missed by the compliance team',
    description:
      'We found out about new e-invoicing obligations only when a customer asked; nobody monitors legal changes.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-GV-012'],
  },
  {
    title: 'Open-source licences violated in our product',
    description:
      'Our commercial product may include copyleft-licensed code whose terms we have not complied with.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-GV-013', 'LIB-OP-014'],
  },
  {
    title: 'Wrong customer details used for billing',
    description:
      'Customers complain that invoices go to outdated addresses because changes they request are not applied everywhere.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PR-007'],
  },
  {
    title: 'No log of data shared with third parties',
    description:
      'When partners or authorities ask for customer information we send it without recording the disclosure.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-014'],
  },
  {
    title: 'Unclear privacy accountability',
    description:
      'No one is responsible for privacy questions and complaints, which end up unanswered in a shared mailbox.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-PR-012'],
  },
  {
    title: 'Card numbers stored after authorisation',
    description:
      'The order system stores full card numbers and security codes after payments are authorised.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-008', 'LIB-DP-005', 'LIB-DP-001'],
  },
  {
    title: 'Audit findings not followed up',
    description:
      'Internal audit findings are reported and then forgotten; many from two years ago are still unresolved.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-CM-006', 'LIB-CM-004'],
  },
  {
    title: 'No independent check of key controls',
    description:
      'There is no internal audit function, so nobody independent confirms controls work as management believes.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-CM-004', 'LIB-CM-005'],
  },
  {
    title: 'Auditor scans slow down production',
    description:
      'Last year the external auditors’ data extraction ran during business hours and brought the ERP to a crawl.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-CM-007'],
  },
  {
    title: 'One clerk creates vendors and pays them',
    description:
      'In the small finance team one person can add a new supplier, enter its invoice and release the payment.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-012', 'LIB-GV-009'],
  },
  {
    title: 'Payroll rates changed without a second check',
    description:
      'Salary and overtime rates in the payroll system can be changed by one administrator with no independent review.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-012', 'LIB-GV-009'],
  },
  {
    title: 'Fraudulent change of supplier payment details',
    description:
      'Criminals posing as a supplier could get us to pay invoices into their own bank account.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-012', 'LIB-GV-009', 'LIB-NS-009', 'LIB-HR-004'],
  },
  {
    title: 'Refunds issued without authorisation',
    description:
      'Customer service agents can issue refunds of any amount to any card without a supervisor approving them.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-012', 'LIB-GV-009', 'LIB-AC-001'],
  },
  {
    title: 'Batch interface errors leave the ledger incomplete',
    description:
      'The overnight job that posts payroll to the general ledger sometimes stops halfway and nobody is alerted.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-OP-012', 'LIB-DP-012'],
  },
  {
    title: 'Financial data altered after period close',
    description:
      'Figures in the consolidation database can be changed after the books are closed without anyone noticing.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-DP-012', 'LIB-DP-011', 'LIB-AC-016'],
  },
  {
    title: 'Contracts and invoices lost before the legal retention period',
    description:
      'Signed contracts and supplier invoices are kept in email folders that are purged after two years.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-011', 'LIB-DP-005'],
  },
  {
    title: 'IT staff have unrestricted access to the general ledger',
    description:
      'System administrators can change financial data and application settings in the accounting system without oversight.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-AC-006', 'LIB-AC-012', 'LIB-AC-005'],
  },
  {
    title: 'Kickbacks in procurement',
    description:
      'Buyers could steer contracts to suppliers who pay them personally, and no one looks for the warning signs.',
    category: 'FINANCIAL',
    addressedBy: ['LIB-GV-009', 'LIB-GV-005', 'LIB-AC-012'],
  },
  {
    title: 'Staff onboarded before screening completes',
    description:
      'New hires in the data centre team get badges and system access before their background check comes back.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-HR-001', 'LIB-AC-004'],
  },
  {
    title: 'Employees fall for phone scams',
    description:
      'Callers pretending to be IT support persuade staff to read out one-time codes and reset passwords.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-HR-004', 'LIB-HR-005', 'LIB-IR-006'],
  },
  {
    title: 'Equipment not returned by departing staff',
    description: 'Laptops, phones and hardware tokens often stay with people after their last day.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-AM-004'],
  },
  {
    title: 'Leavers take trade secrets to competitors',
    description:
      'Employment contracts have no confidentiality or post-employment clauses, so we have little recourse if leavers use our know-how.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-HR-002', 'LIB-HR-003'],
  },
  {
    title: 'Helpdesk resets passwords without verifying callers',
    description:
      'Service desk staff have never been trained to verify identity and reset passwords for anyone who calls.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-HR-005', 'LIB-AC-009', 'LIB-HR-004'],
  },
  {
    title: 'Managers ignore security policy violations',
    description:
      'Breaches of the acceptable use policy are not investigated and sanctions are applied inconsistently.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-HR-006'],
  },
  {
    title: 'Leadership does not support the security programme',
    description:
      'Executives see security as an IT cost; budget requests are cut and managers skip required training.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-003', 'LIB-GV-004'],
  },
  {
    title: 'Staff unaware of acceptable use rules',
    description:
      'Employees use company laptops for personal crypto mining and streaming because no rules were ever communicated.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-AM-003', 'LIB-HR-004'],
  },
  {
    title: 'Unethical sales practices',
    description:
      'Pressure to meet targets could lead staff to mis-sell products or falsify customer records.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-005', 'LIB-GV-009', 'LIB-HR-006'],
  },
  {
    title: 'Unauthorised people enter the office',
    description:
      'The side entrance is often propped open and there is no badge reader or reception check.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-001', 'LIB-PS-002'],
  },
  {
    title: 'Data centre cage access not reviewed',
    description:
      'The list of people allowed into our colocation cage includes former employees and contractors.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-001', 'LIB-PS-004'],
  },
  {
    title: 'Unlocked screens in open-plan office',
    description:
      'People leave their computers unlocked with customer data on screen when they step away.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-005', 'LIB-AC-010'],
  },
  {
    title: 'Network cables and switches exposed in public areas',
    description:
      'Switches sit on open shelves in the corridor and anyone could plug into them or cut cables.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-006', 'LIB-NS-002'],
  },
  {
    title: 'Paper records thrown in normal bins',
    description:
      'Printed customer statements and HR files are thrown away in ordinary recycling bins.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-006', 'LIB-PS-005'],
  },
  {
    title: 'Alarm and lock maintenance neglected',
    description:
      'Door locks and the intruder alarm have not been serviced in years, and repair contractors work unsupervised.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-007', 'LIB-PS-002'],
  },
  {
    title: 'CCTV footage overwritten too soon',
    description:
      'Camera recordings are kept for only 48 hours, so incidents reported after a weekend cannot be investigated.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-PS-002'],
  },
  {
    title: 'Risk register out of date',
    description:
      'The risk register was last updated two years ago and does not reflect our move to the cloud.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-006', 'LIB-GV-007'],
  },
  {
    title: 'Exceptions to policy never expire',
    description:
      'Teams are granted exceptions to security standards with no end date and no one re-approves them.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-GV-007'],
  },
  {
    title: 'Reorganisation breaks existing controls',
    description:
      'The merger of the finance and operations teams moved approvals to new people and nobody checked which controls stopped working.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-010', 'LIB-AC-012', 'LIB-GV-006'],
  },
  {
    title: 'Policies not published to staff',
    description:
      'Security policies sit in a folder only the IT manager can open, and staff have never acknowledged them.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-GV-001', 'LIB-AM-003'],
  },
  {
    title: 'No owner for critical systems',
    description:
      'Many business applications have no named owner, so nobody approves access or reviews their risks.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-GV-002', 'LIB-AM-001'],
  },
  {
    title: 'Audit committee gets no security reporting',
    description: 'Security incidents and audit results are never presented to the audit committee.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-004', 'LIB-GV-016'],
  },
  {
    title: 'Not knowing who to call in a crisis',
    description:
      'During last winter’s outage nobody had contact details for the regulator, the police cyber unit or the power company.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-GV-014', 'LIB-IR-008'],
  },
  {
    title: 'Security priorities disconnected from the business',
    description:
      'The security team does not know which services and dependencies matter most to the company’s mission.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-GV-015', 'LIB-BC-006'],
  },
  {
    title: 'Software inventory unknown',
    description:
      'We cannot list the applications installed across the company, so licence counts and patching are guesswork.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-AM-001', 'LIB-AM-007', 'LIB-GV-013'],
  },
  {
    title: 'Payment gateway certificate expires unnoticed',
    description:
      'The client certificate used to connect to our payment gateway lapsed on a Sunday and card payments failed for twelve hours.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-008'],
  },
  {
    title: 'Malware on staff laptops not detected',
    description:
      'Antivirus on laptops is years old and only some machines report in, so infections go unseen.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-006', 'LIB-CM-008', 'LIB-AM-005'],
  },
  {
    title: 'Vulnerability scans never run',
    description:
      'We have no idea how many known vulnerabilities exist on our internet-facing servers because nobody scans them.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-001', 'LIB-OP-003'],
  },
  {
    title: 'Servers built with default settings',
    description:
      'New servers go live with default passwords, unneeded services and vendor settings left unchanged.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-004', 'LIB-AC-009'],
  },
  {
    title: 'Unauthorised changes to critical server files',
    description:
      'Someone could modify system binaries or configuration on the payment servers and we would not notice.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-OP-005', 'LIB-CM-002'],
  },
  {
    title: 'Security incidents reported late or not at all',
    description:
      'Staff who notice suspicious activity do not know where to report it, so incidents surface days later.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-IR-006', 'LIB-HR-004'],
  },
  {
    title: 'Lessons from incidents never learned',
    description:
      'After each outage the team moves on without analysing why it happened, and the actions agreed are never completed.',
    category: 'OPERATIONAL',
    addressedBy: ['LIB-IR-004', 'LIB-CM-006'],
  },
  {
    title: 'Compromised hosts not isolated quickly',
    description:
      'When malware is found on a server, it takes the team days to disconnect it and reset credentials, letting the attacker move on.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-IR-007', 'LIB-IR-001', 'LIB-OP-006'],
  },
  {
    title: 'Customers hear about outages from social media',
    description:
      'During incidents we post no updates, so customers learn about problems from Twitter and journalists.',
    category: 'STRATEGIC',
    addressedBy: ['LIB-IR-008'],
  },
  {
    title: 'Confidential board papers labelled like any other file',
    description:
      'No one marks documents by sensitivity, so merger plans are stored in folders open to the whole company.',
    category: 'COMPLIANCE',
    addressedBy: ['LIB-DP-004', 'LIB-AC-001'],
  },
  {
    title: 'Unencrypted database snapshots',
    description:
      'Snapshots of the production database are copied to cloud storage without encryption.',
    category: 'TECHNOLOGY',
    addressedBy: ['LIB-DP-001', 'LIB-BC-001'],
  },
];
