import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { citedSources, matchFrameworkByName, rankByWords, significantWords } from './lookup.ts';
import {
  CHAT_CONTEXT_ITEMS,
  CHAT_HISTORY_MESSAGES,
  chatContextText,
  chatHistoryWindow,
  chatSystemPrompt,
  conversationTitle,
} from './prompt.ts';

describe('chat limits (spec §9)', () => {
  it('keeps 10 messages and 20 context items', () => {
    expect(CHAT_HISTORY_MESSAGES).toBe(10);
    expect(CHAT_CONTEXT_ITEMS).toBe(20);
  });
});

describe('chatHistoryWindow', () => {
  const msgs = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      content: `m${i}`,
    }));

  it.each([0, 1, 9, 10, 11, 25])('of %i messages keeps the last min(n, 10)', (n) => {
    const window = chatHistoryWindow(msgs(n));
    expect(window).toHaveLength(Math.min(n, 10));
    if (n > 0) expect(window.at(-1)!.content).toBe(`m${n - 1}`);
  });

  it('leaves failed answers and empty messages out', () => {
    const window = chatHistoryWindow([
      { role: 'user', content: 'q1' },
      { role: 'assistant', content: 'sorry', failed: true },
      { role: 'assistant', content: '   ' },
      { role: 'user', content: 'q2' },
    ]);
    expect(window.map((m) => m.content)).toEqual(['q1', 'q2']);
  });

  it('never holds more than the limit, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }), { maxLength: 40 }), (contents) => {
        const all = contents.map((content) => ({ role: 'user' as const, content }));
        const window = chatHistoryWindow(all);
        expect(window.length).toBeLessThanOrEqual(10);
        const kept = all.filter((m) => m.content.trim() !== '');
        expect(window).toEqual(kept.slice(-10));
      }),
    );
  });
});

describe('conversationTitle', () => {
  it.each([
    ['Which critical risks have no control?', 'Which critical risks have no control?'],
    ['  two\n lines  ', 'two lines'],
    [
      'What controls should I add for the ransomware risk on our shared file servers in Europe?',
      'What controls should I add for the ransomware risk on our…',
    ],
  ])('%s', (question, title) => {
    expect(conversationTitle(question)).toBe(title);
  });

  it('is at most 61 characters (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 500 }), (q) => {
        expect(conversationTitle(q).length).toBeLessThanOrEqual(61);
      }),
    );
  });
});

describe('chat context', () => {
  const risks = Array.from({ length: 25 }, (_, i) => ({
    id: `rsk_${i}`,
    title: `Risk | ${i}`,
    level: 'high' as const,
    score: 25 - i,
    residualScore: 4,
    status: 'identified',
    category: 'TECHNOLOGY',
    owner: null,
    controlCount: 1,
  }));
  const context = {
    organizationName: 'Acme',
    risks,
    riskTotal: 40,
    controls: [
      {
        id: 'ctl_1',
        title: 'MFA',
        type: 'preventive',
        status: 'active',
        effectiveness: 0.9,
        linkedRiskCount: 3,
        nextTestDate: null,
      },
    ],
    controlTotal: 1,
  };

  it('lists at most 20 risks, one compact line each, ids first', () => {
    const text = chatContextText(context);
    expect(text).toContain('Top 20 of 40 risks by score');
    expect(text).toContain(
      'rsk_0 | Risk 0 | high 25 | 4 | identified | TECHNOLOGY | Unassigned | 1',
    );
    expect(text).toContain('rsk_19 |');
    expect(text).not.toContain('rsk_20 |');
    expect(text).toContain('ctl_1 | MFA | preventive | active | 90% | 3');
  });

  it('the system prompt names the organisation, the date and the tools', () => {
    const p = chatSystemPrompt(context, new Date('2026-05-01T10:00:00Z'));
    expect(p).toContain('members of Acme. Today is 2026-05-01.');
    expect(p).toContain('searchRisks');
    expect(p).toContain('cannot create, change or delete');
  });
});

describe('lookup by words', () => {
  const items = [
    { id: '1', title: 'Ransomware on file servers' },
    { id: '2', title: 'Phishing of finance staff' },
    { id: '3', title: 'Vendor outage' },
  ];

  it('ranks titles by the share of their words the question names', () => {
    expect(rankByWords('tell me about ransomware', items).map((m) => m.item.id)).toEqual([]);
    expect(rankByWords('the ransomware on servers risk', items)[0]!.item.id).toBe('1');
    expect(rankByWords('vendor outages?', items)[0]).toMatchObject({ matched: 2, score: 1 });
    expect(rankByWords('phishing', items)).toEqual([]);
  });

  it('ignores stop words', () => {
    expect(significantWords('What is the status of the Risk called Vendor Outage?')).toEqual([
      'called',
      'vendor',
      'outage',
    ]);
  });

  it('finds a framework by id or name', () => {
    const frameworks = [
      { id: 'SOC2', name: 'SOC 2' },
      { id: 'org-catalog', name: 'Acme Security Baseline' },
    ];
    expect(matchFrameworkByName('status of soc2', frameworks)?.id).toBe('SOC2');
    expect(matchFrameworkByName('how is the security baseline', frameworks)?.id).toBe(
      'org-catalog',
    );
    expect(matchFrameworkByName('anything', frameworks)).toBeNull();
  });

  it('cites the sources an answer names by id or title', () => {
    const sources = [
      { kind: 'risk' as const, id: 'rsk_1', title: 'Ransomware' },
      { kind: 'risk' as const, id: 'rsk_2', title: 'Flood' },
      { kind: 'control' as const, id: 'ctl_9', title: 'MFA' },
    ];
    expect(citedSources('Ransomware (rsk_1) is the top risk; see ctl_9.', sources)).toEqual([
      sources[0],
      sources[2],
    ]);
  });
});
