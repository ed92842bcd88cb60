import { Building2 } from 'lucide-react';
import type { VendorDashboard } from '@rampart/contracts';
import { useVendorDashboard } from '../../../lib/vendor-api/get-vendor-dashboard.ts';
import { Figures } from './figures.tsx';
import { WidgetCard } from './widget-card.tsx';

/** Vendors by status and compliance, with reviews due and documents expiring. */
export const VendorsWidget = () => {
  const query = useVendorDashboard();
  return (
    <WidgetCard<VendorDashboard>
      title="Vendors"
      description="By status, with reviews and documents due."
      to="/dashboard/vendors"
      linkLabel="Vendors"
      query={query}
      empty={(d) =>
        d.total === 0
          ? {
              icon: Building2,
              title: 'No vendors yet',
              description: 'Add the suppliers you depend on to assess and watch them.',
            }
          : null
      }
    >
      {(d) => {
        const byStatus = (s: string) => d.byStatus.find((x) => x.status === s)?.count ?? 0;
        return (
          <>
            <Figures
              items={[
                { label: 'Active', value: byStatus('active') },
                { label: 'Prospective', value: byStatus('prospective') },
                { label: 'Offboarded', value: byStatus('offboarded') },
              ]}
            />
            <Figures
              items={[
                {
                  label: 'Reviews due',
                  value: d.reviewsDue,
                  tone: d.reviewsDue > 0 ? 'warning' : undefined,
                },
                {
                  label: 'Documents expired',
                  value: d.documentsExpired,
                  tone: d.documentsExpired > 0 ? 'danger' : undefined,
                },
                {
                  label: 'Open findings',
                  value: d.openFindingsBySeverity.reduce((n, x) => n + x.count, 0),
                },
              ]}
            />
          </>
        );
      }}
    </WidgetCard>
  );
};
