import { formatNumber } from '@rampart/domain';
import { useState, type ReactNode } from 'react';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { Control } from '@rampart/contracts';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useOverdueTests } from '../api/get-overdue-tests.ts';
import { useReviewsDue } from '../api/get-reviews-due.ts';
import { useUpcomingTests } from '../api/get-upcoming-tests.ts';
import {
  countByState,
  countText,
  DUE_SOON_DAYS,
  pageTruncated,
  reviewsDue,
  testsDue,
} from '../lib/due-items.ts';
import { ReviewsDueCard } from './reviews-due-card.tsx';
import { TestsDueCard } from './tests-due-card.tsx';

type MonitoringPageProps = {
  /** The row action for a control test (Complete test), composed in by the app. */
  renderTestAction?: (control: Control) => ReactNode;
};

const loading = <Skeleton className="my-1 h-5 w-8" />;

/** Risk Monitoring: what is overdue or due soon, reviews and control tests side by side. */
export const MonitoringPage = ({ renderTestAction }: MonitoringPageProps) => {
  // One "now" per visit keeps the lists and the counts in agreement.
  const [now] = useState(() => new Date());
  const reviews = useReviewsDue();
  const overdue = useOverdueTests();
  const upcoming = useUpcomingTests();

  const reviewItems = reviews.data ? reviewsDue(reviews.data.items, now) : [];
  const testItems =
    overdue.data && upcoming.data ? testsDue(overdue.data.items, upcoming.data.items, now) : [];
  const reviewCounts = countByState(reviewItems);
  const testCounts = countByState(testItems);
  const reviewsCut = reviews.data
    ? pageTruncated(reviews.data, reviews.data.items.at(-1)?.nextReview, now)
    : false;
  const upcomingCut = upcoming.data
    ? pageTruncated(upcoming.data, upcoming.data.items.at(-1)?.nextTestDate, now)
    : false;

  const figure = (ready: boolean, failed: boolean, text: string) =>
    ready ? text : failed ? '—' : loading;
  const stats: PageStat[] = [
    {
      label: 'Overdue reviews',
      value: figure(
        Boolean(reviews.data),
        reviews.isError,
        countText(reviewCounts.overdue, reviewsCut),
      ),
    },
    {
      label: 'Overdue tests',
      value: figure(Boolean(overdue.data), overdue.isError, formatNumber(overdue.data?.total ?? 0)),
    },
    {
      label: `Due in the next ${DUE_SOON_DAYS} days`,
      value: figure(
        Boolean(reviews.data && overdue.data && upcoming.data),
        reviews.isError || overdue.isError || upcoming.isError,
        countText(reviewCounts.dueSoon + testCounts.dueSoon, reviewsCut || upcomingCut),
      ),
    },
  ];

  const testsError = overdue.error ?? upcoming.error;
  return (
    <PageShell
      title="Risk Monitoring"
      subtitle="Risk reviews and control tests that are overdue or coming up."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Risk Operations' }, { label: 'Risk Monitoring' }]}
      stats={stats}
      secondaryActions={[
        { label: 'Risk Register', icon: ShieldAlert, to: '/dashboard/risks' },
        { label: 'Controls', icon: ShieldCheck, to: '/dashboard/controls' },
      ]}
    >
      <div data-tour="risk-monitoring" className="grid items-start gap-6 2xl:grid-cols-2">
        <ReviewsDueCard query={reviews} items={reviewItems} now={now} />
        <TestsDueCard
          pending={(overdue.isPending || upcoming.isPending) && !testsError}
          error={testsError}
          retrying={overdue.isFetching || upcoming.isFetching}
          onRetry={() => {
            if (overdue.isError) void overdue.refetch();
            if (upcoming.isError) void upcoming.refetch();
          }}
          items={testItems}
          now={now}
          renderAction={renderTestAction}
        />
      </div>
    </PageShell>
  );
};
