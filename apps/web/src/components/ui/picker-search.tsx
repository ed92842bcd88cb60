import { Search } from 'lucide-react';
import { Input } from './input.tsx';

type PickerSearchProps = {
  /** The accessible name: "Search controls". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /**
   * Inside a longer form: the box does not take the focus, and Enter in it does not submit the
   * form (in a picker dialog of its own it takes the focus at once).
   */
  inForm?: boolean;
};

/** The search box at the top of a picker dialog; it takes the focus when the dialog opens. */
export const PickerSearch = ({
  label,
  placeholder,
  value,
  onChange,
  inForm = false,
}: PickerSearchProps) => (
  <div className="relative">
    <Search
      className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
      aria-hidden
    />
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      className="pl-8"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      autoFocus={!inForm}
      onKeyDown={inForm ? (e) => e.key === 'Enter' && e.preventDefault() : undefined}
    />
  </div>
);
