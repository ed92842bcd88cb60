import { useState, type ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import { formatDate, formatNumber } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Checkbox, Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEvidenceOptions } from '../../../lib/evidence-options.ts';
import { useFindingOptions } from '../api/get-finding-options.ts';
import { useDebounced } from '../../../lib/use-debounced.ts';

export type Linked = { id: string; title: string };
type Option = Linked & { meta: ReactNode };
type OptionsState = {
  items: Option[] | undefined;
  total: number | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => void;
};

type PickerProps = {
  legend: string;
  /** Plural, lower case: "evidence files", "findings". */
  noun: string;
  selected: readonly Linked[];
  onChange: (next: Linked[]) => void;
  search: string;
  onSearchChange: (search: string) => void;
  options: OptionsState;
};

/** Chosen items as removable chips, and a searchable list of the organisation's items. */
const LinkPicker = ({
  legend,
  noun,
  selected,
  onChange,
  search,
  onSearchChange,
  options,
}: PickerProps) => {
  const chosen = new Set(selected.map((s) => s.id));
  const toggle = (item: Linked, on: boolean) =>
    onChange(
      on
        ? [...selected, { id: item.id, title: item.title }]
        : selected.filter((s) => s.id !== item.id),
    );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-fg">
        {legend} <span className="font-normal text-muted">({selected.length} linked)</span>
      </legend>
      {selected.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={`Linked ${noun}`}>
          {selected.map((s) => (
            <li key={s.id}>
              <Badge className="h-6 max-w-64 pr-0.5">
                <span className="truncate">{s.title}</span>
                <button
                  type="button"
                  className="rounded p-0.5 hover:bg-hover hover:text-fg"
                  aria-label={`Remove ${s.title}`}
                  onClick={() => toggle(s, false)}
                >
                  <X className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden
        />
        <Input
          type="search"
          aria-label={`Search ${noun}`}
          placeholder={`Search ${noun}…`}
          className="pl-8"
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
        />
      </div>
      {options.isError && !options.items ? (
        <p role="alert" className="text-xs text-danger-text">
          {`The ${noun} could not be loaded: ${errorMessage(options.error)} `}
          <button type="button" className="underline" onClick={options.refetch}>
            Retry
          </button>
        </p>
      ) : !options.items ? (
        <Skeleton className="h-16" />
      ) : options.items.length === 0 ? (
        <p className="text-xs text-muted">
          {search.trim()
            ? `No ${noun} match “${search.trim()}”.`
            : `The organisation has no ${noun} yet.`}
        </p>
      ) : (
        <ul
          aria-label={`${legend} to link`}
          className="max-h-40 overflow-y-auto rounded-md border border-border"
        >
          {options.items.map((o) => (
            <li key={o.id} className="border-b border-border last:border-b-0">
              <label className="flex items-center gap-2 px-2.5 py-1.5 text-[13px]">
                <Checkbox
                  checked={chosen.has(o.id)}
                  onChange={(ev) => toggle(o, ev.target.checked)}
                />
                <span className="min-w-0 flex-1 truncate text-fg">{o.title}</span>
                {o.meta}
              </label>
            </li>
          ))}
        </ul>
      )}
      {options.items && options.total !== undefined && options.total > options.items.length ? (
        <p className="text-xs text-muted">
          Showing the newest {options.items.length} of {formatNumber(options.total)}; search to find
          others.
        </p>
      ) : null}
    </fieldset>
  );
};

type LinksProps = { selected: readonly Linked[]; onChange: (next: Linked[]) => void };

export const EvidenceLinks = ({ selected, onChange }: LinksProps) => {
  const [search, setSearch] = useState('');
  const q = useEvidenceOptions(useDebounced(search.trim(), 250));
  return (
    <LinkPicker
      legend="Evidence"
      noun="evidence files"
      selected={selected}
      onChange={onChange}
      search={search}
      onSearchChange={setSearch}
      options={{
        items: q.data?.items.map((e) => ({
          id: e.id,
          title: e.title,
          meta: (
            <>
              {e.expired ? <Badge variant="danger">Expired</Badge> : null}
              <span className="text-xs text-muted tabular-nums">{formatDate(e.uploadedAt)}</span>
            </>
          ),
        })),
        total: q.data?.total,
        isError: q.isError,
        error: q.error,
        refetch: () => void q.refetch(),
      }}
    />
  );
};

export const FindingLinks = ({ selected, onChange }: LinksProps) => {
  const [search, setSearch] = useState('');
  const q = useFindingOptions(useDebounced(search.trim(), 250));
  return (
    <LinkPicker
      legend="Findings"
      noun="findings"
      selected={selected}
      onChange={onChange}
      search={search}
      onSearchChange={setSearch}
      options={{
        items: q.data?.items.map((f) => ({
          id: f.id,
          title: f.title,
          meta: <span className="text-xs text-muted capitalize">{f.severity}</span>,
        })),
        total: q.data?.total,
        isError: q.isError,
        error: q.error,
        refetch: () => void q.refetch(),
      }}
    />
  );
};
