import { describe, expect, it } from 'vitest';
import type { ChatControlFact, ChatRiskFact } from './answer-format.ts';
import {
  answerControlsWithoutEvidence,
  answerIneffectiveControls,
  answerOverdueTests,
  INEFFECTIVE_EFFECTIVENESS_BELOW,
  isIneffectiveControl,
} from './answers-controls.ts';
import {
  answerFrameworkGaps,
  answerFrameworkStatus,
  answerRecommendations,
} from './answers-compliance.ts';
import {
  answerHelp,
  answerLookup,
  answerUnknown,
  OFFLINE_CAPABILITIES,
} from './answers-general.ts';
import { answerRisks, answerUnmappedRisks } from './answers-risks.ts';

const none = { levels: [], statuses: [], categories: [], owner: null };
const risk = (i: number, extra: Partial<ChatRiskFact> = {}): ChatRiskFact => ({
  id: `rsk_${i}`,
  title: `Risk ${i}`,
  level: 'critical',
  score: 25,
  status: 'identified',
  category: 'TECHNOLOGY',
  owner: 'Alex',
  controlCount: 0,
  ...extra,
});
const control = (i: number, extra: Partial<ChatControlFact> = {}): ChatControlFact => ({
  id: `ctl_${i}`,
  title: `Control ${i}`,
  type: 'preventive',
  status: 'active',
  effectiveness: 0.4,
  linkedRiskCount: 2,
  nextTestDate: null,
  ...extra,
});
const text = (a: { lines: string[] }) => a.lines.join('\n');

describe('answerUnmappedRisks', () => {
  const critical = { ...none, levels: ['critical' as const] };

  it('names each risk with its level, score, status and owner, and links it', () => {
    const a = answerUnmappedRisks(critical, {
      items: [risk(1, { title: 'Ransomware on file servers' })],
      total: 1,
      inScope: 3,
    });
    expect(a.lines[0]).toBe(
      '1 critical risk has no control mapped (of 3 in all), highest score first:',
    );
    expect(a.lines[1]).toBe(
      '- Ransomware on file servers — Critical (score 25), identified, owner Alex',
    );
    expect(a.sources).toEqual([{ kind: 'risk', id: 'rsk_1', title: 'Ransomware on file servers' }]);
    expect(a.dataPoints).toBe(3);
  });

  it('shows 10 and counts the rest', () => {
    const items = Array.from({ length: 12 }, (_, i) => risk(i));
    const a = answerUnmappedRisks(critical, { items, total: 12, inScope: 12 });
    expect(a.sources).toHaveLength(10);
    expect(text(a)).toContain('…and 2 more in the Risk Register.');
  });

  it('says when every risk is covered, and when there is none at all', () => {
    expect(text(answerUnmappedRisks(critical, { items: [], total: 0, inScope: 4 }))).toBe(
      'Every one of your 4 critical risks has at least one control mapped.',
    );
    expect(text(answerUnmappedRisks(critical, { items: [], total: 0, inScope: 0 }))).toBe(
      'You have no critical risks, so none is without a control.',
    );
  });
});

describe('answerRisks', () => {
  it('counts with a breakdown by level and previews the top 5', () => {
    const items = Array.from({ length: 7 }, (_, i) => risk(i, { controlCount: 1 }));
    const a = answerRisks(
      { ...none, statuses: ['identified', 'assessed', 'in-progress'] },
      'count',
      {
        items,
        total: 7,
        byLevel: { critical: 7 },
      },
    );
    expect(a.lines.slice(0, 2)).toEqual([
      'You have 7 open risks.',
      'By level: 7 critical, 0 high, 0 medium, 0 low.',
    ]);
    expect(a.sources).toHaveLength(5);
    expect(text(a)).toContain('Critical (score 25), identified, owner Alex, 1 control');
  });

  it('describes owner and category filters', () => {
    const a = answerRisks({ ...none, categories: ['FINANCIAL'], owner: 'dana' }, 'list', {
      items: [],
      total: 0,
    });
    expect(text(a)).toBe('You have no financial risks owned by “dana”.');
  });
});

