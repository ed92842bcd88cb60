import { describe, expect, it } from 'vitest';
import type { AnswerVerdict } from '@rampart/contracts';
import { draftAnswer, type ControlFacts, type QuestionFacts } from './draft-answer.ts';
import {
  askedFrequencyDays,
  asksAboutPrevented,
  asksRegulatoryCompliance,
  impliesOperation,
  runsNoDataCentre,
  normalized,
  titleMatch,
  withoutReferencedPolicies,
} from './question-reading.ts';
import { meetsStatedLimits } from './limits-reading.ts';
import { statesExclusion } from './scope-reading.ts';
import {
  askedTopics,
  covers,
  topicCoverage,
  topicProfile,
  RELATED_WEIGHT,
  SECONDARY_WEIGHT,
} from './topic-match.ts';
import { cert, daysAgo, daysAhead, facts as baseFacts } from './testing-facts.ts';

// The rules added when questions and controls were first matched by the subjects both are about
// (topic-match.ts): what a "yes" must cover, what a control says it leaves out, questions whose
// "yes" means the opposite, and the registers that answer named companies and risks.

const control = (
  title: string,
  description: string,
  over: Partial<ControlFacts> = {},
): ControlFacts => ({
  id: `ctl_${title.length}`,
  title,
  description,
  status: 'active',
  implementationStatus: 'implemented',
  match: 0.9,
  topics: topicProfile(title, description),
  lastTest: { id: 'tst_1', result: 'pass', testedAt: daysAgo(20) },
  testDueAt: daysAhead(70),
  evidence: [],
  ...over,
});

/** A question with the subjects it asks about read, as the server hands it in. */
const facts = (text: string, over: Partial<QuestionFacts> = {}): QuestionFacts =>
  baseFacts(text, { topics: askedTopics(text), ...over });

describe('the subjects a question and a control are about', () => {
  it('reads past CAIQ item numbers and stock phrases, and keeps the narrowest subject', () => {
    // "BCR" and "UEM" are CAIQ's domain codes, not binding corporate rules or endpoint management.
    expect(askedTopics('BCR-08.1 Is cloud data periodically backed up?')).toEqual(['backups']);
    expect(askedTopics('Are backup restores tested at least annually?')).toEqual([
      'restore-testing',
    ]);
    expect(
      askedTopics(
        'Are policies and procedures established, documented, approved, communicated, applied, evaluated and maintained?',
      ),
    ).toEqual([]);
  });

  it('counts a subject the title names fully, one the description mentions less, a related one least', () => {
    const snapshots = topicProfile(
      'Nightly production snapshots',
      'Automated nightly snapshots, copied to a second AWS region.',
    );
    expect(covers('backups', snapshots)).toBe(1);
    expect(covers('backup-offsite', snapshots)).toBe(SECONDARY_WEIGHT);
    expect(covers('restore-testing', snapshots)).toBe(RELATED_WEIGHT);
    // A drill that names snapshots is about restoring them, not about taking them.
    const drill = topicProfile('Snapshot restore drill', 'Ops restores a snapshot each quarter.');
    expect(covers('backups', drill)).toBeLessThan(1);
    expect(topicCoverage(['mfa'], snapshots)).toBe(0);
  });

  it('does not relate subjects through a broad one both fall under', () => {
    const reviews = topicProfile('Quarterly review of user access rights', '');
    expect(covers('deprovisioning', reviews)).toBe(0);
  });
});

