import { useState } from 'react';
import { LineChart } from 'lucide-react';
import {
  AI_TREND_PERIODS,
  TREND_METRICS,
  type AiTrendPeriod,
  type TrendMetric,
} from '@rampart/contracts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Select } from '../../../components/ui/input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAnalyseTrends, useTrends } from '../api/get-trends.ts';
import { AnalyseButton } from './analyse-button.tsx';
import { METRIC_LABELS } from '../lib/trend-chart.ts';
import { AnswerMeta } from '../../../components/ui/answer-meta.tsx';
import { TrendChart } from './trend-chart.tsx';

const PERIODS = AI_TREND_PERIODS.map((p) => ({ value: String(p), label: `${p} days` }));

/** Trends of the last 30, 90 or 365 days, with the next period predicted. */
export const TrendsCard = () => {
  const [period, setPeriod] = useState<AiTrendPeriod>(90);
  const [metric, setMetric] = useState<TrendMetric>('averageInherent');
  const trends = useTrends(period);
  const analyse = useAnalyseTrends();
  const button = (again: boolean) => (
    <AnalyseButton again={again} mutation={analyse} onClick={() => analyse.mutate(period)} />
  );
  const fit = trends.data?.prediction.metrics[metric];
  return (
    <Card>
      <CardHeader
        title="Trends and prediction"
        description="Rebuilt from the audit log and the tables; the next period follows each measure's least-squares line."
        actions={
          <SegmentedControl
            label="Period"
            options={PERIODS}
            value={String(period)}
            onChange={(v) => setPeriod(Number(v) as AiTrendPeriod)}
          />
        }
      />
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Field label="Measure" className="w-64 max-w-full">
            {(props) => (
              <Select
                {...props}
                value={metric}
                onChange={(e) => setMetric(e.target.value as TrendMetric)}
              >
                {TREND_METRICS.map((m) => (
                  <option key={m} value={m}>
                    {METRIC_LABELS[m]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {trends.data ? (
            <div className="flex flex-wrap items-center justify-end gap-2">
              <AnswerMeta meta={trends.data} />
              {button(true)}
            </div>
          ) : null}
        </div>
        {trends.isPending ? (
          <div role="status">
            <span className="sr-only">Loading trends</span>
            <Skeleton className="h-56" />
          </div>
        ) : trends.isError ? (
          <ErrorState
            title="Failed to load trends"
            error={trends.error}
            onRetry={() => void trends.refetch()}
            retrying={trends.isFetching}
          />
        ) : trends.data === null ? (
          <EmptyState
            icon={LineChart}
            title={`The last ${period} days are not analysed yet`}
            description="ARIA rebuilds the period and predicts the next one when asked, and keeps the result for everyone here until the next analysis."
            action={button(false)}
          />
        ) : (
          <>
            {trends.data.points.every((p) => p[metric] === null || p[metric] === 0) && !fit ? (
              <EmptyState
                icon={LineChart}
                title={`No ${METRIC_LABELS[metric].toLowerCase()} in the last ${period} days`}
                description="The chart fills in as risks are assessed and controls are tested."
              />
            ) : (
              <TrendChart trends={trends.data} metric={metric} />
            )}
            <p className="text-[13px] text-fg">{trends.data.summary}</p>
            <p className="text-xs text-muted">
              Method: {trends.data.prediction.method}.{' '}
              {fit
                ? `${fit.basedOn} points, slope ${fit.slope.toFixed(3)} per point${fit.r2 !== null ? `, R² ${fit.r2.toFixed(2)}` : ''}.`
                : 'Fewer than two points: no prediction for this measure.'}
            </p>
            {trends.data.commentary ? (
              <blockquote className="border-l-2 border-accent pl-3 text-[13px] text-fg">
                {trends.data.commentary}
              </blockquote>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
};
