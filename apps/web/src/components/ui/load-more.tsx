import type { ReactNode } from 'react';
import { formatNumber } from '@rampart/domain';
import { Button } from './button.tsx';
import { ErrorState } from './error-state.tsx';

/** What a paged list's infinite query says about its next page. */
type NextPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => Promise<unknown>;
};

type Props = {
  query: NextPages;
  /** "Showing 50 of 120", beside the button; none centres the button alone. */
  shown?: ReactNode;
  /** Says "Showing {shown} of {total}" while more pages follow (instead of `shown`). */
  counts?: { shown: number; total: number };
  /** The failure's title, e.g. "Could not load more runs". */
  errorTitle?: string;
};

/**
 * The foot of a list read a page at a time: "Load more" while the list goes on, and a failed
 * page's error with a retry — the entries already shown stay.
 */
export const LoadMore = ({ query, counts, errorTitle = 'Could not load more', ...rest }: Props) => {
  const shown =
    rest.shown ??
    (counts && query.hasNextPage
      ? `Showing ${formatNumber(counts.shown)} of ${formatNumber(counts.total)}`
      : undefined);
  return (
    <>
      {query.isFetchNextPageError ? (
        <ErrorState
          title={errorTitle}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      ) : null}
      {query.hasNextPage || shown ? (
        <div
          className={
            shown
              ? 'flex items-center justify-between border-t border-border px-4 py-3 text-xs text-muted'
              : 'flex justify-center border-t border-border p-3'
          }
        >
          {shown ? <span className="tabular-nums">{shown}</span> : null}
          {query.hasNextPage ? (
            <Button
              size="sm"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              Load more
            </Button>
          ) : null}
        </div>
      ) : null}
    </>
  );
};
