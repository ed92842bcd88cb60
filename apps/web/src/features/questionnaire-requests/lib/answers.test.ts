import { describe, expect, it } from 'vitest';
import type { RespondSection } from '@rampart/contracts';
import { answerWords, changedAnswers, progressOf, shownIds, structureOf } from './answers.ts';

const base = { editable: true, review: { status: 'open' as const, notes: [] }, files: [] };
const sections: RespondSection[] = [
  {
    id: 's1',
    title: 'Access',
    questions: [
      { ...base, id: 'q1', text: 'MFA?', type: 'yes_no', required: true },
      {
        ...base,
        id: 'q2',
        text: 'How?',
        type: 'single_choice',
        required: true,
        options: [{ id: 'idp', label: 'IdP' }],
        condition: { questionId: 'q1', equals: true },
      },
    ],
  },
];

describe('the recipient’s answers in the page', () => {
  it('shows a conditional question after the answer it hangs on, and counts it then', () => {
    const s = structureOf(sections);
    expect([...shownIds(s, {})]).toEqual(['q1']);
    expect(progressOf(s, {})).toEqual({ answered: 0, required: 1, percent: 0 });
    expect([...shownIds(s, { q1: true })]).toEqual(['q1', 'q2']);
    expect(progressOf(s, { q1: true })).toEqual({ answered: 1, required: 2, percent: 50 });
    expect(progressOf(s, { q1: false })).toEqual({ answered: 1, required: 1, percent: 100 });
  });

  it('sends only what changed, a cleared answer as null', () => {
    expect(changedAnswers({ q1: true, q3: 'a' }, { q1: true, q2: 'idp' })).toEqual({
      q2: 'idp',
      q3: null,
    });
    expect(changedAnswers({ q4: ['x'] }, { q4: ['x'] })).toEqual({});
  });

  it('puts answers in words', () => {
    const options = [{ id: 'idp', label: 'Identity provider' }];
    expect(answerWords({ type: 'single_choice', options, answer: 'idp' })).toBe(
      'Identity provider',
    );
    expect(answerWords({ type: 'yes_no', answer: false })).toBe('No');
    expect(answerWords({ type: 'text', answer: '' })).toBe('No answer');
    expect(answerWords({ type: 'file_upload', answer: ['a', 'b'] })).toBe('2 files');
  });
});
