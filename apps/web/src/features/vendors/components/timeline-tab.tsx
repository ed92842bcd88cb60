import { History, RefreshCw } from 'lucide-react';
import type { Vendor, VendorExtractionJob } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useVendorEvents } from '../api/get-vendor-events.ts';
import { jobFinished, useExtractionJob } from '../api/get-extraction-job.ts';
import { useRefreshVendor } from '../api/refresh-vendor.ts';
import { EVENT_KIND_LABELS, WARNING_KINDS } from '../lib/events.ts';
import { SiteCheck } from './site-check.tsx';

type Props = {
  vendor: Vendor;
  /** The site check under way, kept by the page so it survives a change of tab. */
  job: VendorExtractionJob | null;
  onJobStarted: (job: VendorExtractionJob) => void;
};

/** What happened to the vendor, newest first; "Check site now" reads its site again. */
export const TimelineTab = ({ vendor, job, onJobStarted }: Props) => {
  const events = useVendorEvents(vendor.id);
  const refresh = useRefreshVendor();
  // The same cached job SiteCheck polls: one check at a time.
  const running = useExtractionJob(job?.id ?? null, job ?? undefined);
  const checking = job !== null && !jobFinished(running.data);
  const items = events.data?.pages.flatMap((p) => p.items) ?? [];
  const canCheck = vendor.abilities.update && Boolean(vendor.website);
  return (
    <Card>
      <CardHeader
        title="Timeline"
        description="Changes made here and changes found on the vendor’s site."
        actions={
          canCheck ? (
            <Button
              size="sm"
              loading={refresh.isPending}
              disabled={checking}
              onClick={() => refresh.mutate(vendor.id, { onSuccess: onJobStarted })}
            >
              {refresh.isPending ? null : <RefreshCw aria-hidden />}
              Check site now
            </Button>
          ) : null
        }
      />
      <CardContent className="flex flex-col gap-4">
        {refresh.isError ? (
          <FormMessage>Failed to start the site check: {errorMessage(refresh.error)}</FormMessage>
        ) : null}
        {job ? <SiteCheck key={job.id} vendorId={vendor.id} jobId={job.id} initial={job} /> : null}
        {events.isPending ? (
          <SkeletonRows rows={4} label="Loading timeline" />
        ) : events.isError ? (
          <ErrorState
            title="Failed to load the timeline"
            error={events.error}
            onRetry={() => void events.refetch()}
            retrying={events.isFetching}
          />
        ) : items.length === 0 ? (
          <EmptyState icon={History} title="Nothing has happened yet" />
        ) : (
          <ol aria-label="Vendor events" className="flex flex-col divide-y divide-border">
            {items.map((e) => (
              <li
                key={e.id}
                className="flex flex-col gap-0.5 py-2 text-[13px] sm:flex-row sm:gap-4"
              >
                <time
                  dateTime={e.occurredAt}
                  className="w-44 shrink-0 text-xs text-muted tabular-nums sm:pt-0.5"
                >
                  {formatDateTime(e.occurredAt)}
                </time>
                <span className="flex min-w-0 flex-1 flex-wrap items-center gap-2">
                  <Badge variant={WARNING_KINDS.includes(e.kind) ? 'warning' : 'neutral'}>
                    {EVENT_KIND_LABELS[e.kind]}
                  </Badge>
                  <span className="min-w-0 text-fg">{e.summary}</span>
                  <span className="text-xs text-muted">{e.actor ? e.actor.name : 'Rampart'}</span>
                </span>
              </li>
            ))}
          </ol>
        )}
        {events.hasNextPage ? (
          <Button
            className="self-start"
            loading={events.isFetchingNextPage}
            onClick={() => void events.fetchNextPage()}
          >
            Load older events
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
};
