import { useCallback, useMemo, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { BookCheck, X } from 'lucide-react';
import type { LibraryEntryView } from '@rampart/contracts';
import { formatNumber } from '@rampart/domain';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadMore } from '../../../components/ui/load-more.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton, SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAnswerLibrary } from '../api/get-answer-library.ts';
import { disagreements } from '../lib/library-entries.ts';
import { hasLibraryFilters, type AnswerLibrarySearch } from '../lib/library-search.ts';
import { LibraryEntry } from './library-entry.tsx';
import { LibraryFilters } from './library-filters.tsx';
import { RemoveEntryDialog } from './remove-entry-dialog.tsx';

const LIST_PATH = '/dashboard/customer-questionnaires';

const answers = (n: number) => `${formatNumber(n)} ${n === 1 ? 'answer' : 'answers'}`;

type Props = {
  search: AnswerLibrarySearch;
  onSearchChange: (update: (prev: AnswerLibrarySearch) => AnswerLibrarySearch) => void;
};

/**
 * The answer library /dashboard/customer-questionnaires/library (issue 22 point 4): the answers
 * people approved in customer questionnaires, reused by drafting while their records hold.
 */
export const AnswerLibraryPage = ({ search, onSearchChange }: Props) => {
  const library = useAnswerLibrary(search);
  const [removing, setRemoving] = useState<LibraryEntryView | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The first page carries the counts, the abilities and how many entries match.
  const pages = library.data?.pages;
  const data = pages?.[0];
  const items = useMemo(() => pages?.flatMap((p) => p.items) ?? [], [pages]);
  const others = useMemo(() => disagreements(items), [items]);
  const total = data ? data.counts.current + data.counts.stale + data.counts.conflicting : 0;
  const matches = data?.total ?? items.length;
  const filtered = hasLibraryFilters(search);
  const onRemove = useCallback((entry: LibraryEntryView) => setRemoving(entry), []);

  const stat = (label: string, value: number | undefined): PageStat => ({
    label,
    value:
      value !== undefined ? (
        formatNumber(value)
      ) : library.isError ? (
        '—'
      ) : (
        <Skeleton className="my-1 h-5 w-10" />
      ),
  });
  const stats = [
    stat('Current', data?.counts.current),
    stat('Stale', data?.counts.stale),
    stat('Disagreeing', data?.counts.conflicting),
  ];

  return (
    <PageShell
      title="Answer library"
      subtitle="Answers your team accepted or edited in customer questionnaires. Drafting reuses them for the same question while the records they rest on still hold."
      maxWidth="xl"
      breadcrumbs={[
        { label: 'Compliance Hub' },
        { label: 'Customer questionnaires', to: LIST_PATH },
        { label: 'Answer library' },
      ]}
      stats={stats}
    >
      <Card className="overflow-hidden">
        {/* Nothing to search in an empty library: its empty state says what fills it. */}
        {data && total === 0 && !filtered ? null : (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border p-3">
            <LibraryFilters search={search} onChange={onSearchChange} />
            {data && filtered ? (
              <p className="ml-auto text-xs text-muted" role="status">
                {formatNumber(matches)} of {answers(total)}
              </p>
            ) : null}
          </div>
        )}
        <div>
          {/* Where focus goes once an answer is removed (its Remove button went with it). */}
          <h2 ref={headingRef} tabIndex={-1} className="sr-only">
            Approved answers
          </h2>
          {library.isPending ? (
            <SkeletonRows rows={6} label="Loading the answer library" />
          ) : !data ? (
            <ErrorState
              title="Failed to load the answer library"
              error={library.error}
              onRetry={() => void library.refetch()}
              retrying={library.isFetching}
            />
          ) : total === 0 ? (
            <EmptyState
              icon={BookCheck}
              title="No approved answers yet"
              description="Answers you accept or edit in a customer questionnaire are kept here, with who approved them and the records they rest on, and reused when the next questionnaire asks the same question."
              action={
                <Link to={LIST_PATH} className={buttonClasses('secondary')}>
                  Customer questionnaires
                </Link>
              }
            />
          ) : items.length === 0 ? (
            <EmptyState
              icon={BookCheck}
              title="No approved answers match"
              description="Try other words, or another standing."
              action={
                <Button onClick={() => onSearchChange(() => ({}))}>
                  <X aria-hidden />
                  Clear filters
                </Button>
              }
            />
          ) : (
            <>
              <ul
                aria-label="Approved answers"
                className={cn(
                  'divide-y divide-border transition-opacity',
                  library.isPlaceholderData && 'opacity-60',
                )}
              >
                {items.map((e) => (
                  <LibraryEntry
                    key={e.id}
                    entry={e}
                    others={others.get(e.id)}
                    canRemove={data.abilities.delete}
                    onRemove={onRemove}
                  />
                ))}
              </ul>
              <LoadMore
                query={library}
                shown={
                  library.hasNextPage
                    ? `Showing ${formatNumber(items.length)} of ${answers(matches)}`
                    : undefined
                }
                errorTitle="Could not load more answers"
              />
            </>
          )}
        </div>
      </Card>
      <RemoveEntryDialog
        entry={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => headingRef.current?.focus()}
      />
    </PageShell>
  );
};
