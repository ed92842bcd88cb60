import type { FormEvent, ReactNode } from 'react';
import { Sparkles } from 'lucide-react';
import {
  GENERATION_FRAMEWORK_VALUES,
  GENERATION_INDUSTRY_VALUES,
  GENERATION_TIMELINE_VALUES,
  LIBRARY_CATEGORY_VALUES,
  RISK_TOLERANCE_VALUES,
} from '@rampart/contracts';
import {
  categoryName,
  COMPLEXITY_LABELS,
  FRAMEWORK_LABELS,
  IMPLEMENTATION_COMPLEXITIES,
  INDUSTRY_LABELS,
  ORGANIZATION_SIZE_LABELS,
  ORGANIZATION_SIZES,
  RISK_TOLERANCE_LABELS,
  TIMELINE_LABELS,
} from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Checkbox, Input, Select, Textarea } from '../../../components/ui/input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { maxHoursHint, type WizardForm } from '../lib/wizard-form.ts';
import { ChoiceGroup } from './choice-group.tsx';

const frameworks = GENERATION_FRAMEWORK_VALUES.map((v) => ({
  value: v,
  label: FRAMEWORK_LABELS[v],
}));

type ConfigurationFormProps = {
  form: WizardForm;
  onChange: (form: WizardForm) => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting?: boolean;
  disabled?: boolean;
  /** What the generation is for: a risk picker, or the selected risks and the batch size. */
  subject: ReactNode;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="grid gap-4 border-t border-border pt-4 first:border-t-0 first:pt-0">
    <h3 className="text-sm font-semibold text-fg">{title}</h3>
    <div className="grid gap-4 md:grid-cols-2">{children}</div>
  </section>
);

/** Every input of risks spec §5, with its options and fallbacks. */
export const ConfigurationForm = ({
  form,
  onChange,
  onSubmit,
  submitLabel,
  submitting,
  disabled,
  subject,
}: ConfigurationFormProps) => {
  const set = <K extends keyof WizardForm>(key: K, value: WizardForm[K]) =>
    onChange({ ...form, [key]: value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="grid gap-6" aria-label="Generation settings">
      {subject}
      <Section title="Organization context">
        <Field label="Industry">
          {(p) => (
            <Select
              {...p}
              value={form.industry}
              onChange={(e) => set('industry', e.target.value as WizardForm['industry'])}
            >
              {GENERATION_INDUSTRY_VALUES.map((v) => (
                <option key={v} value={v}>
                  {INDUSTRY_LABELS[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Organization size">
          {(p) => (
            <Select
              {...p}
              value={form.size}
              onChange={(e) => set('size', e.target.value as WizardForm['size'])}
            >
              {ORGANIZATION_SIZES.map((v) => (
                <option key={v} value={v}>
                  {ORGANIZATION_SIZE_LABELS[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Tech stack" hint="Comma-separated, e.g. AWS, Okta, GitHub.">
          {(p) => (
            <Input
              {...p}
              value={form.techStack}
              placeholder="AWS, Okta, GitHub"
              onChange={(e) => set('techStack', e.target.value)}
            />
          )}
        </Field>
        <Field label="Budget (USD)" hint="Optional; the plan stays within it.">
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              value={form.budget}
              placeholder="No limit"
              onChange={(e) => set('budget', e.target.value)}
            />
          )}
        </Field>
        <Field
          label="Existing controls"
          hint="One per line; controls you already run are not proposed again."
        >
          {(p) => (
            <Textarea
              {...p}
              value={form.existingControls}
              onChange={(e) => set('existingControls', e.target.value)}
            />
          )}
        </Field>
        <Field label="Compliance goals" hint="One per line, e.g. SOC 2 Type II by Q4.">
          {(p) => (
            <Textarea
              {...p}
              value={form.complianceGoals}
              onChange={(e) => set('complianceGoals', e.target.value)}
            />
          )}
        </Field>
        <div className="flex flex-col gap-1.5">
          <span className="text-[13px] font-medium text-fg" aria-hidden>
            Risk tolerance
          </span>
          <SegmentedControl
            label="Risk tolerance"
            options={RISK_TOLERANCE_VALUES.map((v) => ({
              value: v,
              label: RISK_TOLERANCE_LABELS[v],
            }))}
            value={form.riskTolerance}
            onChange={(v) => set('riskTolerance', v)}
            className="self-start"
          />
          <p className="text-xs text-muted">The lower it is, the more controls are proposed.</p>
        </div>
        <Field label="Timeline">
          {(p) => (
            <Select
              {...p}
              value={form.timeline}
              onChange={(e) => set('timeline', e.target.value as WizardForm['timeline'])}
            >
              {GENERATION_TIMELINE_VALUES.map((v) => (
                <option key={v} value={v}>
                  {TIMELINE_LABELS[v]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Section>
      <Section title="Frameworks">
        <ChoiceGroup
          legend="Preferred frameworks"
          hint="None chosen means SOC 2."
          options={frameworks}
          value={form.preferredFrameworks}
          onChange={(v) => set('preferredFrameworks', v)}
        />
        <ChoiceGroup
          legend="Must-have frameworks"
          hint="Controls serving these come first."
          options={frameworks}
          value={form.mustHaveFrameworks}
          onChange={(v) => set('mustHaveFrameworks', v)}
        />
      </Section>
      <Section title="Constraints">
        <Field label="Max implementation hours" hint={maxHoursHint(form.maxImplementationHours)}>
          {(p) => (
            <Input
              {...p}
              inputMode="decimal"
              value={form.maxImplementationHours}
              onChange={(e) => set('maxImplementationHours', e.target.value)}
            />
          )}
        </Field>
        <ChoiceGroup
          legend="Allowed complexity"
          hint="None chosen means any."
          options={IMPLEMENTATION_COMPLEXITIES.map((v) => ({
            value: v,
            label: COMPLEXITY_LABELS[v],
          }))}
          value={form.allowedComplexity}
          onChange={(v) => set('allowedComplexity', v)}
        />
        <label className="inline-flex items-center gap-2 self-start text-sm text-fg">
          <Checkbox
            checked={form.requiredAutomation}
            onChange={(e) => set('requiredAutomation', e.target.checked)}
          />
          Require automation (leave out fully manual controls)
        </label>
        <div className="md:col-span-2">
          <ChoiceGroup
            legend="Exclude categories"
            options={LIBRARY_CATEGORY_VALUES.map((v) => ({ value: v, label: categoryName(v) }))}
            value={form.excludeCategories}
            onChange={(v) => set('excludeCategories', v)}
          />
        </div>
      </Section>
      <div className="flex justify-end border-t border-border pt-4">
        <Button type="submit" variant="primary" loading={submitting} disabled={disabled}>
          {submitting ? null : <Sparkles aria-hidden />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
};
