import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { formatDate } from '@rampart/domain';
import { useEvidenceOptions } from '../../lib/evidence-options.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { Badge } from './badge.tsx';
import { ButtonChoiceList, ChoiceStates, type Choice } from './choice-list.tsx';
import { PickerSearch } from './picker-search.tsx';

type EvidenceChoiceProps = {
  /** The group's name: "Certificate or report". */
  legend: string;
  hint?: string;
  value: Choice | null;
  onChange: (value: Choice | null) => void;
  error?: string;
};

/**
 * One of the organisation's evidence files, found by its title: the chosen one shows above the
 * search, with a button to take it off; an expired file says so.
 */
export const EvidenceChoice = ({ legend, hint, value, onChange, error }: EvidenceChoiceProps) => {
  const id = useId();
  const [search, setSearch] = useState('');
  const text = useDebounced(search.trim(), 250);
  const query = useEvidenceOptions(text);
  const items = query.data?.items ?? [];
  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={
        [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
      }
    >
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {value ? (
        <p className="flex min-w-0 items-center gap-2 text-[13px]">
          <span className="text-muted">Chosen:</span>
          <Badge className="h-6 max-w-full min-w-0 pr-0.5">
            <span className="truncate">{value.title}</span>
            <button
              type="button"
              className="rounded p-0.5 hover:bg-hover hover:text-fg"
              aria-label={`Remove ${value.title}`}
              onClick={() => onChange(null)}
            >
              <X className="size-3" aria-hidden />
            </button>
          </Badge>
        </p>
      ) : null}
      <PickerSearch
        label="Search evidence"
        placeholder="Search evidence"
        value={search}
        onChange={setSearch}
        inForm
      />
      <ChoiceStates
        query={query}
        noun="evidence"
        rows={3}
        empty={
          items.length > 0
            ? null
            : {
                title: text ? `No evidence matches "${text}"` : 'No evidence yet',
                description: text
                  ? undefined
                  : 'Upload the certificate or report as evidence on a control first.',
              }
        }
      >
        <ButtonChoiceList
          label="Evidence"
          items={items}
          value={value?.id ?? null}
          onChange={(e) => onChange({ id: e.id, title: e.title })}
          dimmed={query.isPlaceholderData}
          aside={(e) => (
            <span className="max-w-[40%] shrink-0 truncate text-xs text-muted">
              {e.expired
                ? 'Expired'
                : e.expiresAt
                  ? `Valid to ${formatDate(e.expiresAt)}`
                  : e.fileName}
            </span>
          )}
        />
      </ChoiceStates>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-danger-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
