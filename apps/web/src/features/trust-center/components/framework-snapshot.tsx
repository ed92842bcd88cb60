import type { ReactNode } from 'react';
import { Camera } from 'lucide-react';
import type { TrustItem } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTrustFrameworks } from '../api/get-trust-frameworks.ts';
import { useTakeFrameworkSnapshot } from '../api/take-framework-snapshot.ts';
import { snapshotCounts, snapshotFigure, snapshotOf } from '../lib/framework-snapshot.ts';

/** The framework's snapshot, if one was taken: the figure the page shows, its date and counts. */
export const useFrameworkSnapshot = (frameworkId: string) =>
  snapshotOf(useTrustFrameworks().data, frameworkId);

/**
 * A framework row's standing: "62.5% of applicable requirements met, as of Dec 6, 2026" and the
 * counts behind it; the server's words only while it does not stand (no snapshot, or an old one),
 * since they would say the same figure again.
 */
export const FrameworkStanding = ({ item, standing }: { item: TrustItem; standing: ReactNode }) => {
  const snapshot = useFrameworkSnapshot(item.recordId);
  return (
    <>
      {item.stands && snapshot ? null : standing}
      {snapshot ? (
        <div className="mt-0.5 text-xs">
          <p className="text-fg tabular-nums" title={`Taken ${formatDateTime(snapshot.takenAt)}`}>
            {snapshotFigure(snapshot)}
          </p>
          <p className="text-muted tabular-nums">{snapshotCounts(snapshot.summary)}</p>
        </div>
      ) : null}
    </>
  );
};

/** Freezes the framework's status again, so the page shows it as it stands today. */
export const SnapshotButton = ({ item }: { item: TrustItem }) => {
  const take = useTakeFrameworkSnapshot();
  const taken = useFrameworkSnapshot(item.recordId) !== null;
  const onTake = () =>
    take.mutate(item.recordId, {
      onSuccess: (snapshot) =>
        toast({
          title: 'Snapshot taken',
          description: `${item.recordName}: ${snapshotFigure(snapshot)}`,
        }),
      onError: (error) =>
        toast({
          title: 'No snapshot taken',
          description: errorMessage(error),
          variant: 'destructive',
        }),
    });
  return (
    <Button size="sm" variant="secondary" loading={take.isPending} onClick={onTake}>
      <Camera aria-hidden />
      {taken ? 'Take a new snapshot' : 'Take a snapshot'}
      <span className="sr-only"> of {item.recordName}</span>
    </Button>
  );
};
