import { useState } from 'react';
import { Bot, ListChecks, Play, Sparkles, X } from 'lucide-react';
import type { Control, GeneratedStep, TestScript } from '@rampart/contracts';
import { aiEngineLabel, confidencePercent, formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Field, FormMessage } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateTestScript } from '../api/create-test-script.ts';
import { useGenerateTestSteps } from '../api/generate-test-steps.ts';
import { useTestScripts } from '../api/get-test-scripts.ts';
import { RunScriptDialog } from './run-script-dialog.tsx';

const GenerateStepsDialog = ({
  controlId,
  open,
  onOpenChange,
}: {
  controlId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  // A read-only POST: nothing is saved. Each opening of the dialog asks afresh.
  const generate = useGenerateTestSteps(controlId, open);
  // The user's edits over the draft: a title, steps removed.
  const [edits, setEdits] = useState<{ title: string; steps: GeneratedStep[] } | null>(null);
  const save = useCreateTestScript();
  const g = generate.data;
  const title = edits?.title ?? g?.title ?? '';
  const steps = edits?.steps ?? g?.steps ?? [];
  const edit = (next: Partial<{ title: string; steps: GeneratedStep[] }>) =>
    setEdits({ title, steps, ...next });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Generate steps with ARIA"
        description="Draft steps from the control's type, frequency and library text. Review them, then save them as a test script linked to this control."
        className="w-[min(680px,calc(100vw-2rem))]"
      >
        {generate.isPending ? (
          <SkeletonRows rows={4} label="Generating steps" />
        ) : generate.isError ? (
          <ErrorState
            title="Step generation failed"
            error={generate.error}
            onRetry={() => void generate.refetch()}
            retrying={generate.isFetching}
          />
        ) : g ? (
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(
                { title, description: g.description, steps, controlIds: [controlId] },
                {
                  onSuccess: (script) => {
                    toast({ title: 'Test script saved', description: script.title });
                    onOpenChange(false);
                  },
                },
              );
            }}
          >
            <div className="flex flex-wrap items-center gap-2 text-xs text-muted">
              <Bot className="size-3.5" aria-hidden />
              <span data-testid="aria-engine">{aiEngineLabel(g)}</span>
              <Badge>Confidence {confidencePercent(g.confidence)}</Badge>
              {g.fallbackUsed ? (
                <Badge variant="warning">Model answer unusable: offline steps</Badge>
              ) : null}
            </div>
            <Field label="Script title">
              {(props) => (
                <Input
                  {...props}
                  value={title}
                  onChange={(e) => edit({ title: e.target.value })}
                  required
                />
              )}
            </Field>
            <ol
              aria-label="Generated steps"
              className="flex max-h-80 flex-col gap-2 overflow-y-auto"
            >
              {steps.map((s, i) => (
                <li
                  key={`${i}-${s.instruction}`}
                  className="flex gap-2 rounded-md border border-border p-2.5 text-[13px]"
                >
                  <span className="text-muted tabular-nums">{i + 1}.</span>
                  <div className="min-w-0 flex-1">
                    <p className="text-fg">{s.instruction}</p>
                    <p className="mt-0.5 text-xs text-muted">Expected: {s.expectedResult}</p>
                  </div>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={`Remove step ${i + 1}`}
                    disabled={steps.length === 1}
                    onClick={() => edit({ steps: steps.filter((_, j) => j !== i) })}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ol>
            {save.isError ? <FormMessage>{errorMessage(save.error)}</FormMessage> : null}
            <DialogFooter>
              <Button onClick={() => onOpenChange(false)}>Cancel</Button>
              <Button type="submit" variant="primary" loading={save.isPending}>
                Save as test script
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  );
};

/** The step-by-step test scripts linked to this control, each runnable from here. */
export const TestScriptsCard = ({ control }: { control: Pick<Control, 'id' | 'abilities'> }) => {
  const controlId = control.id;
  const scripts = useTestScripts(controlId);
  const [running, setRunning] = useState<TestScript | null>(null);
  const [generating, setGenerating] = useState(false);
  // Saving a script needs tests:write, which the control's abilities carry as `test`.
  const canGenerate = control.abilities.test;
  const items = scripts.data?.items ?? [];
  return (
    <Card>
      <CardHeader
        title="Test scripts"
        description="Step-by-step procedures for testing this control."
        actions={
          canGenerate ? (
            <Button size="sm" onClick={() => setGenerating(true)}>
              <Sparkles aria-hidden />
              Generate steps with ARIA
            </Button>
          ) : null
        }
      />
      {scripts.isPending ? (
        <SkeletonRows rows={2} label="Loading test scripts" />
      ) : scripts.isError ? (
        <ErrorState
          title="Failed to load test scripts"
          error={scripts.error}
          onRetry={() => void scripts.refetch()}
          retrying={scripts.isFetching}
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No test scripts linked"
          description="A test script lists the steps of a test and their expected results; scripts linked to this control appear here to run."
        />
      ) : (
        <Table aria-label="Test scripts">
          <TableHead>
            <tr>
              <Th>Script</Th>
              <Th className="text-right">Steps</Th>
              <Th className="text-right">Runs</Th>
              <Th>Last run</Th>
              <Th>
                <span className="sr-only">Actions</span>
              </Th>
            </tr>
          </TableHead>
          <tbody>
            {items.map((s) => {
              const link = s.controls.find((c) => c.controlId === controlId);
              return (
                <TableRow key={s.id}>
                  <Td className="max-w-72">
                    <span className="block truncate font-medium text-fg">{s.title}</span>
                    {link?.isMandatory ? <Badge variant="accent">Mandatory</Badge> : null}
                  </Td>
                  <Td className="text-right tabular-nums">{s.steps.length}</Td>
                  <Td className="text-right tabular-nums">{s.executionCount}</Td>
                  <Td className="whitespace-nowrap tabular-nums">{formatDate(s.lastExecutedAt)}</Td>
                  <Td className="py-1 text-right">
                    {s.abilities.execute ? (
                      <Button size="sm" onClick={() => setRunning(s)} aria-label={`Run ${s.title}`}>
                        <Play aria-hidden />
                        Run
                      </Button>
                    ) : null}
                  </Td>
                </TableRow>
              );
            })}
          </tbody>
        </Table>
      )}
      {canGenerate ? (
        <GenerateStepsDialog
          // A fresh dialog (and a fresh draft) each time it opens.
          key={generating ? 'open' : 'closed'}
          controlId={controlId}
          open={generating}
          onOpenChange={setGenerating}
        />
      ) : null}
      <RunScriptDialog
        script={running}
        controlId={controlId}
        onOpenChange={(o) => !o && setRunning(null)}
      />
    </Card>
  );
};
