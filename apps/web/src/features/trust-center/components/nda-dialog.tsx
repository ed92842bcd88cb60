import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useCreateTrustNda } from '../api/create-trust-nda.ts';
import { checkNda } from '../lib/nda-words.ts';

type Props = {
  /** The text in force, to start the new version from; empty for the first. */
  current: string;
  /** The number the new version takes. */
  version: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

const NdaFields = ({
  current,
  version,
  onDone,
}: Omit<Props, 'open' | 'onOpenChange'> & { onDone: () => void }) => {
  const create = useCreateTrustNda();
  const [text, setText] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const serverIssue = issuesByField(fieldIssues(create.error)).text;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNda(text);
    if ('error' in checked) return setError(checked.error);
    create.mutate(checked, {
      onSuccess: (saved) => {
        toast({
          title: `NDA version ${saved.version} in force`,
          description: 'New visitors accept it before they ask for files.',
        });
        onDone();
      },
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {create.isError && !serverIssue ? (
        <FormMessage>Not saved: {errorMessage(create.error)}</FormMessage>
      ) : null}
      <Field
        label="Agreement"
        hint="Plain text, as visitors read it before they accept. Visitors who accepted an earlier version keep their access."
        error={error ?? serverIssue}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={14}
            value={text}
            maxLength={50_000}
            onChange={(e) => {
              setText(e.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <DialogFormFooter pending={create.isPending} failed={create.isError}>
        {`Put version ${version} in force`}
      </DialogFormFooter>
    </form>
  );
};

/** Writes a new version of the NDA; versions are never edited, a new one replaces the old. */
export const NdaDialog = ({ current, version, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title={version === 1 ? 'Write the NDA' : `New version of the NDA`}
      description={
        version === 1
          ? 'Visitors accept it before they ask for the files only approved visitors may download.'
          : 'Start from the version in force. Once saved, new visitors accept this one.'
      }
      className="w-[min(640px,calc(100vw-2rem))]"
    >
      {open ? (
        <NdaFields current={current} version={version} onDone={() => onOpenChange(false)} />
      ) : null}
    </DialogContent>
  </Dialog>
);
