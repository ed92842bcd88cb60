import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { KEEP_OWNER, type ControlFormInput, type ControlFormValues } from '../lib/control-form.ts';
import {
  AUTOMATION_OPTIONS,
  FREQUENCY_OPTIONS,
  STATUS_OPTIONS,
  IMPLEMENTATION_OPTIONS,
  TYPE_OPTIONS,
} from '../lib/labels.ts';
import { MemberSelect } from '../../../components/ui/member-select.tsx';

type Props = {
  form: UseFormReturn<ControlFormInput, unknown, ControlFormValues>;
  /** A free-text owner of an existing control, kept unless another is chosen. */
  keptOwner: string | null;
};

const options = (list: readonly { value: string; label: string }[]) =>
  list.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

export const ControlFormFields = ({ form, keptOwner }: Props) => {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Title" error={errors.title?.message} className="sm:col-span-2">
        {(p) => <Input {...p} autoFocus {...form.register('title')} />}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(p) => <Textarea {...p} rows={3} {...form.register('description')} />}
      </Field>
      <Field label="Type" error={errors.type?.message}>
        {(p) => (
          <Select {...p} {...form.register('type')}>
            {options(TYPE_OPTIONS)}
          </Select>
        )}
      </Field>
      <Field label="Automation" error={errors.automation?.message}>
        {(p) => (
          <Select {...p} {...form.register('automation')}>
            {options(AUTOMATION_OPTIONS)}
          </Select>
        )}
      </Field>
      <Field label="Status" error={errors.status?.message}>
        {(p) => (
          <Select {...p} {...form.register('status')}>
            {options(STATUS_OPTIONS)}
          </Select>
        )}
      </Field>
      <Field label="Implementation" error={errors.implementationStatus?.message}>
        {(p) => (
          <Select {...p} {...form.register('implementationStatus')}>
            {form.getValues('implementationStatus') === '' ? (
              <option value="">From the status</option>
            ) : null}
            {options(IMPLEMENTATION_OPTIONS)}
          </Select>
        )}
      </Field>
      <Field label="Test frequency" error={errors.frequency?.message}>
        {(p) => (
          <Select {...p} {...form.register('frequency')}>
            {options(FREQUENCY_OPTIONS)}
          </Select>
        )}
      </Field>
      <Field label="Owner" error={errors.ownerUserId?.message}>
        {(p) => (
          <MemberSelect
            {...p}
            noneLabel="Unassigned"
            extra={keptOwner ? { value: KEEP_OWNER, label: `${keptOwner} (not a member)` } : null}
            {...form.register('ownerUserId')}
          />
        )}
      </Field>
      <Field label="Category" error={errors.category?.message}>
        {(p) => <Input {...p} placeholder="e.g. Access control" {...form.register('category')} />}
      </Field>
      <Field
        label="Frameworks"
        hint="Separate with commas, e.g. SOC2, ISO27001"
        error={errors.frameworks?.message}
      >
        {(p) => <Input {...p} {...form.register('frameworks')} />}
      </Field>
      <Field
        label="Effectiveness (%)"
        hint="Leave empty until measured; a completed test sets it."
        error={errors.effectiveness?.message}
      >
        {(p) => (
          <Input
            {...p}
            inputMode="decimal"
            placeholder="Not measured"
            className="tabular-nums"
            {...form.register('effectiveness')}
          />
        )}
      </Field>
    </div>
  );
};
