import { useMemo, useState } from 'react';
import {
  ButtonChoiceList,
  ChoiceStates,
  type Choice,
} from '../../../components/ui/choice-list.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { PickerSearch } from '../../../components/ui/picker-search.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useControlChoices } from '../api/get-control-choices.ts';
import { useFrameworkChoices } from '../api/get-framework-choices.ts';
import { useRequirementChoices } from '../api/get-requirement-choices.ts';
import { useVendorChoices } from '../api/get-vendor-choices.ts';

type ChoicesProps = {
  /** Ids already linked: shown, but not offered again. */
  linked: readonly string[];
  onPick: (choice: Choice) => void;
};

const MAX_REQUIREMENTS = 100;

const List = ({
  noun,
  query,
  items,
  search,
  linked,
  onPick,
}: ChoicesProps & {
  noun: string;
  query: Parameters<typeof ChoiceStates>[0]['query'] & { isPlaceholderData?: boolean };
  items: Choice[];
  search: string;
}) => (
  <ChoiceStates
    query={query}
    noun={noun}
    rows={4}
    empty={
      items.length > 0
        ? null
        : { title: search ? `No ${noun} match "${search}"` : `No ${noun} yet` }
    }
  >
    <ButtonChoiceList
      label={noun[0]!.toUpperCase() + noun.slice(1)}
      items={items}
      value={null}
      onChange={onPick}
      isDisabled={(c) => linked.includes(c.id)}
      dimmed={query.isPlaceholderData}
      aside={(c) =>
        linked.includes(c.id) ? <span className="text-xs text-muted">Linked</span> : null
      }
    />
  </ChoiceStates>
);

type Searched = {
  query: Parameters<typeof List>[0]['query'];
  items: Choice[];
};

/** A search box over a list the server searches (controls by title, vendors by name). */
const SearchedChoices = ({
  noun,
  useSearch,
  ...props
}: ChoicesProps & { noun: 'controls' | 'vendors'; useSearch: (text: string) => Searched }) => {
  const [search, setSearch] = useState('');
  const text = useDebounced(search.trim(), 250);
  const { query, items } = useSearch(text);
  return (
    <>
      <PickerSearch
        label={`Search ${noun}`}
        placeholder={`Search ${noun}`}
        value={search}
        onChange={setSearch}
      />
      <List {...props} noun={noun} query={query} items={items} search={text} />
    </>
  );
};

const useControls = (text: string): Searched => {
  const query = useControlChoices(text, true);
  return { query, items: query.data?.items.map((c) => ({ id: c.id, title: c.title })) ?? [] };
};

const useVendors = (text: string): Searched => {
  const query = useVendorChoices(text, true);
  return { query, items: query.data?.items.map((v) => ({ id: v.id, title: v.name })) ?? [] };
};

/** The organisation's controls, found by title. */
export const ControlChoicesList = (props: ChoicesProps) => (
  <SearchedChoices {...props} noun="controls" useSearch={useControls} />
);

/** The organisation's vendors, found by name. */
export const VendorChoicesList = (props: ChoicesProps) => (
  <SearchedChoices {...props} noun="vendors" useSearch={useVendors} />
);

/** A framework, then its requirements found by code or title. */
export const RequirementChoicesList = (props: ChoicesProps) => {
  const frameworks = useFrameworkChoices(true);
  const [chosen, setChosen] = useState<string | null>(null);
  const frameworkId = chosen ?? frameworks.data?.[0]?.id ?? null;
  const requirements = useRequirementChoices(frameworkId);
  const [search, setSearch] = useState('');
  const text = search.trim().toLowerCase();
  const items = useMemo(
    () =>
      (requirements.data?.requirements ?? [])
        .filter((r) => !text || `${r.code} ${r.title}`.toLowerCase().includes(text))
        .slice(0, MAX_REQUIREMENTS)
        .map((r) => ({ id: r.id, title: `${r.code} ${r.title}` })),
    [requirements.data, text],
  );
  return (
    <>
      <Select
        aria-label="Framework"
        value={frameworkId ?? ''}
        disabled={!frameworks.data}
        onChange={(e) => setChosen(e.target.value)}
      >
        {frameworks.data?.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        )) ?? <option value="">Loading frameworks…</option>}
      </Select>
      <PickerSearch
        label="Search requirements"
        placeholder="Search by code or title"
        value={search}
        onChange={setSearch}
      />
      <List
        {...props}
        noun="requirements"
        query={frameworkId ? requirements : frameworks}
        items={items}
        search={search.trim()}
      />
    </>
  );
};
