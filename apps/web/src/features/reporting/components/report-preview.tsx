import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarRange, ListChecks } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReportDocument } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { fieldIssues } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { ReportBlockView } from './report-blocks.tsx';

type PreviewProps = {
  query: Pick<
    UseQueryResult<ReportDocument>,
    'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'isPlaceholderData' | 'refetch'
  >;
  /** Why there is nothing to compose yet. */
  waiting: 'sections' | 'dates' | null;
  /** The export buttons. */
  actions: ReactNode;
  /** The export's progress, under the header. */
  progress?: ReactNode;
};

const WAITING = {
  sections: {
    icon: ListChecks,
    title: 'Choose at least one section',
    description: 'Tick the sections the report holds; the preview follows every change.',
  },
  dates: {
    icon: CalendarRange,
    title: 'Choose the period',
    description: 'Pick the first and last day of the custom period.',
  },
};

const Document = ({ doc }: { doc: ReportDocument }) => (
  <article aria-label={`Preview of ${doc.title}`} className="flex flex-col gap-6 p-5">
    <header className="border-b border-border pb-4">
      <h3 className="text-lg font-semibold tracking-tight text-fg">{doc.title}</h3>
      <p className="mt-1 text-[13px] text-muted">
        {doc.organizationName} · {doc.period.label} · Generated {formatDateTime(doc.generatedAt)}
      </p>
      <div className="mt-2 flex flex-wrap gap-1.5">
        {doc.filters.length === 0 ? (
          <Badge>No filters</Badge>
        ) : (
          doc.filters.map((f) => <Badge key={f}>{f}</Badge>)
        )}
      </div>
    </header>
    {doc.sections.map((s) => (
      <section
        key={s.id}
        aria-labelledby={`report-section-${s.id}`}
        className="flex flex-col gap-3"
      >
        <h4 id={`report-section-${s.id}`} className="text-sm font-semibold text-fg">
          {s.title}
        </h4>
        {s.blocks.length === 0 ? (
          <p className="text-[13px] text-muted">Nothing to report in this period.</p>
        ) : (
          s.blocks.map((b, i) => <ReportBlockView key={i} block={b} section={s.title} />)
        )}
      </section>
    ))}
  </article>
);

/** The report as it will be exported, composed by the server from what is on the left. */
export const ReportPreview = ({ query, waiting, actions, progress }: PreviewProps) => {
  const updating = query.isFetching && query.isPlaceholderData;
  const issue = fieldIssues(query.error)[0];
  return (
    <Card className="min-w-0">
      <CardHeader
        title="Preview"
        description={
          <span role="status" aria-live="polite">
            {updating ? 'Updating…' : 'Follows every change on the left.'}
          </span>
        }
        actions={actions}
      />
      {progress}
      {waiting ? (
        <EmptyState {...WAITING[waiting]} />
      ) : query.isError ? (
        <ErrorState
          title="Could not compose the preview"
          error={issue ? issue.message : query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data ? (
        <div className={cn('transition-opacity', updating && 'opacity-60')} aria-busy={updating}>
          <Document doc={query.data} />
        </div>
      ) : (
        <div role="status" className="flex flex-col gap-4 p-5">
          <span className="sr-only">Composing the preview</span>
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      )}
    </Card>
  );
};
