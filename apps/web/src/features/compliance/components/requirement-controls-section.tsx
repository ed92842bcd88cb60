import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Link2, Unlink } from 'lucide-react';
import { formatDate } from '@rampart/domain';
import type { RequirementControl, RequirementStatusItem } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUnmapRequirementControl } from '../api/unmap-requirement-control.ts';
import { formatEffectiveness } from '../lib/format.ts';
import { IMPLEMENTATION_LABELS } from '../lib/labels.ts';
import { MapControlDialog } from './map-control-dialog.tsx';
import { SheetSection } from './section.tsx';
import { ControlStateBadge } from './status-badge.tsx';

type Props = { frameworkId: string; requirement: RequirementStatusItem; canUpdate: boolean };

const ControlItem = ({
  control,
  onUnmap,
}: {
  control: RequirementControl;
  onUnmap?: () => void;
}) => (
  <li className="flex flex-col gap-2 rounded-md border border-border p-3">
    <div className="flex items-start justify-between gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Link
          to="/dashboard/controls/$controlId"
          params={{ controlId: control.id }}
          className="text-[13px] font-medium text-accent-text hover:underline"
        >
          {control.title}
        </Link>
        <ControlStateBadge state={control.state} />
      </div>
      {onUnmap ? (
        <Button variant="ghost" size="sm" aria-label={`Unmap ${control.title}`} onClick={onUnmap}>
          <Unlink aria-hidden />
          Unmap
        </Button>
      ) : null}
    </div>
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs sm:grid-cols-4">
      {[
        ['Implementation', IMPLEMENTATION_LABELS[control.implementationStatus]],
        ['Effectiveness', formatEffectiveness(control.effectiveness)],
        ['Last test', formatDate(control.lastTestDate)],
        ['Latest evidence', formatDate(control.latestEvidenceAt)],
      ].map(([label, value]) => (
        <div key={label}>
          <dt className="text-muted">{label}</dt>
          <dd className="text-fg tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
    {control.gaps.length > 0 ? (
      <ul aria-label={`Gaps of ${control.title}`} className="ml-4 list-disc text-xs text-fg">
        {control.gaps.map((g, i) => (
          <li key={`${i}-${g}`}>{g}</li>
        ))}
      </ul>
    ) : null}
    {control.statement ? (
      <p className="text-xs text-muted">
        <span className="font-medium text-fg">How it meets the requirement: </span>
        {control.statement}
      </p>
    ) : null}
  </li>
);

/** The organisation's controls that serve the requirement, with map and unmap. */
export const RequirementControlsSection = ({ frameworkId, requirement, canUpdate }: Props) => {
  const [mapping, setMapping] = useState(false);
  const [unmapping, setUnmapping] = useState<RequirementControl | null>(null);
  const unmap = useUnmapRequirementControl();
  return (
    <SheetSection
      title={`Controls (${requirement.controls.length})`}
      actions={
        canUpdate ? (
          <Button size="sm" onClick={() => setMapping(true)}>
            <Link2 aria-hidden />
            Map an existing control
          </Button>
        ) : null
      }
    >
      {requirement.controls.length === 0 ? (
        <p className="text-[13px] text-muted">
          No control serves this requirement yet. Adopt one from the library below, or map a control
          you already run.
        </p>
      ) : (
        <ul aria-label="Controls" className="flex flex-col gap-2">
          {requirement.controls.map((c) => (
            <ControlItem
              key={c.id}
              control={c}
              onUnmap={canUpdate ? () => setUnmapping(c) : undefined}
            />
          ))}
        </ul>
      )}
      {canUpdate ? (
        <MapControlDialog
          open={mapping}
          onOpenChange={setMapping}
          frameworkId={frameworkId}
          requirement={requirement}
        />
      ) : null}
      <ConfirmDialog
        open={unmapping !== null}
        onOpenChange={(o) => {
          if (o) return;
          setUnmapping(null);
          unmap.reset();
        }}
        title="Unmap this control?"
        description={`${unmapping?.title ?? ''} will no longer count for ${requirement.code}. The control itself stays in the register.`}
        confirmLabel={unmap.isError ? 'Retry unmap' : 'Unmap control'}
        pending={unmap.isPending}
        onConfirm={() => {
          if (!unmapping) return;
          unmap.mutate(
            { frameworkId, requirementId: requirement.id, controlId: unmapping.id },
            {
              onSuccess: () => {
                toast({ title: 'Control unmapped', description: unmapping.title });
                setUnmapping(null);
              },
            },
          );
        }}
      >
        {unmap.isError ? (
          <FormMessage>Failed to unmap: {errorMessage(unmap.error)}</FormMessage>
        ) : null}
      </ConfirmDialog>
    </SheetSection>
  );
};
