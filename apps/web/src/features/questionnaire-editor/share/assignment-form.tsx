import { useState, type FormEvent } from 'react';
import { ClipboardCheck } from 'lucide-react';
import {
  ASSIGNMENT_DEFAULTS,
  ASSIGNMENT_PRIORITIES,
  type AssignmentPriority,
  type Questionnaire,
} from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Checkbox, Select, Textarea } from '../../../components/ui/input.tsx';
import { SwitchField } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage, fieldIssues } from '../../../lib/api-client.ts';
import { issuesByField } from '../../../lib/field-issues.ts';
import { memberItems, useMembers } from '../../../lib/members.ts';
import { useTeam } from '../api/get-team.ts';
import { useCreateAssignment } from './api/assignments.ts';
import { assigneeOptions } from './assignee-options.ts';
import { PRIORITY_LABELS } from './assignment-labels.ts';

const WHOLE = '';
const REMINDER_CHOICES = ASSIGNMENT_DEFAULTS.reminderDays;

const initial = () => ({
  sectionId: WHOLE,
  assigneeId: '',
  dueDate: '',
  priority: ASSIGNMENT_DEFAULTS.priority as AssignmentPriority,
  instructions: '',
  remindersOn: ASSIGNMENT_DEFAULTS.remindersOn as boolean,
  reminderDays: [...ASSIGNMENT_DEFAULTS.reminderDays] as number[],
});

/**
 * §3 Assignment defaults: a section (or the whole questionnaire) given to someone who may edit
 * it, with a due date, priority Medium, instructions, and reminders 7, 3 and 1 days before.
 */
export const AssignmentForm = ({ questionnaire: q }: { questionnaire: Questionnaire }) => {
  const create = useCreateAssignment(q.id);
  const team = useTeam(q.id);
  const members = useMembers();
  const people = assigneeOptions(team.data, memberItems(members.data), q.visibility);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof ReturnType<typeof initial>>(
    key: K,
    value: ReturnType<typeof initial>[K],
  ) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const toggleDay = (day: number, on: boolean) =>
    set(
      'reminderDays',
      on ? [...form.reminderDays, day] : form.reminderDays.filter((d) => d !== day),
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.assigneeId) {
      setErrors({ assigneeId: 'Choose who does it' });
      return;
    }
    create.mutate(
      {
        sectionId: form.sectionId || null,
        assigneeId: form.assigneeId,
        dueDate: form.dueDate || null,
        priority: form.priority,
        instructions: form.instructions,
        remindersOn: form.remindersOn,
        reminderDays: form.reminderDays,
      },
      {
        onSuccess: (a) => {
          setForm(initial());
          toast({
            title: 'Assignment created',
            description: `${a.sectionTitle ?? 'The whole questionnaire'} is assigned to ${a.assignee.name}.`,
          });
        },
        onError: (err) => {
          const byField = issuesByField(fieldIssues(err));
          if (Object.keys(byField).length > 0) setErrors(byField);
          else setFailure(errorMessage(err));
        },
      },
    );
  };

  const loadingPeople = team.isPending || members.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Section" error={errors.sectionId}>
          {(p) => (
            <Select
              {...p}
              value={form.sectionId}
              onChange={(e) => set('sectionId', e.target.value)}
            >
              <option value={WHOLE}>Whole questionnaire</option>
              {q.structure.sections.map((s, i) => (
                <option key={s.id} value={s.id}>
                  {i + 1}. {s.title || 'Untitled section'}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label="Assign to"
          error={errors.assigneeId}
          hint="People who may edit this questionnaire."
        >
          {(p) => (
            <Select
              {...p}
              aria-busy={loadingPeople || undefined}
              value={form.assigneeId}
              onChange={(e) => set('assigneeId', e.target.value)}
            >
              <option value="">Choose a person</option>
              {loadingPeople ? <option disabled>Loading people…</option> : null}
              {people.map((m) => (
                <option key={m.userId} value={m.userId}>
                  {m.name} ({m.email})
                </option>
              ))}
            </Select>
          )}
        </Field>
        <DateField
          label="Due date"
          value={form.dueDate}
          onChange={(v) => set('dueDate', v)}
          error={errors.dueDate}
        />
        <Field label="Priority" error={errors.priority}>
          {(p) => (
            <Select
              {...p}
              value={form.priority}
              onChange={(e) => set('priority', e.target.value as AssignmentPriority)}
            >
              {ASSIGNMENT_PRIORITIES.map((pr) => (
                <option key={pr} value={pr}>
                  {PRIORITY_LABELS[pr]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="Instructions" error={errors.instructions}>
        {(p) => (
          <Textarea
            {...p}
            rows={2}
            value={form.instructions}
            onChange={(e) => set('instructions', e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-2 rounded-md border border-border p-3">
        <SwitchField
          label="Reminders"
          description={
            form.dueDate
              ? 'Sent by email (when mail is set up) and shown in the app before the due date.'
              : 'They need a due date.'
          }
          checked={form.remindersOn}
          onCheckedChange={(v) => set('remindersOn', v)}
        />
        {form.remindersOn ? (
          <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <legend className="sr-only">Days before the due date</legend>
            {REMINDER_CHOICES.map((day) => (
              <label key={day} className="flex items-center gap-1.5 text-[13px] text-fg">
                <Checkbox
                  checked={form.reminderDays.includes(day)}
                  onChange={(e) => toggleDay(day, e.target.checked)}
                />
                {day} day{day === 1 ? '' : 's'} before
              </label>
            ))}
          </fieldset>
        ) : null}
        {errors.reminderDays ? (
          <p className="text-xs text-danger-text">{errors.reminderDays}</p>
        ) : null}
      </div>
      {failure ? <FormMessage>{failure}</FormMessage> : null}
      <div className="flex justify-end">
        <Button type="submit" variant="primary" loading={create.isPending}>
          {create.isPending ? null : <ClipboardCheck aria-hidden />}
          Assign
        </Button>
      </div>
    </form>
  );
};
