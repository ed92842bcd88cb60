import { Link } from '@tanstack/react-router';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useRiskSources } from '../api/get-risk-sources.ts';

/**
 * Where the risk came from: the findings turned into it, each linked back to its vendor or
 * control. Shows nothing for a risk entered by hand.
 */
export const RiskSources = ({ riskId }: { riskId: string }) => {
  const sources = useRiskSources(riskId);
  if (sources.isPending) return <Skeleton className="h-16 w-full" />;
  if (sources.isError)
    return (
      <ErrorState
        title="Could not load where this risk came from"
        error={sources.error}
        onRetry={() => void sources.refetch()}
      />
    );
  if (sources.data.items.length === 0) return null;
  return (
    <Card>
      <CardHeader title="Raised from" description="The findings this risk was created from." />
      <CardContent>
        <ul className="flex flex-col gap-2 text-sm">
          {sources.data.items.map((f) => (
            <li key={f.id}>
              <span className="font-medium">{f.title}</span>
              {f.vendorId ? (
                <>
                  {' — a finding on vendor '}
                  <Link
                    to="/dashboard/vendors/$vendorId"
                    params={{ vendorId: f.vendorId }}
                    className="text-accent-text hover:underline"
                  >
                    {f.vendorName ?? 'the vendor'}
                  </Link>
                </>
              ) : f.controlId ? (
                <>
                  {' — a finding on '}
                  <Link
                    to="/dashboard/controls/$controlId"
                    params={{ controlId: f.controlId }}
                    className="text-accent-text hover:underline"
                  >
                    its control
                  </Link>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
};
