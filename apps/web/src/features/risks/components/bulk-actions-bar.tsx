import { formatNumber } from '@rampart/domain';
import type { ReactNode } from 'react';
import { Trash2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

type BulkActionsBarProps = {
  count: number;
  onClear: () => void;
  onDelete: () => void;
  /** More actions, composed by the app (ARIA generation). */
  extra?: ReactNode;
};

/** What can be done with the selected rows. */
export const BulkActionsBar = ({ count, onClear, onDelete, extra }: BulkActionsBarProps) => (
  <div
    role="region"
    aria-label="Selected risks"
    className="flex items-center gap-3 border-b border-border bg-accent-subtle px-4 py-2 text-[13px]"
  >
    <span className="font-medium text-accent-text tabular-nums" aria-live="polite">
      {formatNumber(count)} selected
    </span>
    <Button size="sm" variant="ghost" onClick={onClear}>
      <X aria-hidden />
      Clear selection
    </Button>
    <span className="ml-auto" />
    {extra}
    <Button size="sm" variant="danger" onClick={onDelete}>
      <Trash2 aria-hidden />
      Delete selected
    </Button>
  </div>
);
