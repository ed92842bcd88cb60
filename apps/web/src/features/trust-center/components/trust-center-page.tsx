import { useRef, useState } from 'react';
import { Globe } from 'lucide-react';
import { TRUST_ITEM_KINDS, type TrustCenter, type TrustGrant } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageShell } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTrustCenter } from '../api/get-trust-center.ts';
import { AccessRequestsCard } from './access-requests-card.tsx';
import { AnalyticsCard } from './analytics-card.tsx';
import { DownloadsCard, type DownloadsViewer } from './downloads-card.tsx';
import { GrantsCard } from './grants-card.tsx';
import { ItemSection } from './item-section.tsx';
import { NdaCard } from './nda-card.tsx';
import { SettingsCard } from './settings-card.tsx';
import { SettingsDialog } from './settings-dialog.tsx';
import { SubscribersCard } from './subscribers-card.tsx';
import { UpdatesCard } from './updates-card.tsx';

const Loading = () => (
  <div role="status" className="flex flex-col gap-4">
    <span className="sr-only">Loading the trust centre</span>
    <Skeleton className="h-64 rounded-lg" />
    <Skeleton className="h-40 rounded-lg" />
  </div>
);

const NotSetUp = ({ center, onSetUp }: { center: TrustCenter; onSetUp: () => void }) => (
  <Card>
    <EmptyState
      icon={Globe}
      title="No trust centre yet"
      description={
        <>
          Your public security page, published from your records: the certifications you hold, your
          controls, policies and subprocessors, and approved answers. Nothing shows until you
          publish it, and a record that lapses leaves the page by itself.
          {center.abilities.manage ? null : ' An owner or admin can set it up.'}
        </>
      }
      action={
        center.abilities.manage ? (
          <Button variant="primary" onClick={onSetUp}>
            Set up the trust centre
          </Button>
        ) : null
      }
    />
  </Card>
);

/**
 * Trust centre /dashboard/trust-center: the public page's settings and what it shows, its
 * updates and analytics, the NDA, and (for managers) subscribers, visitors' requests for
 * restricted files, their grants and downloads.
 */
export const TrustCenterPage = () => {
  const query = useTrustCenter();
  const [editing, setEditing] = useState(false);
  const [viewer, setViewer] = useState<DownloadsViewer>(null);
  const downloads = useRef<HTMLElement>(null);
  const center = query.data;
  const manage = center?.abilities.manage ?? false;

  // A visitor's download count opens their trail in the downloads card, and goes there.
  const showDownloads = (grant: TrustGrant) => {
    setViewer({ grantId: grant.id, email: grant.email });
    requestAnimationFrame(() => downloads.current?.focus());
  };

  return (
    <PageShell
      title="Trust centre"
      subtitle="Where customers read about your security, in words you choose."
      maxWidth="lg"
      breadcrumbs={[{ label: 'Compliance Hub' }, { label: 'Trust centre' }]}
    >
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Card>
          <ErrorState
            title="Could not load the trust centre"
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        </Card>
      ) : center?.settings ? (
        <div className="flex flex-col gap-4">
          <SettingsCard
            center={center}
            settings={center.settings}
            onEdit={() => setEditing(true)}
          />
          {/* Visitors' names, grants and the download log are for managers only (the API's rule). */}
          {manage ? (
            <AccessRequestsCard center={center} grantDays={center.settings.grantDays} />
          ) : null}
          {TRUST_ITEM_KINDS.map((kind) => (
            <ItemSection key={kind} kind={kind} manage={manage} />
          ))}
          <UpdatesCard center={center} />
          {/* Subscribers are people's addresses: managers only, as the API says. */}
          {manage ? <SubscribersCard center={center} /> : null}
          <AnalyticsCard />
          <NdaCard manage={manage} />
          {manage ? <GrantsCard onShowDownloads={showDownloads} /> : null}
          {manage ? (
            <DownloadsCard ref={downloads} viewer={viewer} onShowAll={() => setViewer(null)} />
          ) : null}
        </div>
      ) : center ? (
        <NotSetUp center={center} onSetUp={() => setEditing(true)} />
      ) : null}
      {center && manage ? (
        <SettingsDialog center={center} open={editing} onOpenChange={setEditing} />
      ) : null}
    </PageShell>
  );
};
