import { useState } from 'react';
import { Sparkles } from 'lucide-react';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useAiJob } from '../api/get-ai-job.ts';
import { useOrganizationProfile } from '../api/get-organization-profile.ts';
import type { GenerationSearch } from '../lib/generation-search.ts';
import { defaultWizardForm, parseRiskIds, type WizardForm } from '../lib/wizard-form.ts';
import { BulkConfiguration } from './bulk-configuration.tsx';
import { BulkRunPanel } from './bulk-run-panel.tsx';
import { RecentRuns } from './recent-runs.tsx';
import { SingleWizard } from './single-wizard.tsx';

type ControlGenerationPageProps = {
  search: GenerationSearch;
  onSearchChange: (update: (prev: GenerationSearch) => GenerationSearch) => void;
  /** controls:write and risks:write: applying creates controls and mappings. */
  canApply: boolean;
};

const Body = ({
  search,
  onSearchChange,
  canApply,
  org,
}: ControlGenerationPageProps & { org: { size: string | null; industry: string | null } }) => {
  const [form, setForm] = useState<WizardForm>(() => defaultWizardForm(org));
  const bulkIds = parseRiskIds(search.riskIds);
  const job = useAiJob(search.jobId);
  if (search.jobId && job.isPending) return <Skeleton className="h-96" />;
  if (search.jobId && job.data?.kind === 'bulk_control_generation') {
    return <BulkRunPanel jobId={search.jobId} canApply={canApply} />;
  }
  if (!search.jobId && bulkIds.length > 0) {
    return (
      <BulkConfiguration
        riskIds={bulkIds}
        form={form}
        onFormChange={setForm}
        onQueued={(jobId) => onSearchChange(() => ({ jobId }))}
      />
    );
  }
  return (
    <SingleWizard
      riskId={search.riskId ?? job.data?.riskIds[0]}
      jobId={search.jobId}
      form={form}
      onFormChange={setForm}
      onRiskChange={(riskId) => onSearchChange(() => ({ riskId }))}
      onJob={(jobId) => onSearchChange((p) => ({ riskId: p.riskId, jobId }))}
      canApply={canApply}
    />
  );
};

/** Generate controls with ARIA: the wizard for one risk, and bulk runs for many. */
export const ControlGenerationPage = (props: ControlGenerationPageProps) => {
  const org = useOrganizationProfile();
  return (
    <PageShell
      title="Generate controls with ARIA"
      subtitle="Controls for a risk from the control library and your context, with effort, cost and mappings. Nothing changes in the register until you apply."
      maxWidth="xl"
      breadcrumbs={[
        { label: 'Controls', to: '/dashboard/controls' },
        { label: 'Generate with ARIA' },
      ]}
      secondaryActions={[
        { label: 'New generation', icon: Sparkles, to: '/dashboard/controls/generate' },
      ]}
    >
      <div className="grid gap-6">
        {org.isPending ? (
          <Skeleton className="h-96" />
        ) : (
          <Body
            key={`${props.search.riskIds ?? ''}`}
            {...props}
            org={org.data ?? { size: null, industry: null }}
          />
        )}
        <RecentRuns />
      </div>
    </PageShell>
  );
};
