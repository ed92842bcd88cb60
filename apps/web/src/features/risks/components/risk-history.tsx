import type { ReactNode } from 'react';
import { History } from 'lucide-react';
import type { AuditEvent } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useRiskHistory } from '../api/get-risk-history.ts';

type RiskHistoryProps = {
  riskId: string;
  /** How one audit event is shown (the audit feature's item, composed by the page). */
  renderEvent: (event: AuditEvent) => ReactNode;
};

/** The audit trail of a risk: who changed what, with before and after. */
export const RiskHistory = ({ riskId, renderEvent }: RiskHistoryProps) => {
  const history = useRiskHistory(riskId);
  const events = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <Card>
      <CardHeader title="History" description="Every change to this risk, newest first." />
      {history.isPending ? (
        <SkeletonRows rows={3} label="Loading history" />
      ) : history.isError ? (
        <ErrorState
          title="Failed to load history"
          error={history.error}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : events.length === 0 ? (
        <EmptyState icon={History} title="No recorded changes yet" />
      ) : (
        <>
          <ul className="divide-y divide-border">{events.map((e) => renderEvent(e))}</ul>
          {history.hasNextPage ? (
            <div className="flex justify-center border-t border-border p-3">
              <Button
                size="sm"
                onClick={() => void history.fetchNextPage()}
                loading={history.isFetchingNextPage}
              >
                Load more
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Card>
  );
};
