import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectChatIntent, normalizeQuestion, type ChatIntent } from './intent.ts';

const none = { levels: [], statuses: [], categories: [], owner: null };

describe('detectChatIntent', () => {
  it.each<[string, ChatIntent]>([
    [
      'Which critical risks have no control?',
      { kind: 'unmapped_risks', filter: { ...none, levels: ['critical'] } },
    ],
    [
      'which high or critical risks don’t have controls',
      { kind: 'unmapped_risks', filter: { ...none, levels: ['high', 'critical'] } },
    ],
    ['Show unmapped risks', { kind: 'unmapped_risks', filter: none }],
    [
      'Which technology risks are without mitigation?',
      { kind: 'unmapped_risks', filter: { ...none, categories: ['TECHNOLOGY'] } },
    ],
    [
      'How many high risks are open?',
      {
        kind: 'risks',
        mode: 'count',
        filter: { ...none, levels: ['high'], statuses: ['identified', 'assessed', 'in-progress'] },
      },
    ],
    [
      'List the mitigated risks',
      { kind: 'risks', mode: 'list', filter: { ...none, statuses: ['mitigated'] } },
    ],
    ['What are our top risks?', { kind: 'risks', mode: 'list', filter: none }],
    [
      'risks owned by alex morgan',
      { kind: 'risks', mode: 'list', filter: { ...none, owner: 'alex morgan' } },
    ],
    [
      'How many financial risks are assigned to dana that are in progress?',
      {
        kind: 'risks',
        mode: 'count',
        filter: { ...none, statuses: ['in-progress'], categories: ['FINANCIAL'], owner: 'dana' },
      },
    ],
    [
      'How many controls do we have?',
      { kind: 'controls', mode: 'count', filter: { statuses: [], types: [] } },
    ],
    [
      'list the active detective controls',
      { kind: 'controls', mode: 'list', filter: { statuses: ['active'], types: ['detective'] } },
    ],
    ['Which control tests are overdue?', { kind: 'overdue_tests' }],
    ['Are any controls overdue for testing?', { kind: 'overdue_tests' }],
    ['Which controls are ineffective?', { kind: 'ineffective_controls' }],
    ['show controls with low effectiveness', { kind: 'ineffective_controls' }],
    ['Which controls have no evidence?', { kind: 'controls_without_evidence' }],
    ['controls missing evidence', { kind: 'controls_without_evidence' }],
    ['How compliant are we with SOC 2?', { kind: 'framework_status', framework: 'SOC2' }],
    ['What is our framework status?', { kind: 'framework_status', framework: null }],
    ['What are the ISO 27001 gaps?', { kind: 'framework_gaps', framework: 'ISO27001' }],
    ['Which GDPR requirements are not met?', { kind: 'framework_gaps', framework: 'GDPR' }],
    [
      'What controls should I add for ransomware on file servers?',
      { kind: 'recommend_controls', subject: 'ransomware on file servers' },
    ],
    [
      'Recommend controls to mitigate the phishing risk',
      { kind: 'recommend_controls', subject: 'phishing' },
    ],
    ['Tell me about the phishing risk', { kind: 'lookup', subject: 'phishing' }],
    ['What is Vendor outage?', { kind: 'lookup', subject: 'vendor outage' }],
    ['What can you do?', { kind: 'help' }],
    ['hello', { kind: 'greeting' }],
    ['Delete the phishing risk', { kind: 'unsupported_action', verb: 'delete' }],
    ['Please write a board report', { kind: 'unsupported_action', verb: 'write' }],
    ['What will the weather be tomorrow?', { kind: 'unknown' }],
    ['', { kind: 'unknown' }],
  ])('%s', (question, intent) => {
    expect(detectChatIntent(question)).toEqual(intent);
  });

  it('reads the levels of the spec and nothing more ("highest" is not "high")', () => {
    expect(detectChatIntent('Which risks are highest?')).toEqual({
      kind: 'risks',
      mode: 'list',
      filter: none,
    });
  });

  describe('follow-ups keep the subject of the previous question', () => {
    const previous = detectChatIntent('Which critical risks have no control?');

    it.each<[string, ChatIntent]>([
      ['And the high ones?', { kind: 'unmapped_risks', filter: { ...none, levels: ['high'] } }],
      ['what about high risks', { kind: 'unmapped_risks', filter: { ...none, levels: ['high'] } }],
      [
        'and technology?',
        {
          kind: 'unmapped_risks',
          filter: { ...none, levels: ['critical'], categories: ['TECHNOLOGY'] },
        },
      ],
    ])('%s', (question, intent) => {
      expect(detectChatIntent(question, previous)).toEqual(intent);
    });

    it('a framework follow-up switches the framework', () => {
      const gaps = detectChatIntent('What are the SOC 2 gaps?');
      expect(detectChatIntent('And GDPR?', gaps)).toEqual({
        kind: 'framework_gaps',
        framework: 'GDPR',
      });
    });

    it('a full question is read on its own', () => {
      expect(detectChatIntent('And which controls are ineffective?', previous)).toEqual({
        kind: 'ineffective_controls',
      });
    });

    it('without a marker the previous question does not matter', () => {
      expect(detectChatIntent('high ones?', previous)).toEqual({ kind: 'unknown' });
    });
  });

  it('never throws and always answers with a known kind', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (q) => {
        expect(typeof detectChatIntent(q).kind).toBe('string');
      }),
    );
  });
});

describe('normalizeQuestion', () => {
  it.each([
    ['  Which “critical” RISKS?! ', 'which critical risks'],
    ['don’t', "don't"],
    ['in-progress risks.', 'in-progress risks'],
    ['ISO/IEC 27001', 'iso iec 27001'],
    ['alex@example.com', 'alex@example.com'],
  ])('%s -> %s', (input, output) => {
    expect(normalizeQuestion(input)).toBe(output);
  });
});
