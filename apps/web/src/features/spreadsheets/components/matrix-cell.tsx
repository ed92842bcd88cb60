import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { AlertCircle, Check, Loader2 } from 'lucide-react';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import type { CellSave } from '../api/save-matrix-cell.ts';
import { formatPercent, planCellChange } from '../lib/cell-value.ts';
import type { CellKeyAction, CellPos } from '../lib/grid-nav.ts';

export type CellStatus =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error'; message: string };

type MatrixCellProps = {
  riskId: string;
  controlId: string;
  row: number;
  col: number;
  /** Effectiveness 0..1; undefined when the control is not mapped to the risk. */
  value: number | undefined;
  /** The one cell of the grid reachable with Tab (roving focus). */
  tabbable: boolean;
  readOnly: boolean;
  label: string;
  onSave: (save: CellSave) => Promise<unknown>;
  onStatus: (label: string, status: CellStatus) => void;
  onKey: (e: KeyboardEvent<HTMLInputElement>, at: CellPos) => CellKeyAction;
  onFocusCell: (at: CellPos) => void;
  onMove: (to: CellPos) => void;
};

const SAVED_FOR_MS = 2500;

/** One editable cell: typing and leaving it (Enter, Tab, arrows, a click away) saves it. */
export const MatrixCell = memo(function MatrixCell(props: MatrixCellProps) {
  const { riskId, controlId, row, col, value, tabbable, readOnly, label } = props;
  const [draft, setDraftState] = useState<string | null>(null);
  const draftRef = useRef<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [status, setStatus] = useState<CellStatus>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const setDraft = (text: string | null) => {
    draftRef.current = text;
    setDraftState(text);
  };
  const report = (next: CellStatus) => {
    clearTimeout(timer.current);
    setStatus(next);
    props.onStatus(label, next);
    if (next.kind === 'saved')
      timer.current = setTimeout(() => setStatus({ kind: 'idle' }), SAVED_FOR_MS);
  };

  const commit = () => {
    const text = draftRef.current;
    if (text === null) return;
    setDraft(null);
    const change = planCellChange(value, text);
    if (change.kind === 'none') return;
    if (change.kind === 'invalid') return report({ kind: 'error', message: change.message });
    setSaving(text);
    report({ kind: 'saving' });
    props
      .onSave({ riskId, controlId, change })
      .then(() => report({ kind: 'saved' }))
      .catch((err: unknown) => report({ kind: 'error', message: errorMessage(err) }))
      .finally(() => setSaving(null));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const action = props.onKey(e, { row, col });
    if (action.kind === 'native') return;
    e.preventDefault();
    if (action.kind === 'revert') return setDraft(null);
    commit();
    // Moving focus blurs this cell; its save has already started and the draft is cleared.
    if (action.kind === 'move') props.onMove(action.to);
  };

  const shown = draft ?? saving ?? formatPercent(value);
  const mapped = shown.trim() !== '';
  const error = status.kind === 'error' ? status.message : null;
  return (
    <td
      className={cn(
        'relative border-r border-b border-border p-0',
        mapped ? 'bg-accent-subtle/60' : 'bg-elevated',
        error && 'bg-danger-subtle',
      )}
    >
      <StatusIcon status={status} />
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        data-cell={`${row}:${col}`}
        tabIndex={tabbable ? 0 : -1}
        readOnly={readOnly}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        title={error ?? undefined}
        value={shown}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          e.currentTarget.select();
          props.onFocusCell({ row, col });
        }}
        onBlur={commit}
        className={cn(
          'block h-9 w-full bg-transparent pr-6 pl-6 text-right text-sm text-fg tabular-nums',
          'focus-visible:-outline-offset-2',
          error && 'text-danger-text',
          readOnly && 'cursor-default',
        )}
      />
      {mapped ? (
        <span
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 text-xs text-muted"
        >
          %
        </span>
      ) : null}
    </td>
  );
});

const StatusIcon = ({ status }: { status: CellStatus }) => {
  const base = 'pointer-events-none absolute top-1/2 left-1.5 size-3.5 -translate-y-1/2';
  if (status.kind === 'saving')
    return <Loader2 className={cn(base, 'animate-spin text-muted')} aria-hidden />;
  if (status.kind === 'saved')
    return <Check className={cn(base, 'text-success-text')} aria-hidden />;
  if (status.kind === 'error')
    return <AlertCircle className={cn(base, 'text-danger-text')} aria-hidden />;
  return null;
};
