import { ClipboardCheck } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRisk } from '../api/get-risk.ts';
import { assessmentMode } from '../lib/assessment-view.ts';
import { AssessmentForm } from './assessment-form.tsx';
import { AssessmentReadOnly } from './assessment-read-only.tsx';
import { RiskPicker } from './risk-picker.tsx';

type RiskAssessmentPageProps = {
  riskId: string | undefined;
  onRiskChange: (riskId: string) => void;
};

export const RiskAssessmentPage = ({ riskId, onRiskChange }: RiskAssessmentPageProps) => {
  const risk = useRisk(riskId);
  return (
    <PageShell
      title="Risk Assessment"
      subtitle="Rate how likely a risk is and how hard it would hit, using the same criteria every time."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Risk Operations' }, { label: 'Risk Assessment' }]}
    >
      <div
        data-tour="risk-assessment"
        className="grid items-start gap-6 xl:grid-cols-[300px_minmax(0,1fr)]"
      >
        <Card className="overflow-hidden">
          <RiskPicker value={riskId} onChange={onRiskChange} />
        </Card>
        {!riskId ? (
          <Card>
            <EmptyState
              icon={ClipboardCheck}
              title="Pick a risk to assess"
              description="Search for a risk on the left, then rate its likelihood and impact against the criteria."
            />
          </Card>
        ) : risk.isPending ? (
          <Card role="status" className="flex flex-col gap-3 p-4">
            <span className="sr-only">Loading risk</span>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-64" />
          </Card>
        ) : risk.isError ? (
          <Card>
            <ErrorState
              title="Failed to load risk"
              error={risk.error}
              onRetry={() => void risk.refetch()}
              retrying={risk.isFetching}
            />
          </Card>
        ) : assessmentMode(risk.data) === 'edit' ? (
          <AssessmentForm key={risk.data.id} risk={risk.data} />
        ) : (
          <AssessmentReadOnly risk={risk.data} />
        )}
      </div>
    </PageShell>
  );
};
