import { describe, expect, it } from 'vitest';
import type { AnswerVerdict } from '@rampart/contracts';
import { draftAnswer, type ControlFacts, type QuestionFacts } from './draft-answer.ts';
import {
  addressesQualifiers,
  certificationsAskedFor,
  impliesOperation,
  sharesActions,
  titleMatch,
} from './question-reading.ts';
import { meetsStatedLimits } from './limits-reading.ts';
import { cert, daysAgo, daysAhead, facts } from './testing-facts.ts';

const control = (over: Partial<ControlFacts> = {}): ControlFacts => ({
  id: 'ctl_mfa',
  title: 'Multi-factor authentication',
  status: 'active',
  implementationStatus: 'implemented',
  match: 0.8,
  lastTest: { id: 'tst_1', result: 'pass', testedAt: daysAgo(20) },
  testDueAt: daysAhead(70),
  evidence: [{ id: 'evd_1', title: 'MFA policy screenshot', expiresAt: null }],
  ...over,
});

/** A control met only through the library, whose last test failed. */
const BRIDGED_FAILED = control({
  id: 'ctl_bridged',
  bridgedOnly: true,
  lastTest: { id: 'tst_2', result: 'fail', testedAt: daysAgo(3) },
});

/** An approved information security policy whose review control failed its last test. */
const POLICY_WITH_FAILED_REVIEW: Partial<QuestionFacts> = {
  documents: [
    {
      id: 'doc_1',
      title: 'Information Security Policy',
      approved: true,
      status: 'approved',
      expired: false,
      match: 1,
    },
  ],
  controls: [
    control({
      title: 'Information security policy review',
      topics: { primary: new Set(['policy-management']), secondary: new Set() },
      lastTest: { id: 'tst_p', result: 'fail', testedAt: daysAgo(10) },
    }),
  ],
};

const MFA_ENFORCED = 'Is multi-factor authentication enforced for administrators?';
const MFA_EXISTS = 'Do you use multi-factor authentication?';

