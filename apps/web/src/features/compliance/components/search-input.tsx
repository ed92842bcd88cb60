import { useEffect, useRef, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '../../../components/ui/input.tsx';

type SearchInputProps = {
  label: string;
  placeholder: string;
  value: string | undefined;
  /** Called once typing pauses (or on Enter), with the trimmed text or undefined. */
  onCommit: (value: string | undefined) => void;
  delay?: number;
};

/** A search box that updates the URL once typing pauses, not on every key. */
export const SearchInput = ({
  label,
  placeholder,
  value,
  onCommit,
  delay = 300,
}: SearchInputProps) => {
  const [draft, setDraft] = useState(value ?? '');
  const [synced, setSynced] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The URL changed from elsewhere (Clear filters, back button): show its value.
  if (value !== synced) {
    setSynced(value);
    setDraft(value ?? '');
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  const commit = (text: string) => {
    clearTimeout(timer.current);
    const next = text.trim() || undefined;
    if (next !== value) onCommit(next);
  };
  return (
    <div className="relative w-72 max-w-full">
      <Search
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        className="pl-8"
        value={draft}
        onChange={(e) => {
          const text = e.target.value;
          setDraft(text);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(text), delay);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit(draft);
        }}
      />
    </div>
  );
};
