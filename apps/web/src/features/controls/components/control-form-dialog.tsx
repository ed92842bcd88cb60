import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Control } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useCreateControl } from '../api/create-control.ts';
import { useUpdateControl } from '../api/update-control.ts';
import {
  controlFormSchema,
  emptyControlForm,
  formFieldOf,
  formFromControl,
  formFromTemplate,
  toCreateBody,
  toUpdatePatch,
  type ControlFormInput,
  type ControlFormValues,
} from '../lib/control-form.ts';
import { ControlFormFields } from './control-form-fields.tsx';
import { TemplatePicker } from './template-picker.tsx';

type ControlFormProps = { control?: Control; onDone: (control: Control | null) => void };

const ControlForm = ({ control, onDone }: ControlFormProps) => {
  const create = useCreateControl();
  const update = useUpdateControl();
  const [error, setError] = useState<string | null>(null);
  // The version the form was opened on: a save after someone else's is refused, not merged.
  const [version] = useState(control?.updatedAt);
  const before = useMemo(
    () => (control ? formFromControl(control) : emptyControlForm()),
    [control],
  );
  const form = useForm<ControlFormInput, unknown, ControlFormValues>({
    resolver: zodResolver(controlFormSchema),
    defaultValues: before,
  });

  // The server's reasons go beside their fields; the form keeps what was typed, so the
  // submit button is the retry.
  const onError = (action: 'create' | 'update') => (err: unknown) => {
    for (const issue of fieldIssues(err)) {
      const field = formFieldOf(issue.field);
      if (field) form.setError(field, { message: issue.message });
    }
    setError(`Failed to ${action} control: ${errorMessage(err)}`);
  };

  const onSubmit = (values: ControlFormValues) => {
    setError(null);
    if (!control) {
      create.mutate(toCreateBody(values), {
        onSuccess: (saved) => {
          toast({ title: 'Control created', description: saved.title });
          onDone(saved);
        },
        onError: onError('create'),
      });
      return;
    }
    const patch = toUpdatePatch(before, values);
    if (Object.keys(patch).length === 0) return onDone(null);
    update.mutate(
      { id: control.id, patch, version },
      {
        onSuccess: (saved) => {
          toast({ title: 'Control updated', description: saved.title });
          onDone(saved);
        },
        onError: onError('update'),
      },
    );
  };

  const failed = create.isError || update.isError;
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {error ? <FormMessage>{error}</FormMessage> : null}
      {control ? null : (
        <TemplatePicker
          onPick={(t) =>
            form.reset(t ? formFromTemplate(t, form.getValues() as ControlFormValues) : before)
          }
        />
      )}
      <ControlFormFields
        form={form}
        keptOwner={
          control && !control.ownerUserId && control.owner !== 'Unassigned' ? control.owner : null
        }
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
          {failed ? 'Try again' : control ? 'Save changes' : 'Create control'}
        </Button>
      </DialogFooter>
    </form>
  );
};

type ControlFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The control to edit; none creates a new one. */
  control?: Control;
  onSaved?: (control: Control) => void;
};

export const ControlFormDialog = ({
  open,
  onOpenChange,
  control,
  onSaved,
}: ControlFormDialogProps) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title={control ? 'Edit control' : 'New control'}
      description={control ? undefined : 'Start from a template or a blank control.'}
      className="max-h-[calc(100vh-2rem)] w-[min(640px,calc(100vw-2rem))] overflow-y-auto"
    >
      <ControlForm
        control={control}
        onDone={(saved) => {
          onOpenChange(false);
          if (saved) onSaved?.(saved);
        }}
      />
    </DialogContent>
  </Dialog>
);
