import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { FileClock } from 'lucide-react';
import { formatDate } from '@rampart/domain';
import type { DashboardEvidence } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { expiringEvidenceQuery } from '../api/get-widgets.ts';
import { Figures } from './figures.tsx';
import { WidgetCard } from './widget-card.tsx';

/** Evidence about to expire (30 days) or lately expired (90 days), soonest first. */
export const EvidenceWidget = () => {
  const query = useQuery(expiringEvidenceQuery);
  return (
    <WidgetCard<DashboardEvidence>
      title="Evidence expiring"
      description="In the next 30 days, and expired in the last 90."
      to="/dashboard/documents"
      search={{ source: 'evidence', needsReview: true }}
      linkLabel="Documents"
      query={query}
      empty={(d) =>
        d.expired + d.expiring === 0
          ? {
              icon: FileClock,
              title: 'Nothing expiring',
              description: 'No evidence expires in the next 30 days.',
            }
          : null
      }
    >
      {(d) => (
        <>
          <Figures
            items={[
              { label: 'Expired', value: d.expired, tone: d.expired > 0 ? 'danger' : undefined },
              { label: 'Expiring in 30 days', value: d.expiring, tone: 'warning' },
            ]}
          />
          <ul className="divide-y divide-border border-t border-border">
            {d.items.map((e) => (
              <li key={e.id} className="flex items-center gap-3 px-4 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="truncate text-[13px] font-medium text-fg">{e.title}</p>
                  {e.controlId ? (
                    <Link
                      to="/dashboard/controls/$controlId"
                      params={{ controlId: e.controlId }}
                      className="block truncate text-xs text-muted hover:underline"
                    >
                      {e.controlTitle}
                    </Link>
                  ) : e.vendorId ? (
                    <Link
                      to="/dashboard/vendors/$vendorId"
                      params={{ vendorId: e.vendorId }}
                      className="block truncate text-xs text-muted hover:underline"
                    >
                      Vendor document
                    </Link>
                  ) : null}
                </div>
                <Badge variant={e.expired ? 'danger' : 'warning'}>
                  {e.expired ? 'Expired' : 'Expires'} {formatDate(e.expiresAt)}
                </Badge>
              </li>
            ))}
          </ul>
        </>
      )}
    </WidgetCard>
  );
};
