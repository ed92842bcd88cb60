import { Plus } from 'lucide-react';
import type { Vendor, VendorExtractionJob } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExtractionPages } from './extraction-pages.tsx';
import { ExtractionProgress } from './extraction-progress.tsx';
import { ExtractionReview } from './extraction-review.tsx';
import { SaveVendorForm } from './save-vendor-form.tsx';

type Props = {
  job: VendorExtractionJob;
  canWrite: boolean;
  onRetry: () => void;
  retrying: boolean;
  /** The retry itself failed (the address is refused now, the server is down). */
  retryError: unknown;
  onStartOver: () => void;
  onSaved: (vendor: Vendor) => void;
};

const StartOver = ({ onClick }: { onClick: () => void }) => (
  <Button variant="ghost" onClick={onClick}>
    <Plus aria-hidden />
    Assess another vendor
  </Button>
);

/** One extraction, whatever its state: reading, failed, or done and ready to review. */
export const ExtractionJob = ({
  job,
  canWrite,
  onRetry,
  retrying,
  retryError,
  onStartOver,
  onSaved,
}: Props) => {
  if (job.status === 'queued' || job.status === 'running') {
    return <ExtractionProgress job={job} />;
  }
  if (job.status === 'failed' || job.status === 'cancelled' || !job.result) {
    return (
      <Card>
        <ErrorState
          title={job.status === 'cancelled' ? 'The reading was cancelled' : 'The reading failed'}
          error={retryError ?? job.error ?? 'The server finished without a result.'}
          onRetry={canWrite ? onRetry : undefined}
          retrying={retrying}
          retryLabel="Read the site again"
        />
        {canWrite ? (
          <div className="flex justify-center pb-6">
            <StartOver onClick={onStartOver} />
          </div>
        ) : null}
        {job.pages.length > 0 ? (
          <div className="border-t border-border">
            <CardHeader as="h3" title="Pages read before it stopped" />
            <ExtractionPages pages={job.pages} label="Pages read before it stopped" />
          </div>
        ) : null}
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ExtractionReview result={job.result} />
      {canWrite ? <SaveVendorForm jobId={job.id} result={job.result} onSaved={onSaved} /> : null}
      {canWrite ? (
        <div>
          <StartOver onClick={onStartOver} />
        </div>
      ) : (
        <p className="text-[13px] text-muted">
          Your role can review this reading but not save vendors.
        </p>
      )}
    </div>
  );
};
