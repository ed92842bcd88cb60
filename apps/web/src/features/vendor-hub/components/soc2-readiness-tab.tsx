import { formatNumber } from '@rampart/domain';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Library, Plus, SearchCheck } from 'lucide-react';
import type { FrameworkItem } from '@rampart/contracts';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatScore } from '../lib/dashboard-view.ts';
import { SOC2_LIBRARY_HREF, soc2Readiness, type Soc2Readiness } from '../lib/soc2.ts';
import { HrefLink } from './href-link.tsx';
import { ProgressMeter } from './progress-meter.tsx';

/** Framework Status's list, as the hub's page reads it from the compliance feature. */
export type FrameworksState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; onRetry: () => void; retrying: boolean }
  | { status: 'ready'; frameworks: readonly FrameworkItem[] };

type Props = {
  frameworks: FrameworksState;
  /** Starts tracking SOC 2 (frameworks:write); absent for roles that may not. */
  onTrack?: () => void;
  tracking: boolean;
  trackError: unknown;
};

const percent = (n: number) => `${formatScore(n)}%`;

const statsOf = (r: Soc2Readiness | null): PageStat[] =>
  r?.kind === 'tracked'
    ? [
        { label: 'Met', value: percent(r.percentMet) },
        {
          label: 'Requirements met',
          value: `${formatNumber(r.met)} of ${formatNumber(r.applicable)}`,
        },
        { label: 'Partly met', value: formatNumber(r.partlyMet) },
        { label: 'Not met', value: formatNumber(r.notMet) },
      ]
    : [];

const Tracked = ({ r }: { r: Extract<Soc2Readiness, { kind: 'tracked' }> }) => (
  <Card>
    <CardHeader
      title="SOC 2 readiness"
      description={
        r.open === 0
          ? 'Every applicable SOC 2 requirement is met by your controls.'
          : `${formatNumber(r.open)} of ${formatNumber(r.applicable)} applicable requirements are still open.`
      }
    />
    <CardContent className="flex flex-col gap-4">
      <div className="flex flex-col gap-3">
        <ProgressMeter
          showLabel
          label="Requirements met"
          value={r.percentMet}
          valueText={percent(r.percentMet)}
        />
        <ProgressMeter
          showLabel
          label="Progress, partly met requirements counting in part"
          value={r.percentProgress}
          valueText={percent(r.percentProgress)}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-xs sm:grid-cols-4">
        {(
          [
            ['Met', r.met],
            ['Partly met', r.partlyMet],
            ['Not met', r.notMet],
            ['Not applicable', r.notApplicable],
          ] as const
        ).map(([label, n]) => (
          <div key={label}>
            <dt className="text-muted">{label}</dt>
            <dd className="text-lg font-semibold text-fg tabular-nums">{formatNumber(n)}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-2 border-t border-border pt-4">
        <Link
          to="/dashboard/compliance/$frameworkId"
          params={{ frameworkId: r.framework.id }}
          search={{}}
          className={buttonClasses('primary')}
        >
          <BadgeCheck aria-hidden />
          Open the SOC 2 framework
        </Link>
        <Link
          to="/dashboard/compliance/gaps"
          search={{ frameworkId: r.framework.id }}
          className={buttonClasses('secondary')}
        >
          <SearchCheck aria-hidden />
          SOC 2 gaps
        </Link>
        <HrefLink href={SOC2_LIBRARY_HREF} className={buttonClasses('secondary')}>
          <Library aria-hidden />
          SOC 2 controls in the library
        </HrefLink>
      </div>
    </CardContent>
  </Card>
);

/** Hub tab 3: how ready the organisation is for SOC 2, read from Framework Status. */
export const Soc2ReadinessTab = ({ frameworks, onTrack, tracking, trackError }: Props) => {
  const readiness = frameworks.status === 'ready' ? soc2Readiness(frameworks.frameworks) : null;
  let body;
  if (frameworks.status === 'loading') {
    body = (
      <div role="status">
        <span className="sr-only">Loading SOC 2 readiness</span>
        <Skeleton className="h-72 rounded-lg" />
      </div>
    );
  } else if (frameworks.status === 'error') {
    body = (
      <Card>
        <ErrorState
          title="Failed to load Framework Status"
          error={frameworks.error}
          onRetry={frameworks.onRetry}
          retrying={frameworks.retrying}
        />
      </Card>
    );
  } else if (readiness?.kind === 'tracked') {
    body = <Tracked r={readiness} />;
  } else {
    body = (
      <Card>
        <EmptyState
          icon={BadgeCheck}
          title={
            readiness?.kind === 'missing'
              ? 'SOC 2 is not available to your organisation'
              : 'Your organisation does not track SOC 2'
          }
          description="Track SOC 2 on Framework Status to see which of its requirements your controls already meet, and what is left before an audit."
          action={
            <>
              {readiness?.kind === 'untracked' && onTrack ? (
                <Button variant="primary" loading={tracking} onClick={onTrack}>
                  {tracking ? null : <Plus aria-hidden />}
                  Track SOC 2
                </Button>
              ) : null}
              <Link to="/dashboard/compliance" className={buttonClasses('secondary')}>
                Framework Status
              </Link>
            </>
          }
        />
        {trackError ? (
          <div className="px-6 pb-6">
            <FormMessage>Failed to track SOC 2: {errorMessage(trackError)}</FormMessage>
          </div>
        ) : null}
      </Card>
    );
  }
  return (
    <PageShell
      title="SOC 2 readiness"
      subtitle="Your own SOC 2 position, from Framework Status: the requirements your controls meet, partly meet and do not meet yet."
      maxWidth="2xl"
      breadcrumbs={[
        { label: 'Compliance Hub' },
        { label: 'Vendor Hub' },
        { label: 'SOC 2 assessment' },
      ]}
      stats={statsOf(readiness)}
    >
      {body}
    </PageShell>
  );
};
