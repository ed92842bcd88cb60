// The controls Northwind Health puts in place over its year: which batch brings each in, who owns
// and tests it, how often, when it goes into operation, and what a failed test finds.
import type { ControlFrequency } from '@rampart/domain';
import type { PersonKey } from './demo-api.ts';

/** How each batch is adopted, and on which day of the year. */
export const BATCHES = {
  iso: { day: 2, framework: 'ISO27001' },
  policies: { day: 45, framework: null },
  soc2: { day: 130, framework: 'SOC2' },
  operations: { day: 200, framework: null },
} as const;
export type Batch = keyof typeof BATCHES;

export type DemoControl = {
  /** The library control's name, kept as the register control's title. */
  title: string;
  batch: Batch;
  owner: Extract<PersonKey, 'admin' | 'risk'>;
  tester: Extract<PersonKey, 'member' | 'risk'>;
  frequency: ControlFrequency;
  /** The day it goes into operation (after today: still being implemented). */
  live: number;
  /** What a test checks. */
  check: string;
  /** What a failed test finds, and how the owner fixes it: the finding. */
  exception: string;
  fix: string;
  severity: 'critical' | 'high' | 'medium' | 'low';
  /** A control that fails more often than most. */
  fragile?: boolean;
  /** Its latest test was not done: overdue today. */
  lapses?: boolean;
};

const c = (
  title: string,
  batch: Batch,
  owner: DemoControl['owner'],
  tester: DemoControl['tester'],
  frequency: ControlFrequency,
  live: number,
  severity: DemoControl['severity'],
  [check, exception, fix]: [string, string, string],
  extra: Pick<DemoControl, 'fragile' | 'lapses'> = {},
): DemoControl => ({
  title,
  batch,
  owner,
  tester,
  frequency,
  live,
  severity,
  check,
  exception,
  fix,
  ...extra,
});

