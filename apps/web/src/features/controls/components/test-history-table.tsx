import { History } from 'lucide-react';
import type { ControlTest } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { useControlTests } from '../api/get-control-tests.ts';
import { useMemberName } from '../../../lib/members.ts';
import { toPercent } from '../lib/effectiveness.ts';
import { RESULT_LABELS, type TestResult } from '../lib/labels.ts';
import { DueDate } from './due-date.tsx';

const RESULT_VARIANT: Record<TestResult, BadgeVariant> = {
  pass: 'success',
  partial: 'warning',
  fail: 'danger',
};

/** Every test of the control: scheduled ones with their date, completed ones with the result. */
export const TestHistoryTable = ({ controlId }: { controlId: string }) => {
  const tests = useControlTests(controlId);
  const memberName = useMemberName();
  if (tests.isPending) return <SkeletonRows rows={3} label="Loading test history" />;
  if (tests.isError) {
    return (
      <ErrorState
        title="Failed to load tests"
        error={tests.error}
        onRetry={() => void tests.refetch()}
        retrying={tests.isFetching}
      />
    );
  }
  const rows = tests.data.pages.flatMap((p) => p.items);
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={History}
        title="No tests yet"
        description="Schedule the first test, or record one you have already done."
      />
    );
  }
  return (
    <>
      <Table aria-label="Test history">
        <TableHead>
          <tr>
            <Th>Date</Th>
            <Th>Result</Th>
            <Th className="text-right">Effectiveness</Th>
            <Th>By</Th>
            <Th>Notes</Th>
          </tr>
        </TableHead>
        <tbody>
          {rows.map((t: ControlTest) => (
            <TableRow key={t.id}>
              <Td className="whitespace-nowrap tabular-nums">
                {t.status === 'completed' ? (
                  formatDate(t.testedAt)
                ) : (
                  <DueDate date={t.scheduledFor} />
                )}
              </Td>
              <Td>
                {t.result ? (
                  <Badge variant={RESULT_VARIANT[t.result]}>{RESULT_LABELS[t.result]}</Badge>
                ) : (
                  <Badge variant="accent">Scheduled</Badge>
                )}
              </Td>
              <Td className="text-right tabular-nums">
                {t.effectiveness === null ? '—' : `${toPercent(t.effectiveness)}%`}
              </Td>
              <Td className="whitespace-nowrap">
                {memberName(t.status === 'completed' ? t.testedBy : t.assigneeUserId)}
              </Td>
              <Td className="max-w-40 truncate text-muted" title={t.notes ?? undefined}>
                {t.notes || '—'}
              </Td>
            </TableRow>
          ))}
        </tbody>
      </Table>
      {tests.hasNextPage ? (
        <div className="flex justify-center border-t border-border p-3">
          <Button
            size="sm"
            onClick={() => void tests.fetchNextPage()}
            loading={tests.isFetchingNextPage}
          >
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
};
