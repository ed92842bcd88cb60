import { describe, expect, it } from 'vitest';
import {
  conflictingEntries,
  indexLibrary,
  questionKey,
  questionSimilarity,
  reusableAnswer,
  staleReasons,
  type LibraryEntry,
  type LibraryRecords,
} from './answer-library.ts';
import type { Citation, DraftAnswer } from './draft-answer.ts';

const NOW = new Date('2026-12-01T12:00:00Z');
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000);

const records = (over: Partial<LibraryRecords> = {}): LibraryRecords => ({
  controls: new Map([
    [
      'ctl_mfa',
      {
        title: 'MFA',
        status: 'active',
        implementationStatus: 'implemented',
        lastTest: { id: 'tst_1', result: 'pass', testedAt: daysAgo(10) },
        testDueAt: new Date(NOW.getTime() + 80 * 86_400_000),
      },
    ],
  ]),
  evidence: new Map([['evd_1', { title: 'MFA export', expiresAt: null }]]),
  certifications: new Map([['crt_iso', { name: 'ISO/IEC 27001', held: true }]]),
  documents: new Map([['doc_acp', { title: 'Access policy', approved: true, expired: false }]]),
  vendors: new Set(['vnd_aws']),
  risks: new Set(['rsk_1']),
  now: NOW,
  ...over,
});

const cite = (kind: Citation['kind'], id: string, title = id): Citation => ({ kind, id, title });
const ALL = [
  cite('control', 'ctl_mfa', 'MFA'),
  cite('control_test', 'tst_1'),
  cite('evidence', 'evd_1', 'MFA export'),
  cite('certification', 'crt_iso', 'ISO/IEC 27001'),
  cite('document', 'doc_acp', 'Access policy'),
  cite('vendor', 'vnd_aws'),
  cite('risk', 'rsk_1'),
];
const control = records().controls.get('ctl_mfa')!;

describe('staleReasons', () => {
  it('finds nothing while every cited record holds', () => {
    expect(staleReasons(ALL, records())).toEqual([]);
  });

  it.each<[string, Partial<LibraryRecords>, RegExp]>([
    [
      'a failed test',
      {
        controls: new Map([
          [
            'ctl_mfa',
            { ...control, lastTest: { id: 'tst_2', result: 'fail', testedAt: daysAgo(2) } },
          ],
        ]),
      },
      /MFA failed its last test/,
    ],
    [
      'an overdue test',
      { controls: new Map([['ctl_mfa', { ...control, testDueAt: daysAgo(1) }]]) },
      /overdue/,
    ],
    [
      'a retired control',
      { controls: new Map([['ctl_mfa', { ...control, status: 'retired' }]]) },
      /no longer implemented/,
    ],
    ['a deleted control', { controls: new Map() }, /MFA no longer exists/],
    [
      'expired evidence',
      { evidence: new Map([['evd_1', { title: 'MFA export', expiresAt: daysAgo(3) }]]) },
      /MFA export expired/,
    ],
    [
      'a lapsed certification',
      { certifications: new Map([['crt_iso', { name: 'ISO/IEC 27001', held: false }]]) },
      /ISO\/IEC 27001 is no longer held/,
    ],
    [
      'a document back in draft',
      {
        documents: new Map([
          ['doc_acp', { title: 'Access policy', approved: false, expired: false }],
        ]),
      },
      /Access policy is no longer approved/,
    ],
    ['a vendor removed', { vendors: new Set() }, /vnd_aws no longer exists/],
  ])('is stale after %s', (_what, change, reason) => {
    const reasons = staleReasons(ALL, records(change));
    expect(reasons).toHaveLength(1);
    expect(reasons[0]).toMatch(reason);
  });
});

describe('questionKey and questionSimilarity', () => {
  it.each([
    ['1.2 Is MFA enforced?', 'is mfa enforced'],
    ['AIS-01.1 Are policies approved?', 'are policies approved'],
    ['Q12) Do you encrypt data at rest?', 'do you encrypt data at rest'],
    ['  Is   MFA — enforced?? ', 'is mfa enforced'],
    ['SOC2: Is there a report?', 'soc2 is there a report'],
    ['Ist die Übertragung verschlüsselt?', 'ist die ubertragung verschlusselt'],
  ])('%s', (text, key) => expect(questionKey(text)).toBe(key));

  it('is 1 for the same question and less for a different one', () => {
    expect(questionSimilarity('H.2 Is MFA enforced?', 'Is MFA enforced')).toBe(1);
    expect(
      questionSimilarity(
        'Is multi-factor authentication enforced for administrators?',
        'Is multi-factor authentication enforced for all administrators?',
      ),
    ).toBeGreaterThanOrEqual(0.75);
    expect(
      questionSimilarity('Is data encrypted at rest?', 'Are backups tested annually?'),
    ).toBeLessThan(0.2);
  });
});

