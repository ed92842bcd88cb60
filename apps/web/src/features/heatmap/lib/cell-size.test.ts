import { describe, expect, it } from 'vitest';
import { AXIS_WIDTH, COMPACT_CELL_SIZE, fittedCellSize, ROW_LABEL_WIDTH } from './cell-size.ts';
import { BASE_CELL_SIZE } from '../../../lib/risk-level-style.ts';

const width = (cell: number, label: number) => AXIS_WIDTH + label + 5 * cell;

describe('fittedCellSize', () => {
  it.each([
    // [frame width, zoom, cell side]
    [null, 100, BASE_CELL_SIZE],
    [1200, 100, BASE_CELL_SIZE],
    [1200, 150, 108],
    [width(BASE_CELL_SIZE, ROW_LABEL_WIDTH.full), 100, BASE_CELL_SIZE],
    [width(BASE_CELL_SIZE, ROW_LABEL_WIDTH.full) - 1, 100, BASE_CELL_SIZE - 1],
    [width(COMPACT_CELL_SIZE, ROW_LABEL_WIDTH.full), 100, COMPACT_CELL_SIZE],
    // One pixel less and the words go: compact cells with narrow row labels.
    [width(COMPACT_CELL_SIZE, ROW_LABEL_WIDTH.full) - 1, 100, COMPACT_CELL_SIZE - 1],
    // A phone's frame (375 px screen, page and card padding taken off).
    [309, 100, 51],
    [309, 200, 102],
  ])('a %s px frame at %s %% gives %s px cells', (frame, zoom, cell) => {
    expect(fittedCellSize(zoom, frame)).toBe(cell);
  });

  it('fits the frame at 100 % for every width from a phone up', () => {
    for (let frame = 200; frame <= 2000; frame += 7) {
      const cell = fittedCellSize(100, frame);
      const label = cell < COMPACT_CELL_SIZE ? ROW_LABEL_WIDTH.compact : ROW_LABEL_WIDTH.full;
      expect(width(cell, label)).toBeLessThanOrEqual(frame);
    }
  });
});
