import type { AnswerValueBody, RespondQuestion } from '@rampart/contracts';
import { Input, Textarea } from '../../../../components/ui/input.tsx';
import { cn } from '../../../../lib/cn.ts';

type Props = {
  question: RespondQuestion;
  value: AnswerValueBody | undefined;
  onChange: (value: AnswerValueBody) => void;
  disabled: boolean;
  /** The ids of the question's label and of its help, hint or error, for the control. */
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
};

// Large, single-column targets: the page is answered on phones (DESIGN.md).
const ROW =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-base sm:text-sm ' +
  'has-[:checked]:border-accent has-[:checked]:bg-accent-subtle has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70';
const FIELD = 'h-11 text-base sm:text-sm';

const Choices = ({
  p,
  multiple,
  options,
  isChecked,
  onToggle,
}: {
  p: Props;
  multiple: boolean;
  options: { id: string; label: string }[];
  isChecked: (id: string) => boolean;
  onToggle: (id: string, checked: boolean) => void;
}) => (
  <div
    role={multiple ? 'group' : 'radiogroup'}
    aria-labelledby={p.labelId}
    aria-describedby={p.describedBy}
    aria-invalid={multiple ? undefined : p.invalid}
    className="flex flex-col gap-2"
  >
    {options.map((o) => (
      <label key={o.id} className={ROW}>
        <input
          type={multiple ? 'checkbox' : 'radio'}
          name={`answer-${p.question.id}`}
          className="size-5 shrink-0 accent-accent"
          checked={isChecked(o.id)}
          disabled={p.disabled}
          onChange={(e) => onToggle(o.id, e.target.checked)}
        />
        <span className="min-w-0 break-words">{o.label}</span>
      </label>
    ))}
  </div>
);

const scalePoints = (q: RespondQuestion) => {
  const min = Math.ceil(q.min ?? 1);
  const max = Math.floor(q.max ?? 5);
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
};

/** The input of a question, by its type; what it holds is the answer as the server stores it. */
export const AnswerInput = (p: Props) => {
  const { question: q, value, onChange, disabled } = p;
  const common = {
    id: `answer-${q.id}`,
    'aria-labelledby': p.labelId,
    'aria-describedby': p.describedBy,
    'aria-invalid': p.invalid,
    disabled,
  };
  switch (q.type) {
    case 'yes_no':
      return (
        <Choices
          p={p}
          multiple={false}
          options={[
            { id: 'yes', label: 'Yes' },
            { id: 'no', label: 'No' },
          ]}
          isChecked={(id) => value === (id === 'yes')}
          onToggle={(id) => onChange(id === 'yes')}
        />
      );
    case 'single_choice':
      return (
        <Choices
          p={p}
          multiple={false}
          options={q.options ?? []}
          isChecked={(id) => value === id}
          onToggle={(id) => onChange(id)}
        />
      );
    case 'multiple_choice': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <Choices
          p={p}
          multiple
          options={q.options ?? []}
          isChecked={(id) => chosen.includes(id)}
          // In the options' order, whatever order they were ticked in.
          onToggle={(id, checked) =>
            onChange(
              (q.options ?? [])
                .map((o) => o.id)
                .filter((o) => (o === id ? checked : chosen.includes(o))),
            )
          }
        />
      );
    }
    case 'scale':
      return (
        <div
          role="radiogroup"
          aria-labelledby={p.labelId}
          aria-describedby={p.describedBy}
          className="flex flex-wrap gap-2"
        >
          {scalePoints(q).map((n) => (
            <label
              key={n}
              className={cn(
                ROW,
                'min-w-11 justify-center px-0 font-medium tabular-nums has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent',
              )}
            >
              <input
                type="radio"
                name={`answer-${q.id}`}
                className="sr-only"
                checked={value === n}
                disabled={disabled}
                onChange={() => onChange(n)}
              />
              {n}
            </label>
          ))}
        </div>
      );
    case 'text':
      return (
        <Textarea
          {...common}
          className="min-h-28 text-base sm:text-sm"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        />
      );
    case 'number':
      return (
        <Input
          {...common}
          type="number"
          inputMode="decimal"
          className={FIELD}
          min={q.min}
          max={q.max}
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(e) =>
            onChange(
              e.target.value === '' || Number.isNaN(e.target.valueAsNumber)
                ? null
                : e.target.valueAsNumber,
            )
          }
        />
      );
    case 'date':
      return (
        <Input
          {...common}
          type="date"
          className={FIELD}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value === '' ? null : e.target.value)}
        />
      );
    case 'file_upload':
      // Files are added by the upload control beside the question (question-files.tsx).
      return null;
  }
};
