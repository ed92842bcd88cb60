import { AppLink } from '../../../components/ui/app-link.tsx';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';

type WidgetCardProps<T> = {
  title: string;
  description?: string;
  /** The page the widget summarises, and the link's words. */
  to: string;
  search?: Record<string, string | boolean>;
  linkLabel: string;
  query: Pick<
    UseQueryResult<T>,
    'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch'
  >;
  /** When the data holds nothing to show: the empty state's words. */
  empty?: (data: T) => { icon: LucideIcon; title: string; description: string } | null;
  children: (data: T) => ReactNode;
};

/**
 * A dashboard widget: loading rows, its own error with a retry (never an empty state in place
 * of an error), an empty state only when the server said there is nothing, else its content.
 */
export const WidgetCard = <T,>({
  title,
  description,
  to,
  search,
  linkLabel,
  query,
  empty,
  children,
}: WidgetCardProps<T>) => {
  const nothing = query.data !== undefined && empty ? empty(query.data) : null;
  return (
    <Card className="flex flex-col">
      <CardHeader
        title={title}
        description={description}
        actions={
          <AppLink
            to={to}
            search={search}
            className={buttonClasses('ghost', 'sm')}
            aria-label={`${linkLabel}: ${title}`}
          >
            {linkLabel}
            <ArrowRight aria-hidden />
          </AppLink>
        }
      />
      {query.isPending ? (
        <SkeletonRows rows={4} label={`Loading ${title.toLowerCase()}`} />
      ) : query.isError ? (
        <ErrorState
          title={`Could not load ${title.toLowerCase()}`}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : nothing ? (
        <EmptyState icon={nothing.icon} title={nothing.title} description={nothing.description} />
      ) : (
        children(query.data as T)
      )}
    </Card>
  );
};
