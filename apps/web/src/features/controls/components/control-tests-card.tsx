import { useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import type { Control } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { exportControlTests } from '../api/export-control-tests.ts';
import { CompleteTestButton } from './complete-test-button.tsx';
import { ScheduleTestDialog } from './schedule-test-dialog.tsx';
import { TestHistoryTable } from './test-history-table.tsx';

/** Testing: schedule the next test, record a result, and the history of both. */
export const ControlTestsCard = ({ control }: { control: Control }) => {
  const [scheduling, setScheduling] = useState(false);
  return (
    <Card data-tour="control-testing">
      <CardHeader
        title="Tests"
        description="A completed test sets the control's effectiveness and plans the next one from its frequency."
        actions={
          <>
            <ExportMenu
              what="tests"
              size="sm"
              exportFile={(format) => exportControlTests(control.id, format)}
            />
            {control.abilities.test ? (
              <>
                <Button size="sm" onClick={() => setScheduling(true)}>
                  <CalendarPlus aria-hidden />
                  Schedule
                </Button>
                <CompleteTestButton control={control} variant="primary" />
              </>
            ) : null}
          </>
        }
      />
      <TestHistoryTable controlId={control.id} />
      {control.abilities.test ? (
        <ScheduleTestDialog control={control} open={scheduling} onOpenChange={setScheduling} />
      ) : null}
    </Card>
  );
};