const entry = (over: Partial<LibraryEntry & { stale: boolean }> = {}) => ({
  id: 'lib_1',
  question: 'Is multi-factor authentication enforced for administrators?',
  answer: 'yes' as const,
  text: 'Yes. Every administrator signs in with a hardware key.',
  citations: [cite('control', 'ctl_mfa', 'MFA')],
  approvedBy: 'Priya Patel',
  approvedAt: daysAgo(30),
  source: 'Acme Bank',
  stale: false,
  ...over,
});
const draft = (answer: DraftAnswer['answer']): DraftAnswer => ({
  answer,
  text: 'drafted',
  reason: 'rules',
  confidence: 0.5,
  citations: [],
});

describe('reusableAnswer', () => {
  const SAME = '2.1 Is multi-factor authentication enforced for administrators?';
  const SIMILAR = 'Is multi-factor authentication enforced for all administrators?';
  const today = {
    ...draft('yes'),
    reason: 'MFA passed its last test on Nov 21, 2026.',
    citations: [cite('control', 'ctl_mfa', 'MFA'), cite('control_test', 'tst_9')],
  };

  it('reuses the words of an approved "yes" where the rules say yes, with today’s records', () => {
    const reused = reusableAnswer(SAME, today, indexLibrary([entry()]), new Set());
    expect(reused).toMatchObject({
      answer: 'yes',
      text: 'Yes. Every administrator signs in with a hardware key.',
      libraryEntryId: 'lib_1',
      citations: today.citations,
    });
    expect(reused!.reason).toMatch(/The same question was answered this way by Priya Patel/);
    expect(reusableAnswer(SIMILAR, today, indexLibrary([entry()]), new Set())?.answer).toBe('yes');
  });

  it('reuses an approved "no" for the same or a similar question, with its own records', () => {
    const no = entry({ answer: 'no', text: 'No.', citations: [cite('risk', 'rsk_1')] });
    for (const question of [SAME, SIMILAR]) {
      const reused = reusableAnswer(question, draft('unknown'), indexLibrary([no]), new Set());
      expect(reused).toMatchObject({ answer: 'no', citations: [{ kind: 'risk', id: 'rsk_1' }] });
    }
  });

  it.each<[string, string, DraftAnswer['answer'], Partial<LibraryEntry & { stale: boolean }>]>([
    ['a stale answer', SAME, 'unknown', { answer: 'no', stale: true }],
    ['a "yes" the rules do not give today', SAME, 'partial', {}],
    ['another question', 'Are backups tested annually?', 'unknown', { answer: 'no' }],
    ['an approved "unknown"', SAME, 'partial', { answer: 'unknown', text: 'To confirm.' }],
    ['a lesser answer when the records now support yes', SAME, 'yes', { answer: 'no' }],
    [
      'an answer to the opposite question',
      'Is production data never used in test environments?',
      'unknown',
      { question: 'Is production data used in test environments?', answer: 'no' },
    ],
    [
      'an answer about another standard named before the question',
      'ISO27001: Do you have a current audit report?',
      'unknown',
      { question: 'SOC2: Do you have a current audit report?', answer: 'partial' },
    ],
    [
      'an answer to another question in a script the key does not keep apart',
      'データは暗号化されていますか',
      'unknown',
      { question: '従業員は研修を受けていますか', answer: 'no' },
    ],
  ])('does not reuse %s', (_what, question, drafted, over) => {
    expect(
      reusableAnswer(question, draft(drafted), indexLibrary([entry(over)]), new Set()),
    ).toBeNull();
  });

  it('flags approved answers that disagree on the same question, and reuses neither', () => {
    const entries = [entry(), entry({ id: 'lib_2', answer: 'no', text: 'No.' })];
    const conflicts = conflictingEntries(entries);
    expect([...conflicts].sort()).toEqual(['lib_1', 'lib_2']);
    expect(reusableAnswer(SAME, today, indexLibrary(entries), conflicts)).toBeNull();
    // A stale one does not conflict.
    expect(
      conflictingEntries([entry(), entry({ id: 'lib_2', answer: 'no', stale: true })]).size,
    ).toBe(0);
  });
});