describe('controls answers', () => {
  it('an effectiveness below 0.6 (a rating under 3 of 5) is ineffective', () => {
    expect(INEFFECTIVE_EFFECTIVENESS_BELOW).toBe(0.6);
    expect(isIneffectiveControl(0.59)).toBe(true);
    expect(isIneffectiveControl(0.6)).toBe(false);
    expect(isIneffectiveControl(null)).toBe(false);
  });

  it('lists ineffective controls with their effectiveness', () => {
    const a = answerIneffectiveControls({ items: [control(1)], total: 1, tested: 5 });
    expect(a.lines[1]).toBe('- Control 1 — preventive, active, 40% effective, 2 risks');
    expect(a.lines[0]).toContain('1 control is ineffective');
  });

  it('says when no control is rated yet', () => {
    expect(text(answerIneffectiveControls({ items: [], total: 0, tested: 0 }))).toContain(
      'complete a control test',
    );
  });

  it('overdue tests say how late, once per control in the sources', () => {
    const now = new Date('2026-03-11T12:00:00Z');
    const a = answerOverdueTests(
      {
        items: [
          { controlId: 'ctl_1', title: 'Access review', due: '2026-03-01T00:00:00Z' },
          { controlId: 'ctl_1', title: 'Access review', due: '2026-03-05T00:00:00Z' },
        ],
        total: 2,
      },
      now,
    );
    expect(a.lines[1]).toBe('- Access review — due Mar 1, 2026 (10 days late)');
    expect(a.sources).toEqual([{ kind: 'control', id: 'ctl_1', title: 'Access review' }]);
  });

  it('controls without evidence', () => {
    expect(text(answerControlsWithoutEvidence({ items: [], total: 0, active: 3 }))).toBe(
      'Every one of your 3 active controls has evidence attached.',
    );
  });
});

describe('compliance answers', () => {
  const summary = {
    total: 10,
    met: 4,
    partlyMet: 2,
    notMet: 3,
    notApplicable: 1,
    percentMet: 44.4,
    percentProgress: 55.6,
  };

  it('status of the tracked frameworks only', () => {
    const a = answerFrameworkStatus(
      [
        { id: 'SOC2', name: 'SOC 2', selected: true, summary },
        { id: 'GDPR', name: 'GDPR', selected: false, summary: null },
      ],
      null,
    );
    expect(a.lines).toContain(
      '- SOC 2: 44.4% met — 4 met, 2 partly met, 3 not met, 1 not applicable (of 10)',
    );
    expect(a.sources).toEqual([{ kind: 'framework', id: 'SOC2', title: 'SOC 2' }]);
  });

  it('no tracked framework says how to start', () => {
    expect(text(answerFrameworkStatus([], null))).toContain('You track no framework yet');
  });

  it('gaps link to their requirement', () => {
    const a = answerFrameworkGaps(
      { id: 'SOC2', name: 'SOC 2' },
      [
        {
          id: 'SOC2-CC6.1',
          code: 'CC6.1',
          title: 'Logical access',
          status: 'not_met',
          mandatory: true,
          reason: 'No control addresses this requirement',
        },
      ],
      30,
    );
    expect(a.lines[1]).toBe(
      '- CC6.1 Logical access — not met, mandatory (No control addresses this requirement)',
    );
    expect(a.sources[1]).toEqual({
      kind: 'requirement',
      id: 'SOC2-CC6.1',
      title: 'CC6.1 Logical access',
      frameworkId: 'SOC2',
    });
  });

  it('recommendations name the risk and each control with its rationale', () => {
    const a = answerRecommendations('ransomware', { id: 'rsk_1', title: 'Ransomware' }, [
      {
        libraryControlId: 'LIB-BACKUP',
        name: 'Backups',
        category: 'operations',
        importance: 'MANDATORY',
        standards: [],
        score: 0.82,
        rationale: 'matches ransomware',
        inPlace: true,
        adoptedControlIds: ['ctl_1'],
      },
    ]);
    expect(a.lines[1]).toBe(
      '- Backups (mandatory, match 82%) — already in place: matches ransomware',
    );
    expect(a.sources.map((s) => s.kind)).toEqual(['risk', 'library']);
  });

  it('asks for the risk when none is named', () => {
    expect(text(answerRecommendations('', null, []))).toContain('Name the risk');
  });
});

describe('general answers', () => {
  it('the unknown answer says plainly what the offline engine can and cannot do', () => {
    const t = text(answerUnknown());
    for (const c of OFFLINE_CAPABILITIES) expect(t).toContain(c.example);
    expect(t).toContain('I cannot answer general questions');
    expect(text(answerHelp())).toContain('no language model is configured');
  });

  it('a lookup shows the risk and links its controls once', () => {
    const a = answerLookup({
      risk: {
        ...risk(1, { title: 'Phishing' }),
        description: 'Staff click links. More text here.',
        residualLevel: 'medium',
        residualScore: 9,
        nextReview: null,
        controls: [{ id: 'ctl_1', title: 'Mail filter' }],
      },
      control: null,
      others: [{ kind: 'control', id: 'ctl_1', title: 'Mail filter' }],
    });
    expect(a.lines[0]).toBe(
      'Risk “Phishing”: Critical (score 25), residual medium (9), identified, technology, owner Alex.',
    );
    expect(a.lines[1]).toBe('Staff click links.');
    expect(a.sources).toEqual([
      { kind: 'risk', id: 'rsk_1', title: 'Phishing' },
      { kind: 'control', id: 'ctl_1', title: 'Mail filter' },
    ]);
  });
});
