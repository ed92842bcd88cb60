import { describe, expect, it } from 'vitest';
import { answerBlocks } from './answer-blocks.ts';

describe('answerBlocks', () => {
  it('groups list lines and keeps paragraphs', () => {
    expect(
      answerBlocks(
        '2 critical risks have no control:\n- Ransomware\n- Flood\n\nMap a control.\n1. **First**\n2. Second',
      ),
    ).toEqual([
      { type: 'p', text: '2 critical risks have no control:' },
      { type: 'ul', items: ['Ransomware', 'Flood'] },
      { type: 'p', text: 'Map a control.' },
      { type: 'ol', items: ['First', 'Second'] },
    ]);
  });

  it('reads a partial answer', () => {
    expect(answerBlocks('Two risks:\n- Ranso')).toEqual([
      { type: 'p', text: 'Two risks:' },
      { type: 'ul', items: ['Ranso'] },
    ]);
    expect(answerBlocks('')).toEqual([]);
  });

  it('a dash inside a sentence is not a list', () => {
    expect(answerBlocks('Ransomware — Critical - score 25')).toEqual([
      { type: 'p', text: 'Ransomware — Critical - score 25' },
    ]);
  });
});
