import { useState, type FormEvent } from 'react';
import type { ReportDefinition, ReportFrequency } from '@rampart/contracts';
import { ChoiceStates } from '../../../components/ui/choice-list.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Checkbox, Select } from '../../../components/ui/input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { memberItems, useMembers } from '../../../lib/members.ts';
import { useRequiredUser } from '../../../lib/session.ts';
import { useScheduleDefinition } from '../api/schedule-definition.ts';
import {
  HOURS,
  hourLabel,
  MONTH_DAYS,
  scheduleBody,
  scheduleFormFrom,
  scheduleSummary,
  WEEKDAYS,
  type ScheduleForm,
} from '../lib/schedule-form.ts';

const FREQUENCIES: { value: ReportFrequency; label: string }[] = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

type Props = { definition: ReportDefinition; open: boolean; onOpenChange: (open: boolean) => void };

const Recipients = ({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) => {
  const members = useMembers();
  const people = memberItems(members.data);
  return (
    <fieldset aria-describedby={error ? 'schedule-recipients-error' : undefined}>
      <legend className="text-[13px] font-medium text-fg">
        Recipients <span className="font-normal text-muted">({value.length} chosen)</span>
      </legend>
      <div className="mt-1.5">
        <ChoiceStates
          query={members}
          noun="members"
          empty={people.length === 0 ? { title: 'No members' } : null}
        >
          <ul className="max-h-48 overflow-y-auto rounded-md border border-border">
            {people.map((m) => (
              <li key={m.userId} className="border-b border-border last:border-b-0">
                <label className="flex cursor-pointer items-center gap-2 px-3 py-1.5 text-[13px] hover:bg-hover">
                  <Checkbox
                    checked={value.includes(m.userId)}
                    onChange={(e) =>
                      onChange(
                        e.target.checked
                          ? [...value, m.userId]
                          : value.filter((id) => id !== m.userId),
                      )
                    }
                  />
                  <span className="min-w-0 flex-1 truncate text-fg">{m.name}</span>
                  <span className="truncate text-xs text-muted">{m.email}</span>
                </label>
              </li>
            ))}
          </ul>
        </ChoiceStates>
      </div>
      {error ? (
        <p id="schedule-recipients-error" className="mt-1 text-xs text-danger-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};

const ScheduleFields = ({
  definition,
  onDone,
}: {
  definition: ReportDefinition;
  onDone: () => void;
}) => {
  const me = useRequiredUser();
  const schedule = useScheduleDefinition();
  const [form, setForm] = useState<ScheduleForm>(() => scheduleFormFrom(definition, me.id));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof ScheduleForm>(key: K, value: ScheduleForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (form.recipients.length === 0)
      return setErrors({ recipients: 'Choose at least one recipient' });
    schedule.mutate(
      { id: definition.id, schedule: scheduleBody(form) },
      {
        onSuccess: (d) => {
          toast({
            title: 'Report scheduled',
            description: d.schedule ? scheduleSummary(d.schedule) : d.title,
          });
          onDone();
        },
        onError: (err) => {
          const byField = issuesByField(fieldIssues(err));
          if (Object.keys(byField).length > 0) setErrors(byField);
          else setFailure(errorMessage(err));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <SegmentedControl
        label="Frequency"
        options={FREQUENCIES}
        value={form.frequency}
        onChange={(v) => set('frequency', v)}
        className="self-start"
      />
      <div className="grid grid-cols-2 gap-3">
        {form.frequency === 'weekly' ? (
          <Field label="Weekday" error={errors.weekday}>
            {(p) => (
              <Select
                {...p}
                value={form.weekday}
                onChange={(e) => set('weekday', Number(e.target.value))}
              >
                {WEEKDAYS.map((d, i) => (
                  <option key={d} value={i + 1}>
                    {d}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : (
          <Field label="Day of the month" error={errors.dayOfMonth}>
            {(p) => (
              <Select
                {...p}
                value={form.dayOfMonth}
                onChange={(e) => set('dayOfMonth', Number(e.target.value))}
              >
                {MONTH_DAYS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field label="Time" error={errors.hour}>
          {(p) => (
            <Select {...p} value={form.hour} onChange={(e) => set('hour', Number(e.target.value))}>
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Recipients
        value={form.recipients}
        onChange={(v) => set('recipients', v)}
        error={errors.recipients}
      />
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <DialogFormFooter pending={schedule.isPending} failed={Boolean(failure)}>
        Save schedule
      </DialogFormFooter>
    </form>
  );
};

/** When the saved report is made and emailed as a PDF, and to whom. */
export const ScheduleDialog = ({ definition, open, onOpenChange }: Props) => (
  <Dialog open={open} onOpenChange={onOpenChange}>
    <DialogContent
      title={definition.schedule ? 'Change the schedule' : 'Schedule this report'}
      description={`“${definition.title}”, as saved, is made as a PDF and emailed to the recipients. Days 1 to 28 exist in every month.`}
    >
      {open ? <ScheduleFields definition={definition} onDone={() => onOpenChange(false)} /> : null}
    </DialogContent>
  </Dialog>
);
