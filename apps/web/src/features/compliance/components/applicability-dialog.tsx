import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useSetApplicability } from '../api/set-applicability.ts';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  frameworkId: string;
  requirement: { id: string; code: string; title: string };
};

/** The API's own words for a missing reason. */
const REASON_REQUIRED = 'Give the reason a requirement does not apply';
const MAX_REASON = 2000;

const NotApplicableForm = ({
  frameworkId,
  requirement,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) => {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useSetApplicability();
  const serverIssue = fieldIssues(save.error).find((i) => i.field === 'reason')?.message;
  const error = touched && !reason.trim() ? REASON_REQUIRED : serverIssue;
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!reason.trim()) return;
        save.mutate(
          { frameworkId, requirementId: requirement.id, applicable: false, reason: reason.trim() },
          {
            onSuccess: () => {
              toast({
                title: 'Marked not applicable',
                description: `${requirement.code} ${requirement.title}`,
              });
              onDone();
            },
          },
        );
      }}
    >
      {save.isError && !serverIssue ? (
        <FormMessage>Failed to save: {errorMessage(save.error)}</FormMessage>
      ) : null}
      <Field
        label="Reason"
        error={error}
        hint="Auditors read this: say why the requirement does not apply to you."
      >
        {(props) => (
          <Textarea
            {...props}
            required
            maxLength={MAX_REASON}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            autoFocus
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={save.isPending}>
          Mark not applicable
        </Button>
      </DialogFooter>
    </form>
  );
};

/** Declares a requirement not applicable; the reason is required. */
export const ApplicabilityDialog = ({ open, onOpenChange, ...props }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="Mark not applicable"
      description={`${props.requirement.code} ${props.requirement.title} will not count towards the framework.`}
    >
      {open ? <NotApplicableForm {...props} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
