import type { UseFormReturn } from 'react-hook-form';
import { SCALE_LABELS } from '@rampart/domain';
import { Field } from '../../../components/ui/field.tsx';
import { Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { CATEGORY_OPTIONS, STATUS_OPTIONS } from '../lib/labels.ts';
import { KEEP_OWNER, type RiskFormInput, type RiskFormValues } from '../lib/risk-form.ts';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { ScorePreview } from './score-preview.tsx';

type Form = UseFormReturn<RiskFormInput, unknown, RiskFormValues>;

const SCALE = SCALE_LABELS.map((label, i) => ({ value: i + 1, label: `${i + 1} · ${label}` }));

/** The fields of a risk, shared by create and edit. */
export const RiskFormFields = ({ form, keptOwner }: { form: Form; keptOwner?: string | null }) => {
  const { errors } = form.formState;
  const likelihood = Number(form.watch('likelihood'));
  const impact = Number(form.watch('impact'));
  return (
    <div className="flex flex-col gap-4">
      <Field label="Title" error={errors.title?.message}>
        {(p) => (
          <Input {...p} placeholder="Cause, event and consequence" {...form.register('title')} />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(p) => <Textarea {...p} rows={3} {...form.register('description')} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" error={errors.category?.message}>
          {(p) => (
            <Select {...p} {...form.register('category')}>
              {CATEGORY_OPTIONS.map((o) => (
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
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Likelihood" error={errors.likelihood?.message}>
          {(p) => (
            <Select {...p} {...form.register('likelihood')}>
              {SCALE.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Impact" error={errors.impact?.message}>
          {(p) => (
            <Select {...p} {...form.register('impact')}>
              {SCALE.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <ScorePreview likelihood={likelihood} impact={impact} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Owner" error={errors.ownerUserId?.message}>
          {(p) => (
            <MemberSelect
              {...p}
              noneLabel="Unassigned"
              extra={keptOwner ? { value: KEEP_OWNER, label: keptOwner } : null}
              {...form.register('ownerUserId')}
            />
          )}
        </Field>
        <Field
          label="Frameworks"
          hint="Separate with commas, e.g. SOC2, GDPR"
          error={errors.frameworks?.message}
        >
          {(p) => <Input {...p} placeholder="SOC2, ISO27001" {...form.register('frameworks')} />}
        </Field>
      </div>
    </div>
  );
};
