import { formatNumber } from '@rampart/domain';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Assessment } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useCreateAssessment } from '../api/create-assessment.ts';
import { useFrameworks } from '../api/get-frameworks.ts';
import { useUpdateAssessment } from '../api/update-assessment.ts';
import {
  ASSESSMENT_FORM_FIELDS,
  assessmentFormSchema,
  assessmentPatch,
  emptyAssessmentForm,
  formFromAssessment,
  toCreateBody,
  type AssessmentFormInput,
  type AssessmentFormValues,
} from '../lib/assessment-form.ts';
import { MemberSelect } from '../../../components/ui/member-select.tsx';

const FrameworkOptions = () => {
  const frameworks = useFrameworks();
  if (frameworks.isPending) return <option disabled>Loading frameworks…</option>;
  if (frameworks.isError) return <option disabled>Frameworks could not be loaded</option>;
  return (
    <>
      {frameworks.data.map((f) => (
        <option key={f.id} value={f.id}>
          {f.name}
          {f.version ? ` ${f.version}` : ''} ({formatNumber(f.requirementCount)} requirements)
        </option>
      ))}
    </>
  );
};

type FormProps = { assessment?: Assessment; onDone: (saved: Assessment | null) => void };

const AssessmentForm = ({ assessment, onDone }: FormProps) => {
  const create = useCreateAssessment();
  const update = useUpdateAssessment();
  const frameworks = useFrameworks();
  const [error, setError] = useState<string | null>(null);
  const before = useMemo(
    () => (assessment ? formFromAssessment(assessment) : emptyAssessmentForm()),
    [assessment],
  );
  const form = useForm<AssessmentFormInput, unknown, AssessmentFormValues>({
    resolver: zodResolver(assessmentFormSchema),
    defaultValues: before,
  });
  const { errors } = form.formState;

  // The server's reasons go beside their fields; what was typed stays, so submit is the retry.
  const onError = (action: 'create' | 'update') => (err: unknown) => {
    for (const issue of fieldIssues(err)) {
      const field = ASSESSMENT_FORM_FIELDS.find((f) => f === issue.field);
      if (field) form.setError(field, { message: issue.message });
    }
    setError(`Failed to ${action} assessment: ${errorMessage(err)}`);
  };

  const onSubmit = (values: AssessmentFormValues) => {
    setError(null);
    if (!assessment) {
      create.mutate(toCreateBody(values), {
        onSuccess: (saved) => {
          toast({ title: 'Assessment created', description: saved.name });
          onDone(saved);
        },
        onError: onError('create'),
      });
      return;
    }
    const patch = assessmentPatch(before, values);
    if (Object.keys(patch).length === 0) return onDone(null);
    update.mutate(
      { id: assessment.id, patch },
      {
        onSuccess: (saved) => {
          toast({ title: 'Assessment updated', description: saved.name });
          onDone(saved);
        },
        onError: onError('update'),
      },
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {error ? <FormMessage>{error}</FormMessage> : null}
      {frameworks.isError && !assessment ? (
        <FormMessage>
          Frameworks could not be loaded: {errorMessage(frameworks.error)}{' '}
          <button type="button" className="underline" onClick={() => void frameworks.refetch()}>
            Retry
          </button>
        </FormMessage>
      ) : null}
      <Field
        label="Framework"
        error={errors.frameworkId?.message}
        hint={assessment ? 'The framework of an assessment does not change.' : undefined}
      >
        {(p) =>
          assessment ? (
            <Input
              {...p}
              value={`${assessment.frameworkName} ${assessment.frameworkVersion}`.trim()}
              disabled
              readOnly
            />
          ) : (
            <Select {...p} autoFocus {...form.register('frameworkId')}>
              <option value="">Choose a framework…</option>
              <FrameworkOptions />
            </Select>
          )
        }
      </Field>
      <Field
        label="Name"
        error={errors.name?.message}
        hint="For example: ISO 27001 surveillance audit 2026"
      >
        {(p) => <Input {...p} autoFocus={Boolean(assessment)} {...form.register('name')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Period start" error={errors.periodStart?.message}>
          {(p) => <Input {...p} type="date" {...form.register('periodStart')} />}
        </Field>
        <Field label="Period end" error={errors.periodEnd?.message}>
          {(p) => <Input {...p} type="date" {...form.register('periodEnd')} />}
        </Field>
      </div>
      <Field label="Lead assessor" error={errors.leadAssessorUserId?.message}>
        {(p) => (
          <MemberSelect {...p} noneLabel="Nobody yet" {...form.register('leadAssessorUserId')} />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
          {error ? 'Try again' : assessment ? 'Save changes' : 'Create assessment'}
        </Button>
      </DialogFooter>
    </form>
  );
};

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The assessment to edit; none creates a new one. */
  assessment?: Assessment;
  onSaved?: (saved: Assessment) => void;
};

export const AssessmentFormDialog = ({ open, onOpenChange, assessment, onSaved }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title={assessment ? 'Edit assessment' : 'New assessment'}
      description={
        assessment
          ? undefined
          : 'One framework, judged requirement by requirement for an audit period.'
      }
      className="max-h-[calc(100vh-2rem)] w-[min(560px,calc(100vw-2rem))] overflow-y-auto"
    >
      <AssessmentForm
        assessment={assessment}
        onDone={(saved) => {
          onOpenChange(false);
          if (saved) onSaved?.(saved);
        }}
      />
    </DialogContent>
  </Dialog>
);
