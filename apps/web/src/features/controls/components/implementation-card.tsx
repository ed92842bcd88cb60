import type { Control } from '@rampart/contracts';
import { AlertTriangle } from 'lucide-react';
import { formatDate, formatDollars, implementationMismatch } from '@rampart/domain';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUpdateControl } from '../api/update-control.ts';
import { COMPLEXITY_LABELS, IMPLEMENTATION_LABELS, PRIORITY_LABELS } from '../lib/labels.ts';

const Fact = ({ label, value }: { label: string; value: string }) => (
  <div className="min-w-0">
    <dt className="text-xs text-muted">{label}</dt>
    <dd className="text-[13px] text-fg tabular-nums">{value}</dd>
  </div>
);

/**
 * How far the control's implementation is: status, progress, the effort estimate it was adopted
 * with, and its checklist. Ticking a step saves at once; progress follows the checklist, and
 * Implemented needs every step done (decision 025).
 */
export const ImplementationCard = ({ control: c }: { control: Control }) => {
  const update = useUpdateControl();
  const canEdit = c.abilities.update;
  const toggle = (id: string, done: boolean) =>
    update.mutate(
      {
        id: c.id,
        patch: {
          checklist: c.checklist.map((item) => (item.id === id ? { ...item, done } : item)),
        },
      },
      {
        onError: (err) =>
          toast({
            variant: 'destructive',
            title: 'Checklist not saved',
            description: errorMessage(err),
          }),
      },
    );
  const variant =
    c.implementationStatus === 'implemented'
      ? 'success'
      : c.implementationStatus === 'in_progress'
        ? 'accent'
        : 'neutral';
  const done = c.checklist.filter((i) => i.done).length;
  const mismatch = implementationMismatch(c);
  return (
    <Card>
      <CardHeader
        title="Implementation"
        description={
          c.libraryControlId
            ? `Adopted from the control library (${c.libraryControlId})`
            : undefined
        }
        actions={<Badge variant={variant}>{IMPLEMENTATION_LABELS[c.implementationStatus]}</Badge>}
      />
      <CardContent className="flex flex-col gap-4">
        <div>
          <div className="mb-1 flex justify-between text-xs text-muted">
            <span id={`progress-${c.id}`}>Progress</span>
            <span className="tabular-nums">{c.implementationProgress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`progress-${c.id}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={c.implementationProgress}
            className="h-2 overflow-hidden rounded-full bg-surface"
          >
            <div
              className="h-full rounded-full bg-accent"
              style={{ width: `${c.implementationProgress}%` }}
            />
          </div>
          {c.checklist.length > 0 ? (
            <p className="mt-1.5 text-xs text-muted">
              Progress follows the checklist: {done} of {c.checklist.length} steps done. Implemented
              needs every step done.
            </p>
          ) : null}
          {mismatch ? (
            <p role="status" className="mt-1.5 flex items-start gap-1 text-xs text-warning-text">
              <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
              <span>
                {mismatch}: tick the steps that are done, or set the status back to In progress.
              </span>
            </p>
          ) : null}
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact label="Priority" value={c.priority ? PRIORITY_LABELS[c.priority] : '—'} />
          <Fact
            label="Complexity"
            value={c.implementationComplexity ? COMPLEXITY_LABELS[c.implementationComplexity] : '—'}
          />
          <Fact
            label="Estimated effort"
            value={c.estimatedHours === null ? '—' : `${c.estimatedHours} h`}
          />
          <Fact
            label="Estimated cost"
            value={
              c.estimatedCost === null
                ? '—'
                : `${formatDollars(c.estimatedCost)}${c.costPerHour ? ` at ${formatDollars(c.costPerHour)}/h` : ''}`
            }
          />
          <Fact
            label="Risk mitigation score"
            value={c.riskMitigationScore === null ? '—' : `${c.riskMitigationScore} / 10`}
          />
          <Fact label="Due" value={formatDate(c.implementationDueDate)} />
        </dl>
        {c.checklist.length > 0 ? (
          <fieldset>
            <legend className="mb-2 text-xs font-medium text-muted">Checklist</legend>
            <ul className="flex flex-col gap-2">
              {c.checklist.map((item) => (
                <li key={item.id}>
                  <label className="flex items-start gap-2 text-[13px] text-fg">
                    <Checkbox
                      className="mt-0.5 shrink-0"
                      checked={item.done}
                      disabled={!canEdit || update.isPending}
                      onChange={(e) => toggle(item.id, e.currentTarget.checked)}
                    />
                    <span className={item.done ? 'text-muted line-through' : undefined}>
                      {item.label}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ) : null}
      </CardContent>
    </Card>
  );
};
