import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import { RiskBadge } from '../../../components/ui/badge.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import type { useReviewsDue } from '../api/get-reviews-due.ts';
import { DUE_SOON_DAYS, type ReviewDue } from '../lib/due-items.ts';
import { DueCell } from './due-badge.tsx';
import { useShowMore } from './show-more.tsx';

type Props = { query: ReturnType<typeof useReviewsDue>; items: ReviewDue[]; now: Date };

/** Risks whose review is overdue or due within the horizon, most overdue first. */
export const ReviewsDueCard = ({ query, items, now }: Props) => {
  const { visible, more } = useShowMore(items);
  return (
    <Card>
      <CardHeader
        title="Risk reviews"
        description={`Overdue, or due in the next ${DUE_SOON_DAYS} days.`}
      />
      {query.isPending ? (
        <SkeletonRows rows={4} label="Loading risk reviews" />
      ) : query.isError ? (
        <ErrorState
          title="Failed to load risks"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title="No reviews due"
          description={`No risk needs a review in the next ${DUE_SOON_DAYS} days. Review dates are set on each risk in the register.`}
          action={
            <Link to="/dashboard/risks" search={{}} className={buttonClasses('secondary')}>
              Open the Risk Register
            </Link>
          }
        />
      ) : (
        <Table aria-label="Risk reviews due">
          <TableHead>
            <tr>
              <Th>Risk</Th>
              <Th>Level</Th>
              <Th>Owner</Th>
              <Th>Review</Th>
            </tr>
          </TableHead>
          <tbody>
            {visible.map(({ risk, due, state }) => (
              <TableRow key={risk.id}>
                <Td className="max-w-64">
                  <Link
                    to="/dashboard/risks/$riskId"
                    params={{ riskId: risk.id }}
                    className="block truncate font-medium text-fg hover:underline"
                  >
                    {risk.title}
                  </Link>
                </Td>
                <Td>
                  <RiskBadge level={risk.riskLevel} />
                </Td>
                <Td className="max-w-36 truncate">{risk.owner}</Td>
                <Td>
                  <DueCell due={due} state={state} now={now} />
                </Td>
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      {more}
    </Card>
  );
};
