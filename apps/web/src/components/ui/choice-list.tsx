import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { SkeletonRows } from './skeleton.tsx';

/** What a picker reads of its search query (a TanStack useQuery result fits). */
export type ChoiceQuery = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

type ChoiceStatesProps = {
  query: ChoiceQuery;
  /** What the list holds, in the loading and failure messages: "controls". */
  noun: string;
  rows?: number;
  /** Shown when the search found nothing; null when it found something. */
  empty: { title: string; description?: string } | null;
  children: ReactNode;
};

/** A picker's list while it loads, when it fails or finds nothing; else the list itself. */
export const ChoiceStates = ({ query, noun, rows = 3, empty, children }: ChoiceStatesProps) => {
  if (query.isPending) return <SkeletonRows rows={rows} label={`Loading ${noun}`} />;
  if (query.isError) {
    return (
      <ErrorState
        title={`Failed to load ${noun}`}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        className="py-6"
      />
    );
  }
  if (empty) return <EmptyState className="py-6" {...empty} />;
  return <>{children}</>;
};

export type Choice = { id: string; title: string };

type ChoiceListProps<T extends Choice> = {
  /** The list's accessible name: "Controls". */
  label: string;
  items: readonly T[];
  value: string | null;
  onChange: (item: T) => void;
  /** Items shown but not offered again (already mapped). */
  isDisabled?: (item: T) => boolean;
};

const rowClass = (selected: boolean) => (selected ? 'bg-accent-subtle' : 'hover:bg-hover');

/** The choices as radio buttons, each with a line of detail under its title and a badge. */
export const RadioChoiceList = <T extends Choice>({
  label,
  name,
  items,
  value,
  onChange,
  isDisabled = () => false,
  detail,
  badge,
}: ChoiceListProps<T> & {
  /** The radio group's name. */
  name: string;
  detail: (item: T) => ReactNode;
  badge?: (item: T) => ReactNode;
}) => (
  <div
    role="radiogroup"
    aria-label={label}
    className="max-h-64 overflow-y-auto rounded-md border border-border"
  >
    {items.map((item) => {
      const disabled = isDisabled(item);
      return (
        <label
          key={item.id}
          className={cn(
            'flex cursor-pointer items-start gap-3 border-b border-border px-3 py-2 text-[13px] last:border-b-0',
            rowClass(value === item.id),
            disabled && 'cursor-not-allowed opacity-60',
          )}
        >
          <input
            type="radio"
            name={name}
            className="mt-0.5 accent-accent"
            checked={value === item.id}
            disabled={disabled}
            onChange={() => onChange(item)}
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-fg">{item.title}</span>
            <span className="block truncate text-xs text-muted capitalize">{detail(item)}</span>
          </span>
          {badge?.(item)}
        </label>
      );
    })}
  </div>
);

/** The choices as a list of pressable rows, each with what to know about it at the end. */
export const ButtonChoiceList = <T extends Choice>({
  label,
  items,
  value,
  onChange,
  isDisabled = () => false,
  aside,
  dimmed = false,
}: ChoiceListProps<T> & {
  aside: (item: T) => ReactNode;
  /** The items of an earlier search, shown while the new one loads. */
  dimmed?: boolean;
}) => (
  <ul
    aria-label={label}
    className={cn(
      'max-h-64 overflow-y-auto rounded-md border border-border',
      dimmed && 'opacity-60',
    )}
  >
    {items.map((item) => (
      <li key={item.id} className="border-b border-border last:border-b-0">
        <button
          type="button"
          disabled={isDisabled(item)}
          aria-pressed={item.id === value}
          onClick={() => onChange(item)}
          className={cn(
            'flex w-full items-center gap-2 px-3 py-2 text-left text-[13px] disabled:opacity-60',
            rowClass(item.id === value),
          )}
        >
          <span className="min-w-0 flex-1 truncate font-medium text-fg">{item.title}</span>
          {aside(item)}
        </button>
      </li>
    ))}
  </ul>
);
