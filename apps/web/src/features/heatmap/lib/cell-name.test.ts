import { describe, expect, it } from 'vitest';
import type { MatrixCell } from '../../../lib/heatmap-matrix.ts';
import { cellName, FULL_LABEL_SIZE, shownCount, shownLevel } from './cell-name.ts';

const cell = (count: number): MatrixCell => ({
  likelihood: 5,
  impact: 5,
  score: 25,
  level: 'critical',
  count,
  top: [],
});

// What axe's label-content-name-mismatch compares: lower case, punctuation dropped.
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('a heat map cell is named with what it shows (WCAG 2.5.3)', () => {
  it.each([
    [0, FULL_LABEL_SIZE],
    [1, FULL_LABEL_SIZE],
    [2, 80],
    [1234, FULL_LABEL_SIZE],
    [3, FULL_LABEL_SIZE - 1],
    [1, 30],
  ])('%i risks in a %ipx cell', (count, size) => {
    const visible = `${shownLevel(cell(count), size)} ${shownCount(count)}`;
    expect(words(cellName(cell(count), size))).toContain(words(visible));
  });

  it('names the location, the score and the count', () => {
    expect(cellName(cell(2), FULL_LABEL_SIZE)).toBe(
      'Likelihood 5 Very High, impact 5 Very High: score 25, level Critical, 2 risks',
    );
    expect(cellName(cell(1), FULL_LABEL_SIZE - 1)).toBe(
      'Likelihood 5 Very High, impact 5 Very High: score 25, level Critical (C), 1 risk',
    );
    expect(shownCount(1234)).toBe('1.2K');
  });

  it('says "level" so the level does not read as a kind of risk counted', () => {
    const low: MatrixCell = { likelihood: 2, impact: 2, score: 4, level: 'low', count: 0, top: [] };
    expect(cellName(low, FULL_LABEL_SIZE)).toMatch(/: score 4, level Low, 0 risks$/);
  });

  it('adds the groups of a split bubble', () => {
    const segments = [{ key: 'a', label: 'Technology', count: 2, color: 'red' }];
    expect(cellName(cell(2), FULL_LABEL_SIZE, segments)).toMatch(
      /level Critical, 2 risks \(Technology 2\)$/,
    );
  });
});
