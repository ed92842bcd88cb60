import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, CircleX, Loader2 } from 'lucide-react';
import type { VendorExtractionJob } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { vendorKeys } from '../../../lib/vendor-api/vendor-keys.ts';
import { jobFinished, useExtractionJob } from '../api/get-extraction-job.ts';

const READ_AS_LABELS: Record<string, string> = {
  html: 'Read',
  pdf: 'Read (PDF)',
  rendered: 'Read (rendered)',
  none: 'Not read',
};

const PageLine = ({ page }: { page: VendorExtractionJob['pages'][number] }) => {
  const read = page.readAs !== 'none';
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-0.5 py-1.5 text-[13px]">
      {read ? (
        <CircleCheck className="size-4 text-success-text" aria-hidden />
      ) : (
        <CircleX className="size-4 text-muted" aria-hidden />
      )}
      <span className="min-w-0 flex-1 break-all text-fg">{page.url}</span>
      <Badge className="capitalize">{page.kind}</Badge>
      <span className="text-xs text-muted tabular-nums">
        {page.status === null ? 'No answer' : `HTTP ${page.status}`} ·{' '}
        {READ_AS_LABELS[page.readAs] ?? page.readAs}
        {page.note ? ` · ${page.note}` : ''}
      </span>
    </li>
  );
};

/** A running site check: each page as it is read, then the outcome. */
export const SiteCheck = ({
  vendorId,
  jobId,
  initial,
}: {
  vendorId: string;
  jobId: string;
  initial?: VendorExtractionJob;
}) => {
  const queryClient = useQueryClient();
  const job = useExtractionJob(jobId, initial);
  const data = job.data;
  const finished = jobFinished(data);
  const told = useRef(false);
  useEffect(() => {
    if (!finished || !data || told.current) return;
    told.current = true;
    // The check may have changed the facts, the pages and the timeline.
    void queryClient.invalidateQueries({ queryKey: vendorKeys.detail(vendorId) });
    void queryClient.invalidateQueries({ queryKey: vendorKeys.events(vendorId) });
    void queryClient.invalidateQueries({ queryKey: vendorKeys.lists() });
    if (data.status === 'completed') {
      toast({ title: 'Site checked', description: `${data.pages.length} pages read` });
    }
  }, [finished, data, queryClient, vendorId]);

  if (job.isError && !data) {
    return <FormMessage>Failed to follow the site check: {errorMessage(job.error)}</FormMessage>;
  }
  if (!data) return null;
  const progress = Math.max(0, Math.min(100, data.progress));
  return (
    <section
      aria-label="Site check"
      className="flex flex-col gap-2 rounded-md border border-border p-3"
    >
      <div className="flex items-center gap-2 text-[13px] text-fg">
        {finished ? null : <Loader2 className="size-4 animate-spin text-muted" aria-hidden />}
        <span role="status">
          {data.status === 'completed'
            ? `Site check finished: ${data.pages.length} pages.`
            : data.status === 'failed'
              ? 'Site check failed.'
              : data.status === 'cancelled'
                ? 'Site check cancelled.'
                : `Checking ${data.url}… ${data.pages.length} pages so far.`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Site check progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-1.5 overflow-hidden rounded-full bg-hover"
      >
        <div className="h-full bg-accent transition-[width]" style={{ width: `${progress}%` }} />
      </div>
      {data.error ? <FormMessage>{data.error}</FormMessage> : null}
      {data.pages.length > 0 ? (
        <ol aria-label="Pages read" className="flex flex-col divide-y divide-border">
          {data.pages.map((p, i) => (
            <PageLine key={`${p.url}-${i}`} page={p} />
          ))}
        </ol>
      ) : null}
    </section>
  );
};
