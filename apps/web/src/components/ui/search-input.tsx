import { Search } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { DebouncedInput } from './debounced-input.tsx';

type SearchInputProps = {
  /** The accessible name; also the placeholder unless one is given. */
  label: string;
  placeholder?: string;
  value: string | undefined;
  /** Called once typing pauses (or on Enter), with the trimmed text or undefined. */
  onCommit: (value: string | undefined) => void;
  delay?: number;
  /** The box's width (Tailwind classes); w-72 by default. */
  className?: string;
};

/** A page's search box: a magnifier, and the URL updated once typing pauses. */
export const SearchInput = ({
  label,
  placeholder,
  value,
  onCommit,
  delay,
  className,
}: SearchInputProps) => (
  <div className={cn('relative max-w-full', className ?? 'w-72')}>
    <Search
      className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
      aria-hidden
    />
    <DebouncedInput
      type="search"
      aria-label={label}
      placeholder={placeholder ?? label}
      className="pl-8"
      value={value}
      onCommit={onCommit}
      delay={delay}
    />
  </div>
);
