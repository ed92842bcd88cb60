import { formatNumber } from '@rampart/domain';
import { Trash2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type Props = { count: number; onClear: () => void; onDelete: () => void };

/** Shown while rows are selected: how many, and what can be done with them. */
export const BulkBar = ({ count, onClear, onDelete }: Props) => (
  <div
    role="region"
    aria-label="Selected controls"
    className="flex items-center gap-3 border-b border-border bg-accent-subtle px-4 py-2 text-[13px]"
  >
    <span className="font-medium text-accent-text tabular-nums" aria-live="polite">
      {formatNumber(count)} selected
    </span>
    <Button size="sm" variant="danger" onClick={onDelete}>
      <Trash2 aria-hidden />
      Delete
    </Button>
    <Button size="sm" variant="ghost" onClick={onClear}>
      <X aria-hidden />
      Clear selection
    </Button>
  </div>
);
