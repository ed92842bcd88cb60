import { useState } from 'react';
import type { Control } from '@rampart/contracts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useScheduleControlTest } from '../api/schedule-control-test.ts';
import { toDateInput } from '../../../lib/date-input.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { MemberSelect } from '../../../components/ui/member-select.tsx';

const ScheduleForm = ({ control, onDone }: { control: Control; onDone: () => void }) => {
  const schedule = useScheduleControlTest();
  const [date, setDate] = useState(toDateInput(control.nextTestDate));
  const [assignee, setAssignee] = useState(control.testAssigneeUserId ?? '');
  const [dateError, setDateError] = useState<string | null>(null);
  const issues = issuesByField(fieldIssues(schedule.error));
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!date) return setDateError('Choose the date of the test');
        setDateError(null);
        schedule.mutate(
          { controlId: control.id, nextTestDate: date, assignee: assignee || null },
          {
            onSuccess: () => {
              toast({ title: 'Test scheduled', description: control.title });
              onDone();
            },
          },
        );
      }}
    >
      {schedule.isError ? (
        <FormMessage>Failed to schedule test: {errorMessage(schedule.error)}</FormMessage>
      ) : null}
      <DateField
        label="Test date"
        required
        value={date}
        onChange={setDate}
        error={dateError ?? issues.nextTestDate}
      />
      <Field label="Assignee" hint="The member who performs the test." error={issues.assignee}>
        {(p) => (
          <MemberSelect
            {...p}
            noneLabel="Nobody yet"
            value={assignee}
            onChange={(e) => setAssignee(e.target.value)}
          />
        )}
      </Field>
      <DialogFormFooter pending={schedule.isPending} failed={schedule.isError}>
        Schedule test
      </DialogFormFooter>
    </form>
  );
};

type Props = { control: Control; open: boolean; onOpenChange: (open: boolean) => void };

export const ScheduleTestDialog = ({ control, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Schedule a test"
      description={`When "${control.title}" is next tested, and by whom.`}
    >
      <ScheduleForm control={control} onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