export const DEMO_CONTROLS: DemoControl[] = [
  c('Physical access control', 'iso', 'admin', 'member', 'QUARTERLY', 25, 'medium', [
    'Reviewed badge access to the server room and the records store against the staff list',
    'Three badges of former contractors still opened the server room',
    'Deactivate the badges and reconcile the badge system with HR leavers every week',
  ]),
  c('Access control policy', 'iso', 'risk', 'risk', 'ANNUALLY', 30, 'low', [
    'Confirmed the access control policy was reviewed and approved this year',
    'The policy still names the retired on-premises directory',
    'Update the policy for the cloud identity provider and approve it again',
  ]),
  c(
    'Joiner-mover-leaver access process',
    'iso',
    'admin',
    'member',
    'MONTHLY',
    20,
    'high',
    [
      "Sampled the month's leavers and checked their accounts were disabled on their last day",
      'Two leavers kept access to the clinical records portal for more than five days',
      'Trigger account removal from the HR leaver form and check the queue daily',
    ],
    { fragile: true },
  ),
  c('Privileged access management', 'iso', 'admin', 'member', 'MONTHLY', 40, 'high', [
    'Compared administrator group membership with the approved privileged users',
    "An engineer's temporary EHR database rights were not removed after the change window",
    'Grant database administrator rights just in time through the vault, with an expiry',
  ]),
  c('Password and authenticator standard', 'iso', 'admin', 'member', 'QUARTERLY', 35, 'medium', [
    'Checked the identity provider password and lockout settings against the standard',
    'Legacy lab interface accounts are exempt from the lockout policy',
    'Move the lab interface accounts to managed service accounts',
  ]),
  c('Remote access security', 'iso', 'admin', 'member', 'QUARTERLY', 50, 'high', [
    'Reviewed remote sessions: every one used the managed VPN with multi-factor authentication',
    'A vendor support account connected over remote desktop without a second factor',
    'Route vendor support through the VPN with MFA and time-limited accounts',
  ]),
  c('Endpoint device management', 'iso', 'admin', 'member', 'MONTHLY', 55, 'medium', [
    'Checked disk encryption, screen lock and patch level on every managed laptop',
    'Eleven laptops at the Riverside clinic missed two months of operating system patches',
    'Enrol the clinic laptops in automatic patching and report compliance weekly',
  ]),
  c('Encryption of data in transit', 'iso', 'admin', 'risk', 'QUARTERLY', 70, 'high', [
    'Scanned external endpoints for TLS versions and checked the lab exchange uses SFTP',
    'Lab requests were still emailed to one partner lab as plain attachments',
    'Move the last partner lab to the SFTP exchange and block unencrypted attachments',
  ]),
  c('Data classification scheme', 'iso', 'risk', 'risk', 'SEMI_ANNUALLY', 90, 'low', [
    'Sampled the shared drives for patient documents without a classification label',
    'Patient referral letters were stored without a label on the shared drive',
    'Apply default labels to the referrals folder and brief the admissions team',
  ]),
  c('Data retention schedule', 'iso', 'risk', 'risk', 'SEMI_ANNUALLY', 100, 'medium', [
    'Checked that records past their retention period were deleted as scheduled',
    'Billing records from 2014 are still on the archive share',
    'Run the archive purge and add it to the yearly retention calendar',
  ]),
  c('Information security policy management', 'policies', 'risk', 'risk', 'ANNUALLY', 75, 'low', [
    'Confirmed each security policy has an owner, a review date and board approval',
    'The acceptable use policy was two months past its review date',
    'Add policy review dates to the compliance calendar with reminders',
  ]),
  c(
    'Security awareness training',
    'policies',
    'risk',
    'member',
    'QUARTERLY',
    80,
    'medium',
    [
      'Checked training completion for all staff, new starters within 30 days of joining',
      'Only 78% of clinical staff completed the phishing module',
      'Send reminders through the ward managers and make the module part of onboarding',
    ],
    { fragile: true },
  ),
  c('Incident response plan', 'policies', 'risk', 'risk', 'SEMI_ANNUALLY', 95, 'medium', [
    'Ran a tabletop exercise of the ransomware scenario with IT, clinical leads and comms',
    'The on-call contacts in the plan were out of date and the exercise stalled for 40 minutes',
    'Keep the call tree in the on-call tool and review it every month',
  ]),
  c(
    'Multi-factor authentication for all workforce accounts',
    'policies',
    'admin',
    'member',
    'MONTHLY',
    65,
    'high',
    [
      'Compared active accounts with multi-factor enrolment in the identity provider',
      'Fourteen clinic accounts had no second factor enrolled',
      'Enforce enrolment at the next sign-in and report exceptions every week',
    ],
  ),
  c(
    'Vulnerability management',
    'policies',
    'admin',
    'member',
    'MONTHLY',
    85,
    'high',
    [
      'Checked that critical vulnerabilities on internet-facing systems were patched in 7 days',
      'A critical VPN appliance patch was applied after 19 days',
      'Put internet-facing appliances in the emergency patch window',
    ],
    { fragile: true },
  ),
  c('Malware protection', 'policies', 'admin', 'member', 'MONTHLY', 60, 'medium', [
    'Checked endpoint protection was running and up to date on every server and laptop',
    'Endpoint protection was disabled on two radiology imaging workstations',
    'Lock the agent settings and alert when an agent is disabled',
  ]),
  c(
    'Segregation of duties for finance and payroll',
    'soc2',
    'risk',
    'risk',
    'QUARTERLY',
    160,
    'high',
    [
      'Reviewed payroll runs: changes entered and approved by different people',
      'Bank details of two employees were changed and approved by the same officer',
      'Require a second approver for bank detail changes in the payroll system',
    ],
  ),
  c('Secure data deletion and disposal', 'soc2', 'admin', 'member', 'QUARTERLY', 175, 'medium', [
    'Matched disposal certificates with the devices retired this quarter',
    'No disposal certificate for four retired laptops',
    'Send retired devices only through the certified disposal supplier and file the certificates',
  ]),
  c('Enterprise risk assessment', 'soc2', 'risk', 'risk', 'ANNUALLY', 150, 'medium', [
    'Confirmed the yearly risk assessment was completed and reported to the board',
    'Two clinics were left out of the risk assessment',
    'Include every site in the assessment scope and re-run it for the two clinics',
  ]),
  c('Personal data breach notification', 'soc2', 'risk', 'risk', 'SEMI_ANNUALLY', 215, 'high', [
    'Walked through the 72-hour notification decision for a simulated lost laptop',
    'Nobody on the call knew who decides whether to notify the regulator',
    'Name the privacy officer as the decision owner and put the contact in the plan',
  ]),
  c(
    'Security and privacy terms in supplier contracts',
    'soc2',
    'risk',
    'risk',
    'SEMI_ANNUALLY',
    170,
    'medium',
    [
      'Checked new and renewed supplier contracts for security, breach notice and BAA terms',
      "The shredding supplier's renewal had no breach notification clause",
      'Add the standard data protection schedule to every renewal',
    ],
  ),
  c('Quarterly user access reviews', 'soc2', 'risk', 'risk', 'QUARTERLY', 165, 'medium', [
    "Checked the quarter's access review sign-offs for the EHR, billing and HR systems",
    'The billing system review was signed off without removing the flagged accounts',
    'Make reviewers confirm removals before they can sign off',
  ]),
  c(
    'Disaster recovery plan and tests',
    'soc2',
    'admin',
    'member',
    'SEMI_ANNUALLY',
    190,
    'critical',
    [
      'Restored the scheduling system from backup at the recovery site and timed it',
      'The restore took 31 hours against a 12-hour recovery objective',
      'Keep nightly replicas at the recovery site and repeat the test',
    ],
  ),
  c(
    'Security monitoring and alerting',
    'soc2',
    'admin',
    'member',
    'MONTHLY',
    180,
    'high',
    [
      'Checked that every critical alert of the month was acknowledged within 30 minutes',
      'Weekend alerts waited up to six hours for acknowledgement',
      'Add the weekend on-call rota to the alerting tool',
    ],
    { lapses: true },
  ),
  c('Centralised security logging', 'operations', 'admin', 'member', 'MONTHLY', 240, 'medium', [
    'Checked that EHR, VPN and identity logs reach the central store and are kept 12 months',
    'The VPN appliance stopped forwarding logs after a firmware update',
    'Alert when a log source has been quiet for more than an hour',
  ]),
  c(
    'Change management',
    'operations',
    'admin',
    'member',
    'MONTHLY',
    250,
    'medium',
    [
      'Sampled production changes for approval, testing and a rollback plan',
      'Two emergency changes to the scheduling system had no approval afterwards',
      'Review every emergency change at the weekly change board',
    ],
    { lapses: true },
  ),
  c(
    'Hardware and software asset inventory',
    'operations',
    'admin',
    'member',
    'QUARTERLY',
    270,
    'medium',
    [
      'Reconciled the asset inventory with device management and the network scans',
      'Nine devices on the clinic network were not in the inventory',
      'Block unknown devices on the clinic network until they are reviewed',
    ],
  ),
  c(
    'Vendor due diligence before onboarding',
    'operations',
    'risk',
    'risk',
    'QUARTERLY',
    400,
    'medium',
    [
      'Checked each new supplier had a security review before its contract was signed',
      'A transcription supplier started work before its security review',
      'Make the security review a step of the purchasing approval',
    ],
  ),
  c('Background checks', 'operations', 'admin', 'risk', 'QUARTERLY', 420, 'medium', [
    'Checked that new starters with patient data access had a background check',
    'Two agency nurses started before their checks came back',
    'Ask the agency for checks before the first shift is confirmed',
  ]),
];
