import { X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { SearchInput } from '../../../components/ui/search-input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { hasLibraryFilters, STANDINGS, type AnswerLibrarySearch } from '../lib/library-search.ts';
import { STANDING_FILTER_LABELS } from '../lib/library-entries.ts';

type Shown = 'all' | NonNullable<AnswerLibrarySearch['standing']>;
const OPTIONS = (['all', ...STANDINGS] as const).map((value) => ({
  value,
  label: STANDING_FILTER_LABELS[value],
}));

type Props = {
  search: AnswerLibrarySearch;
  onChange: (update: (prev: AnswerLibrarySearch) => AnswerLibrarySearch) => void;
};

/** Words of the question, answer or customer, and the standing shown; both kept in the URL. */
export const LibraryFilters = ({ search, onChange }: Props) => (
  <div
    role="search"
    aria-label="Filter the answer library"
    className="flex flex-wrap items-center gap-2"
  >
    <SearchInput
      label="Search approved answers"
      placeholder="Search questions and answers"
      className="w-full sm:w-72"
      value={search.q}
      onCommit={(q) => onChange((prev) => ({ ...prev, q }))}
    />
    <SegmentedControl<Shown>
      label="Standing"
      options={OPTIONS}
      value={search.standing ?? 'all'}
      onChange={(value) =>
        onChange((prev) => ({ ...prev, standing: value === 'all' ? undefined : value }))
      }
    />
    {hasLibraryFilters(search) ? (
      <Button variant="ghost" onClick={() => onChange(() => ({}))}>
        <X aria-hidden />
        Clear filters
      </Button>
    ) : null}
  </div>
);
