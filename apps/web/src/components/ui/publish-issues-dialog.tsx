import type { FieldIssue } from '@rampart/contracts';
import { Button } from './button.tsx';
import { Dialog, DialogClose, DialogContent, DialogFooter } from './dialog.tsx';
import { readablePath } from '../../lib/questionnaire-api/status-actions.ts';

type Props = {
  /** The questionnaire refused, with the issues the server named; null when closed. */
  refused: { title: string; issues: FieldIssue[] } | null;
  onClose: () => void;
};

/** Why a questionnaire could not be published: each issue by where it is and what to fix. */
export const PublishIssuesDialog = ({ refused, onClose }: Props) => (
  <Dialog open={refused !== null} onOpenChange={(o) => (o ? undefined : onClose())}>
    <DialogContent
      title="Cannot publish yet"
      description={
        refused
          ? `${refused.title} has ${refused.issues.length} issue${refused.issues.length === 1 ? '' : 's'} to fix first.`
          : undefined
      }
      className="max-h-[calc(100vh-2rem)] w-[min(560px,calc(100vw-2rem))] overflow-y-auto"
    >
      <ul aria-label="Issues" className="flex flex-col gap-2 text-sm">
        {refused?.issues.map((issue, i) => (
          <li key={`${issue.field}-${i}`} className="rounded-md border border-border px-3 py-2">
            <p className="font-medium text-fg">{readablePath(issue.field)}</p>
            <p className="text-muted">{issue.message}</p>
            <p className="mt-0.5 font-mono text-xs text-muted">{issue.field}</p>
          </li>
        ))}
      </ul>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="primary">Close</Button>
        </DialogClose>
      </DialogFooter>
    </DialogContent>
  </Dialog>
);
