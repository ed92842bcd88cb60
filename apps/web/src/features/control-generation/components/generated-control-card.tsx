import type { GeneratedControl, GeneratedMapping } from '@rampart/contracts';
import {
  AUTOMATION_POTENTIAL_LABELS,
  COMPLEXITY_LABELS,
  MAPPING_TYPE_LABELS,
  type CategoryTone,
} from '@rampart/domain';
import { Badge, RiskBadge } from '../../../components/ui/badge.tsx';
import { Checkbox } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/cn.ts';
import { capitalize, formatHours, formatMoney, formatPercent } from '../lib/format.ts';

type GeneratedControlCardProps = {
  control: GeneratedControl;
  mapping: GeneratedMapping | undefined;
  engineLabel: string;
  selected: boolean;
  onSelect: (on: boolean) => void;
  disabled?: boolean;
};

const Fact = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-xs text-muted">{label}</dt>
    <dd className="text-[13px] text-fg tabular-nums">{children}</dd>
  </div>
);

/** One generated control with every §3 field and its §9 effort, cost and mapping. */
export const GeneratedControlCard = ({
  control: c,
  mapping: m,
  engineLabel,
  selected,
  onSelect,
  disabled,
}: GeneratedControlCardProps) => {
  const checkboxId = `select-${c.id}`;
  return (
    <li
      className={cn(
        'rounded-lg border bg-elevated p-4 transition-colors',
        selected ? 'border-accent/60' : 'border-border',
      )}
      data-testid="generated-control"
    >
      <div className="flex items-start gap-3">
        <Checkbox
          id={checkboxId}
          className="mt-0.5"
          checked={selected}
          disabled={disabled}
          onChange={(e) => onSelect(e.target.checked)}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={checkboxId} className="text-sm font-semibold text-fg">
              {c.title}
            </label>
            <Badge variant={c.category.color as CategoryTone}>{c.category.name}</Badge>
            <span className="text-xs text-muted">Priority</span>
            <RiskBadge level={c.priority} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-4 xl:grid-cols-8">
            <Fact label="Complexity">{COMPLEXITY_LABELS[c.implementationComplexity]}</Fact>
            <Fact label="Hours">{formatHours(c.estimatedHours)}</Fact>
            <Fact label="Cost">
              {formatMoney(c.estimatedCost)}
              <span className="text-muted"> ({formatMoney(c.costPerHour)}/h)</span>
            </Fact>
            <Fact label="Automation">{AUTOMATION_POTENTIAL_LABELS[c.automationPotential]}</Fact>
            <Fact label="Mitigation score">{c.riskMitigationScore}/10</Fact>
            <Fact label="Mapping">
              {m ? `${MAPPING_TYPE_LABELS[m.mappingType]} · ${capitalize(m.effectiveness)}` : '—'}
            </Fact>
            <Fact label="Coverage">{m ? `${m.coverage}%` : '—'}</Fact>
            <Fact label="Confidence">{formatPercent(c.aiConfidence)}</Fact>
          </dl>
          <details className="mt-3 text-[13px]">
            <summary className="cursor-pointer text-accent-text">Description and rationale</summary>
            <p className="mt-2 whitespace-pre-line text-fg">{c.description}</p>
            {m ? (
              <p className="mt-2 text-muted">
                <span className="font-medium text-fg">Why it maps: </span>
                {m.rationale}
              </p>
            ) : null}
            <p className="mt-2 text-muted">
              {engineLabel} · {c.frameworks.length ? c.frameworks.join(', ') : 'no framework'} ·
              tested {c.frequency.toLowerCase().replace('_', '-')}
            </p>
          </details>
          {c.tags.length ? (
            <ul className="mt-2 flex flex-wrap gap-1" aria-label="Tags">
              {c.tags.map((t) => (
                <li key={t}>
                  <Badge>{t}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </li>
  );
};
