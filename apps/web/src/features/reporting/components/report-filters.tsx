import { RISK_CATEGORY_LABELS } from '@rampart/domain';
import { RISK_CATEGORY_VALUES, TREND_PERIODS, type TrendPeriod } from '@rampart/contracts';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { MemberSelect } from '../../../components/ui/member-select.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { labelOptions, type Labels } from '../../../lib/labels.ts';
import { useFrameworks } from '../../../lib/framework-api/get-frameworks.ts';
import type { ReportForm } from '../lib/report-form.ts';

const PERIOD_LABELS: Labels<TrendPeriod> = {
  '30d': '30 days',
  '90d': '90 days',
  '365d': '365 days',
  custom: 'Custom',
};
const PERIODS = labelOptions(TREND_PERIODS, PERIOD_LABELS);
const CATEGORIES = labelOptions(RISK_CATEGORY_VALUES, RISK_CATEGORY_LABELS);

type Props = {
  form: ReportForm;
  set: <K extends keyof ReportForm>(key: K, value: ReportForm[K]) => void;
  errors: Record<string, string>;
};

/** The period and the filters, as on Analytics; they narrow every section. */
export const ReportFilters = ({ form, set, errors }: Props) => {
  const frameworks = useFrameworks();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-[13px] font-medium text-fg">Period and filters</legend>
      <SegmentedControl
        label="Period"
        options={PERIODS}
        value={form.period}
        onChange={(v) => set('period', v)}
        className="mt-2 self-start"
      />
      {form.period === 'custom' ? (
        <div className="grid grid-cols-2 gap-3">
          <DateField
            label="From"
            value={form.from}
            onChange={(v) => set('from', v)}
            error={errors.from}
          />
          <DateField label="To" value={form.to} onChange={(v) => set('to', v)} error={errors.to} />
        </div>
      ) : null}
      <MultiSelect
        label="Risk category"
        options={CATEGORIES}
        value={form.category}
        onChange={(v) => set('category', v)}
        className="self-start"
      />
      {errors.category ? <p className="text-xs text-danger-text">{errors.category}</p> : null}
      <Field label="Owner" error={errors.owner}>
        {(p) => (
          <MemberSelect
            {...p}
            noneLabel="Any owner"
            value={form.owner}
            onChange={(e) => set('owner', e.target.value)}
          />
        )}
      </Field>
      <Field label="Framework" error={errors.framework}>
        {(p) => (
          <Select
            {...p}
            value={form.framework}
            aria-busy={frameworks.isPending || undefined}
            onChange={(e) => set('framework', e.target.value)}
          >
            <option value="">Any framework</option>
            {frameworks.isError ? <option disabled>Frameworks could not be loaded</option> : null}
            {(frameworks.data ?? [])
              .filter((f) => f.selected || f.id === form.framework)
              .map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
          </Select>
        )}
      </Field>
    </fieldset>
  );
};
