import { useQuery } from '@tanstack/react-query';
import type { AuditEvent, Page } from '@rampart/contracts';
import { formatMoment } from '@rampart/domain';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { api } from '../../../lib/api-client.ts';
import { LogIn } from 'lucide-react';

const LIMIT = 20;

type Details = {
  method?: string;
  step?: string;
  reason?: string;
  address?: string;
  email?: string;
};

/** Organisation → Recent sign-ins: who signed in, how and from where, and what was refused. */
export const SignInsCard = () => {
  const signIns = useQuery({
    queryKey: ['organization', 'sign-ins'],
    queryFn: () => api.get<Page<AuditEvent>>(`/audit-events?kind=sign-ins&limit=${LIMIT}`),
  });
  const now = new Date();
  return (
    <Card>
      <CardHeader
        title="Recent sign-ins"
        description="Who signed in to this organization, how, and from where; refused attempts too."
      />
      {signIns.isPending ? (
        <SkeletonRows rows={3} label="Loading sign-ins" />
      ) : signIns.isError ? (
        <ErrorState error={signIns.error} onRetry={() => void signIns.refetch()} />
      ) : signIns.data.items.length === 0 ? (
        <EmptyState icon={LogIn} title="No sign-ins yet" />
      ) : (
        <ul aria-label="Recent sign-ins" className="divide-y divide-border">
          {signIns.data.items.map((e) => {
            const d = (e.after ?? {}) as Details;
            const failed = e.action === 'user.sign_in_failed';
            const breakGlass = e.action === 'user.break_glass_sign_in';
            return (
              <li
                key={e.id}
                className="flex flex-col gap-0.5 px-4 py-2.5 sm:flex-row sm:items-baseline sm:gap-3"
              >
                <span className="min-w-0 flex-1 text-[13px] text-fg">
                  <span className="font-medium">{e.actorName ?? d.email ?? 'Someone'}</span>{' '}
                  {breakGlass ? (
                    <span className="text-warning-text">
                      used their password while single sign-on is required
                    </span>
                  ) : failed ? (
                    <span className="text-danger-text">
                      was refused at the {d.step ?? 'password'}
                      {d.reason ? `: ${d.reason}` : ''}
                    </span>
                  ) : (
                    <span className="text-muted">signed in with {d.method ?? 'a password'}</span>
                  )}
                </span>
                <span className="text-xs text-muted tabular-nums">
                  {d.address ?? 'address unknown'} · {formatMoment(e.createdAt, now, 'local')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
};
