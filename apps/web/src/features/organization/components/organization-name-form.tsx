import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ORGANIZATION_SIZE_VALUES, type Organization } from '@rampart/contracts';
import { formatDate, ORGANIZATION_SIZE_LABELS } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { useUpdateOrganization } from '../api/update-organization.ts';

type Props = { organization: Organization; canManage: boolean };

const formSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  size: z.enum(['', ...ORGANIZATION_SIZE_VALUES]),
  industry: z.string().trim().max(100, 'Industry is at most 100 characters'),
});
type FormValues = z.infer<typeof formSchema>;

export const OrganizationNameForm = ({ organization, canManage }: Props) => {
  const update = useUpdateOrganization();
  const form = useForm({
    resolver: zodResolver(formSchema),
    values: {
      name: organization.name,
      size: organization.size ?? '',
      industry: organization.industry ?? '',
    } satisfies FormValues,
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = (values: FormValues) =>
    update.mutate(
      { name: values.name, size: values.size || null, industry: values.industry || null },
      {
        onSuccess: (saved) =>
          toast({ title: 'Organization saved', description: `${saved.name} is up to date.` }),
        onError: (err) => {
          const issues = fieldIssues(err);
          const field = (['size', 'industry'] as const).find((f) =>
            issues.some((i) => i.field === f),
          );
          const issue = issues.find((i) => i.field === (field ?? 'name'));
          form.setError(field ?? 'name', { message: issue?.message ?? errorMessage(err) });
        },
      },
    );

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
        <Field
          label="Size"
          error={errors.size?.message}
          hint="Sets effort and cost estimates"
          className="min-w-48"
        >
          {(p) => (
            <Select {...p} disabled={!canManage} {...form.register('size')}>
              <option value="">Not set</option>
              {ORGANIZATION_SIZE_VALUES.map((v) => (
                <option key={v} value={v}>
                  {ORGANIZATION_SIZE_LABELS[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Industry" error={errors.industry?.message} className="min-w-48">
          {(p) => <Input {...p} readOnly={!canManage} {...form.register('industry')} />}
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
