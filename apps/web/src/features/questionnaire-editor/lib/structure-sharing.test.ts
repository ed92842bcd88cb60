import { describe, expect, it } from 'vitest';
import type { QuestionnaireStructure } from '@rampart/domain';
import { shareUnchanged } from './structure-sharing.ts';

const structure = (text: string): QuestionnaireStructure => ({
  sections: [
    {
      id: 's1',
      title: 'Access',
      questions: [
        { id: 'q1', text, type: 'yes_no', required: true, weight: 1 },
        { id: 'q2', text: 'Backups tested?', type: 'yes_no', required: false, weight: 2 },
      ],
    },
    { id: 's2', title: 'People', questions: [] },
  ],
});

describe('shareUnchanged', () => {
  it('returns the previous reading when nothing changed', () => {
    const prev = structure('MFA?');
    expect(shareUnchanged(prev, structure('MFA?'))).toBe(prev);
  });

  it('keeps unchanged questions and sections as the same objects', () => {
    const prev = structure('MFA?');
    const next = shareUnchanged(prev, structure('MFA everywhere?'));
    expect(next).not.toBe(prev);
    expect(next.sections[0]).not.toBe(prev.sections[0]);
    expect(next.sections[0]!.questions[0]!.text).toBe('MFA everywhere?');
    expect(next.sections[0]!.questions[1]).toBe(prev.sections[0]!.questions[1]);
    expect(next.sections[1]).toBe(prev.sections[1]);
  });

  it('notices sections moved', () => {
    const prev = structure('MFA?');
    const moved = { sections: [...structure('MFA?').sections].reverse() };
    const next = shareUnchanged(prev, moved);
    expect(next.sections.map((s) => s.id)).toEqual(['s2', 's1']);
    expect(next.sections[1]).toBe(prev.sections[0]);
  });
});
