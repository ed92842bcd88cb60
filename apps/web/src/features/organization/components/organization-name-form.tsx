import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateOrganizationBodySchema, type Organization } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useUpdateOrganization } from '../api/update-organization.ts';

type Props = { organization: Organization; canManage: boolean };

export const OrganizationNameForm = ({ organization, canManage }: Props) => {
  const update = useUpdateOrganization();
  const form = useForm({
    resolver: zodResolver(updateOrganizationBodySchema),
    values: { name: organization.name },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = (values: { name: string }) =>
    update.mutate(values, {
      onSuccess: (saved) =>
        toast({ title: 'Organization renamed', description: `It is now called ${saved.name}.` }),
      onError: (err) => {
        const issue = fieldIssues(err).find((i) => i.field === 'name');
        form.setError('name', { message: issue?.message ?? errorMessage(err) });
      },
    });

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Organization name"
          error={errors.name?.message}
          hint={canManage ? undefined : 'Only owners and admins can rename the organization.'}
          className="min-w-64 flex-1"
        >
          {(p) => <Input {...p} readOnly={!canManage} {...form.register('name')} />}
        </Field>
        {canManage ? (
          <Button type="submit" variant="primary" loading={update.isPending} disabled={!isDirty}>
            Save
          </Button>
        ) : null}
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-[13px]">
        <dt className="text-muted">Identifier</dt>
        <dd className="font-mono text-fg">{organization.slug}</dd>
        <dt className="text-muted">Created</dt>
        <dd className="text-fg">{formatDate(organization.createdAt)}</dd>
      </dl>
    </form>
  );
};
