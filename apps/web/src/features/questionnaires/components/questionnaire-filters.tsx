import type { ReactNode } from 'react';
import { X } from 'lucide-react';
import { QUESTIONNAIRE_STATUS_LABELS, QUESTIONNAIRE_STATUSES } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { MultiSelect } from '../../../components/ui/multi-select.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import {
  clearFilters,
  hasFilters,
  withChange,
  type QuestionnairesSearch,
} from '../lib/questionnaire-search.ts';

type Props = {
  search: QuestionnairesSearch;
  onChange: (update: (prev: QuestionnairesSearch) => QuestionnairesSearch) => void;
  /** Buttons at the end of the row (import). */
  actions?: ReactNode;
};

const STATUS_OPTIONS = QUESTIONNAIRE_STATUSES.map((value) => ({
  value,
  label: QUESTIONNAIRE_STATUS_LABELS[value],
}));

/** The list's filters, all kept in the URL; any change goes back to the first page. */
export const QuestionnaireFilters = ({ search, onChange, actions }: Props) => {
  const set = <K extends keyof QuestionnairesSearch>(key: K, value: QuestionnairesSearch[K]) =>
    onChange((prev) => withChange(prev, { [key]: value }));
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="search"
      aria-label="Filter questionnaires"
    >
      <SearchInput
        label="Search questionnaires"
        placeholder="Search title, description"
        value={search.search}
        onCommit={(v) => set('search', v)}
      />
      <MultiSelect
        label="Status"
        options={STATUS_OPTIONS}
        value={search.status ?? []}
        onChange={(v) => set('status', v.length > 0 ? v : undefined)}
      />
      {/* Categories are free text (a template's, or one typed in the editor). */}
      <SearchInput
        label="Category"
        placeholder="Category"
        className="w-48"
        value={search.category}
        onCommit={(v) => set('category', v)}
      />
      {hasFilters(search) ? (
        <Button variant="ghost" onClick={() => onChange(clearFilters)}>
          <X aria-hidden />
          Clear filters
        </Button>
      ) : null}
      {actions ? <div className="ml-auto flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
};
