import { describe, expect, it } from 'vitest';
import { cellKeyAction, type CellKey } from './grid-nav.ts';

const size = { rows: 3, cols: 4 };
const key = (k: string, extra: Partial<CellKey> = {}): CellKey => ({
  key: k,
  shiftKey: false,
  atStart: true,
  atEnd: true,
  ...extra,
});

describe('cellKeyAction', () => {
  it.each([
    ['ArrowDown', { row: 1, col: 1 }, { kind: 'move', to: { row: 2, col: 1 } }],
    ['ArrowUp', { row: 1, col: 1 }, { kind: 'move', to: { row: 0, col: 1 } }],
    ['ArrowLeft', { row: 1, col: 1 }, { kind: 'move', to: { row: 1, col: 0 } }],
    ['ArrowRight', { row: 1, col: 1 }, { kind: 'move', to: { row: 1, col: 2 } }],
    ['Enter', { row: 1, col: 1 }, { kind: 'move', to: { row: 2, col: 1 } }],
    ['Tab', { row: 1, col: 1 }, { kind: 'move', to: { row: 1, col: 2 } }],
    ['Escape', { row: 1, col: 1 }, { kind: 'revert' }],
    ['5', { row: 1, col: 1 }, { kind: 'native' }],
  ])('%s from %j', (k, at, action) => {
    expect(cellKeyAction(key(k), at, size)).toEqual(action);
  });

  it('saves in place at the edges, and lets Tab leave the grid', () => {
    expect(cellKeyAction(key('ArrowUp'), { row: 0, col: 0 }, size)).toEqual({ kind: 'commit' });
    expect(cellKeyAction(key('ArrowDown'), { row: 2, col: 0 }, size)).toEqual({ kind: 'commit' });
    expect(cellKeyAction(key('Enter'), { row: 2, col: 3 }, size)).toEqual({ kind: 'commit' });
    expect(cellKeyAction(key('ArrowRight'), { row: 0, col: 3 }, size)).toEqual({
      kind: 'commit',
    });
    expect(cellKeyAction(key('Tab'), { row: 0, col: 3 }, size)).toEqual({ kind: 'native' });
    expect(cellKeyAction(key('Tab', { shiftKey: true }), { row: 0, col: 0 }, size)).toEqual({
      kind: 'native',
    });
    expect(cellKeyAction(key('Tab', { shiftKey: true }), { row: 0, col: 2 }, size)).toEqual({
      kind: 'move',
      to: { row: 0, col: 1 },
    });
    expect(cellKeyAction(key('Enter', { shiftKey: true }), { row: 1, col: 2 }, size)).toEqual({
      kind: 'move',
      to: { row: 0, col: 2 },
    });
  });

  it('moves the caret, not the cell, inside the text', () => {
    expect(cellKeyAction(key('ArrowLeft', { atStart: false }), { row: 1, col: 1 }, size)).toEqual({
      kind: 'native',
    });
    expect(cellKeyAction(key('ArrowRight', { atEnd: false }), { row: 1, col: 1 }, size)).toEqual({
      kind: 'native',
    });
  });
});
