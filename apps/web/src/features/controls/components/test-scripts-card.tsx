import { useState } from 'react';
import { ListChecks, Play } from 'lucide-react';
import type { TestScript } from '@rampart/contracts';
import { formatDate } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { SkeletonRows } from '../../../components/ui/skeleton.tsx';
import { Table, TableHead, TableRow, Td, Th } from '../../../components/ui/table.tsx';
import { useTestScripts } from '../api/get-test-scripts.ts';
import { RunScriptDialog } from './run-script-dialog.tsx';

/** The step-by-step test scripts linked to this control, each runnable from here. */
export const TestScriptsCard = ({ controlId }: { controlId: string }) => {
  const scripts = useTestScripts(controlId);
  const [running, setRunning] = useState<TestScript | null>(null);
  const items = scripts.data?.items ?? [];
  return (
    <Card>
      <CardHeader
        title="Test scripts"
        description="Step-by-step procedures for testing this control."
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
      <RunScriptDialog
        script={running}
        controlId={controlId}
        onOpenChange={(o) => !o && setRunning(null)}
      />
    </Card>
  );
};
