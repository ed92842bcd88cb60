import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu.tsx';

export type MultiSelectOption<T extends string> = { value: T; label: string };

type MultiSelectProps<T extends string> = {
  /** The name of the filter, shown on the trigger and read by screen readers. */
  label: string;
  options: readonly MultiSelectOption<T>[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  className?: string;
};

/** A filter of several values: a button that names what is chosen, and a checkbox menu. */
export const MultiSelect = <T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: MultiSelectProps<T>) => {
  const chosen = options.filter((o) => value.includes(o.value));
  const summary =
    chosen.length === 0
      ? 'All'
      : chosen.length === 1
        ? chosen[0]!.label
        : `${chosen.length} selected`;
  const toggle = (v: T, on: boolean) =>
    onChange(
      on
        ? options.map((o) => o.value).filter((o) => o === v || value.includes(o))
        : value.filter((x) => x !== v),
    );
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <button
          type="button"
          className={cn(
            'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-md border bg-elevated px-2.5 text-sm',
            'whitespace-nowrap shadow-xs transition-colors hover:bg-hover [&_svg]:size-4',
            chosen.length > 0 ? 'border-accent' : 'border-border-strong',
            className,
          )}
          aria-label={`${label}: ${summary}`}
        >
          {/* The space keeps "Label: value" one phrase for speech input (WCAG 2.5.3). */}
          <span className="text-muted">{label}:</span>{' '}
          <span className="truncate text-fg">{summary}</span>
          <ChevronDown className="text-muted" aria-hidden />
        </button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {options.map((o) => (
          <DropdownMenuCheckboxItem
            key={o.value}
            checked={value.includes(o.value)}
            onCheckedChange={(on) => toggle(o.value, on === true)}
            // Keep the menu open so several values can be picked in a row.
            onSelect={(e) => e.preventDefault()}
          >
            {o.label}
          </DropdownMenuCheckboxItem>
        ))}
        {value.length > 0 ? (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onChange([])}>
              Clear {label.toLowerCase()}
            </DropdownMenuItem>
          </>
        ) : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
};
