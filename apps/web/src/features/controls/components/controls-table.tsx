import type { ReactNode } from 'react';
import type { Control } from '@rampart/contracts';
import { ServerPagedTable } from '../../../components/ui/server-paged-table.tsx';
import { useControls } from '../api/get-controls.ts';
import {
  CONTROLS_PAGE_SIZE,
  type ControlListParams,
  type ControlSortColumn,
  type SortDirection,
} from '../lib/controls-search.ts';
import { ControlRow } from './control-row.tsx';
import { ControlsTableHead } from './controls-table-head.tsx';

type ControlsTableProps = {
  params: ControlListParams;
  page: number;
  onPageChange: (page: number) => void;
  onSort: (sortBy: ControlSortColumn, sortDirection: SortDirection) => void;
  /** Absent when the user may not select (no controls:write). */
  selection?: {
    selected: ReadonlySet<string>;
    onToggleMany: (ids: string[], selected: boolean) => void;
  };
  onEdit: (control: Control) => void;
  onDelete: (control: Control) => void;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
};

/** One server page of controls (50 rows), sorted and filtered by the server. */
export const ControlsTable = ({
  params,
  page,
  onPageChange,
  onSort,
  selection,
  onEdit,
  onDelete,
  empty,
}: ControlsTableProps) => {
  const controls = useControls(params, page);
  const toggle = (id: string, on: boolean) => selection?.onToggleMany([id], on);
  return (
    <ServerPagedTable
      query={controls}
      page={page}
      pageSize={CONTROLS_PAGE_SIZE}
      onPageChange={onPageChange}
      noun="controls"
      label="Controls"
      empty={empty}
      columns={8}
      head={(rows) => {
        const ids = rows.map((c) => c.id);
        const picked = selection ? ids.filter((id) => selection.selected.has(id)).length : 0;
        return (
          <ControlsTableHead
            sortBy={params.sortBy}
            sortDirection={params.sortDirection}
            onSort={onSort}
            selection={
              selection && rows.length > 0
                ? {
                    state: picked === 0 ? 'none' : picked === ids.length ? 'all' : 'some',
                    onToggleAll: (on) => selection.onToggleMany(ids, on),
                  }
                : undefined
            }
          />
        );
      }}
    >
      {(rows) =>
        rows.map((c) => (
          <ControlRow
            key={c.id}
            control={c}
            selected={selection ? selection.selected.has(c.id) : undefined}
            onToggle={toggle}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))
      }
    </ServerPagedTable>
  );
};
