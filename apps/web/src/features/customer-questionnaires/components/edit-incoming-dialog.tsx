import { useState } from 'react';
import type { IncomingQuestionnaire } from '@rampart/contracts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useUpdateIncoming } from '../api/incoming-api.ts';

const EditForm = ({
  questionnaire: q,
  onDone,
}: {
  questionnaire: IncomingQuestionnaire;
  onDone: () => void;
}) => {
  const update = useUpdateIncoming();
  const [title, setTitle] = useState(q.title);
  const [customer, setCustomer] = useState(q.customer);
  const [dueDate, setDueDate] = useState(q.dueDate ?? '');
  const issues = issuesByField(fieldIssues(update.error));
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        update.mutate(
          {
            id: q.id,
            patch: { title: title.trim(), customer: customer.trim(), dueDate: dueDate || null },
          },
          {
            onSuccess: (saved) => {
              toast({ title: 'Questionnaire saved', description: saved.title });
              onDone();
            },
          },
        );
      }}
    >
      {update.isError ? (
        <FormMessage>Failed to save: {errorMessage(update.error)}</FormMessage>
      ) : null}
      <Field label="Title" error={issues.title}>
        {(p) => <Input {...p} value={title} onChange={(e) => setTitle(e.target.value)} />}
      </Field>
      <Field label="Customer" error={issues.customer}>
        {(p) => <Input {...p} value={customer} onChange={(e) => setCustomer(e.target.value)} />}
      </Field>
      <DateField label="Due date" value={dueDate} onChange={setDueDate} error={issues.dueDate} />
      <DialogFormFooter pending={update.isPending} failed={update.isError}>
        Save
      </DialogFormFooter>
    </form>
  );
};

/** The title, customer and due date of a customer's questionnaire. */
export const EditIncomingDialog = ({
  questionnaire,
  open,
  onOpenChange,
}: {
  questionnaire: IncomingQuestionnaire;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent title="Edit details">
      {open ? <EditForm questionnaire={questionnaire} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
