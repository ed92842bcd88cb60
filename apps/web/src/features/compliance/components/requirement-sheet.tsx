import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { FrameworkItem, RequirementStatusItem } from '@rampart/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { useRequirement } from '../api/get-requirement.ts';
import { ApplicabilitySection } from './applicability-section.tsx';
import { RequirementControlsSection } from './requirement-controls-section.tsx';
import { RequirementEvidenceSection } from './requirement-evidence-section.tsx';
import { RequirementLibrarySection } from './requirement-library-section.tsx';
import { RequirementStatusBadge } from './status-badge.tsx';

type Permissions = {
  /** frameworks:write, from the framework's abilities: applicability and mappings. */
  canUpdate: boolean;
  /** controls:write: adopt library controls. */
  canAdopt: boolean;
};

type DetailsProps = Permissions & {
  framework: FrameworkItem;
  requirementId: string;
  /** The row of the table, shown at once while the details load. */
  row: RequirementStatusItem | undefined;
};

const Title = ({ children }: { children: string }) => (
  <DialogPrimitive.Title className="pr-8 text-base font-semibold text-fg">
    {children}
  </DialogPrimitive.Title>
);

const Details = ({ framework, requirementId, row, canUpdate, canAdopt }: DetailsProps) => {
  const detail = useRequirement(framework.id, requirementId);
  const requirement = detail.data?.requirement ?? row;
  if (!requirement) {
    return (
      <>
        <Title>Requirement</Title>
        <DialogPrimitive.Description className="sr-only">
          {detail.isPending ? 'Loading the requirement.' : 'The requirement could not be loaded.'}
        </DialogPrimitive.Description>
        {detail.isPending ? (
          <SkeletonRows rows={4} label="Loading requirement" />
        ) : (
          <ErrorState
            title="Failed to load requirement"
            error={detail.error}
            onRetry={() => void detail.refetch()}
            retrying={detail.isFetching}
          />
        )}
      </>
    );
  }
  return (
    <>
      <header className="flex flex-col gap-2 border-b border-border pb-4">
        <p className="font-mono text-xs text-muted">
          {requirement.code} · {framework.name}
        </p>
        <Title>{requirement.title}</Title>
        <div className="flex flex-wrap gap-1.5">
          <RequirementStatusBadge status={requirement.status} />
          {requirement.mandatory ? (
            <Badge variant="accent">Mandatory</Badge>
          ) : (
            <Badge>Optional</Badge>
          )}
          {requirement.groupTitle ? <Badge>{requirement.groupTitle}</Badge> : null}
        </div>
        <DialogPrimitive.Description className="text-sm whitespace-pre-line text-fg">
          {requirement.description || 'No description.'}
        </DialogPrimitive.Description>
      </header>
      <ApplicabilitySection
        frameworkId={framework.id}
        requirement={requirement}
        canUpdate={canUpdate}
      />
      <RequirementControlsSection
        frameworkId={framework.id}
        requirement={requirement}
        canUpdate={canUpdate}
      />
      {detail.isError ? (
        <ErrorState
          title="Failed to load evidence and library controls"
          error={detail.error}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      ) : detail.isPending ? (
        <SkeletonRows rows={3} label="Loading evidence and library controls" />
      ) : (
        <>
          <RequirementEvidenceSection
            evidence={detail.data.evidence}
            controls={requirement.controls}
          />
          <RequirementLibrarySection controls={detail.data.libraryControls} canAdopt={canAdopt} />
        </>
      )}
    </>
  );
};

type SheetProps = Omit<DetailsProps, 'requirementId'> & {
  requirementId: string | undefined;
  onClose: () => void;
};

/**
 * One requirement's drill-down, over the right of the table: a modal sheet that keeps focus
 * inside, closes on Escape and gives focus back to the row it was opened from.
 */
export const RequirementSheet = ({ requirementId, onClose, ...props }: SheetProps) => (
  <DialogPrimitive.Root open={requirementId !== undefined} onOpenChange={(o) => !o && onClose()}>
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/30" />
      <DialogPrimitive.Content className="fixed top-0 right-0 z-40 flex h-full w-[min(640px,100vw)] flex-col gap-5 overflow-y-auto border-l border-border bg-elevated p-5 shadow-xl">
        {requirementId !== undefined ? <Details {...props} requirementId={requirementId} /> : null}
        <DialogPrimitive.Close asChild>
          <Button
            variant="ghost"
            size="icon-sm"
            className="absolute top-3 right-3"
            aria-label="Close"
          >
            <X aria-hidden />
          </Button>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  </DialogPrimitive.Root>
);
