import { Loader2 } from 'lucide-react';
import type { VendorExtractionJob } from '@rampart/contracts';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { jobProgress, shortUrl } from '../lib/extraction-view.ts';
import { ExtractionPages } from './extraction-pages.tsx';
import { ProgressMeter } from './progress-meter.tsx';

const pagesRead = (n: number) => (n === 1 ? '1 page read so far' : `${n} pages read so far`);

/**
 * A reading under way: its real progress and each page as the server reports it. It runs on
 * the server, so this page may be left and opened again (the job is in the address).
 */
export const ExtractionProgress = ({ job }: { job: VendorExtractionJob }) => {
  const progress = jobProgress(job);
  return (
    <Card>
      <CardHeader
        title={
          <span className="inline-flex items-center gap-2">
            <Loader2 className="size-4 animate-spin text-muted" aria-hidden />
            Reading {shortUrl(job.url)}
          </span>
        }
        description="This runs on the server: you can leave this page and come back to it."
      />
      <div className="flex flex-col gap-2 px-4 py-3">
        <ProgressMeter value={progress} label="Reading the vendor's site" />
        <p role="status" className="text-[13px] text-muted">
          {job.status === 'queued' ? 'Waiting to start…' : pagesRead(job.pages.length)}
        </p>
      </div>
      {job.pages.length > 0 ? <ExtractionPages pages={job.pages} label="Pages being read" /> : null}
    </Card>
  );
};
