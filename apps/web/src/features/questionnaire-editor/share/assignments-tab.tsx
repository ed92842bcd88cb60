import type { Questionnaire } from '@rampart/contracts';
import { useAssignments } from './api/assignments.ts';
import { AssignmentForm } from './assignment-form.tsx';
import { AssignmentRow } from './assignment-row.tsx';
import { QueryStates, TabHeading } from './query-states.tsx';

/** §2 Share dialog, Assignments: give a section to someone, then every assignment of it. */
export const AssignmentsTab = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const assignments = useAssignments(q.id);
  return (
    <div className="flex flex-col gap-5">
      {q.abilities.share ? (
        <section aria-labelledby="share-assign-heading">
          <TabHeading id="share-assign-heading">New assignment</TabHeading>
          <AssignmentForm questionnaire={q} />
        </section>
      ) : null}
      <section aria-labelledby="share-assignments-heading">
        <TabHeading id="share-assignments-heading">Assignments</TabHeading>
        <div className="rounded-md border border-border">
          <QueryStates
            query={assignments}
            loading="Loading assignments"
            errorTitle="Could not load the assignments"
            isEmpty={(l) => l.length === 0}
            empty={{
              title: 'Nothing assigned yet',
              description:
                'Give a section to a colleague with a due date; they see it in their list.',
            }}
          >
            {(l) => (
              <ul aria-label="Assignments" className="divide-y divide-border">
                {l.map((a) => (
                  <AssignmentRow key={a.id} questionnaireId={q.id} assignment={a} />
                ))}
              </ul>
            )}
          </QueryStates>
        </div>
      </section>
    </div>
  );
};
