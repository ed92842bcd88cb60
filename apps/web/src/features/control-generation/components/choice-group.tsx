import { Checkbox } from '../../../components/ui/input.tsx';

type ChoiceGroupProps<T extends string> = {
  legend: string;
  hint?: string;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
};

/** Several of a few choices, as labelled checkboxes in a fieldset. */
export const ChoiceGroup = <T extends string>({
  legend,
  hint,
  options,
  value,
  onChange,
}: ChoiceGroupProps<T>) => (
  <fieldset className="flex flex-col gap-1.5">
    <legend className="mb-1.5 text-[13px] font-medium text-fg">{legend}</legend>
    <div className="flex flex-wrap gap-x-4 gap-y-1.5">
      {options.map((o) => (
        <label key={o.value} className="inline-flex items-center gap-2 text-sm text-fg">
          <Checkbox
            checked={value.includes(o.value)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? options.map((x) => x.value).filter((x) => x === o.value || value.includes(x))
                  : value.filter((x) => x !== o.value),
              )
            }
          />
          {o.label}
        </label>
      ))}
    </div>
    {hint ? <p className="text-xs text-muted">{hint}</p> : null}
  </fieldset>
);
