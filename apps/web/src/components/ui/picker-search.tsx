import { Search } from 'lucide-react';
import { Input } from './input.tsx';

type PickerSearchProps = {
  /** The accessible name: "Search controls". */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
};

/** The search box at the top of a picker dialog; it takes the focus when the dialog opens. */
export const PickerSearch = ({ label, placeholder, value, onChange }: PickerSearchProps) => (
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
      autoFocus
    />
  </div>
);
