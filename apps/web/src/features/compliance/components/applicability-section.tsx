import { useState } from 'react';
import { Ban, Undo2 } from 'lucide-react';
import type { RequirementStatusItem } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSetApplicability } from '../api/set-applicability.ts';
import { ApplicabilityDialog } from './applicability-dialog.tsx';
import { SheetSection } from './section.tsx';

type Props = {
  frameworkId: string;
  requirement: RequirementStatusItem;
  canUpdate: boolean;
};

const EXPLAINED: Record<RequirementStatusItem['status'], string> = {
  met: 'Every control that serves it is implemented, tested effective and has fresh evidence.',
  partly_met: 'Work has started, but not every control that serves it is effective yet:',
  not_met: 'Nothing effective meets it yet:',
  not_applicable: 'Declared not applicable:',
};

/** Why the requirement has its status, and the applicability switch. */
export const ApplicabilitySection = ({ frameworkId, requirement, canUpdate }: Props) => {
  const [declaring, setDeclaring] = useState(false);
  const save = useSetApplicability();
  const notApplicable = requirement.status === 'not_applicable';
  const markApplicable = () =>
    save.mutate(
      { frameworkId, requirementId: requirement.id, applicable: true, reason: '' },
      {
        onSuccess: () =>
          toast({
            title: 'Marked applicable',
            description: `${requirement.code} ${requirement.title}`,
          }),
      },
    );
  return (
    <SheetSection
      title="Status"
      actions={
        canUpdate ? (
          notApplicable ? (
            <Button size="sm" loading={save.isPending} onClick={markApplicable}>
              {save.isPending ? null : <Undo2 aria-hidden />}
              Mark applicable
            </Button>
          ) : (
            <Button size="sm" onClick={() => setDeclaring(true)}>
              <Ban aria-hidden />
              Mark not applicable
            </Button>
          )
        ) : null
      }
    >
      {save.isError ? (
        <FormMessage>Failed to mark applicable: {errorMessage(save.error)}</FormMessage>
      ) : null}
      <p className="text-[13px] text-muted">{EXPLAINED[requirement.status]}</p>
      {requirement.reasons.length > 0 ? (
        <ul aria-label="Reasons" className="ml-4 list-disc text-[13px] text-fg">
          {requirement.reasons.map((r, i) => (
            <li key={`${i}-${r}`}>{r}</li>
          ))}
        </ul>
      ) : null}
      {canUpdate ? (
        <ApplicabilityDialog
          open={declaring}
          onOpenChange={setDeclaring}
          frameworkId={frameworkId}
          requirement={requirement}
        />
      ) : null}
    </SheetSection>
  );
};
