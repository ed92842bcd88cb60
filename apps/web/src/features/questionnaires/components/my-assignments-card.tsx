import { Link } from '@tanstack/react-router';
import { ASSIGNMENT_PRIORITIES, type MyQuestionnaireAssignment } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { todayInput } from '../../../lib/date-input.ts';
import { useMyAssignments } from '../api/my-assignments.ts';

const PRIORITY: Record<(typeof ASSIGNMENT_PRIORITIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

const Due = ({ a }: { a: MyQuestionnaireAssignment }) => {
  if (!a.dueDate) return <span className="text-muted">No due date</span>;
  const overdue = a.dueDate < todayInput();
  return (
    <span className="inline-flex items-center gap-2 tabular-nums">
      {formatDate(a.dueDate)}
      {overdue ? <Badge variant="danger">Overdue</Badge> : null}
    </span>
  );
};

/** The signed-in person's open assignments: which questionnaire, which part, by when. */
export const MyAssignmentsCard = () => {
  const assignments = useMyAssignments();
  if (assignments.isError) {
    return (
      <Card>
        <CardHeader title="My assignments" />
        <ErrorState
          className="py-6"
          title="Could not load your assignments"
          error={assignments.error}
          onRetry={() => void assignments.refetch()}
          retrying={assignments.isFetching}
        />
      </Card>
    );
  }
  const rows = assignments.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title="My assignments"
        description="Parts of questionnaires given to you, until you mark them complete."
      />
      <Table aria-label="My assignments">
        <TableHead>
          <tr>
            <Th>Questionnaire</Th>
            <Th>Section</Th>
            <Th>Due</Th>
            <Th>Priority</Th>
          </tr>
        </TableHead>
        <tbody>
          {rows.map((a) => (
            <TableRow key={a.id}>
              <Td>
                <Link
                  to="/dashboard/questionnaires/$questionnaireId"
                  params={{ questionnaireId: a.questionnaire.id }}
                  className="font-medium text-accent-text hover:underline"
                >
                  {a.questionnaire.title}
                </Link>
              </Td>
              <Td>{a.sectionTitle ?? 'Whole questionnaire'}</Td>
              <Td>
                <Due a={a} />
              </Td>
              <Td>
                <Badge variant={a.priority === 'high' ? 'warning' : 'neutral'}>
                  {PRIORITY[a.priority]}
                </Badge>
              </Td>
            </TableRow>
          ))}
        </tbody>
      </Table>
    </Card>
  );
};
