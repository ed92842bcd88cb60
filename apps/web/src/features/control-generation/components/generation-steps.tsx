import { CheckCircle2, Circle, Loader2, XCircle } from 'lucide-react';
import { FormMessage } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import type { StepState } from '../api/generate-controls.ts';
import { generationFailure } from '../lib/format.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

type GenerationStepsProps = {
  steps: readonly StepState[];
  progress: number;
  status: 'idle' | 'running' | 'completed' | 'failed' | 'queued' | 'cancelled';
  error: string | null;
};

/** The six steps of risks spec §4, ticked as the server reports each one completed. */
export const GenerationSteps = ({ steps, progress, status, error }: GenerationStepsProps) => {
  const current = steps.find((s) => !s.done)?.index;
  return (
    <div className="grid gap-4">
      <ProgressBar
        value={progress}
        label="Generation progress"
        tone={status === 'failed' ? 'danger' : 'accent'}
      />
      <ol className="grid gap-1" aria-label="Generation steps">
        {steps.map((s) => {
          const active = status === 'running' && s.index === current;
          const failed = status === 'failed' && s.index === current;
          const Icon = s.done ? CheckCircle2 : failed ? XCircle : active ? Loader2 : Circle;
          const state = s.done ? 'done' : failed ? 'failed' : active ? 'in progress' : 'pending';
          return (
            <li
              key={s.index}
              data-step={s.index}
              data-state={state}
              className="flex items-start gap-3 rounded-md px-2 py-2"
            >
              <Icon
                aria-hidden
                className={cn(
                  'mt-0.5 size-4 shrink-0',
                  s.done && 'text-success-text',
                  failed && 'text-danger-text',
                  active && 'animate-spin text-accent-text',
                  !s.done && !failed && !active && 'text-muted',
                )}
              />
              <div className="min-w-0">
                <p className={cn('text-sm', s.done || active ? 'text-fg' : 'text-muted')}>
                  <span className="font-medium">
                    {s.index}. {s.name}
                  </span>
                  <span className="sr-only"> ({state})</span>
                </p>
                {s.detail ? <p className="text-[13px] text-muted">{s.detail}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
      <div aria-live="polite" className="sr-only">
        {steps.filter((s) => s.done).at(-1)?.name ?? ''}
      </div>
      {status === 'failed' && error ? <FormMessage>{generationFailure(error)}</FormMessage> : null}
      {status === 'cancelled' ? (
        <FormMessage tone="info">This generation was cancelled.</FormMessage>
      ) : null}
    </div>
  );
};
