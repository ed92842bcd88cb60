import { RotateCw } from 'lucide-react';
import type { VendorIntegrationSettings } from '@rampart/contracts';
import { formatDateTime, formatNumber } from '@rampart/domain';
import { Badge, type BadgeVariant } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { errorMessage } from '../../../lib/api-client.ts';

type Health = VendorIntegrationSettings['health'];

const HEALTH: Record<Health['status'], { label: string; variant: BadgeVariant }> = {
  healthy: { label: 'Healthy', variant: 'success' },
  unhealthy: { label: 'Unhealthy', variant: 'danger' },
  not_configured: { label: 'Not configured', variant: 'neutral' },
  unknown: { label: 'Not checked yet', variant: 'warning' },
};

type Props = {
  health: Health;
  intervalSeconds: number;
  /** Absent when this user may not run the check, or no endpoint is set. */
  onCheck?: () => void;
  checking: boolean;
  checkError: unknown;
};

/** The integration's last known health, and when it is looked at again. */
export const IntegrationHealth = ({
  health,
  intervalSeconds,
  onCheck,
  checking,
  checkError,
}: Props) => {
  const { label, variant } = HEALTH[health.status];
  return (
    <div className="flex flex-col gap-1.5 rounded-md border border-border bg-surface px-3 py-2.5">
      <div className="flex flex-wrap items-center gap-2 text-[13px]">
        <span className="font-medium text-fg">Health</span>
        <Badge variant={variant}>{label}</Badge>
        {health.latencyMs !== null && health.status !== 'not_configured' ? (
          <span className="text-muted tabular-nums">{formatNumber(health.latencyMs)} ms</span>
        ) : null}
        {onCheck ? (
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto"
            loading={checking}
            onClick={onCheck}
          >
            {checking ? null : <RotateCw aria-hidden />}
            Check now
          </Button>
        ) : null}
      </div>
      {health.message ? <p className="text-[13px] text-fg">{health.message}</p> : null}
      <p className="text-xs text-muted">
        {health.checkedAt ? `Last checked ${formatDateTime(health.checkedAt)}. ` : ''}
        {health.status === 'not_configured'
          ? 'Set an endpoint to check it.'
          : `Checked again every ${intervalSeconds} seconds while this tab is open.`}
      </p>
      {checkError ? (
        <p role="alert" className="text-xs text-danger-text">
          The health check could not run: {errorMessage(checkError)}
        </p>
      ) : null}
    </div>
  );
};
