export type CellPos = { row: number; col: number };
export type GridSize = { rows: number; cols: number };

export type CellKeyAction =
  | { kind: 'move'; to: CellPos }
  /** Save, and stay (Enter on the last row). */
  | { kind: 'commit' }
  | { kind: 'revert' }
  /** Let the browser handle it (typing, Tab out of the grid). */
  | { kind: 'native' };

export type CellKey = {
  key: string;
  shiftKey: boolean;
  /** The caret sits at the start / end of the text, or all of it is selected. */
  atStart: boolean;
  atEnd: boolean;
};

const clamp = (pos: CellPos, size: GridSize): CellPos | null =>
  pos.row < 0 || pos.col < 0 || pos.row >= size.rows || pos.col >= size.cols ? null : pos;

/**
 * Spreadsheet keys: arrows move between cells (left and right once the caret is at the edge of
 * the text), Enter saves and goes down, Tab saves and goes right (out of the grid at the end),
 * Escape puts the saved value back. Moving away saves, so a move is also a commit.
 */
export const cellKeyAction = (e: CellKey, at: CellPos, size: GridSize): CellKeyAction => {
  const go = (dr: number, dc: number): CellKeyAction => {
    const to = clamp({ row: at.row + dr, col: at.col + dc }, size);
    return to ? { kind: 'move', to } : { kind: 'commit' };
  };
  switch (e.key) {
    case 'ArrowUp':
      return go(-1, 0);
    case 'ArrowDown':
      return go(1, 0);
    case 'ArrowLeft':
      return e.atStart ? go(0, -1) : { kind: 'native' };
    case 'ArrowRight':
      return e.atEnd ? go(0, 1) : { kind: 'native' };
    case 'Enter':
      return go(e.shiftKey ? -1 : 1, 0);
    case 'Tab': {
      const to = clamp({ row: at.row, col: at.col + (e.shiftKey ? -1 : 1) }, size);
      return to ? { kind: 'move', to } : { kind: 'native' };
    }
    case 'Escape':
      return { kind: 'revert' };
    default:
      return { kind: 'native' };
  }
};
