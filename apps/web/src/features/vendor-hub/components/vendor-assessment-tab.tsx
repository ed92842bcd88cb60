import { formatNumber } from '@rampart/domain';
import { useNavigate } from '@tanstack/react-router';
import { FileSearch, Plus } from 'lucide-react';
import type { Vendor, VendorExtractionJob } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { isExtractionRunning, useExtraction } from '../api/get-extraction.ts';
import { useStartExtraction } from '../api/start-extraction.ts';
import { vendorPageHref } from '../lib/dashboard-view.ts';
import { extractionFacts, factsFound } from '../lib/extraction-view.ts';
import { COMPLIANCE_LABELS } from '../../../lib/vendor-labels.ts';
import { ExtractionJob } from './extraction-job.tsx';
import { ExtractionStartForm } from './extraction-start-form.tsx';

type Props = {
  /** The extraction followed (from the address), if any. */
  jobId: string | undefined;
  /** vendors:write: start readings and save vendors. */
  canWrite: boolean;
  /** Follows another job (or none); `replace` for a retry, which stands in for the failed one. */
  onJobChange: (jobId: string | undefined, opts?: { replace?: boolean }) => void;
};

const reviewStats = (job: VendorExtractionJob | undefined): PageStat[] => {
  const r = job?.status === 'completed' ? job.result : null;
  if (!r) return [];
  const { found, total } = factsFound(extractionFacts(r));
  return [
    { label: 'Facts found', value: `${found} of ${total}` },
    { label: 'Certifications held', value: formatNumber(r.certifications.length) },
    { label: 'Subprocessors', value: formatNumber(r.subprocessors.length) },
    { label: 'Pages read', value: formatNumber(r.pages.length) },
  ];
};

const savedSummary = (vendor: Vendor): string =>
  vendor.riskScore === null
    ? vendor.name
    : `${vendor.name}: risk score ${vendor.riskScore}${
        vendor.complianceStatus ? `, ${COMPLIANCE_LABELS[vendor.complianceStatus]}` : ''
      }`;

/** Hub tab 1: read a vendor's site, review what was read with its sources, save and assess. */
export const VendorAssessmentTab = ({ jobId, canWrite, onJobChange }: Props) => {
  const navigate = useNavigate();
  const job = useExtraction(jobId);
  const retry = useStartExtraction();

  const onSaved = (vendor: Vendor) => {
    toast({ title: 'Vendor saved and assessed', description: savedSummary(vendor) });
    void navigate({ href: vendorPageHref(vendor.id) });
  };
  const readAgain = (url: string) =>
    retry.mutate(url, { onSuccess: (next) => onJobChange(next.id, { replace: true }) });
  const startOver = () => {
    retry.reset();
    onJobChange(undefined);
  };

  const gone = job.error instanceof ApiError && job.error.status === 404;
  let body;
  if (!jobId) {
    body = canWrite ? (
      <ExtractionStartForm onStarted={(id) => onJobChange(id)} />
    ) : (
      <Card>
        <EmptyState
          icon={FileSearch}
          title="Your role cannot add vendors"
          description="Vendor assessments start from a vendor's website. Ask an administrator or a risk manager to assess a new vendor; the Dashboard tab shows the vendors you have."
        />
      </Card>
    );
  } else if (job.isPending) {
    body = (
      <Card>
        <SkeletonRows rows={4} label="Loading the assessment" />
      </Card>
    );
  } else if (!job.data) {
    body = gone ? (
      <Card>
        <EmptyState
          icon={FileSearch}
          title="This reading is no longer available"
          description="It may have been cleared after it finished, or it belongs to another organisation."
          action={
            canWrite ? (
              <Button variant="primary" onClick={startOver}>
                <Plus aria-hidden />
                Assess a vendor
              </Button>
            ) : null
          }
        />
      </Card>
    ) : (
      <Card>
        <ErrorState
          title="Failed to load the assessment"
          error={job.error}
          onRetry={() => void job.refetch()}
          retrying={job.isFetching}
        />
      </Card>
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {job.isError && isExtractionRunning(job.data) ? (
          <FormMessage>
            Could not get the latest progress ({errorMessage(job.error)}). Trying again…
          </FormMessage>
        ) : null}
        <ExtractionJob
          job={job.data}
          canWrite={canWrite}
          onRetry={() => readAgain(job.data.url)}
          retrying={retry.isPending}
          retryError={retry.error}
          onStartOver={startOver}
          onSaved={onSaved}
        />
      </div>
    );
  }

  return (
    <PageShell
      title="Vendor assessment"
      subtitle="Read a vendor's website, check every fact against the page it came from, then save the vendor and score it."
      maxWidth="2xl"
      breadcrumbs={[
        { label: 'Compliance Hub' },
        { label: 'Vendor Hub' },
        { label: 'Vendor assessment' },
      ]}
      stats={reviewStats(job.data)}
    >
      {body}
    </PageShell>
  );
};
