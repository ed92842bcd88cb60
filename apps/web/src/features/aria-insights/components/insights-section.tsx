import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDate } from '@rampart/domain';
import { useAnalyseInsights, useInsights } from '../api/get-insights.ts';
import { AnalyseButton } from './analyse-button.tsx';
import { groupInsights } from '../lib/format.ts';
import { AnswerMeta } from '../../../components/ui/answer-meta.tsx';
import { InsightCard } from './insight-card.tsx';

/** The insights ARIA computed from the organisation's history, grouped by type. */
export const InsightsSection = () => {
  const insights = useInsights();
  const analyse = useAnalyseInsights();
  const button = (again: boolean) => (
    <AnalyseButton again={again} mutation={analyse} onClick={() => analyse.mutate()} />
  );
  return (
    <Card>
      <CardHeader
        title="Insights"
        description={
          insights.data
            ? `From the register’s history since ${formatDate(insights.data.history.from)} (the latest ${insights.data.history.items === 1 ? 'change' : `${insights.data.history.items} changes`}, 50 at most), the controls’ tests and the tracked frameworks.`
            : 'From the last 365 days of the register, the controls’ tests and the tracked frameworks.'
        }
        actions={
          insights.data ? (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <AnswerMeta meta={insights.data} />
              {button(true)}
            </div>
          ) : null
        }
      />
      <CardContent>
        {insights.isPending ? (
          <div role="status" className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            <span className="sr-only">Loading insights</span>
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-32" />
            ))}
          </div>
        ) : insights.isError ? (
          <ErrorState
            title="Failed to load insights"
            error={insights.error}
            onRetry={() => void insights.refetch()}
            retrying={insights.isFetching}
          />
        ) : insights.data === null ? (
          <EmptyState
            icon={Lightbulb}
            title="Not analysed yet"
            description="ARIA computes insights when asked and keeps them for everyone here until the next analysis."
            action={button(false)}
          />
        ) : insights.data.items.length === 0 ? (
          <EmptyState icon={Lightbulb} title="No insights" />
        ) : (
          <div className="flex flex-col gap-5">
            {groupInsights(insights.data.items).map((g) => (
              <section key={g.type} aria-label={g.label}>
                <h3 className="mb-2 text-xs font-semibold tracking-wide text-muted uppercase">
                  {g.label}
                </h3>
                <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
                  {g.items.map((i) => (
                    <InsightCard key={i.id} insight={i} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
};
