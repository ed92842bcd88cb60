import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Risk } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, fieldIssues } from '../../../lib/api-client.ts';
import { useCreateRisk } from '../api/create-risk.ts';
import { useUpdateRisk } from '../api/update-risk.ts';
import {
  emptyRiskForm,
  formFromRisk,
  formFromTemplate,
  riskFormSchema,
  toCreateBody,
  toUpdatePatch,
  type RiskFormInput,
  type RiskFormValues,
} from '../lib/risk-form.ts';
import { RiskFormFields } from './risk-form-fields.tsx';
import { TemplatePicker } from './template-picker.tsx';

const FIELDS = ['title', 'description', 'category', 'status', 'likelihood', 'impact'] as const;

type RiskFormProps = { risk?: Risk; onDone: (risk: Risk | null) => void };

const RiskForm = ({ risk, onDone }: RiskFormProps) => {
  const create = useCreateRisk();
  const update = useUpdateRisk();
  const [error, setError] = useState<string | null>(null);
  const before = useMemo(() => (risk ? formFromRisk(risk) : emptyRiskForm()), [risk]);
  // The version the form was opened on: a save after someone else's is refused, not merged.
  const [version] = useState(risk?.updatedAt);
  const form = useForm<RiskFormInput, unknown, RiskFormValues>({
    resolver: zodResolver(riskFormSchema),
    defaultValues: before,
  });

  const onError = (action: 'create' | 'update') => (err: unknown) => {
    for (const issue of fieldIssues(err)) {
      const field = FIELDS.find((f) => f === issue.field);
      if (field) form.setError(field, { message: issue.message });
    }
    const detail = err instanceof ApiError ? err.message : null;
    setError(`Failed to ${action} risk${detail ? `: ${detail}` : ''}`);
  };

  const onSubmit = (values: RiskFormValues) => {
    setError(null);
    if (!risk) {
      create.mutate(toCreateBody(values), {
        onSuccess: (saved) => {
          toast({ title: 'Risk created', description: saved.title });
          onDone(saved);
        },
        onError: onError('create'),
      });
      return;
    }
    const patch = toUpdatePatch(before, values);
    if (Object.keys(patch).length === 0) return onDone(null);
    update.mutate(
      { id: risk.id, patch, version },
      {
        onSuccess: (saved) => {
          toast({ title: 'Risk updated', description: saved.title });
          onDone(saved);
        },
        onError: onError('update'),
      },
    );
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      {error ? <FormMessage>{error}</FormMessage> : null}
      {risk ? null : (
        <TemplatePicker
          onPick={(t) => form.reset(formFromTemplate(t, form.getValues() as RiskFormValues))}
        />
      )}
      <RiskFormFields
        form={form}
        keptOwner={risk && !risk.ownerUserId && risk.owner !== 'Unassigned' ? risk.owner : null}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={create.isPending || update.isPending}>
          {risk ? 'Save changes' : 'Create risk'}
        </Button>
      </DialogFooter>
    </form>
  );
};

type RiskFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The risk to edit; none creates a new one. */
  risk?: Risk;
  onSaved?: (risk: Risk) => void;
};

export const RiskFormDialog = ({ open, onOpenChange, risk, onSaved }: RiskFormDialogProps) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title={risk ? 'Edit risk' : 'New risk'}
      description={
        risk ? undefined : 'Score and level follow from likelihood × impact as you choose them.'
      }
      className="max-h-[calc(100vh-2rem)] w-[min(640px,calc(100vw-2rem))] overflow-y-auto"
    >
      <RiskForm
        risk={risk}
        onDone={(saved) => {
          onOpenChange(false);
          if (saved) onSaved?.(saved);
        }}
      />
    </DialogContent>
  </Dialog>
);
