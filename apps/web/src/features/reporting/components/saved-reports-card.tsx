import { Link } from '@tanstack/react-router';
import { CalendarClock, FilePlus2, FileText, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ReportDefinition } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDeleteDefinition } from '../api/delete-definition.ts';
import { useDefinitions } from '../api/get-definitions.ts';
import { scheduleSummary } from '../lib/schedule-form.ts';

type Props = {
  currentId: string | undefined;
  canWrite: boolean;
  onNew: () => void;
  onDeleted: (id: string) => void;
};

const Row = ({
  d,
  current,
  onDelete,
}: {
  d: ReportDefinition;
  current: boolean;
  onDelete: () => void;
}) => (
  <li className={cn('flex items-center gap-2 px-4 py-2', current && 'bg-accent-subtle')}>
    <Link
      to="/dashboard/reporting"
      search={{ report: d.id }}
      aria-current={current ? 'page' : undefined}
      className="min-w-0 flex-1 rounded-sm"
    >
      <span className="block truncate text-[13px] font-medium text-fg">{d.title}</span>
      <span className="flex items-center gap-1 text-xs text-muted">
        {d.schedule ? <CalendarClock className="size-3 shrink-0" aria-hidden /> : null}
        <span className="truncate">
          {d.schedule ? scheduleSummary(d.schedule) : 'Not scheduled'}
        </span>
      </span>
      <span className="block truncate text-xs text-muted">
        {d.sections.length} {d.sections.length === 1 ? 'section' : 'sections'} · updated{' '}
        {formatDate(d.updatedAt)}
      </span>
    </Link>
    {d.abilities.delete ? (
      <Button variant="ghost" size="icon-sm" aria-label={`Delete ${d.title}`} onClick={onDelete}>
        <Trash2 aria-hidden />
      </Button>
    ) : null}
  </li>
);

/** The organisation's saved reports: open one to edit, export or schedule it. */
export const SavedReportsCard = ({ currentId, canWrite, onNew, onDeleted }: Props) => {
  const definitions = useDefinitions();
  const remove = useDeleteDefinition();
  const [doomed, setDoomed] = useState<ReportDefinition | null>(null);
  const items = definitions.data ?? [];

  const confirm = () => {
    if (!doomed) return;
    remove.mutate(doomed.id, {
      onSuccess: () => {
        toast({ title: 'Report deleted', description: doomed.title });
        onDeleted(doomed.id);
        setDoomed(null);
      },
    });
  };

  return (
    <Card>
      <CardHeader
        title="Saved reports"
        actions={
          currentId ? (
            <Button size="sm" onClick={onNew}>
              <FilePlus2 aria-hidden />
              New report
            </Button>
          ) : null
        }
      />
      {definitions.isPending ? (
        <SkeletonRows rows={3} label="Loading saved reports" />
      ) : definitions.isError ? (
        <ErrorState
          title="Could not load saved reports"
          error={definitions.error}
          onRetry={() => void definitions.refetch()}
          retrying={definitions.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={FileText}
          title="No saved reports"
          description={
            canWrite
              ? 'Save the report you build to find it here, export it again and schedule it.'
              : 'Reports saved by risk managers and administrators appear here.'
          }
        />
      ) : (
        <ul aria-label="Saved reports" className="divide-y divide-border">
          {items.map((d) => (
            <Row
              key={d.id}
              d={d}
              current={d.id === currentId}
              onDelete={() => {
                remove.reset();
                setDoomed(d);
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        onOpenChange={(open) => (open ? undefined : setDoomed(null))}
        title="Delete this report?"
        description={`“${doomed?.title ?? ''}” and its schedule are removed; files already made stay in the run history.`}
        confirmLabel="Delete report"
        pending={remove.isPending}
        onConfirm={confirm}
      >
        {remove.isError ? <FormMessage>{errorMessage(remove.error)}</FormMessage> : null}
      </ConfirmDialog>
    </Card>
  );
};
