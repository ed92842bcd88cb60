import { X } from 'lucide-react';
import type { RcsaMatrix } from '@rampart/contracts';

type MatrixControl = RcsaMatrix['controls'][number];

const TYPE_LABELS: Record<string, string> = {
  preventive: 'Preventive',
  detective: 'Detective',
  corrective: 'Corrective',
};

/** A control column's head: its title, its type, and a way to take an added column away. */
export const ControlColumnHeader = ({
  control,
  onRemove,
}: {
  control: MatrixControl;
  onRemove?: () => void;
}) => (
  <th
    scope="col"
    className="sticky top-0 z-20 w-32 max-w-40 min-w-32 border-r border-b border-border bg-surface px-2 py-2 text-left align-bottom font-normal"
  >
    <div className="flex items-start gap-1">
      <span
        className="line-clamp-2 min-w-0 flex-1 text-xs font-medium break-words text-fg"
        title={control.title}
      >
        {control.title}
      </span>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove column ${control.title}`}
          title="Remove this column"
          className="-mt-0.5 -mr-1 rounded p-0.5 text-muted hover:bg-hover hover:text-fg"
        >
          <X className="size-3.5" aria-hidden />
        </button>
      ) : null}
    </div>
    <span className="mt-0.5 block text-[11px] text-muted">
      {TYPE_LABELS[control.type] ?? control.type}
    </span>
  </th>
);
