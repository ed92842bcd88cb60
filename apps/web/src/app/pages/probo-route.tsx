import { canDo, hasPermission, hubTabsFor, openHubTab, PAGE_ACCESS } from '@rampart/domain';
import type { ProboTab } from '@rampart/contracts';
import { useFrameworks } from '../../lib/framework-api/get-frameworks.ts';
import { useTrackFramework } from '../../features/compliance/api/track-framework.ts';
import type { LibrarySearch } from '../../features/library/lib/library-search.ts';
import { HubTabs } from '../../features/vendor-hub/components/hub-tabs.tsx';
import {
  Soc2ReadinessTab,
  type FrameworksState,
} from '../../features/vendor-hub/components/soc2-readiness-tab.tsx';
import { VendorAssessmentTab } from '../../features/vendor-hub/components/vendor-assessment-tab.tsx';
import { VendorDashboardTab } from '../../features/vendor-hub/components/vendor-dashboard-tab.tsx';
import { switchHubTab } from '../../features/vendor-hub/lib/hub-search.ts';
import { SOC2_FRAMEWORK_ID } from '../../features/vendor-hub/lib/soc2.ts';
import { toast } from '../../components/ui/toast.tsx';
import { useRequiredUser } from '../../lib/session.ts';
import { RouteGuard } from '../route-guard.tsx';
import type { ProboSearch } from '../routes/probo-routes.ts';
import { LibraryRoute } from './library-route.tsx';

type SearchUpdate = (prev: ProboSearch) => ProboSearch;
type Props = {
  search: ProboSearch;
  onSearchChange: (update: SearchUpdate, opts?: { replace?: boolean }) => void;
};

const libraryPart = ({ tab: _tab, job: _job, ...library }: ProboSearch): LibrarySearch => library;

/** SOC 2 readiness: Framework Status's data (the compliance feature), shown by the hub. */
const Soc2Tab = () => {
  const frameworks = useFrameworks();
  const track = useTrackFramework();
  const items = frameworks.data;
  const soc2 = items?.find((f) => f.id === SOC2_FRAMEWORK_ID);
  const state: FrameworksState = items
    ? { status: 'ready', frameworks: items }
    : frameworks.isError
      ? {
          status: 'error',
          error: frameworks.error,
          onRetry: () => void frameworks.refetch(),
          retrying: frameworks.isFetching,
        }
      : { status: 'loading' };
  return (
    <Soc2ReadinessTab
      frameworks={state}
      onTrack={
        soc2?.abilities.update
          ? () =>
              track.mutate(soc2.id, {
                onSuccess: () => toast({ title: 'Framework tracked', description: soc2.name }),
              })
          : undefined
      }
      tracking={track.isPending}
      trackError={track.error}
    />
  );
};

const Hub = ({ search, onSearchChange }: Props) => {
  const { permissions } = useRequiredUser();
  const canWrite = hasPermission(permissions, 'vendors:write');
  // Only the tabs the role can use; an address naming another opens the first usable one.
  // The route guard asks vendors:read, which the Dashboard tab needs, so one is always there.
  const tab = openHubTab(permissions, search.tab) ?? 'dashboard';
  const open = (next: ProboTab) => onSearchChange((prev) => switchHubTab(prev, next));

  return (
    <HubTabs tabs={hubTabsFor(permissions)} value={tab} onChange={open}>
      {tab === 'vendor-assessment' ? (
        <VendorAssessmentTab
          jobId={search.job}
          canWrite={canWrite}
          onJobChange={(job, opts) =>
            onSearchChange((prev) => ({ tab: prev.tab ?? 'vendor-assessment', job }), opts)
          }
        />
      ) : tab === 'controls-library' ? (
        <LibraryRoute
          search={libraryPart(search)}
          onSearchChange={(update) =>
            onSearchChange(
              (prev) => ({ tab: prev.tab, job: prev.job, ...update(libraryPart(prev)) }),
              { replace: true },
            )
          }
        />
      ) : tab === 'soc2-assessment' ? (
        <Soc2Tab />
      ) : (
        <VendorDashboardTab
          canWrite={canWrite}
          onAssess={
            canDo(permissions, 'assessVendorFromUrl') ? () => open('vendor-assessment') : undefined
          }
        />
      )}
    </HubTabs>
  );
};

/**
 * The vendor risk hub /probo?tab=… for roles that may read vendors. It composes features: its
 * own tabs (vendor-hub), the control library and Framework Status's SOC 2 figures.
 */
export const ProboRoute = (props: Props) => (
  <RouteGuard {...PAGE_ACCESS['/probo']}>
    <Hub {...props} />
  </RouteGuard>
);
