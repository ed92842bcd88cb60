import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import type { Control } from '@rampart/contracts';
import { controlCategoryLabel } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu.tsx';
import { Checkbox } from '../../../components/ui/input.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { cn } from '../../../lib/cn.ts';
import { STATUS_LABELS, TYPE_LABELS } from '../lib/labels.ts';
import { DueDate } from './due-date.tsx';
import { EffectivenessBadge } from './effectiveness-badge.tsx';

type Props = {
  control: Control;
  /** Absent when the user may not select. */
  selected?: boolean;
  onToggle: (id: string, selected: boolean) => void;
  onEdit: (control: Control) => void;
  onDelete: (control: Control) => void;
};

export const ControlRow = memo(function ControlRow({
  control: c,
  selected,
  onToggle,
  onEdit,
  onDelete,
}: Props) {
  const actions = c.abilities.update || c.abilities.delete;
  return (
    <TableRow
      aria-selected={selected}
      className={cn(selected ? 'bg-accent-subtle' : 'hover:bg-hover')}
    >
      {selected === undefined ? null : (
        <Td className="w-10 pr-0">
          <Checkbox
            checked={selected}
            onChange={(e) => onToggle(c.id, e.target.checked)}
            aria-label={`Select ${c.title}`}
          />
        </Td>
      )}
      <Td className="max-w-72">
        <Link
          to="/dashboard/controls/$controlId"
          params={{ controlId: c.id }}
          className="block truncate font-medium text-fg hover:underline"
        >
          {c.title}
        </Link>
        {c.category ? (
          <span className="block truncate text-xs text-muted">
            {controlCategoryLabel(c.category)}
          </span>
        ) : null}
      </Td>
      <Td className="whitespace-nowrap">{TYPE_LABELS[c.type]}</Td>
      <Td className="whitespace-nowrap">{STATUS_LABELS[c.status]}</Td>
      <Td>
        <EffectivenessBadge band={c.effectivenessBand} percent={c.effectivenessPercent} />
      </Td>
      <Td className="hidden max-w-40 truncate xl:table-cell">{c.owner}</Td>
      <Td>
        <DueDate date={c.status === 'retired' ? null : c.nextTestDate} />
      </Td>
      <Td className="w-10 py-1 text-right">
        {actions ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${c.title}`}>
                <MoreHorizontal aria-hidden />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {c.abilities.update ? (
                <DropdownMenuItem onSelect={() => onEdit(c)}>
                  <Pencil aria-hidden />
                  Edit
                </DropdownMenuItem>
              ) : null}
              {c.abilities.delete ? (
                <DropdownMenuItem destructive onSelect={() => onDelete(c)}>
                  <Trash2 aria-hidden />
                  Delete
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </Td>
    </TableRow>
  );
});
