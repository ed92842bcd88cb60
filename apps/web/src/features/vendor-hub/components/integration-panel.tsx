import { useEffect } from 'react';
import type { VendorIntegrationSettings } from '@rampart/contracts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCheckIntegrationHealth } from '../api/check-integration-health.ts';
import { useIntegrationSettings } from '../api/get-integration-settings.ts';
import {
  INTEGRATION_DEFAULTS,
  lastHealthCheck,
  nextHealthCheckIn,
} from '../lib/integration-form.ts';
import { IntegrationForm } from './integration-form.tsx';
import { IntegrationHealth } from './integration-health.tsx';

const intervalOf = (s: VendorIntegrationSettings | undefined) =>
  (s?.healthIntervalSeconds || INTEGRATION_DEFAULTS.healthIntervalSeconds) * 1000;

/**
 * Runs the health check on the server's beat while the panel is shown: the first when the last
 * one is a full interval old, then every interval. Only with an endpoint to call.
 */
const useHealthTicker = (settings: VendorIntegrationSettings | undefined, enabled: boolean) => {
  const check = useCheckIntegrationHealth();
  const { mutate, isPending, submittedAt } = check;
  const intervalMs = intervalOf(settings);
  // A failed attempt counts too, so a failing endpoint is asked once an interval, not in a loop.
  const last = lastHealthCheck(settings?.health.checkedAt ?? null, submittedAt);
  const active = enabled && Boolean(settings?.endpoint);
  useEffect(() => {
    if (!active || isPending) return;
    const timer = setTimeout(() => mutate(), nextHealthCheckIn(last, intervalMs, Date.now()));
    return () => clearTimeout(timer);
  }, [active, isPending, last, intervalMs, mutate]);
  return check;
};

const ReadOnlySettings = ({ settings }: { settings: VendorIntegrationSettings }) => {
  const rows: [string, string][] = [
    ['Endpoint', settings.endpoint ?? 'Not set'],
    ['API key', settings.hasApiKey ? 'Stored' : 'Not set'],
    ['Confidence threshold', String(settings.confidenceThreshold)],
    ['Language model for vendors', settings.aiEnabled ? 'On' : 'Off'],
    ['Re-assess after each reading', settings.autoApply ? 'On' : 'Off'],
  ];
  return (
    <>
      <dl className="grid gap-x-6 gap-y-2 text-[13px] sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted">{label}</dt>
            <dd className="break-all text-fg">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">
        Only roles that may edit vendors can change these settings.
      </p>
    </>
  );
};

/** The controls integration: where findings go, its key, its AI settings and its health. */
export const IntegrationPanel = ({ canWrite }: { canWrite: boolean }) => {
  // Those who may not run the check read the stored health on the same beat instead.
  const query = useIntegrationSettings(
    canWrite ? false : INTEGRATION_DEFAULTS.healthIntervalSeconds * 1000,
  );
  const settings = query.data;
  const check = useHealthTicker(settings, canWrite);

  return (
    <Card>
      <CardHeader
        title="Controls integration"
        description="Your external controls API (its health is checked every minute while this page is open; the key stays on the server) and how AI is used for vendors."
      />
      {query.isPending ? (
        <CardContent className="flex flex-col gap-3" role="status">
          <span className="sr-only">Loading the integration settings</span>
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-8 w-1/2" />
        </CardContent>
      ) : !settings ? (
        <ErrorState
          title="Failed to load the integration settings"
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <CardContent className="flex flex-col gap-4">
          <IntegrationHealth
            health={settings.health}
            intervalSeconds={intervalOf(settings) / 1000}
            onCheck={canWrite && settings.endpoint ? () => check.mutate() : undefined}
            checking={check.isPending}
            checkError={check.error}
          />
          {canWrite ? (
            <IntegrationForm settings={settings} />
          ) : (
            <ReadOnlySettings settings={settings} />
          )}
        </CardContent>
      )}
    </Card>
  );
};
