import { formatNumber } from '@rampart/domain';
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
import { useSignOffAssessment } from '../api/sign-off-assessment.ts';

type FormProps = {
  assessmentId: string;
  name: string;
  /** Applicable requirements still without a result: sign-off waits for them. */
  open: number;
  onShowOpen: () => void;
  onDone: () => void;
};

const SignOffForm = ({ assessmentId, name, open, onShowOpen, onDone }: FormProps) => {
  const signOff = useSignOffAssessment();
  const [statement, setStatement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const issue = fieldIssues(signOff.error).find((i) => i.field === 'statement')?.message;
  const blocked = open > 0;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        signOff.mutate(
          { id: assessmentId, statement },
          {
            onSuccess: () => {
              toast({ title: 'Assessment signed off', description: name });
              onDone();
            },
            onError: (err) => setError(`Failed to sign off: ${errorMessage(err)}`),
          },
        );
      }}
    >
      {error ? <FormMessage>{error}</FormMessage> : null}
      {blocked ? (
        <FormMessage tone="info">
          {open === 1
            ? '1 applicable requirement still needs a result.'
            : `${formatNumber(open)} applicable requirements still need a result.`}{' '}
          Every applicable requirement needs one before sign-off.{' '}
          <button type="button" className="underline" onClick={onShowOpen}>
            Show {open === 1 ? 'it' : 'them'}
          </button>
        </FormMessage>
      ) : null}
      <Field
        label="Sign-off statement"
        error={issue}
        hint="Your conclusion, as it will stand on the record and in the export."
      >
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            autoFocus
            value={statement}
            onChange={(e) => setStatement(e.target.value)}
          />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button
          type="submit"
          variant="primary"
          loading={signOff.isPending}
          disabled={blocked || statement.trim() === ''}
        >
          {error ? 'Try again' : 'Sign off'}
        </Button>
      </DialogFooter>
    </form>
  );
};

type Props = Omit<FormProps, 'onDone'> & {
  openDialog: boolean;
  onOpenChange: (open: boolean) => void;
};

export const SignOffDialog = ({ openDialog, onOpenChange, ...props }: Props) => (
  <Dialog open={openDialog} onOpenChange={onOpenChange}>
    <DialogContent
      title="Sign off the assessment"
      description="Signing off freezes the assessment: results, assessors, notes, evidence and findings are kept as they stand now and can no longer change."
      className="w-[min(560px,calc(100vw-2rem))]"
    >
      <SignOffForm {...props} onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
