import { ClipboardCheck, Sparkles } from 'lucide-react';
import type { Vendor } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { assessFailureTitle, useAssessVendor } from '../../../lib/vendor-api/assess-vendor.ts';
import { useVendorAssessments } from '../api/get-vendor-assessments.ts';
import { AssessmentResult } from './assessment-result.tsx';
import { ScoreHistory } from './score-history.tsx';

const AssessButtons = ({ vendorId }: { vendorId: string }) => {
  const assess = useAssessVendor();
  const enhanced = assess.variables?.enhanced ?? false;
  const run = (withModel: boolean) =>
    assess.mutate(
      { vendorId, enhanced: withModel },
      {
        onSuccess: (a) =>
          toast({ title: 'Vendor assessed', description: `Risk score ${a.riskScore}` }),
        onError: (err) =>
          toast({
            title: assessFailureTitle(withModel),
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          loading={assess.isPending && !enhanced}
          disabled={assess.isPending}
          onClick={() => run(false)}
        >
          {assess.isPending && !enhanced ? null : <ClipboardCheck aria-hidden />}
          Run assessment
        </Button>
        <Button
          loading={assess.isPending && enhanced}
          disabled={assess.isPending}
          onClick={() => run(true)}
        >
          {assess.isPending && enhanced ? null : <Sparkles aria-hidden />}
          Enhanced assessment
        </Button>
      </div>
      {assess.isError ? (
        <FormMessage>
          {assessFailureTitle(enhanced)}: {errorMessage(assess.error)}
        </FormMessage>
      ) : null}
    </div>
  );
};

/** Run an assessment (rules, or rules and the model) and read the latest and the history. */
export const AssessmentsTab = ({ vendor }: { vendor: Vendor }) => {
  const assessments = useVendorAssessments(vendor.id);
  const items = [...(assessments.data ?? [])].sort((a, b) =>
    b.assessedAt.localeCompare(a.assessedAt),
  );
  const latest = items[0];
  const canAssess = vendor.abilities.update;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader
          title="Latest assessment"
          description="The rules score the vendor’s public evidence; the enhanced assessment adds the model’s reading."
          actions={canAssess ? <AssessButtons vendorId={vendor.id} /> : null}
        />
        <CardContent>
          {assessments.isPending ? (
            <SkeletonRows rows={3} label="Loading assessments" />
          ) : assessments.isError ? (
            <ErrorState
              title="Failed to load assessments"
              error={assessments.error}
              onRetry={() => void assessments.refetch()}
              retrying={assessments.isFetching}
            />
          ) : latest ? (
            <AssessmentResult assessment={latest} />
          ) : (
            <EmptyState
              icon={ClipboardCheck}
              title="Not assessed yet"
              description="An assessment scores the vendor from its certifications and policy pages, and raises findings for what is missing."
            />
          )}
        </CardContent>
      </Card>
      {items.length > 0 ? (
        <Card>
          <CardHeader title="History" description="The risk score at each assessment." />
          <CardContent>
            <ScoreHistory assessments={items} />
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
};
