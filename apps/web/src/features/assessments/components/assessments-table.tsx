import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatDate } from '@rampart/domain';
import { ServerPagedTable } from '../../../components/ui/server-paged-table.tsx';
import { TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { ASSESSMENTS_PAGE_SIZE, useAssessments } from '../api/get-assessments.ts';
import { ProgressMeter } from './progress-meter.tsx';
import { AssessmentStatusBadge } from './status-badges.tsx';

type Props = {
  page: number;
  onPageChange: (page: number) => void;
  /** Shown instead of the table when there are none. */
  empty: ReactNode;
};

/** The organisation's assessments, newest first, one server page at a time. */
export const AssessmentsTable = ({ page, onPageChange, empty }: Props) => {
  const list = useAssessments({ page });
  return (
    <ServerPagedTable
      query={list}
      page={page}
      pageSize={ASSESSMENTS_PAGE_SIZE}
      onPageChange={onPageChange}
      noun="assessments"
      label="Assessments"
      empty={empty}
      columns={5}
      skeletonRows={5}
      pageGone={false}
      className=""
      head={() => (
        <TableHead>
          <tr>
            <Th>Name</Th>
            <Th>Framework</Th>
            <Th>Period</Th>
            <Th>Status</Th>
            <Th>Progress</Th>
          </tr>
        </TableHead>
      )}
    >
      {(rows) =>
        rows.map((a) => (
          <TableRow key={a.id} className="hover:bg-hover">
            <Td className="max-w-72">
              <Link
                to="/dashboard/assessments/$assessmentId"
                params={{ assessmentId: a.id }}
                className="block truncate font-medium text-fg hover:underline"
              >
                {a.name}
              </Link>
              <span className="block truncate text-xs text-muted">
                Lead assessor: {a.leadAssessor?.name ?? 'nobody yet'}
              </span>
            </Td>
            {/* Long framework names wrap, so Progress keeps its place at 1440 px. */}
            <Td className="max-w-56 min-w-32">
              {a.frameworkName}
              {a.frameworkVersion ? (
                <span className="text-muted"> {a.frameworkVersion}</span>
              ) : null}
            </Td>
            <Td className="whitespace-nowrap tabular-nums">
              {formatDate(a.periodStart)} – {formatDate(a.periodEnd)}
            </Td>
            <Td>
              <AssessmentStatusBadge status={a.status} />
            </Td>
            <Td>
              <ProgressMeter progress={a.progress} label={`Progress of ${a.name}`} />
            </Td>
          </TableRow>
        ))
      }
    </ServerPagedTable>
  );
};
