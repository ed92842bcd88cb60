import { FileDown } from 'lucide-react';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDownloadExecutiveReport } from '../api/download-executive-report.ts';
import { ComplianceGapsCard } from './compliance-gaps-card.tsx';
import { InsightsSection } from './insights-section.tsx';
import { TrendsCard } from './trends-card.tsx';

const crumbs = [
  { label: 'Insights & Reports' },
  { label: 'AI Chat', to: '/dashboard/aria' },
  { label: 'ARIA Insights' },
];

/** ARIA Insights /dashboard/aria/insights: insights, trends, gaps and the executive report. */
export const AriaInsightsPage = () => {
  const report = useDownloadExecutiveReport();
  const download = () =>
    report.mutate(undefined, {
      onSuccess: (fileName) =>
        toast({ title: 'Executive report downloaded', description: fileName }),
      onError: (err) =>
        toast({
          title: 'Failed to create the executive report',
          description: errorMessage(err),
          variant: 'destructive',
        }),
    });
  return (
    <PageShell
      title="ARIA Insights"
      subtitle="What ARIA reads in your register, controls and frameworks. Every answer says which engine produced it and how sure it is."
      breadcrumbs={crumbs}
      primaryAction={{
        label: report.isPending ? 'Creating report…' : 'Executive report (PDF)',
        icon: FileDown,
        onClick: download,
        disabled: report.isPending,
      }}
    >
      <div className="flex flex-col gap-6">
        <InsightsSection />
        <TrendsCard />
        <ComplianceGapsCard />
      </div>
    </PageShell>
  );
};
