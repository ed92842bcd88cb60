import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';

type Props<T> = {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers: "Loading comments". */
  loading: string;
  isEmpty: (data: T) => boolean;
  empty: { title: string; description: string };
  children: (data: T) => ReactNode;
};

/** A side-panel tab's states: skeleton while loading, the error with a retry, empty, or the list. */
export const PanelQuery = <T,>({ query, loading, isEmpty, empty, children }: Props<T>) => {
  if (query.isPending) return <SkeletonRows rows={4} label={loading} />;
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (isEmpty(query.data))
    return <EmptyState title={empty.title} description={empty.description} />;
  return <>{children(query.data)}</>;
};
