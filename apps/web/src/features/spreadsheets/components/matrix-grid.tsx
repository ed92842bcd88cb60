import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { RcsaMatrix } from '@rampart/contracts';
import { cn } from '../../../lib/cn.ts';
import type { CellSave } from '../api/save-matrix-cell.ts';
import { cellKeyAction, type CellPos } from '../lib/grid-nav.ts';
import { ControlColumnHeader } from './control-column-header.tsx';
import { MatrixCell, type CellStatus } from './matrix-cell.tsx';
import { RiskRowHeader } from './risk-row-header.tsx';

type MatrixGridProps = {
  matrix: RcsaMatrix;
  readOnly: boolean;
  /** Columns added by hand, which can be taken away again. */
  addedControlIds: readonly string[];
  onRemoveColumn: (controlId: string) => void;
  onSave: (save: CellSave) => Promise<unknown>;
};

type Announcement = { text: string; tone: 'muted' | 'success' | 'danger' };

const announcementOf = (label: string, status: CellStatus): Announcement | null => {
  if (status.kind === 'saving') return { text: `Saving ${label}…`, tone: 'muted' };
  if (status.kind === 'saved') return { text: `Saved ${label}.`, tone: 'success' };
  if (status.kind === 'error') return { text: `${label}: ${status.message}`, tone: 'danger' };
  return null;
};

/**
 * The RCSA matrix as an editable grid: a row per risk, a column per control, the mapping's
 * effectiveness in percent in each cell. The header row and the risk column stay in view.
 */
export const MatrixGrid = ({
  matrix,
  readOnly,
  addedControlIds,
  onRemoveColumn,
  onSave,
}: MatrixGridProps) => {
  const scroller = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState<CellPos>({ row: 0, col: 0 });
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const size = { rows: matrix.risks.length, cols: matrix.controls.length };
  const sizeRef = useRef(size);
  sizeRef.current = size;
  const saveRef = useRef(onSave);
  saveRef.current = onSave;

  const cells = useMemo(
    () => new Map(matrix.cells.map((c) => [`${c.riskId}|${c.controlId}`, c.effectiveness])),
    [matrix.cells],
  );
  const mappedControls = useMemo(
    () => new Set(matrix.cells.map((c) => c.controlId)),
    [matrix.cells],
  );
  // Stable callbacks, so a change in one cell re-renders that cell only.
  const save = useCallback((s: CellSave) => saveRef.current(s), []);
  const onStatus = useCallback((label: string, status: CellStatus) => {
    const next = announcementOf(label, status);
    if (next) setAnnouncement(next);
  }, []);
  const onKey = useCallback((e: KeyboardEvent<HTMLInputElement>, at: CellPos) => {
    const input = e.currentTarget;
    const start = input.selectionStart ?? 0;
    const end = input.selectionEnd ?? 0;
    const all = start === 0 && end === input.value.length;
    return cellKeyAction(
      {
        key: e.key,
        shiftKey: e.shiftKey,
        atStart: all || (start === 0 && end === 0),
        atEnd: all || start === input.value.length,
      },
      at,
      sizeRef.current,
    );
  }, []);
  const onMove = useCallback((to: CellPos) => {
    scroller.current
      ?.querySelector<HTMLInputElement>(`input[data-cell="${to.row}:${to.col}"]`)
      ?.focus();
  }, []);
  const onFocusCell = useCallback((at: CellPos) => setActive(at), []);
  // Rows or columns went away (new filters): keep the one tab stop inside the grid.
  const tabRow = Math.min(active.row, Math.max(0, size.rows - 1));
  const tabCol = Math.min(active.col, Math.max(0, size.cols - 1));

  return (
    <div>
      <div
        ref={scroller}
        className="relative max-h-[calc(100vh-18rem)] min-h-48 scroll-pt-[4.5rem] scroll-pl-40 sm:scroll-pl-64 xl:scroll-pl-72 overflow-auto"
      >
        <table
          className="border-separate border-spacing-0 text-sm"
          aria-label="RCSA matrix: control effectiveness per risk, in percent"
          aria-rowcount={size.rows + 1}
        >
          <thead>
            <tr>
              <th
                scope="col"
                className="sticky top-0 left-0 z-30 w-40 min-w-40 sm:w-64 sm:min-w-64 xl:w-72 xl:min-w-72 border-r border-b border-border bg-surface px-3 py-2 text-left align-bottom text-xs font-medium text-muted"
              >
                Risk · inherent → residual
              </th>
              {matrix.controls.map((c) => (
                <ControlColumnHeader
                  key={c.id}
                  control={c}
                  onRemove={
                    // A column with mappings stays anyway; only an empty added one can go.
                    addedControlIds.includes(c.id) && !mappedControls.has(c.id)
                      ? () => onRemoveColumn(c.id)
                      : undefined
                  }
                />
              ))}
              <th
                aria-hidden
                className="sticky top-0 z-20 w-full border-b border-border bg-surface"
              />
            </tr>
          </thead>
          <tbody>
            {matrix.risks.map((risk, row) => (
              <tr key={risk.id}>
                <RiskRowHeader risk={risk} />
                {matrix.controls.map((control, col) => (
                  <MatrixCell
                    key={control.id}
                    riskId={risk.id}
                    controlId={control.id}
                    row={row}
                    col={col}
                    value={cells.get(`${risk.id}|${control.id}`)}
                    tabbable={row === tabRow && col === tabCol}
                    readOnly={readOnly}
                    label={`${control.title} × ${risk.title}`}
                    onSave={save}
                    onStatus={onStatus}
                    onKey={onKey}
                    onFocusCell={onFocusCell}
                    onMove={onMove}
                  />
                ))}
                <td aria-hidden className="border-b border-border" />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-border px-4 py-2 text-xs">
        <p
          role="status"
          aria-live="polite"
          className={cn(
            'min-w-0 truncate',
            announcement?.tone === 'danger' && 'font-medium text-danger-text',
            announcement?.tone === 'success' && 'text-success-text',
            (!announcement || announcement.tone === 'muted') && 'text-muted',
          )}
        >
          {announcement?.text ?? ''}
        </p>
        <p className="text-muted">
          {readOnly
            ? 'Read only: your role can view the matrix but not change it.'
            : 'Type a percentage; blank unmaps. Enter or Tab saves, arrows move, Esc undoes.'}
        </p>
      </div>
    </div>
  );
};
