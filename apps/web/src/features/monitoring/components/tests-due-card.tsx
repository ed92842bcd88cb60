import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarCheck } from 'lucide-react';
import type { Control } from '@rampart/contracts';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { DUE_SOON_DAYS, type TestDue } from '../lib/due-items.ts';
import { DueCell } from './due-badge.tsx';
import { useShowMore } from './show-more.tsx';

type Props = {
  pending: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  items: TestDue[];
  now: Date;
  /** The action for a row (Complete test), composed in by the app for permitted users. */
  renderAction?: (control: Control) => ReactNode;
};

/** Control tests overdue or due within the horizon, overdue first. */
export const TestsDueCard = ({
  pending,
  error,
  retrying,
  onRetry,
  items,
  now,
  renderAction,
}: Props) => {
  const { visible, more } = useShowMore(items);
  return (
    <Card data-tour="control-testing">
      <CardHeader
        title="Control tests"
        description={`Overdue, or due in the next ${DUE_SOON_DAYS} days.`}
      />
      {pending ? (
        <SkeletonRows rows={4} label="Loading control tests" />
      ) : error ? (
        <ErrorState
          title="Failed to load controls"
          error={error}
          onRetry={onRetry}
          retrying={retrying}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={CalendarCheck}
          title="No tests due"
          description={`No control test is overdue or due in the next ${DUE_SOON_DAYS} days. Schedule tests from each control's page.`}
          action={
            <Link to="/dashboard/controls" search={{}} className={buttonClasses('secondary')}>
              Open Controls
            </Link>
          }
        />
      ) : (
        <Table aria-label="Control tests due">
          <TableHead>
            <tr>
              <Th>Control</Th>
              <Th>Owner</Th>
              <Th>Test</Th>
              {renderAction ? (
                <Th>
                  <span className="sr-only">Actions</span>
                </Th>
              ) : null}
            </tr>
          </TableHead>
          <tbody>
            {visible.map(({ control, due, state }) => (
              <TableRow key={control.id}>
                <Td className="max-w-64">
                  <Link
                    to="/dashboard/controls/$controlId"
                    params={{ controlId: control.id }}
                    className="block truncate font-medium text-fg hover:underline"
                  >
                    {control.title}
                  </Link>
                </Td>
                <Td className="max-w-36 truncate">{control.owner}</Td>
                <Td>
                  <DueCell due={due} state={state} now={now} />
                </Td>
                {renderAction ? <Td className="py-1 text-right">{renderAction(control)}</Td> : null}
              </TableRow>
            ))}
          </tbody>
        </Table>
      )}
      {more}
    </Card>
  );
};
