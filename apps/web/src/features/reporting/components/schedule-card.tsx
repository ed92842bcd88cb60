import { CalendarClock, CalendarX } from 'lucide-react';
import { useState } from 'react';
import type { ReportDefinition } from '@rampart/contracts';
import { formatDateTime } from '@rampart/domain';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useScheduleDefinition } from '../api/schedule-definition.ts';
import { recipientSummary, scheduleSummary } from '../lib/schedule-form.ts';
import { ScheduleDialog } from './schedule-dialog.tsx';

type Props = {
  /** The saved report; none while the report on screen is new. */
  definition: ReportDefinition | undefined;
  dirty: boolean;
  canWrite: boolean;
};

/** When the saved report is emailed, to whom, and the buttons to change that. */
export const ScheduleCard = ({ definition, dirty, canWrite }: Props) => {
  const [open, setOpen] = useState(false);
  const unschedule = useScheduleDefinition();
  if (!definition) {
    if (!canWrite) return null;
    return (
      <Card>
        <CardHeader title="Schedule" />
        <CardContent className="text-[13px] text-muted">
          Save the report to send it weekly or monthly as a PDF.
        </CardContent>
      </Card>
    );
  }
  const s = definition.schedule;
  const mayChange = definition.abilities.update;
  const remove = () =>
    unschedule.mutate(
      { id: definition.id, schedule: null },
      {
        onSuccess: () => toast({ title: 'Schedule removed', description: definition.title }),
        onError: (err) =>
          toast({
            title: 'Could not remove the schedule',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Card>
      <CardHeader title="Schedule" />
      <CardContent className="text-[13px]">
        {s ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-muted">Sent</dt>
            <dd className="text-fg">{scheduleSummary(s)}</dd>
            <dt className="text-muted">Next</dt>
            <dd className="text-fg tabular-nums">{formatDateTime(s.nextRunAt)}</dd>
            <dt className="text-muted">To</dt>
            <dd className="text-fg" title={s.recipients.map((r) => r.email).join(', ')}>
              {recipientSummary(s.recipients.map((r) => r.name))}
            </dd>
          </dl>
        ) : (
          <p className="text-muted">Not scheduled: made only when someone exports it.</p>
        )}
        {s && dirty ? (
          <p className="mt-2 text-xs text-warning-text">
            The schedule sends the saved version; save your changes for it to follow them.
          </p>
        ) : null}
        {mayChange ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setOpen(true)}>
              <CalendarClock aria-hidden />
              {s ? 'Change schedule…' : 'Schedule…'}
            </Button>
            {s ? (
              <Button size="sm" variant="ghost" loading={unschedule.isPending} onClick={remove}>
                {unschedule.isPending ? null : <CalendarX aria-hidden />}
                Remove schedule
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
      {mayChange ? (
        <ScheduleDialog definition={definition} open={open} onOpenChange={setOpen} />
      ) : null}
    </Card>
  );
};
