import type { UseFormReturn } from 'react-hook-form';
import { REVIEW_CADENCE_DAYS } from '@rampart/domain';
import { Field } from '../../../components/ui/field.tsx';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import {
  CATEGORY_OPTIONS,
  DATA_KIND_OPTIONS,
  STATUS_OPTIONS,
  TIER_LABELS,
  TIER_OPTIONS,
} from '../../../lib/vendor-labels.ts';
import type { VendorFormInput, VendorFormValues } from '../lib/vendor-form.ts';

export type VendorForm = UseFormReturn<VendorFormInput, unknown, VendorFormValues>;

const Options = ({ options }: { options: readonly { value: string; label: string }[] }) =>
  options.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));

/** Name, website and category: who the vendor is. */
export const VendorIdentityFields = ({ form }: { form: VendorForm }) => {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Name" error={errors.name?.message} className="sm:col-span-2">
        {(p) => <Input {...p} autoComplete="off" {...form.register('name')} />}
      </Field>
      <Field label="Website" error={errors.website?.message}>
        {(p) => <Input {...p} type="url" placeholder="https://" {...form.register('website')} />}
      </Field>
      <Field label="Category" error={errors.category?.message}>
        {(p) => (
          <Select {...p} {...form.register('category')}>
            <Options options={CATEGORY_OPTIONS} />
          </Select>
        )}
      </Field>
    </div>
  );
};

type RelationshipProps = {
  form: VendorForm;
  /** Status and review cadence belong to an existing relationship (not asked on create). */
  existing?: boolean;
  disabled?: boolean;
};

const CADENCE_HINT = `Days between reviews. Empty follows the tier: ${TIER_OPTIONS.map(
  (t) => `${TIER_LABELS[t.value].toLowerCase()} ${REVIEW_CADENCE_DAYS[t.value]}`,
).join(', ')}.`;

/** How the organisation works with the vendor: tier, owner, data, contract and watch. */
export const VendorRelationshipFields = ({
  form,
  existing = false,
  disabled,
}: RelationshipProps) => {
  const { errors } = form.formState;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Tier"
          hint="How much the organisation depends on it"
          error={errors.tier?.message}
        >
          {(p) => (
            <Select {...p} {...form.register('tier')}>
              <Options options={TIER_OPTIONS} />
            </Select>
          )}
        </Field>
        {existing ? (
          <Field label="Status" error={errors.status?.message}>
            {(p) => (
              <Select {...p} {...form.register('status')}>
                <Options options={STATUS_OPTIONS} />
              </Select>
            )}
          </Field>
        ) : null}
        <Field label="Owner" error={errors.ownerUserId?.message}>
          {(p) => <MemberSelect {...p} noneLabel="Unassigned" {...form.register('ownerUserId')} />}
        </Field>
      </div>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-fg">Data it processes</legend>
        <div className="grid gap-x-4 gap-y-1.5 sm:grid-cols-2">
          {DATA_KIND_OPTIONS.map((o) => (
            <label key={o.value} className="inline-flex items-center gap-2 text-[13px] text-fg">
              <Checkbox value={o.value} {...form.register('dataKinds')} />
              {o.label}
            </label>
          ))}
        </div>
        {errors.dataKinds?.message ? (
          <p className="text-xs text-danger-text">{errors.dataKinds.message}</p>
        ) : null}
      </fieldset>
      <Field label="Business purpose" error={errors.businessPurpose?.message}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            placeholder="What the organisation uses it for"
            {...form.register('businessPurpose')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Contract start" error={errors.contractStart?.message}>
          {(p) => <Input {...p} type="date" {...form.register('contractStart')} />}
        </Field>
        <Field label="Contract end" error={errors.contractEnd?.message}>
          {(p) => <Input {...p} type="date" {...form.register('contractEnd')} />}
        </Field>
        <Field label="Renewal date" error={errors.renewalDate?.message}>
          {(p) => <Input {...p} type="date" {...form.register('renewalDate')} />}
        </Field>
        <Field
          label="Notice period (days)"
          hint="Days before the end to give notice"
          error={errors.noticePeriodDays?.message}
        >
          {(p) => <Input {...p} inputMode="numeric" {...form.register('noticePeriodDays')} />}
        </Field>
        {existing ? (
          <Field
            label="Review cadence (days)"
            hint={CADENCE_HINT}
            error={errors.reviewCadenceDays?.message}
            className="sm:col-span-2"
          >
            {(p) => <Input {...p} inputMode="numeric" {...form.register('reviewCadenceDays')} />}
          </Field>
        ) : null}
      </div>
      <label className="inline-flex items-start gap-2 text-[13px] text-fg">
        <Checkbox className="mt-0.5" {...form.register('watch')} />
        <span>
          Watch the vendor’s site
          <span className="block text-xs text-muted">
            Rampart reads its public pages on a schedule and records what changed.
          </span>
        </span>
      </label>
    </fieldset>
  );
};
