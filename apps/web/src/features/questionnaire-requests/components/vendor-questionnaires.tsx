import { ClipboardList } from 'lucide-react';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useVendorRequests } from '../api/get-vendor-requests.ts';
import { RequestsTable } from './requests-table.tsx';

/**
 * The questionnaires sent to a vendor, on its Assessments tab: progress, score, and the latest
 * accepted response, which the vendor's next assessment reads.
 */
export const VendorQuestionnaires = ({ vendorId }: { vendorId: string }) => {
  const requests = useVendorRequests(vendorId);
  const items = requests.data?.items ?? [];
  const accepted = items
    .filter((r) => r.status === 'accepted')
    .sort((a, b) => (b.reviewedAt ?? '').localeCompare(a.reviewedAt ?? ''))[0];
  return (
    <Card>
      <CardHeader
        title="Questionnaires"
        description={
          accepted
            ? `Latest accepted: “${accepted.questionnaireTitle}”, score ${accepted.score ?? 'not scored'}${accepted.score === null ? '' : '/100'}. The next assessment records it as due diligence evidence.`
            : 'Answers the vendor gives through a link; once accepted, the next assessment records them.'
        }
      />
      {requests.isPending ? (
        <SkeletonRows rows={2} label="Loading questionnaires" />
      ) : requests.isError ? (
        <ErrorState
          title="Failed to load questionnaires"
          error={requests.error}
          onRetry={() => void requests.refetch()}
          retrying={requests.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title="No questionnaire sent yet"
          description="Send one with “Send questionnaire” above."
        />
      ) : (
        <RequestsTable
          requests={items}
          label="Questionnaires sent to this vendor"
          showQuestionnaire
        />
      )}
    </Card>
  );
};
