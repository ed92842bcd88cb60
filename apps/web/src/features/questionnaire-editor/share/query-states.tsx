import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers. */
  loading: string;
  errorTitle: string;
  isEmpty: (data: T) => boolean;
  empty: { title: string; description: string };
  children: (data: T) => ReactNode;
};

/** A list of the Share dialog: skeleton rows, the error with a retry, empty, or the list. */
export const QueryStates = <T,>({
  query,
  loading,
  errorTitle,
  isEmpty,
  empty,
  children,
}: Props<T>) => {
  if (query.isPending) return <SkeletonRows rows={3} label={loading} />;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty(query.data)) {
    return <EmptyState className="py-6" title={empty.title} description={empty.description} />;
  }
  return <>{children(query.data)}</>;
};

/** A section heading inside a tab. */
export const TabHeading = ({ id, children }: { id: string; children: ReactNode }) => (
  <h3 id={id} className="mb-2 text-[13px] font-semibold text-fg">
    {children}
  </h3>
);
