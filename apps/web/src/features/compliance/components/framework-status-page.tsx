import { formatNumber } from '@rampart/domain';
import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { BadgeCheck, Library, Plus, SearchCheck } from 'lucide-react';
import type { FrameworkItem } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { PageShell, type PageStat } from '../../../components/ui/page-shell.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { exportFrameworks } from '../api/export-frameworks.ts';
import { useFrameworks } from '../../../lib/framework-api/get-frameworks.ts';
import { useTrackFramework } from '../api/track-framework.ts';
import { formatPercent } from '../../../lib/percent.ts';
import { overallSummary } from '../lib/totals.ts';
import { AddFrameworkDialog } from './add-framework-dialog.tsx';
import { CertificationsCard } from './certifications-card.tsx';
import { FrameworkCard } from './framework-card.tsx';
import { OscalImportCatalogButton } from './oscal-actions.tsx';

/** The frameworks most teams start with, offered first when nothing is tracked yet. */
const STARTERS = ['ISO27001', 'SOC2'] as const;

const Loading = () => (
  <div role="status" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
    <span className="sr-only">Loading frameworks</span>
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} className="h-52 rounded-lg" />
    ))}
  </div>
);

const StartHere = ({
  starters,
  canUpdate,
  onAdd,
}: {
  starters: FrameworkItem[];
  canUpdate: boolean;
  onAdd: () => void;
}) => {
  const track = useTrackFramework();
  return (
    <Card>
      <EmptyState
        icon={BadgeCheck}
        title="No frameworks tracked yet"
        description="Pick the framework your customers or auditors ask for (ISO 27001 and SOC 2 are the usual first ones), then adopt its recommended controls. Each control counts for every framework it serves, so the next framework starts part-way there."
        action={
          canUpdate ? (
            <>
              {starters.map((f) => (
                <Button
                  key={f.id}
                  loading={track.isPending && track.variables === f.id}
                  disabled={track.isPending}
                  onClick={() =>
                    track.mutate(f.id, {
                      onSuccess: () => toast({ title: 'Framework tracked', description: f.name }),
                      onError: (err) =>
                        toast({
                          title: 'Failed to track the framework',
                          description: errorMessage(err),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  Track {f.name}
                </Button>
              ))}
              <Button variant="primary" onClick={onAdd}>
                <Plus aria-hidden />
                Add framework
              </Button>
            </>
          ) : null
        }
      />
    </Card>
  );
};

/** Framework Status /dashboard/compliance: every tracked framework and how far it is met. */
export const FrameworkStatusPage = () => {
  const frameworks = useFrameworks();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const items = frameworks.data ?? [];
  const tracked = items.filter((f) => f.selected);
  const untracked = items.filter((f) => !f.selected);
  const canUpdate = items.some((f) => f.abilities.update);
  const overall = overallSummary(items);

  const value = (text: string) =>
    frameworks.data ? text : frameworks.isError ? '—' : <Skeleton className="my-1 h-5 w-10" />;
  const stats: PageStat[] = [
    { label: 'Frameworks tracked', value: value(formatNumber(overall.tracked)) },
    { label: 'Met overall', value: value(formatPercent(overall.percentMet)) },
    {
      label: 'Requirements met',
      value: value(`${formatNumber(overall.met)} of ${formatNumber(overall.applicable)}`),
    },
    { label: 'Open gaps', value: value(formatNumber(overall.openGaps)) },
  ];

  return (
    <PageShell
      title="Framework Status"
      subtitle="How far each framework you track is met by your controls, their tests and their evidence."
      maxWidth="2xl"
      breadcrumbs={[{ label: 'Compliance Hub' }, { label: 'Framework Status' }]}
      stats={stats}
      primaryAction={
        canUpdate
          ? { label: 'Add framework', icon: Plus, onClick: () => setAdding(true) }
          : undefined
      }
      secondaryActions={[
        { label: 'Gap analysis', icon: SearchCheck, to: '/dashboard/compliance/gaps' },
        { label: 'Control library', icon: Library, to: '/dashboard/controls/library' },
      ]}
    >
      {frameworks.isPending ? (
        <Loading />
      ) : frameworks.isError ? (
        <Card>
          <ErrorState
            title="Failed to load frameworks"
            error={frameworks.error}
            onRetry={() => void frameworks.refetch()}
            retrying={frameworks.isFetching}
          />
        </Card>
      ) : (
        <section aria-labelledby="tracked-heading" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="tracked-heading" className="text-sm font-semibold text-fg">
              Tracked frameworks
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              {tracked.length > 0 ? (
                <ExportMenu what="frameworks" size="sm" exportFile={exportFrameworks} />
              ) : null}
              {canUpdate ? (
                <OscalImportCatalogButton
                  onImported={(frameworkId) =>
                    void navigate({
                      to: '/dashboard/compliance/$frameworkId',
                      params: { frameworkId },
                      search: {},
                    })
                  }
                />
              ) : null}
            </div>
          </div>
          {tracked.length === 0 ? (
            <StartHere
              starters={STARTERS.map((id) => untracked.find((f) => f.id === id)).filter(
                (f): f is FrameworkItem => Boolean(f),
              )}
              canUpdate={canUpdate}
              onAdd={() => setAdding(true)}
            />
          ) : (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {tracked.map((f) => (
                <FrameworkCard key={f.id} framework={f} />
              ))}
            </div>
          )}
        </section>
      )}
      <CertificationsCard />
      {canUpdate ? (
        <AddFrameworkDialog open={adding} onOpenChange={setAdding} frameworks={untracked} />
      ) : null}
    </PageShell>
  );
};