describe('draftAnswer: the verdict rules', () => {
  it.each<[string, QuestionFacts, AnswerVerdict, string[]]>([
    // Controls, where the question asks only whether something exists.
    [
      'an implemented control whose last test passed answers yes',
      facts(MFA_EXISTS, { controls: [control()] }),
      'yes',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'an implemented control never tested is partial, even for what exists: a yes rests on a test',
      facts(MFA_EXISTS, { controls: [control({ lastTest: null })] }),
      'partial',
      ['control', 'evidence'],
    ],
    [
      'expired evidence is not cited',
      facts(MFA_EXISTS, {
        controls: [control({ evidence: [{ id: 'evd_old', title: 'Old', expiresAt: daysAgo(1) }] })],
      }),
      'yes',
      ['control', 'control_test'],
    ],
    [
      'a control being implemented is partial',
      facts(MFA_EXISTS, { controls: [control({ implementationStatus: 'in_progress' })] }),
      'partial',
      ['control', 'evidence'],
    ],
    [
      'a control met only through the library shows a related practice, never a yes',
      facts(MFA_ENFORCED, { controls: [control({ bridgedOnly: true })] }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'a control met only through the library keeps a failed test from a yes when nothing names it',
      facts(MFA_ENFORCED, {
        controls: [control({ id: 'ctl_bridged_ok', bridgedOnly: true }), BRIDGED_FAILED],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'a control the question names decides over one met only through the library',
      facts(MFA_ENFORCED, {
        controls: [control({ id: 'ctl_worded' }), BRIDGED_FAILED],
      }),
      'yes',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'a control met only through the library does not downgrade an approved policy',
      facts('Do you have a documented access control policy?', {
        documents: [
          {
            id: 'doc_acp',
            title: 'Access Control Policy',
            approved: true,
            status: 'approved',
            expired: false,
            match: 1,
          },
        ],
        controls: [control({ bridgedOnly: true, implementationStatus: 'in_progress' })],
      }),
      'yes',
      ['document'],
    ],
    [
      'a control not started is no',
      facts(MFA_EXISTS, { controls: [control({ implementationStatus: 'not_started' })] }),
      'no',
      ['control', 'evidence'],
    ],
    [
      'an implemented but retired control is no',
      facts(MFA_EXISTS, { controls: [control({ status: 'retired' })] }),
      'no',
      ['control', 'evidence'],
    ],
    [
      'a weakly matched control answers nothing',
      facts(MFA_EXISTS, { controls: [control({ match: 0.2 })] }),
      'unknown',
      [],
    ],
    ['no record at all is unknown', facts('Do you use quantum-safe key exchange?'), 'unknown', []],
    // Controls, where the question implies operation.
    [
      'operation: a passing test within cadence is yes',
      facts(MFA_ENFORCED, { controls: [control()] }),
      'yes',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'operation: a failed last test is partial',
      facts(MFA_ENFORCED, {
        controls: [control({ lastTest: { id: 'tst_2', result: 'fail', testedAt: daysAgo(5) } })],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'operation: a partly passed test is partial',
      facts(MFA_ENFORCED, {
        controls: [control({ lastTest: { id: 'tst_3', result: 'partial', testedAt: daysAgo(5) } })],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'operation: an overdue test is partial',
      facts(MFA_ENFORCED, {
        controls: [
          control({
            lastTest: { id: 'tst_4', result: 'pass', testedAt: daysAgo(200) },
            testDueAt: daysAgo(10),
          }),
        ],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'operation: never tested is partial',
      facts(MFA_ENFORCED, { controls: [control({ lastTest: null })] }),
      'partial',
      ['control', 'evidence'],
    ],
    [
      'operation: another implemented control that passes gives yes',
      facts(MFA_ENFORCED, {
        controls: [
          control({ lastTest: null, match: 0.9 }),
          control({ id: 'ctl_sso', title: 'Single sign-on with MFA', match: 0.8 }),
        ],
      }),
      'yes',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'operation: "reviewed quarterly" after a failed review is partial',
      facts('Are user access rights reviewed at least quarterly?', {
        controls: [
          control({
            id: 'ctl_rev',
            title: 'Quarterly access review',
            lastTest: { id: 'tst_5', result: 'fail', testedAt: daysAgo(30) },
          }),
        ],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    // Certifications: claimed only while held and in date.
    [
      'a held certification is yes',
      facts('Are you ISO 27001 certified?', { certifications: [cert()] }),
      'yes',
      ['certification'],
    ],
    [
      'an expired certification is no',
      facts('Are you ISO 27001 certified?', {
        certifications: [cert({ held: false, standing: 'expired' })],
      }),
      'no',
      ['certification'],
    ],
    [
      'a certification in progress is no',
      facts('Do you hold an ISO/IEC 27001 certificate?', {
        certifications: [cert({ held: false, standing: 'not-held', status: 'in_progress' })],
      }),
      'no',
      ['certification'],
    ],
    [
      'no certification recorded is no, citing nothing',
      facts('Do you have a SOC 2 Type II report?'),
      'no',
      [],
    ],
    [
      'a SOC 2 Type I does not answer for a Type II',
      facts('Do you have a SOC 2 Type II report?', {
        certifications: [cert({ id: 'crt_s1', name: 'SOC 2 Type I' })],
      }),
      'no',
      [],
    ],
    [
      'a SOC 2 Type II answers for a Type II',
      facts('Can you share your SOC 2 Type 2 report?', {
        certifications: [cert({ id: 'crt_s2', name: 'SOC 2 Type II' })],
      }),
      'yes',
      ['certification'],
    ],
    [
      'controls never stand in for a certification',
      facts('Are you PCI DSS compliant?', { controls: [control()] }),
      'no',
      [],
    ],
    // Registers.
    [
      'a supplier list from the vendor register',
      facts('Do you maintain a list of subprocessors?', {
        vendors: [{ id: 'ven_1', name: 'AWS' }],
      }),
      'yes',
      ['vendor'],
    ],
    [
      'an empty vendor register is no',
      facts('Do you maintain an inventory of third parties?'),
      'no',
      [],
    ],
    [
      'a risk register assessed this year is yes',
      facts('Do you perform a risk assessment at least annually?', {
        risks: {
          total: 12,
          lastAssessedAt: daysAgo(40),
          recent: [{ id: 'rsk_1', title: 'Ransomware' }],
        },
      }),
      'yes',
      ['risk'],
    ],
    [
      'a risk register not assessed for a year is partial',
      facts('Is there a risk management process?', {
        risks: {
          total: 3,
          lastAssessedAt: daysAgo(500),
          recent: [{ id: 'rsk_1', title: 'Ransomware' }],
        },
      }),
      'partial',
      ['risk'],
    ],
    [
      'an approved policy answers a policy question',
      facts('Do you have a documented information security policy?', {
        documents: [
          {
            id: 'doc_1',
            title: 'Information Security Policy',
            approved: true,
            status: 'approved',
            expired: false,
            match: 0.9,
          },
        ],
      }),
      'yes',
      ['document'],
    ],
    [
      'a draft policy is partial',
      facts('Do you have a documented information security policy?', {
        documents: [
          {
            id: 'doc_1',
            title: 'Information Security Policy',
            approved: false,
            status: 'draft',
            expired: false,
            match: 0.9,
          },
        ],
      }),
      'partial',
      ['document'],
    ],
    [
      'a plan "tested annually" needs a tested control, not the plan',
      facts('Is your incident response plan tested annually?', {
        documents: [
          {
            id: 'doc_2',
            title: 'Incident response plan',
            approved: true,
            status: 'approved',
            expired: false,
            match: 1,
          },
        ],
      }),
      'unknown',
      [],
    ],
    [
      'a control for data in transit does not answer for data at rest',
      facts('Is customer data encrypted at rest?', {
        controls: [control({ title: 'Encryption of data in transit' })],
      }),
      'unknown',
      [],
    ],
    [
      'a control for data at rest answers for data at rest',
      facts('Is customer data encrypted at rest?', {
        controls: [control({ title: 'Encryption of data at rest' })],
      }),
      'yes',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'what exists: an implemented control whose last test failed is partial',
      facts('Is customer data encrypted at rest?', {
        controls: [
          control({
            title: 'Encryption of data at rest',
            lastTest: { id: 'tst_f', result: 'fail', testedAt: daysAgo(3) },
          }),
        ],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'operation: a pass without a due date counts for a year only',
      facts(MFA_ENFORCED, {
        controls: [
          control({
            lastTest: { id: 'tst_old', result: 'pass', testedAt: daysAgo(800) },
            testDueAt: null,
          }),
        ],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'operation: a test without a result is no pass',
      facts(MFA_ENFORCED, {
        controls: [control({ lastTest: { id: 'tst_n', result: null, testedAt: daysAgo(3) } })],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'operation: "quarterly" needs a test within a quarter, whatever the control’s cadence',
      facts('Are user access rights reviewed at least quarterly?', {
        controls: [
          control({
            title: 'User access review',
            lastTest: { id: 'tst_q', result: 'pass', testedAt: daysAgo(120) },
            testDueAt: daysAhead(240),
          }),
        ],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'a vendor management policy is not the supplier list',
      facts('Do you maintain a vendor management policy?', {
        vendors: [{ id: 'ven_1', name: 'AWS' }],
      }),
      'unknown',
      [],
    ],
    [
      'how suppliers are reviewed is not the supplier list',
      facts('Are suppliers reviewed annually and recorded in a register?', {
        vendors: [{ id: 'ven_1', name: 'AWS' }],
      }),
      'unknown',
      [],
    ],
    [
      'risk assessments "quarterly" need one within a quarter',
      facts('Do you perform risk assessments at least quarterly?', {
        risks: {
          total: 4,
          lastAssessedAt: daysAgo(330),
          recent: [{ id: 'rsk_1', title: 'Ransomware' }],
        },
      }),
      'partial',
      ['risk'],
    ],
    [
      'a question about subprocessors’ certificates is not about ours',
      facts('Do your subprocessors hold ISO 27001 certification?', { certifications: [cert()] }),
      'unknown',
      [],
    ],
    [
      'a SOC 1 Type II answers for a SOC 1 Type II',
      facts('Do you have a SOC 1 Type II report?', {
        certifications: [cert({ id: 'crt_soc1', name: 'SOC 1 Type II' })],
      }),
      'yes',
      ['certification'],
    ],
    [
      'a weaker match that passes does not answer for the best one that failed',
      facts(MFA_ENFORCED, {
        controls: [
          control({ lastTest: { id: 'tst_f2', result: 'fail', testedAt: daysAgo(2) } }),
          control({ id: 'ctl_sso', title: 'Single sign-on', match: 0.4 }),
        ],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'a time limit the control does not state is partial',
      facts('Are leavers’ accounts disabled within 4 hours?', {
        controls: [
          control({
            title: 'Leaver account removal',
            description: 'Accounts are disabled within 24 hours of the last day.',
          }),
        ],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'a time limit the control states is met',
      facts('Are leavers’ accounts disabled within 24 hours?', {
        controls: [
          control({
            title: 'Leaver account removal',
            description: 'Accounts are disabled within 8 hours of the last day.',
          }),
        ],
      }),
      'yes',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'a register with risks not assessed this year is partial for "every risk"',
      facts('Is every risk on your risk register reassessed at least once a year?', {
        risks: {
          total: 2,
          assessed: [daysAgo(20), daysAgo(500)],
          lastAssessedAt: daysAgo(20),
          recent: [{ id: 'rsk_1', title: 'Ransomware' }],
        },
      }),
      'partial',
      ['risk'],
    ],
    [
      'a certificate’s scope is for a person to compare',
      facts('Does your ISO 27001 certificate scope cover all production systems?', {
        certifications: [cert()],
      }),
      'partial',
      ['certification'],
    ],
    [
      'an approved policy says the policy exists, whatever its control’s test',
      facts('Do you have a documented information security policy?', {
        ...POLICY_WITH_FAILED_REVIEW,
      }),
      'yes',
      ['document'],
    ],
    [
      'an approved policy whose control failed is partial when asked how it operates',
      facts('Do you have an information security policy that is reviewed annually?', {
        ...POLICY_WITH_FAILED_REVIEW,
      }),
      'partial',
      ['document', 'control', 'control_test', 'evidence'],
    ],
    [
      'a time limit asks how it operates: an untested control is no "yes"',
      facts('Are leavers’ accounts disabled within 24 hours?', {
        controls: [
          control({
            title: 'Leaver account removal',
            description: 'Accounts are disabled within 8 hours.',
            lastTest: null,
          }),
        ],
      }),
      'partial',
      ['control', 'evidence'],
    ],
    [
      'a deciding control that failed is not outvoted by another that passed',
      facts(MFA_ENFORCED, {
        controls: [
          control({ lastTest: { id: 'tst_f3', result: 'fail', testedAt: daysAgo(2) } }),
          control({ id: 'ctl_sso', title: 'Single sign-on with MFA', match: 0.78 }),
        ],
      }),
      'partial',
      ['control', 'control_test', 'evidence'],
    ],
    [
      'third-party risk management is not the risk register',
      facts('Is there a third-party risk management program?', {
        risks: {
          total: 1,
          assessed: [daysAgo(3)],
          lastAssessedAt: daysAgo(3),
          recent: [{ id: 'rsk_1', title: 'Ransomware' }],
        },
      }),
      'unknown',
      [],
    ],
    [
      'no policy document: a practice that operates is not a written policy',
      facts('Do you have a documented access control policy?', {
        controls: [
          control({ id: 'ctl_acp', title: 'Access control policy', lastTest: null, evidence: [] }),
        ],
      }),
      'partial',
      ['control'],
    ],
  ])('%s', (_what, input, verdict, kinds) => {
    const answer = draftAnswer(input);
    expect(answer.answer).toBe(verdict);
    expect([...new Set(answer.citations.map((c) => c.kind))]).toEqual(kinds);
    expect(answer.text.length).toBeGreaterThan(0);
    expect(answer.reason.length).toBeGreaterThan(0);
    expect(answer.confidence).toBeGreaterThanOrEqual(0);
    expect(answer.confidence).toBeLessThanOrEqual(1);
  });

  it('never answers yes without an implemented control, a held certification, an approved document or a register behind it', () => {
    const states: Partial<QuestionFacts>[] = [
      { controls: [control({ implementationStatus: 'in_progress' })] },
      { controls: [control({ status: 'inactive' })] },
      { controls: [control({ lastTest: { id: 't', result: 'fail', testedAt: daysAgo(1) } })] },
      { controls: [control({ bridgedOnly: true })] },
      { certifications: [cert({ held: false, standing: 'expired' })] },
      {},
    ];
    const questions = [
      MFA_ENFORCED,
      'Are you ISO 27001 certified?',
      'Are backups tested annually?',
    ];
    for (const state of states)
      for (const q of questions) expect(draftAnswer(facts(q, state)).answer, q).not.toBe('yes');
  });

  it('cites only the records it was given', () => {
    const given = facts(MFA_ENFORCED, { controls: [control()], certifications: [cert()] });
    const ids = new Set([
      ...given.controls.flatMap((c) => [c.id, c.lastTest?.id, ...c.evidence.map((e) => e.id)]),
      ...given.certifications.map((c) => c.id),
    ]);
    for (const citation of draftAnswer(given).citations) expect(ids.has(citation.id)).toBe(true);
  });
});

describe('reading the question', () => {
  it.each([
    ['Are access rights reviewed at least quarterly?', true],
    ['Is MFA enforced?', true],
    ['Are leavers removed within 24 hours?', true],
    ['Do you use multi-factor authentication?', false],
    ['Do you have an incident response plan?', false],
  ])('%s implies operation: %s', (q, expected) => {
    expect(impliesOperation(q)).toBe(expected);
  });

  it.each([
    ['Are you ISO 27001 certified?', ['iso27001']],
    ['Please provide your SOC 2 Type II report.', ['soc2']],
    ['Is your ISMS aligned with ISO 27001 controls?', ['iso27001']],
    ['Are your vendors ISO 27001 certified?', []],
    ['Are you compliant with PCI-DSS?', ['pcidss']],
  ])('%s asks for %j', (q, ids) => {
    expect(certificationsAskedFor(q).map((f) => f.id)).toEqual(ids);
  });
});

describe('titleMatch', () => {
  it.each([
    ['Do you have a documented information security policy?', 'Information Security Policy', 1],
    ['Do you have a documented information security policy?', 'Access Control Policy', 0],
    ['Are backups encrypted?', 'Backup encryption', 0.5],
    ['Anything?', '', 0],
    ['Do you have a written incident response policy?', 'Backup Policy', 0],
    ['Do you have a written incident response policy?', 'Incident Response Policy', 1],
  ])('%s / %s', (q, title, expected) => {
    expect(titleMatch(q, title)).toBeCloseTo(expected);
  });
});

describe('addressesQualifiers', () => {
  it.each([
    ['Is data encrypted at rest?', 'Encryption of data in transit', false],
    ['Is data encrypted in transit?', 'Encryption of data at rest', false],
    ['Is data encrypted in transit?', 'Encryption of data in transit and at rest', true],
    ['Is data encrypted?', 'Encryption of data in transit', true],
    ['Is physical access to offices restricted?', 'Logical access control', false],
  ])('%s / %s: %s', (q, title, expected) => {
    expect(addressesQualifiers(q, title)).toBe(expected);
  });
});

describe('sharesActions', () => {
  it.each([
    ['Is access to production logged?', 'Production access control', false],
    ['Is access to production logged?', 'Production access logging', true],
    ['Is MFA enforced for administrators?', 'Multi-factor authentication', true],
    ['Are backups tested?', 'Daily backups to a second region', true],
  ])('%s / %s: %s', (q, record, expected) => {
    expect(sharesActions(q, record)).toBe(expected);
  });
});

describe('meetsStatedLimits', () => {
  it.each([
    [
      'Are new starters trained within their first week?',
      'Security induction in the first week',
      true,
    ],
    [
      'Are new starters trained within their first week?',
      'Security training within 30 days of joining',
      false,
    ],
    [
      'Will you notify us 90 days’ notice before a new subprocessor?',
      'Customers get 30 days notice of new subprocessors',
      false,
    ],
    [
      'Do you give 30 days notice of new subprocessors?',
      'We give 60 days notice of new subprocessors',
      true,
    ],
    ['Is MFA enforced?', 'Multi-factor authentication', true],
    ['Are incidents reported within 72 hours?', 'The desk is staffed in business hours', false],
    ['Are incidents reported within one business day?', 'Reported in 4 hours', true],
    ['Are alerts answered within 15 minutes?', 'Alerts are answered within an hour', false],
  ])('%s / %s: %s', (q, record, expected) => {
    expect(meetsStatedLimits(q, record)).toBe(expected);
  });

  it('reads CAIQ’s stock phrase as asking what exists, and its frequencies as how it operates', () => {
    expect(impliesOperation('Are policies established, applied, evaluated, and maintained?')).toBe(
      false,
    );
    expect(
      impliesOperation(
        'Are processes defined, implemented, and evaluated for the detection of vulnerabilities at least monthly?',
      ),
    ).toBe(true);
  });
});
