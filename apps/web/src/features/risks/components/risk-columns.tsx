import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Risk } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import type { ColumnSpec } from '../lib/columns.ts';
import { CATEGORY_LABELS, STATUS_LABELS } from '../lib/labels.ts';
import type { RiskSortColumn } from '../lib/register-search.ts';

export type RiskColumnKey =
  'select' | 'title' | 'category' | 'level' | 'residual' | 'status' | 'owner' | 'nextReview';

export type RiskColumn = ColumnSpec<RiskColumnKey> & {
  label: string;
  sortBy?: RiskSortColumn;
  /** The first sort direction when the header is clicked: numbers and dates high first. */
  firstDirection?: 'asc' | 'desc';
  render?: (risk: Risk) => ReactNode;
};

const LevelCell = ({ level, score }: { level: Risk['riskLevel']; score: number }) => (
  <span className="inline-flex items-center gap-2">
    <RiskBadge level={level} />
    <span className="text-muted tabular-nums">{score}</span>
  </span>
);

/** The register's columns; lower `priority` hides first on narrow screens. */
export const RISK_COLUMNS: readonly RiskColumn[] = [
  { key: 'select', label: 'Select', width: 40 },
  {
    key: 'title',
    label: 'Title',
    sortBy: 'title',
    firstDirection: 'asc',
    width: 180,
    grow: 3,
    render: (r) => (
      <Link
        to="/dashboard/risks/$riskId"
        params={{ riskId: r.id }}
        className="block truncate font-medium text-fg hover:underline"
        title={r.title}
      >
        {r.title}
      </Link>
    ),
  },
  {
    key: 'category',
    label: 'Category',
    sortBy: 'category',
    firstDirection: 'asc',
    width: 108,
    priority: 2,
    render: (r) => CATEGORY_LABELS[r.category],
  },
  {
    key: 'level',
    label: 'Inherent',
    sortBy: 'riskScore',
    width: 132,
    render: (r) => <LevelCell level={r.riskLevel} score={r.riskScore} />,
  },
  {
    key: 'residual',
    label: 'Residual',
    sortBy: 'residualScore',
    width: 132,
    priority: 3,
    render: (r) => <LevelCell level={r.residualLevel} score={r.residualScore} />,
  },
  {
    key: 'status',
    label: 'Status',
    sortBy: 'status',
    firstDirection: 'asc',
    width: 104,
    priority: 5,
    render: (r) => STATUS_LABELS[r.status],
  },
  {
    key: 'owner',
    label: 'Owner',
    sortBy: 'owner',
    firstDirection: 'asc',
    width: 128,
    grow: 1,
    priority: 4,
    render: (r) => (
      <span className={r.owner === 'Unassigned' ? 'text-muted' : undefined}>{r.owner}</span>
    ),
  },
  {
    key: 'nextReview',
    label: 'Next review',
    sortBy: 'nextReview',
    firstDirection: 'asc',
    width: 116,
    priority: 1,
    render: (r) => <span className="tabular-nums">{formatDate(r.nextReview)}</span>,
  },
];
