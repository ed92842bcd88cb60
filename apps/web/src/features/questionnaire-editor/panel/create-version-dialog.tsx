import { useState, type FormEvent } from 'react';
import { Plus } from 'lucide-react';
import { COLLABORATION_MESSAGES, QUESTIONNAIRE_LIMITS } from '@rampart/contracts';
import { COLLAB_TOAST_DURATION_MS } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { useCreateVersion } from '../api/version-calls.ts';

/**
 * §2 The create-version dialog: saves the questions as they are now as version 1.{n+1}, which
 * becomes the current one ('Version Created').
 */
export const CreateVersionDialog = ({
  questionnaireId,
  nextLabel,
}: {
  questionnaireId: string;
  nextLabel: string;
}) => {
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateVersion(questionnaireId);
  const issues = issuesByField(fieldIssues(create.error));
  const formError =
    create.isError && !issues.title && !issues.description ? errorMessage(create.error) : null;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setTitle('');
      setDescription('');
      create.reset();
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      { title: title.trim() || undefined, description: description.trim() || undefined },
      {
        onSuccess: (v) => {
          onOpenChange(false);
          toast({
            title: COLLABORATION_MESSAGES.versionCreated,
            description: `${v.label} · ${v.title}`,
            duration: COLLAB_TOAST_DURATION_MS,
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button size="sm" variant="primary">
          <Plus aria-hidden />
          Create version
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Create version"
        description={`The questions as they are now become version ${nextLabel}, the current one.`}
      >
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <Field
            label="Title"
            hint={`Optional; “Version ${nextLabel}” if left blank.`}
            error={issues.title}
          >
            {(p) => (
              <Input
                {...p}
                value={title}
                maxLength={QUESTIONNAIRE_LIMITS.titleMax}
                onChange={(e) => setTitle(e.currentTarget.value)}
              />
            )}
          </Field>
          <Field
            label="Description"
            hint="What changed, for the people who read it later."
            error={issues.description}
          >
            {(p) => (
              <Textarea
                {...p}
                value={description}
                maxLength={QUESTIONNAIRE_LIMITS.descriptionMax}
                onChange={(e) => setDescription(e.currentTarget.value)}
              />
            )}
          </Field>
          {formError ? <FormMessage>{formError}</FormMessage> : null}
          <DialogFormFooter pending={create.isPending} failed={create.isError}>
            Create version
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
};
