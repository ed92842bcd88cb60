import { memo } from 'react';
import type { Finding } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { TableRow, Td } from '../../../components/ui/table.tsx';
import { FINDING_STATUS_LABELS } from '../../../lib/finding-labels.ts';
import { FindingDueDate } from './finding-due-date.tsx';
import { FindingRisk, FindingRiskLine, FindingSource } from './finding-links.tsx';
import { WIDE_ONLY, WIDE_ONLY_HIDDEN } from './findings-table-head.tsx';

type Props = {
  finding: Finding;
  /** The title as the list shows it: cut so that no two findings read the same. */
  shownTitle: string;
  /** Opens the finding: its edit form for those who may change it, its details otherwise. */
  onOpen: (finding: Finding) => void;
};

export const FindingRow = memo(function FindingRow({ finding: f, shownTitle, onOpen }: Props) {
  return (
    <TableRow className="hover:bg-hover">
      <Td className="max-w-80 min-w-48">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={() => onOpen(f)}
          className="rounded-sm text-left font-medium text-fg hover:underline"
          title={f.title}
          aria-label={f.title}
        >
          {shownTitle}
        </button>
        {/* Narrow screens fold the owner column in here. */}
        <span className="block truncate text-xs text-muted xl:hidden">
          {f.ownerName ?? 'Unassigned'}
        </span>
      </Td>
      <Td>
        <RiskBadge level={f.severity} />
      </Td>
      <Td className="whitespace-nowrap">{FINDING_STATUS_LABELS[f.status]}</Td>
      <Td className="hidden max-w-36 truncate xl:table-cell" title={f.ownerName ?? undefined}>
        {f.ownerName ?? <span className="text-muted">Unassigned</span>}
      </Td>
      <Td>
        <FindingDueDate finding={f} />
      </Td>
      <Td className="max-w-52">
        <FindingSource finding={f} />
        {/* Narrow screens fold the linked risk column in here. */}
        <FindingRiskLine finding={f} className={`mt-0.5 block ${WIDE_ONLY_HIDDEN}`} />
      </Td>
      <Td className={`max-w-44 ${WIDE_ONLY}`}>
        <FindingRisk finding={f} />
      </Td>
      <Td className={`whitespace-nowrap tabular-nums ${WIDE_ONLY}`}>{formatDate(f.createdAt)}</Td>
    </TableRow>
  );
});
