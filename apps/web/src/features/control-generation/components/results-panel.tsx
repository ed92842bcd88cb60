import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CheckSquare, ShieldPlus, Square } from 'lucide-react';
import type { AiJob, ApplyGeneratedResult, GenerationResult } from '@rampart/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormMessage } from '../../../components/ui/field.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApplyGeneratedControls } from '../api/apply-generated-controls.ts';
import { engineLabel, formatHours, formatMoney, formatPercent } from '../lib/format.ts';
import { allControlIds, selectionTotals, toggleId } from '../lib/selection.ts';
import { GeneratedControlCard } from './generated-control-card.tsx';

type ResultsPanelProps = {
  jobId: string;
  results: readonly GenerationResult[];
  /** Set once the job was applied (it can be applied once). */
  applied: AiJob['appliedDetail'];
  /** controls:write and risks:write. */
  canApply: boolean;
};

const Applied = ({ controls }: { controls: { controlId: string; title: string }[] }) => (
  <FormMessage tone="info">
    <p className="font-medium">Applied to the register:</p>
    <ul className="mt-1 list-inside list-disc">
      {controls.map((c) => (
        <li key={c.controlId}>
          <Link
            to="/dashboard/controls/$controlId"
            params={{ controlId: c.controlId }}
            className="underline underline-offset-2"
          >
            {c.title}
          </Link>
        </li>
      ))}
    </ul>
  </FormMessage>
);

/** §4 Results: every control pre-selected, Select All / Deselect All, then Apply. */
export const ResultsPanel = ({ jobId, results, applied, canApply }: ResultsPanelProps) => {
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () => new Set(allControlIds(results)),
  );
  const [done, setDone] = useState<ApplyGeneratedResult | null>(null);
  const apply = useApplyGeneratedControls();
  const totals = selectionTotals(results, selected);
  const all = allControlIds(results);
  const appliedControls =
    done?.controls.map((c) => ({ controlId: c.controlId, title: c.title })) ??
    applied?.controls ??
    null;
  const locked = appliedControls !== null || !canApply;

  if (all.length === 0) {
    return (
      <EmptyState
        icon={ShieldPlus}
        title="No controls were generated"
        description={results[0]?.analysis.summary ?? 'Change the constraints and generate again.'}
      />
    );
  }

  const onApply = () =>
    apply.mutate(
      { jobId, controlIds: [...selected] },
      {
        onSuccess: (r) => {
          setDone(r);
          const created = r.controls.filter((c) => c.created).length;
          toast({
            title: 'Controls applied',
            description: `${created} control${created === 1 ? '' : 's'} created, ${r.mappings} mapping${r.mappings === 1 ? '' : 's'} added to the register.`,
          });
        },
        onError: (err) =>
          toast({
            title: 'Failed to apply controls',
            description: errorMessage(err),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => setSelected(new Set(all))} disabled={locked}>
          <CheckSquare aria-hidden />
          Select All
        </Button>
        <Button size="sm" onClick={() => setSelected(new Set())} disabled={locked}>
          <Square aria-hidden />
          Deselect All
        </Button>
        <p className="text-[13px] text-muted tabular-nums" aria-live="polite">
          {totals.count} of {all.length} selected · {formatHours(totals.hours)} ·{' '}
          {formatMoney(totals.cost)}
        </p>
        <Button
          variant="primary"
          className="ml-auto"
          onClick={onApply}
          loading={apply.isPending}
          disabled={locked || totals.count === 0}
        >
          {apply.isPending ? null : <ShieldPlus aria-hidden />}
          Apply {totals.count} control{totals.count === 1 ? '' : 's'}
        </Button>
      </div>
      {!canApply ? (
        <FormMessage tone="info">
          Applying needs permission to write controls and risks; ask a risk manager.
        </FormMessage>
      ) : null}
      {appliedControls ? <Applied controls={appliedControls} /> : null}
      {results.map((r) => (
        <section key={r.riskId} aria-label={`Controls for ${r.riskTitle}`} className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold text-fg">
              <Link
                to="/dashboard/risks/$riskId"
                params={{ riskId: r.riskId }}
                className="hover:underline"
              >
                {r.riskTitle}
              </Link>
            </h3>
            <p className="text-[13px] text-muted tabular-nums">
              {formatHours(r.estimatedTimeToImplement)} · {formatMoney(r.estimatedCost)} ·
              confidence {formatPercent(r.analysis.confidence)} ·{' '}
              {engineLabel(r.analysis.engine, r.analysis.model)}
              {r.analysis.fallbackUsed ? ' (model output unusable: offline results)' : ''}
            </p>
          </div>
          {r.controls.length === 0 ? (
            <p className="text-[13px] text-muted">{r.analysis.summary}</p>
          ) : (
            <ul className="grid gap-2">
              {r.controls.map((c) => (
                <GeneratedControlCard
                  key={c.id}
                  control={c}
                  mapping={r.mappings.find((m) => m.controlId === c.id)}
                  engineLabel={engineLabel(r.analysis.engine, r.analysis.model)}
                  selected={selected.has(c.id)}
                  disabled={locked}
                  onSelect={(on) => setSelected((s) => toggleId(s, c.id, on))}
                />
              ))}
            </ul>
          )}
          {r.analysis.excluded.length ? (
            <details className="text-[13px] text-muted">
              <summary className="cursor-pointer">
                {r.analysis.excluded.length} left out by the constraints
              </summary>
              <ul className="mt-1 list-inside list-disc">
                {r.analysis.excluded.map((e) => (
                  <li key={`${e.title}-${e.reason}`}>
                    {e.title}: {e.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>
      ))}
    </div>
  );
};
