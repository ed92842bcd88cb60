// Decision 025: a control's implementation status and progress agree with its checklist.
import { progressFromChecklist, type ChecklistItem } from './effort.ts';

/** Progress of an implemented control without a checklist. */
export const IMPLEMENTED_PROGRESS = 100;

export type ImplementationState = {
  implementationStatus: string;
  implementationProgress: number;
  checklist: readonly ChecklistItem[];
};

export type ImplementationIssue = {
  field: 'implementationStatus' | 'implementationProgress';
  message: string;
};

const openSteps = (checklist: readonly ChecklistItem[]) => checklist.filter((i) => !i.done).length;

/**
 * The state after a change of status, progress or checklist, or the one field that cannot be as
 * asked. The checklist is the evidence: with steps, progress is their share done and
 * "Implemented" needs every step done; reopening a step of an implemented control takes it back
 * to in progress. Without a checklist, Implemented means 100 % unless a value is given.
 */
export const reconcileImplementation = (
  before: ImplementationState,
  patch: Partial<ImplementationState>,
): { state: ImplementationState } | { issue: ImplementationIssue } => {
  const checklist = patch.checklist ?? before.checklist;
  const open = openSteps(checklist);
  const derived = progressFromChecklist(checklist);
  if (patch.implementationStatus === 'implemented' && open > 0) {
    return {
      issue: {
        field: 'implementationStatus',
        message: `Implemented needs every checklist step done: ${open} of ${checklist.length} still open`,
      },
    };
  }
  if (
    patch.implementationProgress !== undefined &&
    checklist.length > 0 &&
    patch.implementationProgress !== derived
  ) {
    return {
      issue: {
        field: 'implementationProgress',
        message: `Progress follows the checklist: ${checklist.length - open} of ${checklist.length} steps done (${derived}%)`,
      },
    };
  }
  // Implemented with steps open (a step reopened, or a row stored before decision 025) is in
  // progress: any change to the control settles it, as the checklist says.
  let status = patch.implementationStatus ?? before.implementationStatus;
  if (status === 'implemented' && open > 0) status = 'in_progress';
  const progress =
    checklist.length > 0
      ? derived
      : (patch.implementationProgress ??
        (patch.implementationStatus === 'implemented'
          ? IMPLEMENTED_PROGRESS
          : before.implementationProgress));
  return {
    state: { implementationStatus: status, implementationProgress: progress, checklist },
  };
};

/** A stored control that claims Implemented with steps open (kept from before decision 025). */
export const implementationMismatch = (s: ImplementationState): string | null => {
  const open = openSteps(s.checklist);
  if (open === 0) return null;
  if (
    s.implementationStatus === 'implemented' ||
    s.implementationProgress >= IMPLEMENTED_PROGRESS
  ) {
    return `Marked ${s.implementationStatus === 'implemented' ? 'Implemented' : '100%'} with ${open} of ${s.checklist.length} checklist steps open`;
  }
  return null;
};