describe('draftAnswer: what a "yes" must cover', () => {
  const atRest = control(
    'Storage encryption',
    'Databases and buckets are encrypted at rest with AES-256.',
  );
  it.each<[string, QuestionFacts, AnswerVerdict]>([
    [
      'a control that covers one of two subjects asked is partial',
      facts('Is customer data encrypted at rest and in transit?', { controls: [atRest] }),
      'partial',
    ],
    [
      'a control that covers the subject asked is yes',
      facts('Is customer data encrypted at rest?', { controls: [atRest] }),
      'yes',
    ],
    [
      'a control the question’s words do not confirm waits for a person',
      facts('Is customer data encrypted at rest?', {
        controls: [{ ...atRest, confirmed: false }],
      }),
      'partial',
    ],
    [
      'a six-monthly control does not answer a quarterly question',
      facts('Are user access rights reviewed at least quarterly?', {
        controls: [
          control(
            'Six-monthly user access recertification',
            'Managers recertify every user’s access in the identity provider.',
            { testDueAt: daysAhead(150) },
          ),
        ],
      }),
      'partial',
    ],
    [
      'the most frequent of the frequencies named decides, and a compound one is read once',
      facts('Are logs monitored daily and the monitoring policy reviewed semi-annually?', {
        controls: [
          control('Weekly log monitoring', 'The SOC reviews security logs every week.', {
            testDueAt: daysAhead(5),
          }),
        ],
      }),
      'partial',
    ],
    [
      'a retention asked is shown only by a record that keeps as long',
      facts('Is CCTV footage retained for 90 days?', {
        controls: [
          control('CCTV at the warehouse', 'Cameras record entrances; footage kept 30 days.'),
        ],
      }),
      'partial',
    ],
    [
      'a version asked is shown only by a record that names it',
      facts('Do you only accept TLS 1.3 connections?', {
        controls: [control('TLS at the edge', 'TLS 1.2 or later on every public endpoint.')],
      }),
      'partial',
    ],
    [
      'what the question says must be included, the record must name',
      facts('Is data encrypted at rest in all environments, including non-production?', {
        controls: [control('Encryption at rest for production', 'Production databases use KMS.')],
      }),
      'partial',
    ],
    [
      'a place the question names, the record must name',
      facts('Are the local databases at your fulfilment centres encrypted at rest?', {
        controls: [control('Encryption at rest', 'Cloud data stores are encrypted with KMS keys.')],
      }),
      'partial',
    ],
    [
      'a retention asked in other words is read too',
      facts('Do you keep security logs for at least 2 years?', {
        controls: [control('Log archive', 'Security logs archived with 13 months retention.')],
      }),
      'partial',
    ],
    [
      'the customer’s users in the product are not the organisation’s staff',
      facts('Can our users turn on MFA for their own accounts in your merchant portal?', {
        controls: [
          control('MFA for all workforce identities', 'Every employee signs in with MFA.'),
        ],
      }),
      'unknown',
    ],
    [
      'traffic inside is not shown by a record about the edge',
      facts('Is traffic between your internal services encrypted?', {
        controls: [control('TLS for public endpoints', 'TLS terminates at the edge proxy.')],
      }),
      'partial',
    ],
    [
      'a control that says part is not done is partial',
      facts('Is traffic between your services encrypted?', {
        controls: [
          control(
            'TLS on public endpoints',
            'TLS 1.2+ at the edge. Service-to-service traffic is not yet encrypted.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'a control limited to some, asked about all, is partial',
      facts('Do background checks cover all employees?', {
        controls: [
          control(
            'Pre-employment screening',
            'Criminal record checks only for roles with production access.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'an equally apt control that is paused keeps a "yes" away',
      facts('Are mobile devices managed?', {
        controls: [
          control('Intune for phones', 'Mobile phones enrolled in Intune.', { status: 'inactive' }),
          control('Intune for tablets', 'Tablets enrolled in Intune.', { match: 0.85 }),
        ],
      }),
      'partial',
    ],
    [
      'a control that runs less often than asked is partial',
      facts('Do you run a penetration test every six months?', {
        controls: [
          control('Annual penetration test', 'An external firm tests the application every year.', {
            testDueAt: daysAhead(345),
          }),
        ],
      }),
      'partial',
    ],
    [
      'a test older than the window the question names is partial',
      facts('Has a penetration test been performed in the last 6 months?', {
        controls: [
          control('Annual penetration test', 'An external firm tests the application.', {
            lastTest: { id: 'tst_p', result: 'pass', testedAt: daysAgo(205) },
            testDueAt: daysAhead(160),
          }),
        ],
      }),
      'partial',
    ],
    [
      'a retired control does not answer when one in use does',
      facts('Are backups copied offsite?', {
        controls: [
          control('Offsite tape rotation', 'Weekly tapes to a vault offsite.', {
            status: 'retired',
            match: 1,
          }),
          control('Cross-region backups', 'Nightly backups replicated to another region.'),
        ],
      }),
      'yes',
    ],
  ])('%s', (_what, input, verdict) => {
    expect(draftAnswer(input).answer).toBe(verdict);
  });
});

describe('draftAnswer: questions answered otherwise', () => {
  const tls = control('TLS policy', 'Only TLS 1.2 and 1.3 are accepted; TLS 1.0 and 1.1 are off.');
  it.each<[string, QuestionFacts, AnswerVerdict, string[]]>([
    [
      'whether what a control prevents still happens: the working control says no',
      facts('Do your servers still accept TLS 1.0 connections?', { controls: [tls] }),
      'no',
      ['control', 'control_test'],
    ],
    [
      'our own data centre, when a control says there is none',
      facts('Is your server room protected by biometric locks?', {
        controls: [
          control('Cloud-only hosting', 'We run no data centres or server rooms of our own.'),
        ],
      }),
      'n/a',
      ['control'],
    ],
    [
      'compliance with a law is never attested by a control',
      facts('Are you compliant with GDPR?', {
        controls: [control('Data protection officer', 'An external DPO is appointed.')],
      }),
      'partial',
      ['control', 'control_test'],
    ],
    [
      'alignment with a standard the organisation is certified against',
      facts('Are your controls mapped to ISO 27001 Annex A?', {
        certifications: [cert()],
      }),
      'yes',
      ['certification'],
    ],
    [
      'alignment with a standard being worked towards',
      facts('Are your controls aligned to ISO 27001?', {
        certifications: [
          cert({ held: false, standing: 'not-held', status: 'in_progress', validUntil: null }),
        ],
      }),
      'partial',
      ['certification'],
    ],
    [
      'alignment with nothing on record',
      facts('Are your controls mapped to ISO 27001?'),
      'unknown',
      [],
    ],
    [
      'a company named as a supplier, on the register',
      facts('Is Amazon Web Services one of your subprocessors?', {
        vendors: [{ id: 'ven_1', name: 'Amazon Web Services' }],
      }),
      'yes',
      ['vendor'],
    ],
    [
      'a company named as a supplier, not on the register',
      facts('Do you use Salesforce to store our data?', {
        vendors: [{ id: 'ven_1', name: 'Zendesk' }],
      }),
      'no',
      [],
    ],
    [
      'a risk named as on the register',
      facts('Is DDoS against your API on your risk register?', {
        risks: {
          total: 2,
          lastAssessedAt: daysAgo(3),
          recent: [],
          titles: [
            { id: 'rsk_1', title: 'DDoS takes the public API down' },
            { id: 'rsk_2', title: 'Ransomware' },
          ],
        },
      }),
      'yes',
      ['risk'],
    ],
    [
      'a risk the register does not hold',
      facts('Is insider fraud on your risk register?', {
        risks: {
          total: 1,
          lastAssessedAt: daysAgo(3),
          recent: [],
          titles: [{ id: 'rsk_2', title: 'Ransomware' }],
        },
      }),
      'no',
      [],
    ],
  ])('%s', (_what, input, verdict, kinds) => {
    const answer = draftAnswer(input);
    expect(answer.answer).toBe(verdict);
    expect([...new Set(answer.citations.map((c) => c.kind))]).toEqual(kinds);
  });
});

describe('reading the question', () => {
  it.each([
    ['Has it been tested in the last 6 months?', 184],
    ['Was there a pentest within the past year?', 366],
    ['Is it reviewed quarterly?', 93],
  ])('%s wants a record at most %d days old', (q, days) => {
    expect(askedFrequencyDays(q)).toBe(days);
  });

  it('tells questions whose "yes" means the opposite', () => {
    expect(asksAboutPrevented('Are any employee accounts exempt from MFA?')).toBe(true);
    expect(asksAboutPrevented('Is customer data stored outside the EU?')).toBe(true);
    expect(asksAboutPrevented('Is MFA enforced for all employees?')).toBe(false);
  });

  it('reads what a record says it leaves out', () => {
    expect(statesExclusion('Two of five clusters still run in permissive mode')).toBe(true);
    expect(statesExclusion('Every laptop is encrypted')).toBe(false);
    expect(runsNoDataCentre('Lumenvale owns or operates no data centres')).toBe(true);
    expect(asksRegulatoryCompliance('Is the organisation compliant with GDPR?')).toBe(true);
    expect(asksRegulatoryCompliance('Is there a GDPR data protection officer?')).toBe(false);
  });

  it('holds a record to every limit it states when the question wants all copies gone', () => {
    const record = 'Deleted within 30 days; backup copies age out within 35 days.';
    expect(meetsStatedLimits('Is our data deleted within 30 days?', record)).toBe(true);
    expect(meetsStatedLimits('Is our data deleted within 30 days, backups included?', record)).toBe(
      false,
    );
    expect(impliesOperation('Do staff complete training before they are given access?')).toBe(true);
  });
});

describe('what a second reader found', () => {
  const vendors = [
    { id: 'ven_1', name: 'Remote Technology Inc' },
    { id: 'ven_2', name: 'Amazon Web Services' },
  ];
  it.each<[string, QuestionFacts, AnswerVerdict]>([
    [
      'a standard named in passing is not a question about the certificate',
      facts('Have any PCI DSS cardholder systems been breached?', {
        certifications: [cert({ name: 'PCI DSS' })],
      }),
      'unknown',
    ],
    [
      'an acronym after "do you use" is not a supplier',
      facts('Do you use MFA for all remote access?', { vendors }),
      'unknown',
    ],
    [
      'one word shared with a vendor’s name is not that vendor',
      facts('Is Remote one of your subprocessors?', {
        vendors: [{ id: 'ven_3', name: 'Remote Desktop Company' }],
      }),
      'no',
    ],
    [
      'alignment with two standards needs both held',
      facts('Are your controls mapped to ISO 27001 and SOC 2?', { certifications: [cert()] }),
      'partial',
    ],
    [
      'a policy that exists does not answer whether data is encrypted',
      facts(
        'Do you have a documented encryption policy, and is all customer data encrypted at rest?',
        {
          documents: [
            {
              id: 'doc_e',
              title: 'Encryption Policy',
              approved: true,
              status: 'approved',
              expired: false,
              match: 1,
            },
          ],
          controls: [
            control('Storage encryption', 'Databases are encrypted at rest.', {
              lastTest: { id: 'tst_e', result: 'fail', testedAt: daysAgo(5) },
            }),
          ],
        },
      ),
      'partial',
    ],
    [
      '"before their start" in a control is no time limit for leavers',
      facts('Is access revoked within 24 hours of termination?', {
        controls: [
          control(
            'Account lifecycle',
            'Accounts are provisioned before their start date; leavers lose access within 7 days.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'a control that does not say it stops something does not answer that it never happens',
      facts('Are any production systems excluded from vulnerability scanning?', {
        controls: [control('Vulnerability scanning', 'Hosts are scanned weekly with Tenable.')],
      }),
      'partial',
    ],
  ])('%s', (_what, input, verdict) => {
    expect(draftAnswer(input).answer).toBe(verdict);
  });

  it('does not take back-ups for a data centre’s UPS', () => {
    const input = facts('Are back-ups of production encrypted?', {
      controls: [control('Cloud-only hosting', 'We run no data centres of our own.')],
    });
    expect(draftAnswer(input).answer).not.toBe('n/a');
  });

  it('keeps words that look like item numbers and are not', () => {
    expect(askedTopics('TLS 1.2 and AES-256 encryption at rest for all customer data?')).toContain(
      'encryption-in-transit',
    );
  });
});

describe('what the fifth to eighth sets’ misses showed (decision 040, "Later")', () => {
  const doc = (id: string, title: string, approved: boolean, match = 1) => ({
    id,
    title,
    approved,
    status: approved ? 'approved' : 'draft',
    expired: false,
    match,
  });
  it.each<[string, QuestionFacts, AnswerVerdict]>([
    [
      'a control never tested is no yes, even for what exists',
      facts('Is customer data encrypted at rest?', {
        controls: [
          control('Storage encryption', 'Databases are encrypted at rest.', { lastTest: null }),
        ],
      }),
      'partial',
    ],
    [
      'a limitation the control states keeps a yes away',
      facts('Are logs from network devices centrally collected?', {
        controls: [
          control(
            'Central log collection',
            'Server and network device logs go to the SIEM. Limitation: office switches do not ship logs yet.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'accounts excluded from the policy keep a yes away',
      facts('Is multi-factor authentication required for all workforce accounts?', {
        controls: [
          control(
            'Workforce MFA',
            'Conditional Access requires MFA for every workforce account. Two break-glass accounts are excluded from the policy.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'off by default is no yes to a question about the default',
      facts('Is MFA enabled by default for new customer accounts?', {
        controls: [
          control(
            'Customer MFA setting',
            'Customers can enrol MFA, and an administrator can make it mandatory. The setting is off by default.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'cover in business hours is no yes to 24x7',
      facts('Are security alerts monitored 24x7?', {
        controls: [
          control(
            'Security monitoring',
            'Endpoint alerts page the on-call engineer; cloud alerts are triaged during business hours.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'an authenticator push is not phishing-resistant sign-in',
      facts('Is phishing-resistant MFA (security keys or passkeys) required for all staff?', {
        controls: [
          control(
            'Workforce MFA',
            'Every staff sign-in needs MFA: Microsoft Authenticator with number matching, or a FIDO2 key.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'a named tier the control says it does not have',
      facts('DDoS - Shield Advanced or equivalent? Y/N', {
        controls: [
          control(
            'WAF / DDoS',
            'AWS WAF managed rule sets and rate limiting on the edge; Shield Standard only (no Shield Advanced subscription).',
          ),
        ],
      }),
      'partial',
    ],
    [
      'a risk assessment named as what DLP follows does not make it a question about the register',
      facts(
        'Are data loss prevention (DLP) technologies and rules implemented per a risk assessment?',
        {
          risks: { total: 3, lastAssessedAt: daysAgo(3), recent: [], titles: [] },
        },
      ),
      'unknown',
    ],
    [
      'employees vetted says nothing of contractors',
      facts('Are background checks performed on employees and contractors before they start?', {
        controls: [
          control(
            'Pre-hire vetting',
            'Employees pass identity and criminal-record checks before their start date.',
          ),
        ],
      }),
      'partial',
    ],
    [
      '"24 hrs" is a limit: 48 hours does not meet it',
      facts('Breach notification to customers within 24 hrs?', {
        controls: [
          control(
            'Customer breach notification',
            'We notify affected customers of a personal data breach within 48 hours.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'all access within 24 hours needs every limit the record gives within it',
      facts('Is all system access removed within 24 hours of termination?', {
        controls: [
          control(
            'Leaver access removal',
            'SSO accounts are disabled within 4 hours; other tools are removed within up to 2 business days.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'retention asked as "one year" is not met by 180 days',
      facts('Are security logs retained for at least one year?', {
        controls: [
          control('Central log collection', 'Security logs are kept searchable for 180 days.'),
        ],
      }),
      'partial',
    ],
    [
      'a SOC 2 report of security and availability does not include privacy',
      facts('Does your SOC 2 Type II report include the Privacy criteria?', {
        certifications: [cert({ id: 'crt_soc', name: 'SOC 2 Type II (Security, Availability)' })],
      }),
      'partial',
    ],
    [
      'a report whose name carves out the part asked about does not cover it',
      facts('Does your SOC 2 Type II report cover the colocated build infrastructure?', {
        certifications: [
          cert({
            id: 'crt_soc',
            name: 'SOC 2 Type II (Security) - Cloud on AWS; AMS colo build fleet carved out',
          }),
        ],
      }),
      'partial',
    ],
    [
      'a report with a carve-out still answers a question about another part',
      facts('Do you have a SOC 2 Type II report for your cloud service?', {
        certifications: [
          cert({
            id: 'crt_soc',
            name: 'SOC 2 Type II (Security) - Cloud on AWS; AMS colo build fleet carved out',
          }),
        ],
      }),
      'yes',
    ],
    [
      'two suppliers asked, one on the list, is partial',
      facts('Are Salesforce and HubSpot both on your supplier list?', {
        vendors: [{ id: 'ven_h', name: 'HubSpot' }],
      }),
      'partial',
    ],
    [
      'a second named document still in draft makes it partial',
      facts('Is there an approved acceptable use policy, and do you have a generative AI policy?', {
        documents: [
          doc('doc_a', 'Acceptable Use Policy', true),
          doc('doc_g', 'Generative AI Acceptable Use Policy', false),
        ],
      }),
      'partial',
    ],
    [
      'a draft about more than asked does not hold back the approved one',
      facts('Is there an approved acceptable use policy?', {
        documents: [
          doc('doc_a', 'Acceptable Use Policy', true),
          doc('doc_g', 'Generative AI Acceptable Use Policy', false, 0.8),
        ],
      }),
      'yes',
    ],
    [
      'a policy named only as what employees violate is not asked for',
      facts(
        'Is there a formal disciplinary process for employees who violate information security policies?',
        { documents: [doc('doc_i', 'Information Security Policy', true)] },
      ),
      'unknown',
    ],
    [
      'still letting people do what a control blocks is a no',
      facts('Do you still let people copy files to USB sticks?', {
        controls: [
          control('USB storage write block', 'Device control blocks writing to USB mass storage.'),
        ],
      }),
      'no',
    ],
    [
      'contractors the control says are not enrolled, asked about contractors',
      facts('security awareness training for contractors?', {
        controls: [
          control(
            'KnowBe4 awareness modules',
            'Awareness module at onboarding and a yearly refresher for all employees. Contractors are not enrolled.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'people not enrolled when all personnel are asked',
      facts('Are all personnel provided with security awareness training?', {
        controls: [
          control(
            'KnowBe4 awareness modules',
            'Awareness module at onboarding and a yearly refresher for employees; support agents are not enrolled.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'a named system the control says it does not scan',
      facts('Is the legacy payroll engine (Abacus) covered by SAST?', {
        controls: [
          control(
            'Semgrep SAST',
            'Semgrep runs in CI for the main service repos. The legacy Java payroll engine "Abacus" is not scanned (build too slow).',
          ),
        ],
      }),
      'partial',
    ],
    [
      'a common word opening a sentence is not a name the record leaves out',
      facts('Is access to production reviewed at least quarterly?', {
        controls: [
          control(
            'Production access review',
            'Quarterly review of production access by system owners. Access is not granted without a ticket.',
            { id: 'ctl_par', testDueAt: daysAhead(60) },
          ),
        ],
      }),
      'yes',
    ],
    [
      'done when someone thinks it warranted is not done for all',
      facts('threat modelling on all new features?', {
        controls: [
          control(
            'Code review + threat modelling',
            'Mandatory peer review on all repos. Threat modelling done for new features when the tech lead thinks it is warranted - no fixed trigger.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'encryption of cloud storage does not answer for endpoints',
      facts('Is storage encryption required and enforced on all endpoints?', {
        controls: [
          control(
            'Storage encryption (OCI Vault CMK)',
            'Block volumes, Object Storage buckets and Autonomous DB encrypted with our keys in OCI Vault.',
          ),
        ],
      }),
      'partial',
    ],
    [
      'a policy "applied and evaluated" while a control on it is overdue',
      facts(
        'CEK-01.1 Are cryptography, encryption, and key management policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?',
        {
          documents: [doc('doc_c', 'Cryptography and Key Management Standard', true, 0.8)],
          controls: [
            control(
              'Storage encryption (Vault CMK)',
              'Volumes, buckets and databases encrypted with our keys in the cloud vault.',
            ),
            control('Vault key rotation', 'Master encryption keys rotated once a year.', {
              id: 'ctl_rot',
              match: 0.6,
              lastTest: { id: 'tst_2', result: 'pass', testedAt: daysAgo(400) },
              testDueAt: daysAgo(35),
            }),
          ],
        },
      ),
      'partial',
    ],
    [
      'a documented disciplinary process is not the policy it enforces',
      facts(
        'Is there a documented disciplinary process for violations of information security policies?',
        {
          documents: [
            doc(
              'doc_i',
              'Information Security Policy',
              true,
              titleMatch(
                withoutReferencedPolicies(
                  normalized(
                    'Is there a documented disciplinary process for violations of information security policies?',
                  ),
                ),
                'Information Security Policy',
              ),
            ),
          ],
        },
      ),
      'unknown',
    ],
  ])('%s', (_name, question, verdict) => {
    expect(draftAnswer(question).answer).toBe(verdict);
  });

  it('reads the ways people write limits and exclusions', () => {
    expect(meetsStatedLimits('Retained for at least one year?', 'kept for 13 months')).toBe(true);
    expect(meetsStatedLimits('Retained for at least one year?', 'kept for 180 days')).toBe(false);
    expect(meetsStatedLimits('All access gone the same day?', 'removed within 4 hours')).toBe(true);
    expect(
      meetsStatedLimits(
        'Logs kept for a year?',
        '13 months searchable, then archived to a locked bucket for 7 years',
      ),
    ).toBe(true);
    expect(statesExclusion('Internal corporate systems are out of scope.')).toBe(true);
    expect(statesExclusion('Two break-glass accounts are excluded from the policy.')).toBe(true);
    expect(statesExclusion('Every laptop is encrypted.')).toBe(false);
    expect(askedTopics('Are backups stored in immutable (WORM) storage?')).toContain(
      'backup-immutable',
    );
    expect(askedTopics('When our contract ends, will you delete all our data?')).toContain(
      'data-deletion',
    );
  });
});
