import { useState } from 'react';
import type { Control } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useScheduleControlTest } from '../api/schedule-control-test.ts';
import { toDateInput } from '../lib/dates.ts';
import { issuesByField } from '../lib/issues.ts';
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
      <Field label="Test date" error={dateError ?? issues.nextTestDate}>
        {(p) => (
          <Input
            {...p}
            type="date"
            required
            value={date}
            onChange={(e) => setDate(e.target.value)}
          />
        )}
      </Field>
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
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={schedule.isPending}>
          {schedule.isError ? 'Try again' : 'Schedule test'}
        </Button>
      </DialogFooter>
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
