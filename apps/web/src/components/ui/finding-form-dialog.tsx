import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Finding } from '@rampart/contracts';
import { errorMessage, fieldIssues } from '../../lib/api-client.ts';
import { useCreateFinding } from '../../lib/finding-api/create-finding.ts';
import { useUpdateFinding } from '../../lib/finding-api/update-finding.ts';
import {
  emptyFindingForm,
  FINDING_FORM_FIELDS,
  findingFormSchema,
  findingPatch,
  formFromFinding,
  toFindingInput,
  type FindingFormInput,
  type FindingFormValues,
} from '../../lib/finding-form.ts';
import { FINDING_SEVERITY_OPTIONS, FINDING_STATUS_OPTIONS } from '../../lib/finding-labels.ts';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog.tsx';
import { Field, FormMessage } from './field.tsx';
import { Input, Select, Textarea } from './input.tsx';
import { MemberSelect } from './member-select.tsx';
import { toast } from './toast.tsx';

type FormProps = { controlId?: string; finding?: Finding; onDone: () => void };

const FindingForm = ({ controlId, finding, onDone }: FormProps) => {
  const create = useCreateFinding();
  const update = useUpdateFinding();
  const [error, setError] = useState<string | null>(null);
  // The version the form was opened on: a save after someone else's is refused, not merged.
  const [version] = useState(finding?.updatedAt);
  const before = useMemo(
    () => (finding ? formFromFinding(finding) : emptyFindingForm()),
    [finding],
  );
  const form = useForm<FindingFormInput, unknown, FindingFormValues>({
    resolver: zodResolver(findingFormSchema),
    defaultValues: before,
  });
  const { errors } = form.formState;

  const onError = (action: 'create' | 'update') => (err: unknown) => {
    for (const issue of fieldIssues(err)) {
      const field = FINDING_FORM_FIELDS.find((f) => f === issue.field.split('.')[0]);
      if (field) form.setError(field, { message: issue.message });
    }
    setError(`Failed to ${action} finding: ${errorMessage(err)}`);
  };
  const done = (verb: string) => (saved: Finding) => {
    toast({ title: `Finding ${verb}`, description: saved.title });
    onDone();
  };

  const onSubmit = (values: FindingFormValues) => {
    setError(null);
    if (!finding) {
      create.mutate(
        { ...toFindingInput(values), controlId },
        { onSuccess: done('created'), onError: onError('create') },
      );
      return;
    }
    const patch = findingPatch(before, values);
    if (Object.keys(patch).length === 0) return onDone();
    update.mutate(
      { id: finding.id, patch, version },
      { onSuccess: done('updated'), onError: onError('update') },
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {error ? <FormMessage>{error}</FormMessage> : null}
      <Field label="Title" error={errors.title?.message}>
        {(p) => <Input {...p} autoFocus {...form.register('title')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Severity" error={errors.severity?.message}>
          {(p) => (
            <Select {...p} {...form.register('severity')}>
              {FINDING_SEVERITY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Status" error={errors.status?.message}>
          {(p) => (
            <Select {...p} {...form.register('status')}>
              {FINDING_STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Owner" error={errors.ownerUserId?.message}>
          {(p) => <MemberSelect {...p} noneLabel="Unassigned" {...form.register('ownerUserId')} />}
        </Field>
        <Field label="Due date" error={errors.dueDate?.message}>
          {(p) => <Input {...p} type="date" {...form.register('dueDate')} />}
        </Field>
      </div>
      <Field label="Description" error={errors.description?.message}>
        {(p) => <Textarea {...p} rows={2} {...form.register('description')} />}
      </Field>
      <Field label="Remediation" hint="What will fix it." error={errors.remediation?.message}>
        {(p) => <Textarea {...p} rows={2} {...form.register('remediation')} />}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
          {error ? 'Try again' : finding ? 'Save changes' : 'Add finding'}
        </Button>
      </DialogFooter>
    </form>
  );
};

type Props = {
  /** The control a new finding is raised on; none for a finding on its own. */
  controlId?: string;
  /** The finding to edit; none adds a new one. */
  finding?: Finding;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export const FindingFormDialog = ({ controlId, finding, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title={finding ? 'Edit finding' : 'New finding'}
      description={
        finding
          ? undefined
          : controlId
            ? 'A gap or failure found in this control, and its fix.'
            : 'A gap or failure to remediate, with its owner and due date.'
      }
      className="max-h-[calc(100vh-2rem)] w-[min(600px,calc(100vw-2rem))] overflow-y-auto"
    >
      <FindingForm controlId={controlId} finding={finding} onDone={() => onOpenChange(false)} />
    </DialogContent>
  </Dialog>
);
