import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useCreateQuestionnaire } from '../api/create-questionnaire.ts';
import { titleError } from '../lib/questionnaire-search.ts';
import { BLANK, TemplateChoice } from './template-choice.tsx';

const CreateQuestionnaireForm = ({ onDone }: { onDone: () => void }) => {
  const create = useCreateQuestionnaire();
  const [title, setTitle] = useState('');
  // The title follows the chosen template until the user types one of their own.
  const [titleTouched, setTitleTouched] = useState(false);
  const [templateId, setTemplateId] = useState(BLANK);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = titleError(title);
    setFieldError(problem);
    setError(null);
    if (problem) return;
    create.mutate(
      { title: title.trim(), ...(templateId ? { templateId } : {}) },
      {
        onSuccess: (q) => {
          toast({ title: 'Questionnaire created', description: q.title });
          onDone();
        },
        onError: (err) => {
          const onTitle = fieldIssues(err).find((i) => i.field === 'title');
          if (onTitle) setFieldError(onTitle.message);
          setError(`Failed to create questionnaire: ${errorMessage(err)}`);
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Field label="Title" error={fieldError ?? undefined}>
        {(props) => (
          <Input
            {...props}
            value={title}
            autoComplete="off"
            disabled={create.isPending}
            onChange={(e) => {
              setTitle(e.target.value);
              setTitleTouched(e.target.value !== '');
              setFieldError(null);
            }}
          />
        )}
      </Field>
      <TemplateChoice
        value={templateId}
        disabled={create.isPending}
        onChange={(id, template) => {
          setTemplateId(id);
          if (!titleTouched) setTitle(template?.title ?? '');
          setFieldError(null);
        }}
      />
      <DialogFormFooter pending={create.isPending} failed={create.isError}>
        Create questionnaire
      </DialogFormFooter>
    </form>
  );
};

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** A new draft: blank or from a template; the form is mounted afresh each time it opens. */
export const CreateQuestionnaireDialog = ({ open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title="New questionnaire"
      description="It starts as a draft; publish it once its questions are ready."
      className="max-h-[calc(100vh-2rem)] w-[min(600px,calc(100vw-2rem))] overflow-y-auto"
    >
      <CreateQuestionnaireForm onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
