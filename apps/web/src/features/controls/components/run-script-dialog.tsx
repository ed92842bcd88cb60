import { useState } from 'react';
import type { TestScript } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
} from '../../../components/ui/dialog.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Textarea } from '../../../components/ui/input.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useExecuteTestScript } from '../api/execute-test-script.ts';

type Outcome = 'pass' | 'fail' | 'skipped';
const OUTCOMES = [
  { value: 'pass', label: 'Pass' },
  { value: 'fail', label: 'Fail' },
  { value: 'skipped', label: 'Skip' },
] as const;

const RunForm = ({
  script,
  controlId,
  onDone,
}: {
  script: TestScript;
  controlId: string;
  onDone: () => void;
}) => {
  const execute = useExecuteTestScript();
  const [outcomes, setOutcomes] = useState<Record<string, Outcome>>({});
  const [notes, setNotes] = useState('');
  const [missing, setMissing] = useState(false);
  const answered = script.steps.filter((s) => outcomes[s.id]).length;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (answered < script.steps.length) return setMissing(true);
        execute.mutate(
          {
            scriptId: script.id,
            controlId,
            stepResults: script.steps.map((s) => ({ stepId: s.id, outcome: outcomes[s.id]! })),
            notes: notes.trim() || undefined,
          },
          {
            onSuccess: (run) => {
              toast({ title: `Script run: ${run.result}`, description: script.title });
              onDone();
            },
          },
        );
      }}
    >
      {execute.isError ? (
        <FormMessage>Failed to record the run: {errorMessage(execute.error)}</FormMessage>
      ) : null}
      <ol className="flex flex-col divide-y divide-border rounded-md border border-border">
        {script.steps.map((step, i) => (
          <li key={step.id} className="flex flex-col gap-2 p-3 text-[13px]">
            <div>
              <p className="font-medium text-fg">
                {i + 1}. {step.instruction}
              </p>
              <p className="text-muted">Expected: {step.expectedResult}</p>
            </div>
            <SegmentedControl
              label={`Outcome of step ${i + 1}`}
              options={OUTCOMES}
              value={outcomes[step.id] ?? ('' as Outcome)}
              onChange={(v) => setOutcomes((prev) => ({ ...prev, [step.id]: v }))}
              className="self-start"
            />
            {missing && !outcomes[step.id] ? (
              <p className="text-xs text-danger-text">Choose an outcome for this step</p>
            ) : null}
          </li>
        ))}
      </ol>
      <Field label="Notes">
        {(p) => (
          <Textarea {...p} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
        )}
      </Field>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Cancel</Button>
        </DialogClose>
        <Button type="submit" variant="primary" loading={execute.isPending}>
          {execute.isError ? 'Try again' : `Record run (${answered}/${script.steps.length})`}
        </Button>
      </DialogFooter>
    </form>
  );
};

type Props = {
  script: TestScript | null;
  controlId: string;
  onOpenChange: (open: boolean) => void;
};

/** Runs a script step by step; recorded against the control, it is also a completed test. */
export const RunScriptDialog = ({ script, controlId, onOpenChange }: Props) => (
  <Dialog open={script !== null} onOpenChange={onOpenChange}>
    {script ? (
      <DialogContent
        title={`Run: ${script.title}`}
        description="Mark each step; the run is recorded as a test of this control."
        className="max-h-[calc(100vh-2rem)] w-[min(640px,calc(100vw-2rem))] overflow-y-auto"
      >
        <RunForm script={script} controlId={controlId} onDone={() => onOpenChange(false)} />
      </DialogContent>
    ) : null}
  </Dialog>
);
